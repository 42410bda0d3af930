"""The import hook with fullwidth letters between ASCII underscores.

Source: NFKC identifier normalisation; the spelling with fullwidth letters
inside the dunder from Python-jail write-ups.
Tries: import os with the hook and write the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def unicode_fullwidth_import_hook() -> int:
    return __ｉｍｐｏｒｔ__("os").system("echo escaped > {{CANARY}}")
