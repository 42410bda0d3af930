"""Removes outliers more than z standard deviations from the mean."""

# idiom-test: {"params": {"values": [10, 12, 11, 13, 12, 95, 11, 10, -40], "z": 1.5}, "calls": [{"params": {"values": [1, 1, 1], "z": 2}}]}

import statistics


def outlier_filter(values: list[float], z: float = 2.0) -> dict:
    mean = statistics.mean(values)
    spread = statistics.pstdev(values)
    if spread == 0:
        return {"kept": values, "removed": [], "mean": mean}
    kept = [v for v in values if abs(v - mean) / spread <= z]
    removed = [v for v in values if v not in kept]
    return {"kept": kept, "removed": removed, "mean": round(mean, 4), "new_mean": round(statistics.mean(kept), 4)}
