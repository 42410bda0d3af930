"""Lower the host's priority, make it idle-only and pin it to one CPU.

Source: the toolkiln red-team review, round 2: a confined worker running as
the host's user could setpriority(host, 19), sched_setscheduler(host,
SCHED_IDLE) and sched_setaffinity(host, {0}).
Tries: reach os and change how the host (the worker's parent) is scheduled;
the test checks the host's priority, policy and affinity afterwards.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import os


def host_reschedule_parent() -> str:
    host = os.getppid()
    os.setpriority(os.PRIO_PROCESS, host, 19)
    os.sched_setscheduler(host, os.SCHED_IDLE, os.sched_param(0))
    os.sched_setaffinity(host, {0})
    return "rescheduled"
