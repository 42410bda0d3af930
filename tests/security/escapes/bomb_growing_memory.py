"""Memory that grows a megabyte at a time.

Source: the toolkiln threat list (huge lists), the slow variant that a
single-allocation check does not see.
Tries: keep allocating until the process (or the host) runs out.
"""

# escape-test: {"stage": "trial", "kind": "memory"}

def bomb_growing_memory() -> int:
    chunks = []
    while True:
        chunks.append("x" * (1024 * 1024) + str(len(chunks)))
    return len(chunks)
