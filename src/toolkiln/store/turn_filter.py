"""Which logged turns a query asks for: by session, by a tool a step used, by outcome, by words."""

from __future__ import annotations

from dataclasses import dataclass

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

    def where(self) -> tuple[str, list]:
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
            # A damaged row (steps not JSON, or a step not an object) matches no tool instead of failing the query:
            # CASE, unlike AND, decides what SQLite evaluates first.
            clauses.append(
                "EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(turns.steps) THEN turns.steps ELSE '[]' END) "
                "WHERE CASE WHEN type = 'object' THEN json_extract(value, '$.tool') END = ?)"
            )
            args.append(self.tool)
        if self.search:
            clauses.append("message LIKE ? ESCAPE '\\'")
            args.append(_like_pattern(self.search))
        return ("WHERE " + " AND ".join(clauses) if clauses else ""), args
