"""Keyword-only and variadic parameters named like guards.

Source: RestrictedPython test suite (tests/transformer/test_functiondef.py and
test_lambda.py: protected names in every parameter kind), the sibling of
CVE-2026-55830.
Tries: shadow the attribute guard with a keyword-only default and the write
guard with a star-star parameter, then poison math.e for the next call.
"""

# escape-test: {"stage": "gate", "pool": "solo", "kind": ["compile"]}

import math


def poison(*, _getattr_=lambda target, name: 0, **_write_):
    math.e = 1


def rp_kwonly_guard_shadow(mode: str = "poison") -> float:
    if mode == "poison":
        poison()
    return math.e
