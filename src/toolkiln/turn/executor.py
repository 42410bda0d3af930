"""The one thread pool that runs plan steps, shared by every turn of a :class:`~toolkiln.Toolkiln`.

Turns from many sessions, and turns nested inside a step (an agent that
delegates to another), all run their steps here, so the number of threads does
not grow with the number of turns or the depth of nesting.

A bounded pool shared by nested turns can deadlock: a step running on a pool
thread starts a child turn and waits for the child's steps, which wait for a
free pool thread that is never freed. :meth:`StepExecutor.run_all` avoids that
by *helping*: a pool thread that waits for a batch takes back every item that
has not started yet (an item is taken by exactly one thread) and runs it
itself. So a pool thread only ever waits for items already running on another
thread, and by induction on the nesting depth every batch finishes.

A thread outside the pool (the CLI's, a web request's) does not help: it only
waits, as it always did, so Ctrl-C there stops the turn at once and the queued
steps never start, and at most ``max_workers`` steps run at the same time.

Plain :mod:`threading` rather than :mod:`concurrent.futures`, which would bring
:mod:`logging` into every run. The threads are daemons: a step still waiting on
a model's reply when the process ends (after Ctrl-C) is not waited for.
"""

from __future__ import annotations

import contextvars
import threading
from collections import deque
from collections.abc import Callable, Sequence
from typing import Generic, Literal, TypeVar

from toolkiln.errors import ToolkilnError

__all__ = ["StepExecutor"]

T = TypeVar("T")
R = TypeVar("R")

_ON_POOL_THREAD = threading.local()


class _Item(Generic[T, R]):
    """One call of a batch: taken by exactly one thread (a pool thread or a helping caller), or dropped."""

    __slots__ = ("_unfinished", "arg", "context", "error", "func", "state", "value")

    def __init__(self, func: Callable[[T], R], arg: T) -> None:
        self.func, self.arg = func, arg
        self.context = contextvars.copy_context()
        """The submitter's context variables (the request's user, the registry's snapshot), for the thread that runs it."""
        self.state: Literal["queued", "taken", "dropped"] = "queued"
        """Changed only under the executor's lock."""
        self.value: R | None = None
        self.error: BaseException | None = None
        # Held until the item is finished or dropped. A plain lock, not an Event: releasing one never
        # waits, so a caller interrupted (Ctrl-C) while it waits cannot leave a pool thread stuck.
        self._unfinished = threading.Lock()
        self._unfinished.acquire()

    def run(self) -> None:
        try:
            self.value = self.context.run(self.func, self.arg)
        except BaseException as exc:  # handed to the waiting caller, who raises it
            self.error = exc
        finally:
            self._unfinished.release()

    def drop(self, error: BaseException) -> None:
        """Finish an item no thread will run (called once, for an item the executor marked dropped)."""
        self.error = error
        self._unfinished.release()

    def result(self) -> R:
        with self._unfinished:  # returns once it is released: finished or dropped
            pass
        if self.error is not None:
            raise self.error
        return self.value  # type: ignore[return-value]  # set by a run that did not raise


class StepExecutor:
    """A bounded pool of step threads; :meth:`run_all` runs a batch and never deadlocks on nesting."""

    def __init__(self, max_workers: int, *, name: str = "toolkiln-step") -> None:
        self.max_workers = max(1, max_workers)
        self._name = name
        # The calling thread takes the plain lock with ``with`` (a C-level enter): Ctrl-C can land
        # inside Condition.__enter__ after it has the lock, and that lock would never be released.
        self._lock = threading.Lock()
        self._cond = threading.Condition(self._lock)
        """Pool threads sleep on it until an item is queued or the executor closes."""
        self._queue: deque[_Item] = deque()
        self._threads: list[threading.Thread] = []
        self._waiting = 0
        """Pool threads asleep on ``_cond`` for an item."""
        self._closed = False

    def run_all(self, func: Callable[[T], R], items: Sequence[T]) -> list[R]:
        """``[func(item) for item in items]``, the items at the same time; results in order.

        Called from a pool thread (a nested turn), the caller runs the items no
        pool thread has started. When the caller is interrupted (Ctrl-C) the
        items not yet started never start.
        """
        helping = getattr(_ON_POOL_THREAD, "active", False)
        given_up: list[bool] = []  # appended to once (a plain flag: an Event builds a Condition per batch)

        def unless_given_up(item: T) -> R:
            if given_up:  # taken by a pool thread after the interrupt, before it was dropped
                raise ToolkilnError("the step's turn was given up before the step started")
            return func(item)

        queued: list[_Item[T, R]] = []
        results: list[R] = []
        try:
            # Kept before it is queued: Ctrl-C can land between two submissions, and an item
            # already queued then must not start either.
            for item in items:
                queued.append(_Item(unless_given_up, item))
                self._enqueue(queued[-1])
            for item, job in zip(items, queued, strict=True):
                # A pool thread runs an item no thread has taken instead of waiting for it.
                results.append(func(item) if helping and self._take(job) else job.result())
        except BaseException:
            given_up.append(True)
            self._drop(queued)
            raise
        return results

    def _enqueue(self, job: _Item) -> None:
        with self._lock:
            if self._closed:
                raise ToolkilnError("the step executor is closed; open a new Toolkiln")
            self._queue.append(job)
            # More queued than asleep: a thread more, up to the bound (one too many is harmless).
            if len(self._queue) > self._waiting and len(self._threads) < self.max_workers:
                thread = threading.Thread(target=self._work, name=f"{self._name}_{len(self._threads)}", daemon=True)
                # Listed once started: one interrupted in between would hold a place but never serve.
                thread.start()
                self._threads.append(thread)
            self._cond.notify()

    def _take(self, job: _Item) -> bool:
        """Claim a queued item for the calling thread; False when another thread has it or it was dropped."""
        with self._lock:
            if job.state != "queued":
                return False
            job.state = "taken"
            return True

    def _drop(self, jobs: Sequence[_Item]) -> None:
        """Drop the items no thread has taken: they never start, and whoever waits for one gets a ToolkilnError."""
        with self._lock:
            dropped = [job for job in jobs if job.state == "queued"]
            for job in dropped:
                job.state = "dropped"
        for job in dropped:
            job.drop(ToolkilnError("the step's turn was given up, or toolkiln closed, before the step started"))

    def _work(self) -> None:
        _ON_POOL_THREAD.active = True
        while True:
            with self._lock:
                while not self._queue and not self._closed:
                    self._waiting += 1
                    self._cond.wait()
                    self._waiting -= 1
                if not self._queue:  # closed, and nothing left
                    return
                job = self._queue.popleft()
                if job.state != "queued":  # a helping caller took it, or it was dropped
                    continue
                job.state = "taken"
            job.run()

    def close(self, *, wait: bool = True) -> None:
        """Drop the queued steps and stop the threads; wait for the running steps unless ``wait`` is False.

        Only the first call counts: after a close that did not wait (Ctrl-C), a
        later one does not start waiting for a step stuck on a model's reply.
        """
        with self._lock:
            if self._closed:
                return
            self._closed = True
            queued = list(self._queue)
            self._queue.clear()
            threads = list(self._threads)
            self._cond.notify_all()
        self._drop(queued)
        if wait:
            for thread in threads:
                if thread is not threading.current_thread():
                    thread.join()

    def __enter__(self) -> StepExecutor:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, *exc: object) -> None:
        # On Ctrl-C (or exit) a step may be waiting on a model's reply: do not wait for it.
        interrupted = exc_type is not None and not issubclass(exc_type, Exception)
        self.close(wait=not interrupted)
