"""An infinite loop.

Source: the toolkiln threat list (resource bombs: loops); every sandbox's
first liveness test.
Tries: never return, so that the host waits forever.
"""

# escape-test: {"stage": "trial", "kind": "timeout"}

def bomb_infinite_loop() -> int:
    count = 0
    while True:
        count += 1
    return count
