"""Take all the memory there is and leave it pinned in typing's cache.

Source: the toolkiln red-team review, round 2: a tool that catches its own
MemoryError returns normally, while one Literal[...] cache entry holds every
chunk it allocated; the next call in the worker, of any tool, then has no
memory left and fails.
Tries: fill the worker's address space, catching each MemoryError, and keep
it all in Literal[tuple(chunks)]; later calls of the same tool must still
have memory to run in.
"""

# escape-test: {"stage": "accepted", "params": {"mode": "pin"}, "pool": "solo", "timeout": 20, "calls": [{"params": {"mode": "probe"}, "result": 2}, {"params": {"mode": "pin"}, "kind": "ok"}, {"params": {"mode": "probe"}, "result": 2}]}

import typing


def poison_typing_cache_memory(mode: str = "pin") -> int:
    if mode != "pin":
        return len("y" * (8 * 1024 * 1024)) // (4 * 1024 * 1024)
    chunks = []
    for size in (4 * 1024 * 1024, 64 * 1024):
        try:
            while True:
                chunks.append("x" * size + str(len(chunks)))
        except Exception:
            pass
    for _ in range(2):
        chunks.pop()
    typing.Literal[tuple(chunks)]
    return -len(chunks)
