"""Recursion that catches its own RecursionError and goes on.

Source: classic sandbox DoS: catching the error at every level turns a
quick failure into exponential work.
Tries: keep the worker busy far beyond the timeout.
"""

# escape-test: {"stage": "trial", "kind": "timeout"}

def descend(depth):
    try:
        return descend(depth + 1) + descend(depth + 1)
    except Exception:
        return descend(depth + 1)


def bomb_recursion_swallowed() -> int:
    return descend(0)
