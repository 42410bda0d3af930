"""The one long-lived thread per worker pool that starts its template and forks its workers.

Linux delivers the parent-death signal when the *thread* that started a child
exits, so the template must be started from a thread that lives as long as the
pool, not from a short-lived caller's. Plain :mod:`threading` rather than
:mod:`concurrent.futures`, which would bring :mod:`logging` into every run.
The thread is a daemon, so a pool nobody closed does not keep the process
alive; the pool's ``atexit`` hook still closes the template through it.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Callable
from typing import Generic, TypeVar

from toolkiln.errors import ToolkilnError

__all__ = ["Job", "Spawner"]

R = TypeVar("R")

CLOSED_MESSAGE = "the worker pool is closed; create a new WorkerPool"


class Job(Generic[R]):
    """One call run on the spawner thread; :meth:`result` waits for it."""

    __slots__ = ("_unfinished", "error", "func", "value")

    def __init__(self, func: Callable[[], R]) -> None:
        self.func = func
        self.value: R | None = None
        self.error: BaseException | None = None
        # Held until the call has run. A plain lock, not an Event: releasing one never waits, so a
        # caller interrupted (Ctrl-C) while it waits cannot leave the spawner thread stuck.
        self._unfinished = threading.Lock()
        self._unfinished.acquire()

    def run(self) -> None:
        try:
            self.value = self.func()
        except BaseException as exc:  # raised again in the thread that waits for it
            self.error = exc
        finally:
            self._unfinished.release()

    def result(self, timeout: float | None = None) -> R:
        """The call's return value, or its exception raised here; TimeoutError after ``timeout`` seconds."""
        if not self._unfinished.acquire(timeout=-1 if timeout is None else timeout):
            raise TimeoutError(f"not done within {timeout:g} s")
        self._unfinished.release()  # done for good: a later result() returns at once too
        if self.error is not None:
            raise self.error
        return self.value  # type: ignore[return-value]  # set by a run that did not raise

    @classmethod
    def finished(cls) -> Job[None]:
        """A job that is already done, with nothing to do."""
        job: Job[None] = Job(lambda: None)
        job.run()
        return job


class Spawner:
    """Runs submitted calls one at a time, in order, on one thread started on first use."""

    def __init__(self, name: str) -> None:
        self._name = name
        # Callers take the plain lock with ``with`` (a C-level enter): Ctrl-C can land inside
        # Condition.__enter__ after it has the lock, and that lock would never be released.
        self._lock = threading.Lock()
        self._cond = threading.Condition(self._lock)
        self._jobs: deque[Job] = deque()
        self._thread: threading.Thread | None = None
        self._closed = False

    def submit(self, func: Callable[[], R]) -> Job[R]:
        """Queue ``func``; raises :class:`ToolkilnError` once the spawner is closed."""
        job = Job(func)
        with self._lock:
            if self._closed:
                raise ToolkilnError(CLOSED_MESSAGE)
            if self._thread is None:
                thread = threading.Thread(target=self._serve, name=self._name, daemon=True)
                thread.start()  # first, so a start that fails leaves nothing queued that would never run
                self._thread = thread
            self._jobs.append(job)
            self._cond.notify()
        return job

    @property
    def started(self) -> bool:
        """Whether the thread ever started (so whether anything was ever run)."""
        return self._thread is not None

    def close(self) -> None:
        """Take no more calls; the thread runs the ones already queued, then ends."""
        with self._lock:
            self._closed = True
            self._cond.notify()

    def _serve(self) -> None:
        while True:
            with self._lock:
                while not self._jobs and not self._closed:
                    self._cond.wait()
                if not self._jobs:
                    return
                job = self._jobs.popleft()
            job.run()
