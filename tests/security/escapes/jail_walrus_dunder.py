"""Assignment expressions binding protected names.

Source: RestrictedPython test suite for assignment expressions
(tests/test_NamedExpr.py: the target passes the same name check as any
assignment).
Tries: bind the print collector and the import hook with walrus targets,
then import os through the rebound hook.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def jail_walrus_dunder() -> str:
    if (__import__ := None) is None:
        return "rebound"
    return "kept"
