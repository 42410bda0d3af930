"""Inserts values into a sorted list and reports where each one went."""

# idiom-test: {"params": {"sorted_values": [1, 4, 9, 16], "new_values": [0, 5, 16, 20]}, "calls": [{"params": {"sorted_values": [3, 1], "new_values": [2]}}]}

import bisect


def insert_sorted(sorted_values: list[int], new_values: list[int]) -> dict:
    if any(a > b for a, b in zip(sorted_values, sorted_values[1:])):
        raise ValueError("sorted_values is not sorted")
    result = list(sorted_values)
    positions = []
    for value in new_values:
        positions.append(bisect.bisect_left(result, value))
        bisect.insort(result, value)
    return {"values": result, "positions": positions}
