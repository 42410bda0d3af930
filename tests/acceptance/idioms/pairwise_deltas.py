"""Differences between consecutive readings, with the largest jump."""

# idiom-test: {"params": {"readings": [10.0, 12.5, 11.0, 20.0, 19.5]}, "calls": [{"params": {"readings": [1.0]}}]}

import itertools


def pairwise_deltas(readings: list[float]) -> dict:
    if len(readings) < 2:
        raise ValueError("need at least two readings")
    deltas = [round(b - a, 6) for a, b in itertools.pairwise(readings)]
    biggest = max(range(len(deltas)), key=lambda i: abs(deltas[i]))
    return {"deltas": deltas, "largest_jump": {"index": biggest, "delta": deltas[biggest]}}
