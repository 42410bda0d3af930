"""Summarises a list of numbers: count, sum, mean, median, minimum, maximum, spread.

``stdev`` is the sample standard deviation and is None for fewer than two
numbers. Integers are accepted where the list asks for floats.
"""

import math
import statistics

RETURNS = {
    "count": int,
    "sum": float,
    "mean": float,
    "median": float,
    "min": float,
    "max": float,
    "stdev": float | None,
}


def statistics_summary(numbers: list[float]) -> dict:
    """Count, sum, mean, median, min, max and sample standard deviation of the numbers."""
    if not numbers:
        raise ValueError("numbers is empty; give at least one number, e.g. [3, 5, 8]")
    for number in numbers:
        if not math.isfinite(number):
            raise ValueError(f"{number} is not a finite number; give ordinary numbers only")
    return {
        "count": len(numbers),
        "sum": math.fsum(numbers),
        "mean": statistics.fmean(numbers),
        "median": statistics.median(numbers),
        "min": min(numbers),
        "max": max(numbers),
        "stdev": statistics.stdev(numbers) if len(numbers) > 1 else None,
    }
