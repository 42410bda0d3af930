"""import json.decoder: a dotted import of an allowed package's submodule.

Source: the toolkiln threat list (json.decoder.re) in its import form; an
import hook that checks only the first component lets it through.
Tries: import the submodule and take sys from what it imports.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import json.decoder


def reexport_submodule_import() -> dict:
    return claim(json.decoder.re.enum.sys)


{{CLAIM}}
