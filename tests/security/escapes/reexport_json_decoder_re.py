"""json.decoder.re: a submodule of an allowed module and its imports.

Source: the toolkiln threat list (json.decoder.re): allowing json must not
allow its submodules or what they import.
Tries: reach re and then sys through json.decoder, claim the canary and the
secrets.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import json


def reexport_json_decoder_re() -> dict:
    return claim(json.decoder.re.enum.sys)


{{CLAIM}}
