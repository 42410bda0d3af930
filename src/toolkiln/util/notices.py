"""Progress from deep inside a call, heard by whoever listens in this context.

A turn reports its progress through its ``on_event(kind, data)`` callback. Some
progress happens layers below the agent, where no callback is passed: the model
transport retrying a request (:func:`toolkiln.models.llm.transport.send_with_retries`)
does not know which turn, which step or which screen it serves. So the agent wraps
each model call in :func:`reporting_to`, and the transport calls :func:`report`,
which hands the event to the innermost listener of the current context, or to no
one.

The listener is a :class:`~contextvars.ContextVar`: it belongs to the thread (and
the asyncio task) that set it, so the steps a turn runs at the same time on other
threads each report to their own listener, and two web sessions never hear each
other's retries. It is set around the call itself, in the thread that makes it.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

__all__ = ["Listener", "report", "reporting_to"]

Listener = Callable[[str, dict], None]
"""An ``on_event(kind, data)`` callback (:data:`toolkiln.models.protocols.Event`; not imported from there, so
the model clients can report without importing the planner and the generator)."""

_LISTENER: ContextVar[Listener | None] = ContextVar("toolkiln_notice_listener", default=None)


@contextmanager
def reporting_to(on_event: Listener) -> Iterator[None]:
    """Within the block, :func:`report` in this thread (or task) calls ``on_event``."""
    token = _LISTENER.set(on_event)
    try:
        yield
    finally:
        _LISTENER.reset(token)


def report(kind: str, data: dict) -> None:
    """Tell the current listener about ``kind`` with ``data``; nothing happens when no one listens."""
    listener = _LISTENER.get()
    if listener is not None:
        listener(kind, data)
