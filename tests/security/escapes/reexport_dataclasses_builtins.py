"""dataclasses.builtins: the real builtins module, re-exported.

Source: the toolkiln threat list (dataclasses.builtins).
Tries: open the canary file for writing and read the secret file with the
real open.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import dataclasses


def reexport_dataclasses_builtins() -> str:
    dataclasses.builtins.open("{{CANARY}}", "w").write("escaped")
    return dataclasses.builtins.open("{{SECRET_FILE}}").read()
