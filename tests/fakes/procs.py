"""Watching a test's child processes through /proc."""

from __future__ import annotations

import time
from pathlib import Path


def process_state(pid: int) -> str | None:
    """The one-letter state from /proc/PID/stat, or None once the process is gone.

    A process reaped between the open and the read makes the read fail with
    ESRCH (ProcessLookupError) rather than ENOENT, so both mean "gone".
    """
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except (FileNotFoundError, ProcessLookupError):
        return None
    return stat.rsplit(")", 1)[1].split()[0]


def wait_until_dead(pid: int, timeout_s: float = 2.0) -> None:
    """Until the process has exited (a zombie, or already reaped)."""
    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        if process_state(pid) in (None, "Z"):
            return
        time.sleep(0.005)
    raise AssertionError(f"process {pid} did not exit within {timeout_s} s")
