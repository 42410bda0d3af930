"""The registry's schema, as ordered migrations recorded in the database.

Each ``@migration`` function changes the schema one step. :func:`migrate` runs the
ones a database has not seen yet, in the order they are defined here, and records
each by name in ``_migrations`` — all inside one ``BEGIN IMMEDIATE`` transaction,
so two processes opening a fresh file at once cannot both apply the same step, and
a crash half-way leaves the schema as it was. Never edit a migration once it has
shipped: add a new one below it.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime

__all__ = ["MIGRATIONS", "migrate", "migration"]

Migration = Callable[[sqlite3.Connection], None]

MIGRATIONS: list[tuple[str, Migration]] = []
"""(name, function) pairs in the order they are applied."""


def migration(fn: Migration) -> Migration:
    """Register ``fn`` as the next migration; its name is its identity in ``_migrations``."""
    MIGRATIONS.append((fn.__name__, fn))
    return fn


def migrate(conn: sqlite3.Connection) -> list[str]:
    """Apply every migration ``conn`` has not seen yet; return the names applied.

    ``conn`` must be in autocommit mode (``isolation_level=None``): the transaction
    is managed here explicitly.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
        done = {row[0] for row in conn.execute("SELECT name FROM _migrations")}
        applied = []
        for name, fn in MIGRATIONS:
            if name in done:
                continue
            fn(conn)
            conn.execute(
                "INSERT INTO _migrations (name, applied_at) VALUES (?, ?)",
                (name, datetime.now(UTC).isoformat(timespec="seconds")),
            )
            applied.append(name)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:  # SQLite may have rolled back already; keep the real cause
            conn.execute("ROLLBACK")
        raise
    return applied


@migration
def m001_tools_and_turns(conn: sqlite3.Connection) -> None:
    """Tools with their versions and provenance, and the run log (``record`` keeps
    the whole turn as it was logged, so nothing the agent reported is lost)."""
    conn.execute(
        """
        CREATE TABLE tools (
            id INTEGER PRIMARY KEY,
            name TEXT NOT NULL,
            version INTEGER NOT NULL,
            source TEXT NOT NULL,
            sha256 TEXT NOT NULL,
            description TEXT NOT NULL DEFAULT '',
            params TEXT NOT NULL DEFAULT '[]',
            status TEXT NOT NULL DEFAULT 'active'
                CHECK (status IN ('active', 'pending', 'rejected', 'retired')),
            backend TEXT NOT NULL DEFAULT '',
            model TEXT NOT NULL DEFAULT '',
            prompt_hash TEXT,
            attempts TEXT NOT NULL DEFAULT '[]',
            trial_params TEXT NOT NULL DEFAULT '{}',
            trial_result TEXT NOT NULL DEFAULT 'null',
            created_at TEXT NOT NULL,
            status_reason TEXT,
            status_changed_at TEXT,
            UNIQUE (name, version)
        )
        """
    )
    conn.execute("CREATE INDEX tools_by_status ON tools (status, name)")
    conn.execute(
        """
        CREATE TABLE turns (
            id INTEGER PRIMARY KEY AUTOINCREMENT,
            created_at TEXT NOT NULL,
            message TEXT NOT NULL DEFAULT '',
            plan TEXT NOT NULL DEFAULT '{}',
            steps TEXT NOT NULL DEFAULT '[]',
            usage TEXT NOT NULL DEFAULT '{}',
            planner TEXT NOT NULL DEFAULT '',
            generator TEXT NOT NULL DEFAULT '',
            outcome TEXT NOT NULL DEFAULT '',
            elapsed_ms REAL,
            session TEXT,
            record TEXT NOT NULL DEFAULT '{}'
        )
        """
    )


@migration
def m002_tool_origin(conn: sqlite3.Connection) -> None:
    """Where a version came from: ``generated`` by a model or ``imported`` from a file."""
    conn.execute("ALTER TABLE tools ADD COLUMN origin TEXT NOT NULL DEFAULT 'generated'")


@migration
def m003_search_index(conn: sqlite3.Connection) -> None:
    """Full-text search over each offered tool: name words, description, parameter names.

    One row per tool name, holding the version the planner is offered (rowid =
    ``tools.id``); the store keeps it in step inside the same transaction as every
    save and status change. The porter tokenizer stems both documents and queries
    (``converts`` matches ``convert``). Tools saved before this step are indexed here.
    """
    from .store import index_tool  # the one place that knows what a search row holds

    conn.execute(
        """
        CREATE VIRTUAL TABLE tools_fts USING fts5(
            name UNINDEXED, words, description, params,
            tokenize = 'porter unicode61 remove_diacritics 2'
        )
        """
    )
    for (name,) in conn.execute("SELECT DISTINCT name FROM tools").fetchall():
        index_tool(conn, name)


@migration
def m004_tool_returns(conn: sqlite3.Connection) -> None:
    """What each version returns: its return shape as JSON (``toolkiln.returns``).

    Versions saved before this step keep NULL here; the store reads their shape
    from their source and trial result when it loads them.
    """
    conn.execute("ALTER TABLE tools ADD COLUMN returns TEXT")


@migration
def m005_seal_and_claims(conn: sqlite3.Connection) -> None:
    """A keyed signature per row (:mod:`.integrity`; NULL until signed), and for an imported
    version the provenance its file claimed and who imported it."""
    conn.execute("ALTER TABLE tools ADD COLUMN signature TEXT")
    conn.execute("ALTER TABLE tools ADD COLUMN claimed TEXT")
    conn.execute("ALTER TABLE tools ADD COLUMN imported_by TEXT")
