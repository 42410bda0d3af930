"""A factorial of a huge number, computed in C.

Source: the toolkiln threat list (huge powers), the math-module variant:
math.factorial and math.comb run long inside one C call.
Tries: occupy the worker and its memory.
"""

# escape-test: {"stage": "trial", "kind": ["timeout", "memory"]}

import math


def bomb_factorial_c() -> int:
    return math.factorial(10 ** 8) % 7
