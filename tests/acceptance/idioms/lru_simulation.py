"""Simulates an LRU cache of a given capacity over a sequence of keys: hits, misses, evictions."""

# idiom-test: {"params": {"capacity": 3, "accesses": ["a", "b", "c", "a", "d", "b", "e", "a", "c"]}, "calls": [{"params": {"capacity": 0, "accesses": ["a"]}}]}

from collections import OrderedDict


def lru_simulation(capacity: int, accesses: list[str]) -> dict:
    if capacity < 1:
        raise ValueError("capacity must be at least 1")
    cache = OrderedDict()
    hits, evicted = 0, []
    for key in accesses:
        if key in cache:
            hits += 1
            cache.move_to_end(key)
            continue
        cache[key] = True
        if len(cache) > capacity:
            old, _ = cache.popitem(last=False)
            evicted.append(old)
    return {"hits": hits, "misses": len(accesses) - hits, "evicted": evicted, "final": list(cache)}
