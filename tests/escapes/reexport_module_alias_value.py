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


def claim(sys_module):
    """What a tool holding the real sys module would do with it."""
    modules = sys_module.modules
    marker = "TOOLKILN-" + "ESCAPE-" + "REACHED"
    taken = {"marker": marker}
    try:
        handle = modules["builtins"].open("{{CANARY}}", "w")
        handle.write(marker)
        handle.close()
    except Exception as exc:
        taken["write"] = str(exc)
    try:
        taken["file"] = modules["builtins"].open("{{SECRET_FILE}}").read()
    except Exception as exc:
        taken["file"] = str(exc)
    try:
        taken["env"] = modules["os"].environ.get("TOOLKILN_CANARY_SECRET")
    except Exception as exc:
        taken["env"] = str(exc)
    try:
        network = modules["builtins"].eval("__import__('socket')")
        network.create_connection(("127.0.0.1", {{PORT}}), 1).close()
    except Exception as exc:
        taken["net"] = str(exc)
    try:
        modules["os"].system("echo escaped > {{CANARY}}")
    except Exception as exc:
        taken["exec"] = str(exc)
    print(marker)
    return taken
