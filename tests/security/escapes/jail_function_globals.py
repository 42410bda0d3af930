"""A function's own globals and builtins.

Source: classic jail walk (a function's dunder globals, then its dunder
builtins entry) and the
RestrictedPython test suite's dunder refusals.
Tries: take the builtins of the tool's own function and import os with them
to write the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def helper():
    return 1


def jail_function_globals() -> dict:
    return claim_namespace(helper.__globals__)


{{CLAIM}}


{{CLAIM_NAMESPACE}}
