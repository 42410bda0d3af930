"""try/except* around an exception group.

Source: RestrictedPython advisory CVE-2025-22153: a type confusion in
CPython's except* handling (3.11 to 3.13.1) let restricted code get objects
it should never see; RestrictedPython now refuses except* outright.
Tries: match a group with except*, then walk from the matched exception's
traceback to the frame globals and claim the canary and the secrets.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def rp_except_star() -> dict:
    try:
        raise ExceptionGroup("group", [ValueError("inner")])
    except* ValueError as group:
        inner = group.exceptions[0]
        return claim_namespace(inner.__traceback__.tb_frame.f_globals)
    return {}


{{CLAIM}}


{{CLAIM_NAMESPACE}}
