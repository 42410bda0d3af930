"""importlib.import_module with a computed module name.

Source: classic jail walk; an import statement check does not see a module
named in a string.
Tries: import os by a computed name and write the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import importlib


def host_importlib() -> int:
    system_module = importlib.import_module("o" + "s")
    return system_module.system("echo escaped > {{CANARY}}")
