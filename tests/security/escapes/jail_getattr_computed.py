"""getattr with a name assembled from pieces.

Source: classic jail walk; computed attribute names defeat any check that
reads names from the source.
Tries: read the class of a tuple and its subclasses through getattr with a
computed dunder name.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def jail_getattr_computed() -> str:
    name = "_" * 2 + "class" + "_" * 2
    return str(getattr((), name))
