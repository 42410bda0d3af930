"""A sleep written as a busy loop on the clock.

Source: the toolkiln threat list (sleep); time.sleep is not available, so a
tool spins on datetime.now().
Tries: wait an hour.
"""

# escape-test: {"stage": "trial", "kind": "timeout"}

import datetime


def bomb_busy_sleep() -> str:
    until = datetime.datetime.now() + datetime.timedelta(hours=1)
    while datetime.datetime.now() < until:
        pass
    return "rested"
