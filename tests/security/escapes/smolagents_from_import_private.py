"""from-import of a private name of an allowed module.

Source: smolagents CVE-2025-5120, the from-import spelling (from random
import _os) that skips attribute checks altogether.
Tries: import os's private alias out of random and write the canary.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

from random import _os as system_module


def smolagents_from_import_private() -> int:
    return system_module.system("echo escaped > {{CANARY}}")
