"""from re import enum: a module re-export taken with from-import.

Source: smolagents CVE-2025-5120 (re-exports of allowed modules), spelled
as a from-import so that no attribute access appears in the source.
Tries: import enum out of re and use its sys on the canary and secrets.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

from re import enum


def reexport_from_import_module() -> dict:
    return claim(enum.sys)


{{CLAIM}}
