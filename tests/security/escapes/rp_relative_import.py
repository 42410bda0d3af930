"""A relative import, resolved against whatever package the runtime is in.

Source: RestrictedPython test suite (tests/transformer/test_import.py,
relative imports) and the guarded import hook every host has to write.
Tries: import the sibling modules of the runtime (its pool, with subprocess
and os) and claim with their sys.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

from . import pool


def rp_relative_import() -> dict:
    return claim(pool.sys)


{{CLAIM}}
