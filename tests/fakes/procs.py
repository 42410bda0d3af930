"""Watching a test's child processes through /proc.

Every wait here is for a condition, bounded by a generous deadline: on a loaded
machine a process may take seconds to get a time slice, and a test that sleeps
"long enough" instead fails there.
"""

from __future__ import annotations

import os
import time
from pathlib import Path

PATIENCE_S = 60.0
"""How long a wait for a child process's state gives up after: a bound, never a measure."""
_POLL_S = 0.005


def _stat_fields(pid: int) -> list[str] | None:
    """The fields of /proc/PID/stat after the command name, or None once the process is gone.

    A process reaped between the open and the read makes the read fail with
    ESRCH (ProcessLookupError) rather than ENOENT, so both mean "gone".
    """
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return stat.rsplit(")", 1)[1].split()


def process_state(pid: int) -> str | None:
    """The one-letter state from /proc/PID/stat, or None once the process is gone."""
    fields = _stat_fields(pid)
    return None if fields is None else fields[0]


def cpu_ticks(pid: int) -> int | None:
    """User plus system CPU time the process has used, in clock ticks; None once it is gone."""
    fields = _stat_fields(pid)
    return None if fields is None else int(fields[11]) + int(fields[12])


def wait_until_dead(pid: int, timeout_s: float = PATIENCE_S) -> None:
    """Until the process has exited (a zombie, or already reaped)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process_state(pid) in (None, "Z"):
            return
        time.sleep(_POLL_S)
    raise AssertionError(f"process {pid} did not exit within {timeout_s} s")


def wait_until_working(pid: int, since: int, timeout_s: float = PATIENCE_S) -> None:
    """Until the process has used a few clock ticks of CPU beyond ``since`` (a :func:`cpu_ticks` reading).

    An idle worker blocks on its pipe and uses none: a worker seen spending CPU has
    received its call and is running it, so a test may now act "during the call".
    """
    wanted = since + max(2, os.sysconf("SC_CLK_TCK") // 20)  # 50 ms of CPU: more than any idle bookkeeping
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        ticks = cpu_ticks(pid)
        if ticks is None:
            raise AssertionError(f"process {pid} exited before it got to work")
        if ticks >= wanted:
            return
        time.sleep(_POLL_S)
    raise AssertionError(f"process {pid} used no CPU within {timeout_s} s")


def wait_until_one_is_working(pids: list[int], timeout_s: float = PATIENCE_S) -> int:
    """Until one of ``pids`` uses CPU as :func:`wait_until_working` means it; that one's pid.

    For a call that lands in one of several idle workers (of a pool, or of a cluster's nodes)."""
    wanted = max(2, os.sysconf("SC_CLK_TCK") // 20)
    since = {pid: cpu_ticks(pid) for pid in pids}
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        for pid, before in since.items():
            ticks = cpu_ticks(pid)
            if before is not None and ticks is not None and ticks >= before + wanted:
                return pid
        time.sleep(_POLL_S)
    raise AssertionError(f"none of the processes {pids} used CPU within {timeout_s} s")
