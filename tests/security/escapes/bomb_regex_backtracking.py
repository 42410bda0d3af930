"""Catastrophic regular-expression backtracking.

Source: ReDoS (OWASP: Regular expression Denial of Service); the matching
loop runs in C.
Tries: occupy the worker with exponential backtracking.
"""

# escape-test: {"stage": "trial", "kind": "timeout"}

import re


def bomb_regex_backtracking() -> bool:
    return re.match(r"^(a+)+$", "a" * 64 + "b") is not None
