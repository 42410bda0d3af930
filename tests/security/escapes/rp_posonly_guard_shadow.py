"""A positional-only parameter named like a guard replaces the guard.

Source: RestrictedPython advisory CVE-2026-55830: parameter-name checks
skipped positional-only parameters, so def f(_write_=..., /) shadowed the
write guard inside f.
Tries: with the write guard replaced by the identity, assign math.pi, which
every later call would then see (the follow-up call checks it is intact).
"""

# escape-test: {"stage": "gate", "pool": "solo", "kind": ["compile"]}

import math


def poison(_write_=lambda target: target, /):
    math.pi = 3


def rp_posonly_guard_shadow(mode: str = "poison") -> float:
    if mode == "poison":
        poison()
    return math.pi
