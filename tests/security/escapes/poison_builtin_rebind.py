"""Rebind builtins by name with global, for the next call to find.

Source: the toolkiln threat list (module poisoning across calls): a call's
global statements must stay in that call's namespace.
Tries: replace sorted and len; the next call (and the next tool) must see
the real ones.
"""

# escape-test: {"stage": "any", "params": {"mode": "poison"}, "result": "rebound", "pool": "solo", "calls": [{"params": {"mode": "probe"}, "result": [[1, 2, 3], 3]}]}

def poison_builtin_rebind(mode: str = "poison"):
    global sorted, len
    if mode == "poison":
        sorted = lambda values, **options: ["poisoned"]
        len = lambda values: -1
        return "rebound"
    return [sorted([3, 1, 2]), len("abc")]
