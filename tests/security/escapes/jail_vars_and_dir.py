"""vars(), dir() and globals() to see everything in scope.

Source: classic jail walk (vars(module)['sys'], and globals() for the
namespace's builtins).
Tries: read a module's dict through vars and the namespace's builtins
through globals, then take sys.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import datetime


def jail_vars_and_dir() -> dict:
    names = dir()
    namespace = globals()
    return claim(vars(datetime)["sys"])


{{CLAIM}}
