"""Replace a class method on a builtin type every tool shares.

Source: the toolkiln threat list (module poisoning across calls): the stand-ins
for dict, list and set are built once per worker and handed to every call.
Tries: replace dict.fromkeys and list.sort, delete set.add, and give dict a new
attribute; the next call in the same worker must see the real methods.
"""

# escape-test: {"stage": "gate", "kind": "ok", "params": {"mode": "poison"}, "pool": "solo", "calls": [{"params": {"mode": "probe"}, "result": [{"a": null}, [1, 2], false]}]}


def poison_standin_attribute(mode: str = "poison") -> list:
    if mode == "poison":
        for attempt in range(4):
            try:
                if attempt == 0:
                    dict.fromkeys = lambda keys, value=None: {"poisoned": True}
                elif attempt == 1:
                    list.sort = lambda self, key=None, reverse=False: None
                elif attempt == 2:
                    del set.add
                else:
                    dict.poisoned = True
            except (TypeError, AttributeError):
                pass
    numbers = [2, 1]
    numbers.sort()
    marks = set()
    marks.add(1)
    return [dict.fromkeys("a"), numbers, callable(dict.get) and isinstance({}, list)]
