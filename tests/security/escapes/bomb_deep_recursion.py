"""Unbounded recursion.

Source: the toolkiln threat list (recursion); a C-stack overflow kills a
process whose recursion limit was raised.
Tries: recurse without end.
"""

# escape-test: {"stage": "trial", "kind": "raised"}

def descend(depth):
    return descend(depth + 1) + 1


def bomb_deep_recursion() -> int:
    return descend(0)
