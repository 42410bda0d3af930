"""A plain class, which the default policy does not allow.

Source: RestrictedPython's class handling (a metaclass the host supplies)
and toolkiln's policy (allow_classes is off by default).
Tries: define a class and set an attribute on an allowed module's class
through an instance method.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

import collections


class Counter(collections.Counter):
    def poison(self):
        collections.Counter.most_common = lambda self, n=None: [["poisoned", 1]]


def jail_class_plain() -> int:
    Counter().poison()
    return 1
