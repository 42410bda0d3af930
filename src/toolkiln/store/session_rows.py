"""Sessions kept in the shared PostgreSQL store: each session's lines as rows, appended whole, in order.

With ``database_url`` set, a session is not a file in the home but rows of
``session_lines`` (one per JSON line a session file would hold, in the order
written) under a row of ``sessions``, so every machine and ``serve`` replica
continues the same conversation. An append locks the session's row first, so
the lines of one append (a message and its answer) are never split by another
replica's. A line is stored as the text it would have in the file and read back
through the same parser, so a row edited by hand is skipped and named the way a
damaged file line is.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import UTC, datetime

from toolkiln.errors import SessionNotFound, UsageError
from toolkiln.store.postgres import PostgresDatabase

__all__ = ["SharedSessions", "close_shared_sessions", "shared_sessions"]

_BATCH = 200
"""Lines read per query when a history is read from the end."""


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


class SharedSessions:
    """The sessions of one PostgreSQL store."""

    def __init__(self, db: PostgresDatabase) -> None:
        self.db = db
        self.where = db.where

    def label(self, name: str) -> str:
        """How a damaged line's note names the session (where a file session names its path)."""
        return f"{self.where} session {name}"

    def names(self) -> list[tuple[str, str]]:
        """Every session's name with when it last changed, the most recent first."""
        rows = self.db.query("SELECT name, updated_at FROM sessions ORDER BY updated_at DESC, name DESC")
        return [(str(row[0]), str(row[1])) for row in rows]

    def exists(self, name: str) -> bool:
        return bool(self.db.query("SELECT 1 FROM sessions WHERE name = ?", (name,)))

    def updated_at(self, name: str) -> str:
        rows = self.db.query("SELECT updated_at FROM sessions WHERE name = ?", (name,))
        if not rows:
            raise SessionNotFound(f"no session named {name!r}")
        return str(rows[0][0])

    def append(self, name: str, lines: list[str]) -> None:
        """Add ``lines`` to session ``name`` (making it when new) in one transaction, after any other append."""
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO sessions (name, created_at, updated_at) VALUES (?, ?, ?) "
                "ON CONFLICT (name) DO UPDATE SET updated_at = excluded.updated_at",
                (name, _now(), _now()),
            )
            for line in lines:
                conn.execute("INSERT INTO session_lines (session, line) VALUES (?, ?)", (name, line))

    def lines(self, name: str) -> list[tuple[int, bytes]]:
        """Every line of the session, oldest first, with its number from 1."""
        rows = self.db.query("SELECT line FROM session_lines WHERE session = ? ORDER BY id", (name,))
        return [(number, str(row[0]).encode("utf-8")) for number, row in enumerate(rows, 1)]

    def lines_from_end(self, name: str) -> Iterator[tuple[int, bytes]]:
        """The session's lines newest first, read a batch at a time, each with its number from 1."""
        total: int | None = None
        seen = 0
        before = 2**63 - 1
        while True:
            rows = self.db.query(
                "SELECT id, line FROM session_lines WHERE session = ? AND id < ? ORDER BY id DESC LIMIT ?",
                (name, before, _BATCH),
            )
            if not rows:
                return
            if total is None:
                total = int(self.db.query("SELECT count(*) FROM session_lines WHERE session = ?", (name,))[0][0])
            for row in rows:
                yield total - seen, str(row[1]).encode("utf-8")
                seen += 1
            before = int(rows[-1][0])

    def rename(self, name: str, new_name: str) -> None:
        """Give session ``name`` the free name ``new_name`` (its lines follow)."""
        with self.db.write() as conn:
            if conn.execute("SELECT 1 FROM sessions WHERE name = ?", (new_name,)).fetchone():
                raise UsageError(f"a session named {new_name!r} exists already; pick another name")
            changed = conn.execute("UPDATE sessions SET name = ? WHERE name = ?", (new_name, name)).rowcount
            if not changed:
                raise SessionNotFound(f"no session named {name!r}")

    def delete(self, name: str) -> None:
        """Remove the session and its lines (the run log keeps its turns)."""
        with self.db.write() as conn:
            if not conn.execute("DELETE FROM sessions WHERE name = ?", (name,)).rowcount:
                raise SessionNotFound(f"no session named {name!r}")


_OPENED: dict[str, SharedSessions] = {}


def shared_sessions(url: str) -> SharedSessions:
    """The sessions of the store at ``url``, opened (and migrated) once per process."""
    found = _OPENED.get(url)
    if found is None:
        found = _OPENED.setdefault(url, SharedSessions(PostgresDatabase(url)))
    return found


def close_shared_sessions() -> None:
    """Close every store :func:`shared_sessions` opened (a long-lived process never needs to)."""
    while _OPENED:
        _OPENED.popitem()[1].db.close()
