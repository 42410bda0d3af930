"""Checks a filled 9x9 sudoku: rows, columns and boxes each hold 1 to 9 once."""

# idiom-test: {"params": {"grid": [[5,3,4,6,7,8,9,1,2],[6,7,2,1,9,5,3,4,8],[1,9,8,3,4,2,5,6,7],[8,5,9,7,6,1,4,2,3],[4,2,6,8,5,3,7,9,1],[7,1,3,9,2,4,8,5,6],[9,6,1,5,3,7,2,8,4],[2,8,7,4,1,9,6,3,5],[3,4,5,2,8,6,1,7,9]]}, "calls": [{"params": {"grid": [[1,1,1,1,1,1,1,1,1],[2,2,2,2,2,2,2,2,2],[3,3,3,3,3,3,3,3,3],[4,4,4,4,4,4,4,4,4],[5,5,5,5,5,5,5,5,5],[6,6,6,6,6,6,6,6,6],[7,7,7,7,7,7,7,7,7],[8,8,8,8,8,8,8,8,8],[9,9,9,9,9,9,9,9,9]]}}]}

DIGITS = set(range(1, 10))


def sudoku_row_check(grid: list[list[int]]) -> dict:
    rows = [set(row) for row in grid]
    columns = [set(col) for col in zip(*grid)]
    boxes = [
        {grid[r][c] for r in range(br, br + 3) for c in range(bc, bc + 3)}
        for br in range(0, 9, 3)
        for bc in range(0, 9, 3)
    ]
    bad = {
        "rows": [i for i, s in enumerate(rows) if s != DIGITS],
        "columns": [i for i, s in enumerate(columns) if s != DIGITS],
        "boxes": [i for i, s in enumerate(boxes) if s != DIGITS],
    }
    return {"valid": not any(bad.values()), "problems": {k: v for k, v in bad.items() if v}}
