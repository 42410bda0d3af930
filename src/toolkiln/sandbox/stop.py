"""Stopping one call from another thread: :class:`CallStop`.

A caller that hands a call to a thread (an MCP server whose client cancels a
request, a program with a deadline of its own) keeps the :class:`CallStop` it
passed to :meth:`~toolkiln.sandbox.pool.WorkerPool.run`. :meth:`CallStop.stop`
kills the worker running the call, as a timeout does; the call then returns
its outcome (``crashed``, "stopped by its caller") and the worker is replaced.
A call stopped before it reached a worker never starts; a worker whose call was
stopped is never handed to another call.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toolkiln.sandbox.process import Worker

__all__ = ["STOPPED", "CallStop"]

STOPPED = "stopped by its caller"
"""The error of a call that :meth:`CallStop.stop` ended."""


class CallStop:
    """Stops the call it was passed to, from any thread (see the module)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._worker: Worker | None = None
        self.stopped = False
        """Whether :meth:`stop` was called."""

    def stop(self) -> None:
        """Kill the worker running the call now, or keep the call from starting."""
        with self._lock:  # held while killing: a worker detached from the call is never killed for it
            self.stopped = True
            if self._worker is not None:
                self._worker.kill()

    def attach(self, worker: Worker) -> bool:
        """The call runs on ``worker`` now; False when it was stopped already (then it must not start)."""
        with self._lock:
            if self.stopped:
                return False
            self._worker = worker
            return True

    def detach(self) -> bool:
        """The call on the attached worker is over; False when it was stopped (that worker may be dead)."""
        with self._lock:
            self._worker = None
            return not self.stopped
