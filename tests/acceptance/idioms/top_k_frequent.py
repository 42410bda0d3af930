"""Returns the k most frequent numbers, ties broken by the smaller number, using a heap."""

# idiom-test: {"params": {"numbers": [4, 1, -1, 2, -1, 2, 3, 4, 4], "k": 2}, "calls": [{"params": {"numbers": [1], "k": 3}}, {"params": {"numbers": [5, 5, 6, 6, 7], "k": 2}}]}

import collections
import heapq


def top_k_frequent(numbers: list[int], k: int) -> dict:
    counts = collections.Counter(numbers)
    best = heapq.nsmallest(k, counts.items(), key=lambda item: (-item[1], item[0]))
    return {"top": [number for number, _ in best], "counts": {str(n): c for n, c in best}}
