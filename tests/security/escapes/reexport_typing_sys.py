"""typing.sys: a harmless module's re-export of sys.

Source: smolagents CVE-2025-5120 and the toolkiln threat list (module
re-exports: typing.sys, re.enum.sys, statistics.sys, datetime.sys,
fractions.sys); typing imports sys at module level.
Tries: take sys from typing.sys and write the canary file, read the secret
file and variable, connect to the loopback listener.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import typing


def reexport_typing_sys() -> dict:
    return claim(typing.sys)


{{CLAIM}}
