"""iter(callable, sentinel) that never meets its sentinel, collected by list.

Source: classic sandbox DoS through a builtin that loops in C.
Tries: fill memory from inside list(), without a Python-level loop.
"""

# escape-test: {"stage": "trial", "kind": ["memory", "timeout"]}

def bomb_iter_sentinel() -> int:
    return len(list(iter(lambda: 1, 2)))
