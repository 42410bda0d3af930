"""Fullwidth letters that Python reads as eval.

Source: NFKC identifier normalisation (PEP 3131); a classic bypass of
checks that compare identifiers as written.
Tries: evaluate an import of os that writes the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def unicode_fullwidth_eval() -> int:
    return ｅｖａｌ("__import__('os').system('echo escaped > {{CANARY}}')")
