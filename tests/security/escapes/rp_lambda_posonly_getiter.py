"""Positional-only lambda parameters shadowing the iteration guard.

Source: RestrictedPython advisory CVE-2026-55830 (positional-only
parameters), in its lambda form: lambda _getiter_=iter, /: ... .
Tries: iterate a module's contents with the shadowed guard to find sys in
the datetime module and claim the canary and the secrets.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

import datetime

scan = lambda _getiter_=lambda target: target, /: [name for name in datetime.sys.modules]


def rp_lambda_posonly_getiter() -> list:
    return scan()


{{CLAIM}}
