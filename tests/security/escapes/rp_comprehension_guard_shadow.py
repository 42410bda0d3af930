"""A comprehension variable and a walrus target named like guards.

Source: RestrictedPython test suite (tests/transformer/test_dict_comprehension.py,
tests/test_NamedExpr.py and tests/transformer/test_walrus_operator.py): every
binding form must refuse protected names.
Tries: bind the write guard to the identity through a comprehension and a
walrus, then write the calendar module's month names for the next call.
"""

# escape-test: {"stage": "gate", "pool": "solo", "kind": ["compile"]}

import calendar


def rp_comprehension_guard_shadow(mode: str = "poison") -> str:
    if mode == "poison":
        [calendar.month_name.format for _write_ in [lambda target: target]]
        (_write_ := lambda target: target)
        calendar.month_name.format = "%Y"
    return calendar.month_name[1]
