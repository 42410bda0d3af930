"""Least-squares line through points, with the correlation coefficient."""

# idiom-test: {"params": {"xs": [1, 2, 3, 4, 5], "ys": [2.1, 3.9, 6.2, 7.8, 10.1]}, "calls": [{"params": {"xs": [1, 2], "ys": [1]}}]}

import statistics


def linear_fit(xs: list[float], ys: list[float]) -> dict:
    if len(xs) != len(ys):
        raise ValueError(f"xs has {len(xs)} values but ys has {len(ys)}")
    slope, intercept = statistics.linear_regression(xs, ys)
    r = statistics.correlation(xs, ys)
    return {"slope": round(slope, 6), "intercept": round(intercept, 6), "r": round(r, 6),
            "predict_6": round(slope * 6 + intercept, 6)}
