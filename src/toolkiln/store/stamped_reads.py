"""Reads of the registry kept while its change stamp stays the same.

A reused turn asks the registry the same things each time (how many tools it
offers, their names, the rows of the tools it offers, the row of the tool a step
runs). Each answer is kept with the change stamp it was read under
(:meth:`~.store.Registry.change_stamp`: the counter that the ``tools`` table's triggers
move in the same transaction as any change, by any process on any machine; SQLite's
``data_version`` says when to read it again), and given again
only while a fresh read of the stamp is the same. So an approval, a rejection or a
retirement made anywhere is seen by the next read: a kept answer is never older than
the stamp its reader saw. Inside a snapshot (a turn, :meth:`~.store.Registry.snapshot`)
PostgreSQL's stamp is read once, so the turn's reads cost one round trip together.

Callers get copies (a :class:`~.stored_tool.StoredTool` is a plain dataclass).
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any, ParamSpec, Protocol, TypeVar

from toolkiln.store.stored_tool import StoredTool

__all__ = ["StampedReads", "pinned", "stamped"]

_KEPT = 512
"""Answers kept at most (a registry of many names asked for one by one: the oldest half goes)."""

P = ParamSpec("P")
R = TypeVar("R")


class StampedReads:
    """Answers kept per question, each with the change stamp it was read under."""

    def __init__(self, stamp: Callable[[], object]) -> None:
        self._stamp = stamp
        self._kept: dict[tuple, tuple[object, Any]] = {}

    def read(self, question: tuple, answer: Callable[[], R]) -> R:
        """The kept answer to ``question`` when the stamp is still the one it was read under, else ``answer()``."""
        stamp = self._stamp()  # taken first: a change committed while reading shows on the next call
        kept = self._kept.get(question)
        if kept is not None and kept[0] == stamp:
            return _copied(kept[1])
        value = answer()
        if len(self._kept) >= _KEPT:
            for old in list(self._kept)[: _KEPT // 2]:
                self._kept.pop(old, None)
        self._kept[question] = (stamp, value)
        return _copied(value)


def _copied(value: Any) -> Any:
    if isinstance(value, list):
        return [_copied(item) for item in value] if value and isinstance(value[0], StoredTool) else list(value)
    if isinstance(value, StoredTool):
        fresh = object.__new__(StoredTool)
        fresh.__dict__ = value.__dict__.copy()  # what copy.copy does, without its generic machinery
        return fresh
    return value


class _Reading(Protocol):
    reads: StampedReads


def stamped(method: Callable[P, R]) -> Callable[P, R]:
    """A registry method whose answer is kept under the change stamp (its arguments name the question)."""

    @functools.wraps(method)
    def read(*args: P.args, **kwargs: P.kwargs) -> R:
        owner: _Reading = args[0]  # type: ignore[assignment]
        question = (method.__name__, *args[1:], *sorted(kwargs.items()))
        try:
            hash(question)
        except TypeError:  # an argument that cannot name a question (a list): read it
            return method(*args, **kwargs)
        return owner.reads.read(question, lambda: method(*args, **kwargs))

    return read


Pin = TypeVar("Pin")


@contextmanager
def pinned(current: ContextVar[Pin | None], new: Callable[[], Pin]) -> Iterator[None]:
    """Inside, ``current`` holds a fresh pin (``new()``) for the caller's context and the threads it
    starts: a store's snapshot, whose change stamp is read once. A nested one is the outer one."""
    if current.get() is not None:
        yield
        return
    token = current.set(new())
    try:
        yield
    finally:
        current.reset(token)
