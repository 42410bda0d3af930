"""The one thread pool that runs plan steps, shared by every turn of a :class:`~toolkiln.Toolkiln`.

Turns from many sessions, and turns nested inside a step (an agent that
delegates to another), all run their steps here, so the number of threads does
not grow with the number of turns or the depth of nesting.

A bounded pool shared by nested turns can deadlock: a step running on a pool
thread starts a child turn and waits for the child's steps, which wait for a
free pool thread that is never freed. :meth:`StepExecutor.run_all` avoids that
by *helping*: a pool thread that waits for a batch takes back every item that
has not started yet (``Future.cancel`` succeeds only for those) and runs it
itself. So a pool thread only ever waits for items already running on another
thread, and by induction on the nesting depth every batch finishes.

A thread outside the pool (the CLI's, a web request's) does not help: it only
waits, as it always did, so Ctrl-C there stops the turn at once and the queued
steps never start, and at most ``max_workers`` steps run at the same time.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from concurrent.futures import CancelledError, Future, ThreadPoolExecutor
from typing import TypeVar

__all__ = ["StepExecutor"]

T = TypeVar("T")
R = TypeVar("R")

_ON_POOL_THREAD = threading.local()


def _mark_pool_thread() -> None:
    _ON_POOL_THREAD.active = True


class StepExecutor:
    """A bounded pool of step threads; :meth:`run_all` runs a batch and never deadlocks on nesting."""

    def __init__(self, max_workers: int, *, name: str = "toolkiln-step") -> None:
        self.max_workers = max(1, max_workers)
        self._closed = False
        self._pool = ThreadPoolExecutor(
            max_workers=self.max_workers, thread_name_prefix=name, initializer=_mark_pool_thread
        )

    def run_all(self, func: Callable[[T], R], items: Sequence[T]) -> list[R]:
        """``[func(item) for item in items]``, the items at the same time; results in order.

        Called from a pool thread (a nested turn), the caller runs the items no
        pool thread has started. When the caller is interrupted (Ctrl-C) the
        items not yet started never start.
        """
        helping = getattr(_ON_POOL_THREAD, "active", False)
        given_up = threading.Event()

        def unless_given_up(item: T) -> R:
            if given_up.is_set():  # queued before the interrupt, and not cancelled in time
                raise CancelledError()
            return func(item)

        futures: list[Future[R]] = []
        results: list[R] = []
        try:
            # Submitted inside the try: Ctrl-C can land between two submissions, and an item
            # already queued then must not start either (``given_up`` catches one whose
            # future the interrupt kept from this list).
            for item in items:
                futures.append(self._pool.submit(unless_given_up, item))
            for item, future in zip(items, futures, strict=True):
                # cancel() succeeds only for an item still queued: a pool thread runs it instead of waiting.
                results.append(func(item) if helping and future.cancel() else future.result())
        except BaseException:
            given_up.set()
            for future in futures:
                future.cancel()
            raise
        return results

    def close(self, *, wait: bool = True) -> None:
        """Drop the queued steps and stop the threads; wait for the running steps unless ``wait`` is False.

        Only the first call counts: after a close that did not wait (Ctrl-C), a
        later one does not start waiting for a step stuck on a model's reply.
        """
        if self._closed:
            return
        self._closed = True
        self._pool.shutdown(wait=wait, cancel_futures=True)

    def __enter__(self) -> StepExecutor:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, *exc: object) -> None:
        # On Ctrl-C (or exit) a step may be waiting on a model's reply: do not wait for it.
        interrupted = exc_type is not None and not issubclass(exc_type, Exception)
        self.close(wait=not interrupted)
