"""Modules passed around as values, so the attribute's owner is unknown.

Source: classic jail walks against static checkers: an attribute allow-list
keyed by module name is blind once the module is in a list or a variable.
Tries: put allowed modules in a list and take sys from each in turn.
"""

# escape-test: {"stage": "gate", "kind": ["ok"], "result": {}}

import calendar
import datetime
import fractions
import statistics
import typing


def reexport_module_alias_value() -> dict:
    for module in [datetime, statistics, fractions, typing, calendar]:
        try:
            return claim(module.sys)
        except AttributeError:
            continue
    return {}


{{CLAIM}}
