"""Signals: disarm the host's timer or kill the parent.

Source: classic sandbox DoS (signal.signal to ignore an alarm the sandbox
relies on; os.kill of the parent process).
Tries: ignore SIGALRM and SIGTERM, then send SIGKILL to the parent.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import os
import signal


def host_signal_alarm() -> str:
    signal.signal(signal.SIGALRM, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
    os.kill(os.getppid(), signal.SIGKILL)
    return "killed"
