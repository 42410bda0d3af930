"""Descriptive statistics of a sample: mean, median, mode, spread, quartiles."""

# idiom-test: {"params": {"values": [2, 4, 4, 4, 5, 5, 7, 9]}, "calls": [{"params": {"values": [3]}}, {"params": {"values": []}}]}

import statistics


def describe_numbers(values: list[float]) -> dict:
    if not values:
        raise ValueError("values must not be empty")
    summary = {
        "count": len(values),
        "mean": statistics.fmean(values),
        "median": statistics.median(values),
        "modes": statistics.multimode(values),
        "min": min(values),
        "max": max(values),
    }
    if len(values) > 1:
        summary["stdev"] = round(statistics.stdev(values), 6)
        summary["pstdev"] = round(statistics.pstdev(values), 6)
        summary["quartiles"] = statistics.quantiles(values, n=4)
    return summary
