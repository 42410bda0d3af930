"""open spelled in fullwidth letters.

Source: NFKC identifier normalisation (PEP 3131).
Tries: write the canary file and read the secret file.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def unicode_fullwidth_open() -> str:
    ｏｐｅｎ("{{CANARY}}", "w").write("escaped")
    return ｏｐｅｎ("{{SECRET_FILE}}").read()
