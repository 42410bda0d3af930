"""Write to a shared object that an allowed module holds.

Source: the toolkiln threat list (module poisoning across calls):
calendar.month_name is one object for every call, with a writable format.
Tries: change its format so the next call reads years instead of months.
"""

# escape-test: {"stage": "gate", "pool": "solo", "kind": ["raised"]}

import calendar


def poison_shared_instance() -> str:
    calendar.month_name.format = "%Y"
    return calendar.month_name[1]
