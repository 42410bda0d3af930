"""Start threads that outlive the call.

Source: the toolkiln threat list (threads) and classic sandbox DoS: a
thread keeps running after the call returns and sees the next call.
Tries: start a thread that loops and, later, writes the canary file.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import threading


def spin():
    while True:
        pass


def host_threading() -> str:
    threading.Thread(target=spin, daemon=True).start()
    return "started"
