"""The internals of the module object a tool is handed.

Source: classic jail walks against module proxies (the proxy's class, its
dict, its wrapped module).
Tries: go from the imported math object to its class, dict or wrapped module
and from there to sys.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

import math


def jail_facade_internals() -> dict:
    holder = math.__class__.__dict__
    return claim(math.__loader__.__class__.__init__.__globals__["sys"])


{{CLAIM}}
