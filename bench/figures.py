"""One figure of the bench: median, 95th percentile (nearest rank), count and unit of its samples."""

from __future__ import annotations

import statistics

__all__ = ["figure"]


def figure(samples: list[float], unit: str, digits: int = 3) -> dict:
    """``{median, p95, n, unit}`` of ``samples``, rounded to ``digits`` decimals
    (whole-process seconds take 4: their medians are a few hundredths)."""
    ordered = sorted(samples)
    rank = max(0, min(len(ordered) - 1, round(0.95 * len(ordered) + 0.5) - 1))
    return {
        "median": round(statistics.median(ordered), digits),
        "p95": round(ordered[rank], digits),
        "n": len(ordered),
        "unit": unit,
    }
