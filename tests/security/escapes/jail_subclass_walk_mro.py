"""The subclass walk through the method resolution order.

Source: classic Python-jail walk (PyJail CTF write-ups; the RestrictedPython
test suite's refusal of dunder attributes).
Tries: from an int's class through its mro to object, then every subclass
to one whose initialiser's globals hold sys.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def jail_subclass_walk_mro() -> dict:
    root = (1).__class__.__mro__[-1]
    for klass in root.__subclasses__():
        globals_of = getattr(klass.__init__, "__globals__", None)
        if globals_of and "sys" in globals_of:
            return claim_namespace(globals_of)
    return {}


{{CLAIM}}


{{CLAIM_NAMESPACE}}
