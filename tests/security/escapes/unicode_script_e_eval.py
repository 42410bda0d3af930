"""U+212F SCRIPT SMALL E, which NFKC turns into a plain e.

Source: NFKC identifier normalisation (PEP 3131); the ℯval spelling from
Python-jail write-ups.
Tries: evaluate an expression that reads the secret variable.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def unicode_script_e_eval() -> str:
    return ℯval("__import__('os').environ.get('TOOLKILN_CANARY_SECRET')")
