"""Maximum of every window of size k, in linear time with a deque."""

# idiom-test: {"params": {"values": [1, 3, -1, -3, 5, 3, 6, 7], "k": 3}, "calls": [{"params": {"values": [4, 2], "k": 5}}, {"params": {"values": [1, 2], "k": 0}}]}

from collections import deque


def sliding_window_max(values: list[int], k: int) -> dict:
    if k <= 0:
        raise ValueError("k must be positive")
    window = deque()
    maxima = []
    for index, value in enumerate(values):
        while window and values[window[-1]] <= value:
            window.pop()
        window.append(index)
        if window[0] <= index - k:
            window.popleft()
        if index >= k - 1:
            maxima.append(values[window[0]])
    return {"maxima": maxima}
