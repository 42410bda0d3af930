"""breakpoint() drops into pdb, which reads commands from standard input.

Source: classic jail escape (breakpoint and pdb reading the jailed process's
stdin; the worker's protocol must not be readable this way).
Tries: start the debugger, which would read the next protocol line as a
command.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def jail_breakpoint() -> str:
    breakpoint()
    return "after"
