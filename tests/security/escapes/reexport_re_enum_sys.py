"""re.enum.sys: a harmless module's re-export of sys.

Source: smolagents CVE-2025-5120 and the toolkiln threat list (module
re-exports: typing.sys, re.enum.sys, statistics.sys, datetime.sys,
fractions.sys); re imports enum, which imports sys.
Tries: take sys from re.enum.sys and write the canary file, read the secret
file and variable, connect to the loopback listener.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import re


def reexport_re_enum_sys() -> dict:
    return claim(re.enum.sys)


{{CLAIM}}
