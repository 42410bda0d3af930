"""The class hierarchy through the builtin types a tool may name.

Source: classic subclass walk (``().__class__.__mro__[-1].__subclasses__()``),
aimed at what isinstance support made new: ``dict``, ``list[int]`` and
``dict | None`` behave like types, so a walk could start from them.
Tries: reach object through mro() of the dict stand-in, of a subscripted
list and of a union, then list object's subclasses to find a way out.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}


def jail_standin_mro() -> list:
    found = []
    for start in (dict, list[int], dict | None, tuple):
        root = start.mro()[-1]
        found.append(str(root.subclasses()))
    return found
