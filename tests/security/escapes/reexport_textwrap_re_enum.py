"""textwrap.re.enum.sys: a harmless module's re-export of sys.

Source: smolagents CVE-2025-5120 and the toolkiln threat list (module
re-exports: typing.sys, re.enum.sys, statistics.sys, datetime.sys,
fractions.sys); textwrap imports re.
Tries: take sys from textwrap.re.enum.sys and write the canary file, read the secret
file and variable, connect to the loopback listener.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import textwrap


def reexport_textwrap_re_enum() -> dict:
    return claim(textwrap.re.enum.sys)


{{CLAIM}}
