"""Draws a text histogram of values in bins, with bar lengths scaled to a width."""

# idiom-test: {"params": {"values": [1, 2, 2, 3, 3, 3, 4, 4, 9], "bins": 4, "width": 20}, "calls": [{"params": {"values": [5, 5], "bins": 3}}]}


def histogram_text(values: list[float], bins: int = 5, width: int = 30) -> dict:
    low, high = min(values), max(values)
    if low == high:
        raise ValueError("all values are equal; nothing to bin")
    step = (high - low) / bins
    counts = [0] * bins
    for value in values:
        counts[min(int((value - low) / step), bins - 1)] += 1
    peak = max(counts)
    lines = [
        f"{low + i * step:6.2f}–{low + (i + 1) * step:6.2f} | {'#' * round(width * n / peak):<{width}} {n}"
        for i, n in enumerate(counts)
    ]
    return {"lines": lines, "counts": counts}
