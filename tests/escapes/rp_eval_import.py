"""eval of an expression that imports os and reads the environment.

Source: RestrictedPython test suite (tests/test_eval.py and the refusal of
eval calls in tests/transformer/test_call.py).
Tries: read the secret environment variable through an evaluated import.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def rp_eval_import() -> str:
    return eval("__import__('os').environ.get('TOOLKILN_CANARY_SECRET')")
