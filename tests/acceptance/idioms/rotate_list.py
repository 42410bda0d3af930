"""Rotates a list by k places with slicing and with a deque, and checks they agree."""

# idiom-test: {"params": {"items": [1, 2, 3, 4, 5, 6], "k": 2}, "calls": [{"params": {"items": [1, 2, 3], "k": -4}}, {"params": {"items": [], "k": 3}}]}

from collections import deque


def rotate_list(items: list[int], k: int) -> dict:
    if not items:
        return {"rotated": [], "agree": True}
    shift = k % len(items)
    by_slice = items[-shift:] + items[:-shift] if shift else list(items)
    ring = deque(items)
    ring.rotate(k)
    return {"rotated": by_slice, "agree": list(ring) == by_slice}
