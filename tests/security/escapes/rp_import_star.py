"""A star import that would bring every name of a module, re-exports too.

Source: RestrictedPython test suite (tests/transformer/test_import.py: star
imports are refused because the names they bind cannot be checked).
Tries: star-import datetime, whose namespace includes sys, and claim with it.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

from datetime import *


def rp_import_star() -> dict:
    return claim(sys)


{{CLAIM}}
