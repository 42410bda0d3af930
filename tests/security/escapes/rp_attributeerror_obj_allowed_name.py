"""AttributeError.obj through a name the policy allows but Python lacks.

Source: RestrictedPython advisory CVE-2024-47532 (AttributeError.obj); the
lookup uses an attribute the allow-list names (itertools.batched is newer than
some Pythons), so the static gate has nothing to object to.
Tries: catch the AttributeError of the lookup and take its obj, hoping for
the real itertools module, then report what it holds.
"""

# escape-test: {"stage": "any", "kind": ["raised", "ok"]}

import itertools


def rp_attributeerror_obj_allowed_name() -> dict:
    try:
        itertools.batched([1, 2, 3], 2)
    except AttributeError as exc:
        return {"obj": str(exc.obj)}
    return {"obj": None}
