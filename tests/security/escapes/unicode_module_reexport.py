"""An allowed module's re-export named in fullwidth letters.

Source: the module re-export walk (datetime.sys) with NFKC spelling, against
an attribute allow-list compared as written.
Tries: take sys from datetime through ｓｙｓ and claim the canary and secrets.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import datetime


def unicode_module_reexport() -> dict:
    return claim(datetime.ｓｙｓ)


{{CLAIM}}
