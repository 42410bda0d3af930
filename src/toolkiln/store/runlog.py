"""The run log: every turn toolkiln ran, kept in the registry's file.

``toolkiln log`` reads it, ``toolkiln resume`` finds pending turns in it, and
:class:`toolkiln.Toolkiln` writes every turn to it. Reach it as
``registry.runlog`` (or ``kiln.runlog``); it shares the registry's connection.
"""

from __future__ import annotations

import json
from functools import lru_cache
from itertools import chain
from pathlib import Path

from toolkiln.errors import RegistryError, ToolNotFound
from toolkiln.store.db import Database, now, to_json
from toolkiln.store.postgres import PostgresDatabase, is_postgres_url
from toolkiln.store.turn_filter import TurnFilter
from toolkiln.store.turn_row import read_turn
from toolkiln.store.usage import count_usage_sql, usage_counts
from toolkiln.store.users import current_actor

__all__ = ["RunLog"]


class RunLog:
    """The turns logged in one registry file, newest first."""

    def __init__(self, db: Database | PostgresDatabase | Path | str) -> None:
        """Over an open :class:`~.db.Database`, or a file opened (and migrated) here."""
        self._own = not isinstance(db, Database | PostgresDatabase)
        self.default_actor: str | None = None
        """Who a turn is recorded as run by when neither the record nor the request says."""
        if isinstance(db, Database | PostgresDatabase):
            self.db: Database | PostgresDatabase = db
        else:
            self.db = PostgresDatabase(str(db)) if is_postgres_url(db) else Database(db)

    def close(self) -> None:
        """Close the file when this log opened it."""
        if self._own:
            self.db.close()

    def log_turn(self, record: dict) -> int:
        """Store one turn; return its id.

        ``record`` is the turn as ``run --json`` prints it (outcome, reasoning,
        message, steps, usage, elapsed_ms) plus ``task`` (the person's message),
        ``planner``, ``generator`` and ``session``. A record without ``task`` has
        its ``message`` taken as the person's. The rest of the record (what has no
        column of its own: the reply, the approval mode, the error of a failed turn,
        ``resumes``) is kept as given in ``record``.
        """
        task = record.get("task", record.get("message")) or ""
        plan = record.get("plan")
        if not plan:  # rebuilt from the turn, with its refusal or question when the task is apart
            plan = {
                key: record.get(key) for key in ("outcome", "reasoning", "options", "allow_free_text") if key in record
            }
            if "task" in record and "message" in record:
                plan["message"] = record["message"]
        values = (
            now(),
            str(task),
            to_json(plan, "plan"),
            to_json(record.get("steps") or [], "steps"),
            to_json(record.get("usage") or {}, "usage"),
            str(record.get("planner") or ""),
            str(record.get("generator") or ""),
            str(record.get("outcome") or ""),
            record.get("elapsed_ms"),
            record.get("session"),
            to_json(_record_rest(record), "the turn record"),
            record.get("run_by") or current_actor(self.default_actor),
        )
        counts = usage_counts(record.get("steps") or [], values[0])
        if isinstance(self.db, PostgresDatabase):  # one statement: one round trip, prepared once per connection
            rows = self.db.write_alone(_logged_with_counts(len(counts)), (*values, *chain.from_iterable(counts)))
            return int(rows[0][0] or 0)
        with self.db.write() as conn:
            inserted = conn.execute(_INSERT_TURN, values).fetchone()
            if counts:  # registry health, same commit (a child turn: its own row)
                conn.execute(count_usage_sql(len(counts)), tuple(chain.from_iterable(counts)))
        return int(inserted[0])

    def annotate_turn(self, turn_id: int, **fields: object) -> None:
        """Add ``fields`` to a logged turn's record (``resumed_by`` links it to the turn that resumed it).

        A damaged record is never written over (what is left of it stays for a person to
        recover): :class:`RegistryError` says so, nothing changed."""
        with self.db.write() as conn:
            row = conn.execute("SELECT record FROM turns WHERE id = ?", (int(turn_id),)).fetchone()
            if row is None:
                raise ToolNotFound(f"no turn with id {turn_id}; `toolkiln log` lists them")
            try:
                stored = json.loads(row[0])
            except (TypeError, ValueError, RecursionError):
                stored = None
            if not isinstance(stored, dict):
                raise RegistryError(
                    f"turn {turn_id} of the run log has a damaged record, so it was not changed; "
                    f"`toolkiln log show {turn_id}` shows what is left of it"
                )
            record = {**stored, **fields}
            conn.execute("UPDATE turns SET record = ? WHERE id = ?", (to_json(record, "the turn record"), int(turn_id)))

    def turns(self, limit: int = 20, matching: TurnFilter | None = None) -> list[dict]:
        """The latest ``limit`` turns (those ``matching`` holds for, when given), newest first.

        Each has ``damaged``: the fields of its row that could not be read as toolkiln
        wrote them (:mod:`.turn_row`), empty when the row is whole; a damaged row never
        keeps the others from being read."""
        where, args = (matching or TurnFilter()).where(self.db.dialect)
        rows = self.db.query(
            f"SELECT * FROM turns {where} ORDER BY id DESC LIMIT ?", (*args, int(limit)), raw_text=True
        )
        return [read_turn(row, _OWN_COLUMNS) for row in rows]

    def purge_turns(self, before: str) -> int:
        """Delete the turns logged before ``before`` (an ISO 8601 UTC time); return how many.

        The sessions they belonged to have their ok tools (``session_ok_tools``) read
        again from the turns that are left, in the same transaction.
        """
        refill = self.db.dialect.ignore_duplicates(
            "INSERT INTO session_ok_tools (session, tool) SELECT session, tool FROM turn_ok_tools WHERE session = ?"
        )
        with self.db.write() as conn:
            rows = conn.execute(
                "SELECT DISTINCT session FROM turns WHERE created_at < ? AND session IS NOT NULL", (before,)
            ).fetchall()
            deleted = int(conn.execute("DELETE FROM turns WHERE created_at < ?", (before,)).rowcount)
            for (session,) in rows:
                conn.execute("DELETE FROM session_ok_tools WHERE session = ?", (session,))
                conn.execute(refill, (session,))
            return deleted

    def turn(self, turn_id: int) -> dict | None:
        """One turn by id, or None."""
        rows = self.db.query("SELECT * FROM turns WHERE id = ?", (int(turn_id),), raw_text=True)
        return read_turn(rows[0], _OWN_COLUMNS) if rows else None


_INSERT_TURN = (
    "INSERT INTO turns (created_at, message, plan, steps, usage, planner, generator, "
    "outcome, elapsed_ms, session, record, run_by) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id"
)


@lru_cache(maxsize=16)
def _logged_with_counts(rows: int) -> str:
    """PostgreSQL's turn row and its ``rows`` usage counts as one statement (data-modifying CTEs: all or nothing)."""
    if not rows:
        return _INSERT_TURN
    return f"WITH logged AS ({_INSERT_TURN}), counted AS ({count_usage_sql(rows)}) SELECT id FROM logged"


_OWN_COLUMNS = ("steps", "plan", "usage")
"""Parts of a turn record kept in their own columns, so ``record`` does not repeat them."""


def _record_rest(record: dict) -> dict:
    return {key: value for key, value in record.items() if key not in _OWN_COLUMNS}
