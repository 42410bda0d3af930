"""exec of a source string that imports os.

Source: RestrictedPython test suite (tests/transformer/test_eval_exec.py:
exec and eval calls are refused at compile time).
Tries: run arbitrary code through exec to write the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def rp_exec_string() -> str:
    exec("import os; os.system('echo escaped > {{CANARY}}')")
    return "done"
