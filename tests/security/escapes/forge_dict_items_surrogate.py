"""A dict subclass whose items() differ from what its keys() and values() show.

Source: the toolkiln red-team review, round 6: json's C encoder writes a dict
subclass through its items() method, while the worker checked the result
through keys() and values(), so a class could show the check one thing and
send another.
Tries: under a policy that allows classes, return a dict whose items() hold a
lone surrogate (no UTF-8 form: the host cannot print or store it) while its
keys() and values() are clean.
"""

# escape-test: {"stage": "trial", "policy": "classes", "kind": "not_json"}

class Shifty(dict):
    def items(self):
        return [("text", "\udc80 unprintable")]

    def keys(self):
        return ["text"]

    def values(self):
        return ["clean"]


def forge_dict_items_surrogate() -> dict:
    return Shifty(text="clean")
