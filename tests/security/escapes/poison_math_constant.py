"""Set math.pi for every later call.

Source: the toolkiln threat list (module poisoning across calls): modules
are shared by every call a worker runs.
Tries: assign math.pi and math.e; the next call must still see the real
values.
"""

# escape-test: {"stage": "gate", "pool": "solo", "kind": ["raised"]}

import math


def poison_math_constant() -> float:
    math.pi = 3
    math.e = 3
    return math.pi
