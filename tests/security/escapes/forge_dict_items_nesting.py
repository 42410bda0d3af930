"""A dict subclass whose items() nest far deeper than its values() show.

Source: the toolkiln red-team review, round 6: the worker measured a result's
depth through values(), json's C encoder writes a dict subclass through items().
Tries: under a policy that allows classes, send a result nested 300 levels deep
(the host decodes replies recursively) behind values() one level deep.
"""

# escape-test: {"stage": "trial", "policy": "classes", "kind": "not_json"}

class Deep(dict):
    def items(self):
        nested = [1]
        for _ in range(300):
            nested = [nested]
        return [("nested", nested)]

    def values(self):
        return [1]


def forge_dict_items_nesting() -> dict:
    return Deep(nested=1)
