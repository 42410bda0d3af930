"""help() starts pydoc, whose pager runs a shell command.

Source: classic jail escape (help() then !sh in the pager).
Tries: open help on a module; pydoc imports os and spawns a pager.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import math


def jail_help_pager() -> str:
    help(math)
    return "after"
