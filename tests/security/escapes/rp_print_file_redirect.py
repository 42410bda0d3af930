"""print(..., file=...) aimed at something that is not the collector.

Source: RestrictedPython PrintCollector tests (tests/test_print_function.py:
print with a file argument calls that file's write).
Tries: print forged protocol replies into objects the tool can reach, hoping
one of them writes to the worker's real output.
"""

# escape-test: {"stage": "any", "result": null, "kind": ["raised", "ok"]}

import json


def rp_print_file_redirect() -> None:
    forged = '{"op": "done", "ok": true, "result": "forged"}'
    for target in (json, print, "stdout"):
        try:
            print(forged, file=target)
        except Exception:
            pass
    return None
