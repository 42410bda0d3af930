"""Running median of a stream of numbers with two heaps."""

# idiom-test: {"params": {"stream": [5, 15, 1, 3, 8, 7, 9, 10]}, "calls": [{"params": {"stream": []}}, {"params": {"stream": [2.5]}}]}

import heapq


def running_median(stream: list[float]) -> dict:
    low, high = [], []  # low holds negated values: a max-heap
    medians = []
    for value in stream:
        heapq.heappush(low, -value)
        heapq.heappush(high, -heapq.heappop(low))
        if len(high) > len(low):
            heapq.heappush(low, -heapq.heappop(high))
        medians.append(-low[0] if len(low) > len(high) else (-low[0] + high[0]) / 2)
    return {"medians": medians, "final": medians[-1] if medians else None}
