"""A list of a billion references.

Source: the toolkiln threat list (huge lists).
Tries: allocate eight gigabytes in one step.
"""

# escape-test: {"stage": "trial", "kind": "memory"}

def bomb_huge_list() -> int:
    return len([0] * (10 ** 9))
