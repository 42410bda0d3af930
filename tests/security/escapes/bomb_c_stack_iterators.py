"""Iterators nested deeper than the C stack.

Source: CPython issue tracker (deeply nested itertools.chain, map and filter
objects recurse in C without a recursion check and overflow the stack).
Tries: build 300,000 nested chain objects and ask for the first item: the
worker dies of SIGSEGV (or, on a slow machine, times out building them); the host
must report it and carry on with a fresh one.
"""

# escape-test: {"stage": "trial", "kind": ["crashed", "timeout"], "timeout": 5}

import itertools


def bomb_c_stack_iterators() -> int:
    chained = iter([1])
    for _ in range(300000):
        chained = itertools.chain(chained)
    return next(chained)
