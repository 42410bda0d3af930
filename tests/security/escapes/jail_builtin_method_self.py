"""A builtin function's self is the builtins module.

Source: classic jail walk (the dunder self of len is the builtins module;
print's in older jails).
Tries: reach the builtins module from len, then open the canary for writing
and the secret file for reading.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def jail_builtin_method_self() -> str:
    real = len.__self__
    real.open("{{CANARY}}", "w").write("escaped")
    return real.open("{{SECRET_FILE}}").read()
