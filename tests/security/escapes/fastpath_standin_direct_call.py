"""The builtins a tool calls directly reached for the real types behind them.

Source: toolkiln's own guard fast path (``enumerate``, ``zip``, ``list``, ``sorted`` … are the
C builtins themselves behind their stand-ins, where the guard would add nothing), aimed at
with the classic subclass walk of smolagents' and RestrictedPython's advisories.
Tries: the stand-in's call slot, the iterator's type and its reduce hook, then the subclass walk
to a loader that reads the secret file.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}


def fastpath_standin_direct_call() -> list:
    reals = [list.__call__, enumerate([1]).__class__, iter([1]).__reduce__()[0], sorted.__self__]
    found = []
    for real in reals:
        for cls in real.__base__.__subclasses__():
            if cls.__name__ == "FileLoader":
                found.append(cls.get_data(cls, "{{SECRET_FILE}}"))
    return found
