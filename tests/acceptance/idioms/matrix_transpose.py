"""Transposes a matrix and reports row and column sums."""

# idiom-test: {"params": {"matrix": [[1, 2, 3], [4, 5, 6]]}, "calls": [{"params": {"matrix": [[1, 2], [3]]}}]}

Matrix = list[list[float]]


def matrix_transpose(matrix: list[list[float]]) -> dict:
    widths = {len(row) for row in matrix}
    if len(widths) > 1:
        raise ValueError(f"rows have different lengths: {sorted(widths)}")
    transposed: Matrix = [list(column) for column in zip(*matrix)]
    return {
        "transposed": transposed,
        "row_sums": [sum(row) for row in matrix],
        "column_sums": [sum(column) for column in transposed],
    }
