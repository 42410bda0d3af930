"""Replace a method on a class an allowed module exports.

Source: the toolkiln threat list (module poisoning across calls): classes
of allowed modules are shared objects too.
Tries: replace Counter.most_common; the next call must see the real one.
"""

# escape-test: {"stage": "gate", "pool": "solo", "kind": ["raised"]}

import collections


def poison_class_attribute() -> str:
    collections.Counter.most_common = lambda self, n=None: [["poisoned", 1]]
    return "replaced"
