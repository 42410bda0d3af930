"""What an agent uses, as typed protocols: anything with these methods will do.

:class:`~toolkiln.models.planner.Planner` and :class:`~toolkiln.models.codegen.Generator` are
the two models; :class:`ToolStore` is the registry as the agent and its tool
sources see it; :class:`Runner` runs a tool or a check in a confined worker
(:class:`~toolkiln.sandbox.WorkerPool`). Tests and other front ends may hand in
their own.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from contextlib import AbstractContextManager
from typing import TYPE_CHECKING, Any, Protocol

from toolkiln.models.planner import Planner

if TYPE_CHECKING:
    from toolkiln.models.codegen import Attempt, GenAnswer, GenRequest
    from toolkiln.policy import Policy
    from toolkiln.sandbox.outcome import RunOutcome
    from toolkiln.store import NewTool, RunLog, StoredTool

__all__ = ["Event", "Generator", "Planner", "Runner", "ToolStore"]

Event = Callable[[str, dict], None]
"""A progress callback: ``(event name, data)`` (``planning``, ``step``, ``generating``)."""


class Generator(Protocol):
    """The model that writes a missing tool (:mod:`toolkiln.models.codegen`; defined here so that an agent
    whose every tool is reused loads nothing of generation)."""

    name: str
    """``backend:model``, recorded as the author of every tool it writes."""

    def generate(self, request: GenRequest, attempts: list[Attempt]) -> GenAnswer: ...


class ToolStore(Protocol):
    """The registry's part an agent reads and writes."""

    def search(self, query: str, limit: int = 5) -> list[StoredTool]: ...

    def offered_many(self, names: Iterable[str]) -> list[StoredTool]: ...

    def offered_count(self) -> int: ...

    def names(self) -> list[str]: ...

    def similar(self, name: str, description: str = "", limit: int = 3) -> list[StoredTool]: ...

    def usable(self, name: str) -> StoredTool | None: ...

    def snapshot(self) -> AbstractContextManager[None]: ...

    def get(self, name: str, version: int | None = None) -> StoredTool | None: ...

    def history(self, name: str) -> list[StoredTool]: ...

    def verify(self, tool: StoredTool, policy: Policy = ...) -> None: ...

    def sealed(self, tool: StoredTool) -> bool: ...

    def refused_source(self, name: str, sha256: str) -> StoredTool | None: ...

    def writing(self, name: str) -> AbstractContextManager[None]: ...

    def save(self, tool: NewTool, /) -> StoredTool:
        """Store ``tool`` as the next version of its name."""
        ...

    @property
    def runlog(self) -> RunLog:
        """Where the turns are logged (:func:`toolkiln.turn.logged.log_turn`, rows shaped by :mod:`toolkiln.store.turn_log`)."""
        ...


class Runner(Protocol):
    """Runs untrusted code in a confined worker."""

    def run(
        self,
        name: str,
        source: str,
        params: dict,
        *,
        timeout_s: float | None = None,
        dedicated: bool = False,
        check: str | None = None,
    ) -> RunOutcome:
        """Run ``name(**params)``; with ``dedicated``, in a worker started for this call and stopped after it.
        With ``check`` the outcome's ``check`` is that expression judged over the result, or None when a
        runner leaves checks to :meth:`evaluate_check` (the caller then asks it)."""
        ...

    def evaluate_check(self, expression: str, result: Any, *, timeout_s: float | None = None) -> RunOutcome: ...
