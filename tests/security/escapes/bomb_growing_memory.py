"""Memory that grows a megabyte at a time.

Source: the toolkiln threat list (huge lists), the slow variant that a
single-allocation check does not see.
Tries: keep allocating until the process (or the host) runs out.
Its trial may take 5 s: the memory limit, not the clock, must be what stops it, and
on a loaded machine a worker's share of a CPU copies 256 MB slower than in one second.
"""

# escape-test: {"stage": "trial", "kind": "memory", "timeout": 5}

def bomb_growing_memory() -> int:
    chunks = []
    while True:
        chunks.append("x" * (1024 * 1024) + str(len(chunks)))
    return len(chunks)
