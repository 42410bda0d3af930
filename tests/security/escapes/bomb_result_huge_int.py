"""A result that is an integer of a hundred thousand digits.

Source: CPython's integer-string conversion limit (CVE-2020-10735): turning
a huge int into text is quadratic, so the worker must refuse it cleanly.
Tries: make the host or the worker spend long converting the number.
"""

# escape-test: {"stage": "trial", "kind": "not_json"}

def bomb_result_huge_int() -> int:
    return 10 ** 100000
