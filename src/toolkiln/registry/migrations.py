"""The registry's schema, as ordered migrations recorded in the database.

Each migration is a name and plain SQL statements. :func:`migrate` runs the ones
a database has not seen yet, in order, and records each by name in
``_migrations`` — all inside one ``BEGIN IMMEDIATE`` transaction, so two
processes opening a fresh file at once cannot both apply the same step, and a
crash half-way leaves the schema as it was.

A migration holds nothing but SQL and imports nothing from toolkiln: what it
does is fixed the day it ships, whatever the code around it becomes. Never edit
one once it has shipped: add a new one below it. Data derived from the tables
(the search index) is not a migration's business: whoever opens the database
passes ``refresh``, which :func:`migrate` runs in the same transaction whenever
a step was applied.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from datetime import UTC, datetime

__all__ = ["MIGRATIONS", "migrate"]

MIGRATIONS: list[tuple[str, tuple[str, ...]]] = [
    (
        # Tools with their versions and provenance, and the run log (``record`` keeps
        # the whole turn as it was logged, so nothing the agent reported is lost).
        "m001_tools_and_turns",
        (
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
            """,
            "CREATE INDEX tools_by_status ON tools (status, name)",
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
            """,
        ),
    ),
    (
        # Where a version came from: ``generated`` by a model or ``imported`` from a file.
        "m002_tool_origin",
        ("ALTER TABLE tools ADD COLUMN origin TEXT NOT NULL DEFAULT 'generated'",),
    ),
    (
        # Full-text search over each offered tool: name words, description, parameter
        # names; one row per tool name (rowid = ``tools.id``), filled by the store's
        # refresh (:mod:`toolkiln.registry.index`). The porter tokenizer stems both
        # documents and queries (``converts`` matches ``convert``).
        "m003_search_index",
        (
            """
            CREATE VIRTUAL TABLE tools_fts USING fts5(
                name UNINDEXED, words, description, params,
                tokenize = 'porter unicode61 remove_diacritics 2'
            )
            """,
        ),
    ),
    (
        # What each version returns: its return shape as JSON (``toolkiln.returns``).
        # Versions saved before this step keep NULL here; the store reads their shape
        # from their source and trial result when it loads them.
        "m004_tool_returns",
        ("ALTER TABLE tools ADD COLUMN returns TEXT",),
    ),
    (
        # A keyed signature per row (:mod:`toolkiln.registry.integrity`; NULL until
        # signed: the store re-gates and signs unsigned rows once), and for an
        # imported version the provenance its file claimed and who imported it.
        "m005_seal_and_claims",
        (
            "ALTER TABLE tools ADD COLUMN signature TEXT",
            "ALTER TABLE tools ADD COLUMN claimed TEXT",
            "ALTER TABLE tools ADD COLUMN imported_by TEXT",
        ),
    ),
    (
        # Workflow progress: every "done" / "not done" said about a step in a session,
        # with who said it and when. Rows are only added; the newest per step counts,
        # so an override never erases what was said before it.
        "m006_workflow_marks",
        (
            """
            CREATE TABLE workflow_marks (
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                session TEXT NOT NULL,
                workflow TEXT NOT NULL,
                step TEXT NOT NULL,
                done INTEGER NOT NULL CHECK (done IN (0, 1)),
                by TEXT NOT NULL,
                note TEXT NOT NULL DEFAULT '',
                created_at TEXT NOT NULL
            )
            """,
            "CREATE INDEX workflow_marks_by_session ON workflow_marks (session, workflow, step, id)",
        ),
    ),
    (
        # Facts about the registry itself (``key_id``: which key sealed it, so a lost
        # ``registry.key`` is told apart from an edited row), and for each version the
        # times it was signed again with a new key (``toolkiln tools reseal``: who, when).
        "m007_registry_meta_and_reseals",
        (
            "CREATE TABLE registry_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
            "ALTER TABLE tools ADD COLUMN resealed TEXT",
        ),
    ),
    (
        # The gate's verdict on each version's source, signed with the registry key over the
        # source's sha256 and the gate's fingerprint (:mod:`toolkiln.registry.integrity`), so a
        # new process need not load the gate to trust it. NULL until a source is gated again.
        "m008_gate_verdicts",
        ("ALTER TABLE tools ADD COLUMN gate_verdict TEXT",),
    ),
]
"""(name, SQL statements) pairs in the order they are applied; the name is the step's identity."""


def migrate(conn: sqlite3.Connection, refresh: Callable[[sqlite3.Connection], None] | None = None) -> list[str]:
    """Apply every migration ``conn`` has not seen yet; return the names applied.

    When any was applied, ``refresh(conn)`` rebuilds derived data in the same
    transaction. ``conn`` must be in autocommit mode (``isolation_level=None``): the
    transaction is managed here explicitly.
    """
    conn.execute("BEGIN IMMEDIATE")
    try:
        conn.execute("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
        done = {row[0] for row in conn.execute("SELECT name FROM _migrations")}
        applied = []
        for name, statements in MIGRATIONS:
            if name in done:
                continue
            for statement in statements:
                conn.execute(statement)
            conn.execute(
                "INSERT INTO _migrations (name, applied_at) VALUES (?, ?)",
                (name, datetime.now(UTC).isoformat(timespec="seconds")),
            )
            applied.append(name)
        if applied and refresh is not None:
            refresh(conn)
        conn.execute("COMMIT")
    except BaseException:
        if conn.in_transaction:  # SQLite may have rolled back already; keep the real cause
            conn.execute("ROLLBACK")
        raise
    return applied
