"""Module-level state of the tool itself, mutated on every call.

Source: the toolkiln threat list (no state reaches the next call): a
module-level list and a mutable default survive only if the module is
reused.
Tries: count calls in a global list and a default argument; every call
must count one.
"""

# escape-test: {"stage": "accepted", "result": [1, 1], "pool": "solo", "calls": [{"params": {}, "result": [1, 1]}, {"params": {}, "result": [1, 1]}]}

calls = []


def remember(seen=[]):
    seen.append(1)
    return len(seen)


def poison_module_globals() -> list:
    calls.append(1)
    return [len(calls), remember()]
