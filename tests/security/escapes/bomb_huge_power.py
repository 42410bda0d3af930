"""9 ** 9 ** 9: hours of big-integer arithmetic inside one C call.

Source: the toolkiln threat list (huge powers); classic calculator-sandbox
DoS. The multiplication runs in C and never returns to the interpreter
loop, so a timeout that needs the interpreter (a signal handler) never fires.
Tries: occupy the worker until the host gives up on it.
"""

# escape-test: {"stage": "trial", "kind": "timeout"}

def bomb_huge_power() -> int:
    return 9 ** 9 ** 9 % 7
