"""breakpoint() drops into pdb, which reads commands from standard input.

Source: RestrictedPython test suite (tests/transformer/test_breakpoint.py)
and the classic jail escape through pdb reading the jailed process's stdin
(the worker's protocol must not be readable this way).
Tries: start the debugger, which would read the next protocol line as a
command.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def jail_breakpoint() -> str:
    breakpoint()
    return "after"
