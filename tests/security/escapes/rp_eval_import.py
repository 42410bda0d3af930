"""eval of an expression that imports os and reads the environment.

Source: RestrictedPython test suite (tests/transformer/test_eval_exec.py, the
refusal of eval calls).
Tries: read the secret environment variable through an evaluated import.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def rp_eval_import() -> str:
    return eval("__import__('os').environ.get('TOOLKILN_CANARY_SECRET')")
