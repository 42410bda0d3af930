"""A loop that catches whatever interrupts it and loops again.

Source: classic evasion of in-process timeouts (a signal raises an
exception inside the tool, and the tool catches it).
Tries: survive any exception a soft timeout could raise.
"""

# escape-test: {"stage": "any", "kind": "timeout"}

def bomb_swallow_timeout() -> int:
    rounds = 0
    while True:
        try:
            while True:
                rounds += 1
        except:
            rounds += 1
    return rounds
