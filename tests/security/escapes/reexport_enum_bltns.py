"""enum.bltns: enum imports builtins under another name.

Source: the toolkiln threat list (enum.bltns) and smolagents CVE-2025-5120.
Tries: reach the real builtins through enum and evaluate an import of os
that writes the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import enum


def reexport_enum_bltns() -> int:
    system = enum.bltns.eval("__import__('os').system")
    return system("echo escaped > {{CANARY}}")
