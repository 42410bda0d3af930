"""datetime.sys: a harmless module's re-export of sys.

Source: smolagents CVE-2025-5120 and the toolkiln threat list (module
re-exports: typing.sys, re.enum.sys, statistics.sys, datetime.sys,
fractions.sys); the pure-Python datetime imports sys.
Tries: take sys from datetime.sys and write the canary file, read the secret
file and variable, connect to the loopback listener.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import datetime


def reexport_datetime_sys() -> dict:
    return claim(datetime.sys)


{{CLAIM}}
