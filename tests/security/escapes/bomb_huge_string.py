"""A ten-gigabyte string.

Source: the toolkiln threat list (huge strings); memory exhaustion of the
host if the worker has no address-space limit.
Tries: allocate far more memory than the worker may have.
"""

# escape-test: {"stage": "trial", "kind": "memory"}

def bomb_huge_string() -> int:
    return len("x" * (10 ** 10))
