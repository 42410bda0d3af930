"""global statement aimed at the builtins binding.

Source: RestrictedPython lets global statements through unchecked
(visit_Global); the names they bind must still be checked.
Tries: rebind the namespace's builtins mapping to one with open, then write
the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def jail_global_builtins() -> str:
    global __builtins__
    __builtins__ = {"open": None}
    return "rebound"
