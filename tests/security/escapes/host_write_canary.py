"""open() for writing: the canary file.

Source: classic jail payload (write a file outside the sandbox); toolkiln's
promise that no file is written.
Tries: create the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def host_write_canary() -> str:
    with open("{{CANARY}}", "w") as handle:
        handle.write("escaped")
    return "written"
