"""An allowed module's private re-export of os.

Source: smolagents CVE-2025-5120 (sandbox escape through modules the
executor allowed, which import dangerous ones: random._os).
Tries: reach os through random and run a shell command that writes the
canary file, then read the secret variable.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

import random


def random_os_escape() -> str:
    random._os.system("echo escaped > {{CANARY}}")
    return random._os.environ.get("TOOLKILN_CANARY_SECRET")


def smolagents_random_os() -> str:
    return random_os_escape()
