"""The import hook called by name.

Source: classic jail payload (the import hook called with 'os', then
system); RestrictedPython
refuses names that start with an underscore.
Tries: import os through the hook and write the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def host_dunder_import() -> int:
    return __import__("os").system("echo escaped > {{CANARY}}")
