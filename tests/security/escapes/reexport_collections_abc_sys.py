"""collections.abc.sys: a harmless module's re-export of sys.

Source: smolagents CVE-2025-5120 and the toolkiln threat list (module
re-exports: typing.sys, re.enum.sys, statistics.sys, datetime.sys,
fractions.sys); collections.abc is _collections_abc, which imports sys.
Tries: take sys from collections.abc.sys and write the canary file, read the secret
file and variable, connect to the loopback listener.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import collections


def reexport_collections_abc_sys() -> dict:
    return claim(collections.abc.sys)


{{CLAIM}}
