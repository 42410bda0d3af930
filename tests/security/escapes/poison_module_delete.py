"""Delete an attribute of a shared module.

Source: the toolkiln threat list (module poisoning); del on a module
attribute goes through the write guard too.
Tries: delete json.dumps so the next call fails.
"""

# escape-test: {"stage": "gate", "pool": "solo", "kind": ["raised"]}

import json


def poison_module_delete() -> str:
    del json.dumps
    return "deleted"
