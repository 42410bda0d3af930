"""Workflow progress kept in the registry's file: who said which step is done, and which tools ran ok.

Reach it as ``registry.workflow_marks``; it shares the registry's connection. Marks are
only added (table ``workflow_marks``): the newest per step counts, so an override
keeps the mark it overrides on record. A row with the empty step (:data:`APPLIED`,
never a step id: ids start with a letter or digit) says the workflow applied to a
turn of the session, so it stays applied there on later turns whatever their words;
a later row with :data:`DISMISSED` (a person said it does not apply) ends that, until
a message matches the workflow again.
"""

from __future__ import annotations

from dataclasses import dataclass

from toolkiln.errors import UsageError
from toolkiln.store.db import Database, now
from toolkiln.store.postgres import PostgresDatabase

__all__ = ["APPLIED", "DISMISSED", "Mark", "WorkflowMarks"]

APPLIED = ""
"""The step of the row that says a workflow applied to a turn of the session (not a step's mark)."""

DISMISSED = "-"
"""The step of the row that says a person dismissed the workflow in the session (not a step's mark)."""


@dataclass(eq=False, repr=False)
class Mark:
    """A recorded "done" or "not done" for one step: who said it, when, and why."""

    done: bool
    by: str
    at: str
    note: str = ""


class WorkflowMarks:
    """Recorded step marks and the session's successful tool runs, over one registry file."""

    def __init__(self, db: Database | PostgresDatabase) -> None:
        self.db = db

    def record(self, session: str, workflow: str, step: str, *, done: bool, by: str, note: str = "") -> Mark:
        """Record that ``by`` says ``step`` of ``workflow`` is (or is not) done in ``session``."""
        if not session or not by:
            raise UsageError("a workflow mark needs a session and who made it")
        at = now()
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO workflow_marks (session, workflow, step, done, by, note, created_at) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                (session, workflow, step, int(done), by, note, at),
            )
        return Mark(done=done, by=by, at=at, note=note)

    def marks(self, session: str, workflow: str) -> dict[str, Mark]:
        """The newest mark of each step of ``workflow`` in ``session``."""
        rows = self.db.query(
            "SELECT step, done, by, note, created_at FROM workflow_marks WHERE session = ? AND workflow = ? "
            "AND step NOT IN (?, ?) ORDER BY id",
            (session, workflow, APPLIED, DISMISSED),
        )
        return {row["step"]: Mark(bool(row["done"]), row["by"], row["created_at"], row["note"]) for row in rows}

    def history(self, session: str, workflow: str) -> list[dict]:
        """Every mark of ``workflow`` in ``session``, oldest first."""
        rows = self.db.query(
            "SELECT step, done, by, note, created_at FROM workflow_marks WHERE session = ? AND workflow = ? "
            "AND step NOT IN (?, ?) ORDER BY id",
            (session, workflow, APPLIED, DISMISSED),
        )
        return [{**dict(row), "done": bool(row["done"])} for row in rows]

    def remember(self, session: str, workflow: str, by: str) -> None:
        """Note that ``workflow`` applied to a turn of ``session`` (once: later calls add nothing)."""
        if workflow in self.remembered(session):
            return
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO workflow_marks (session, workflow, step, done, by, note, created_at) "
                "VALUES (?, ?, ?, 0, ?, 'applied to a turn', ?)",
                (session, workflow, APPLIED, by, now()),
            )

    def dismiss(self, session: str, workflow: str, by: str) -> None:
        """Note that ``by`` says ``workflow`` does not apply to ``session``: it stops applying there,
        marks and all, until a message matches it again. Its marks stay on record."""
        if not session or not by:
            raise UsageError("dismissing a workflow needs a session and who dismisses it")
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO workflow_marks (session, workflow, step, done, by, note, created_at) "
                "VALUES (?, ?, ?, 0, ?, 'dismissed', ?)",
                (session, workflow, DISMISSED, by, now()),
            )

    def applies(self, session: str) -> dict[str, bool]:
        """The workflows that applied to a turn of ``session`` or were dismissed there, each with
        whether it still applies (True) or was dismissed since it last applied (False)."""
        rows = self.db.query(
            "SELECT workflow, step FROM workflow_marks WHERE session = ? AND step IN (?, ?) ORDER BY id",
            (session, APPLIED, DISMISSED),
        )
        return {row["workflow"]: row["step"] == APPLIED for row in rows}

    def remembered(self, session: str) -> set[str]:
        """The workflows that applied to some turn of ``session`` and were not dismissed since."""
        return {workflow for workflow, applies in self.applies(session).items() if applies}

    def ok_tools(self, session: str) -> set[str]:
        """The tools that ran ok in ``session``'s logged turns.

        Read from ``session_ok_tools``, which the registry keeps as turns are logged
        (migration m009), so its cost does not grow with the session's length.
        """
        rows = self.db.query("SELECT tool FROM session_ok_tools WHERE session = ?", (session,))
        return {row["tool"] for row in rows}
