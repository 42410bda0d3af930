"""Which logged turns a query asks for: by session, by a tool a step used, by outcome, by words."""

from __future__ import annotations

from dataclasses import dataclass

from toolkiln.store.dialect import SQLITE, Dialect

__all__ = ["TurnFilter"]


def _like_pattern(text: str) -> str:
    """``text`` as a LIKE pattern that matches it anywhere, its own ``%``, ``_`` and ``\\`` taken literally."""
    escaped = text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
    return f"%{escaped}%"


@dataclass(eq=False, repr=False)
class TurnFilter:
    """Conditions on logged turns; each one given must hold (None: any)."""

    session: str | None = None
    tool: str | None = None
    """A step of the turn ran (or tried) this tool."""
    outcome: str | None = None
    search: str | None = None
    """Words in the person's message, any case (ASCII letters) — as typed, not split."""

    def where(self, dialect: Dialect = SQLITE) -> tuple[str, list]:
        """The SQL ``WHERE`` clause (empty when nothing is asked) and its arguments."""
        clauses: list[str] = []
        args: list = []
        if self.session is not None:
            clauses.append("session = ?")
            args.append(self.session)
        if self.outcome is not None:
            clauses.append("outcome = ?")
            args.append(self.outcome)
        if self.tool is not None:
            clauses.append(dialect.step_tools)  # a damaged row matches no tool instead of failing the query
            args.append(self.tool)
        if self.search:
            clauses.append(f"message {dialect.like} ? ESCAPE '\\'")
            args.append(_like_pattern(self.search))
        return ("WHERE " + " AND ".join(clauses) if clauses else ""), args
