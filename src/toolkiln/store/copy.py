"""Moving a grown home into PostgreSQL: every version, signature, approval, turn, mark, user and session.

``toolkiln db copy --from sqlite:PATH --to postgresql://…`` reads the SQLite store at
PATH and writes it, in one transaction, into a PostgreSQL store that holds no tools,
turns or users yet. Rows keep their ids and their text exactly as stored, so every
signature still holds under the same key (the target is opened with the source's key
file, and records its id); the search index and each session's ok tools are derived
again in the target. The sessions are the JSON-lines files beside the SQLite file,
copied line by line. Anything wrong, and nothing is written.

Browsers' sign-ins (``user_sign_ins``) are not copied, by choice; :func:`sign_ins_left`
counts them so ``db copy`` can say so. A sign-in is a browser's 14-day credential for
the store it was made in. Copied, it would work against both stores while the old one
still runs, and signing out through one would not end it in the other; the cost of not
copying is one sign-in at ``/login`` per browser, with the token each person already
holds. Users and their token hashes are copied: without them nobody could get in, and
``toolkiln users token NAME`` replaces a token in the new store.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from toolkiln.errors import UsageError
from toolkiln.store.dialect import after_bulk_write
from toolkiln.store.index import rebuild_index
from toolkiln.store.store import Registry

__all__ = ["COPIED_TABLES", "LEFT_TABLES", "copy_store", "sign_ins_left"]

COPIED_TABLES: dict[str, list[str] | tuple[str, ...]] = {
    "tools": (
        "id, name, version, source, sha256, description, params, status, backend, model, prompt_hash, attempts, "
        "trial_params, trial_result, created_at, status_reason, status_changed_at, origin, returns, signature, "
        "claimed, imported_by, resealed, gate_verdict, approved_by, rejected_by, retired_by, tests, improves, improved_for"
    ).split(", "),
    "turns": (
        "id, created_at, message, plan, steps, usage, planner, generator, outcome, elapsed_ms, session, record, run_by"
    ).split(", "),
    "workflow_marks": ("id", "session", "workflow", "step", "done", "by", "note", "created_at"),
    "users": ("name", "role", "token_hash", "created_at", "token_created_at", "last_used_at"),
    "tool_usage": ("name", "version", "calls", "failures", "last_used", "last_failure"),
    "tool_test_runs": ("name", "version", "passed", "failed", "results", "run_at"),
}
"""What is copied of each table (the derived ones, search and ok tools, are made again)."""

LEFT_TABLES = ("user_sign_ins",)
"""What is not copied, and said so (see the module's notes)."""

_ORDER = {
    "tools": "id",
    "turns": "id",
    "workflow_marks": "id",
    "users": "name",
    "tool_usage": "name, version",
    "tool_test_runs": "name, version",
}


def copy_store(source: Registry, target: Registry, sessions: Path | None) -> dict[str, int]:
    """Copy ``source`` (a SQLite store) and the session files in ``sessions`` into the empty ``target``
    (a PostgreSQL store) in one transaction; how many rows of each kind were copied."""
    if target.db.path is not None:
        raise UsageError("db copy writes into a PostgreSQL store; give --to postgresql://…")
    counts: dict[str, int] = {}
    with target.db.write() as conn:
        for table in COPIED_TABLES:
            if conn.execute(f"SELECT 1 FROM {table} LIMIT 1").fetchone():
                raise UsageError(f"the store {target.where} already holds {table}; copy into a new, empty database")
        for table, columns in COPIED_TABLES.items():
            names = ", ".join(columns)
            rows = [tuple(row) for row in source.db.query(f"SELECT {names} FROM {table} ORDER BY {_ORDER[table]}")]
            marks = ", ".join("?" * len(columns))
            conn.executemany(f"INSERT INTO {table} ({names}) VALUES ({marks})", rows)
            counts[table] = len(rows)
            if "id" in columns:  # new rows continue after the copied ids
                conn.execute(
                    f"SELECT setval(pg_get_serial_sequence('{table}', 'id'), GREATEST(MAX(id), 1)) FROM {table}"
                )
        rebuild_index(conn)
        counts["session_lines"] = _copy_sessions(conn, sessions)
    after_bulk_write(target.db, sum(counts.values()))
    return counts


def sign_ins_left(source: Registry) -> dict[str, int]:
    """How many rows of each :data:`LEFT_TABLES` table ``source`` holds, none of which :func:`copy_store` copies."""
    return {table: int(source.db.query(f"SELECT COUNT(*) FROM {table}")[0][0]) for table in LEFT_TABLES}


def _copy_sessions(conn, folder: Path | None) -> int:
    """Each ``NAME.jsonl`` in ``folder`` as session NAME, its lines as they are (text that is not UTF-8 replaced)."""
    if folder is None or not folder.is_dir():
        return 0
    copied = 0
    for path in sorted(folder.glob("*.jsonl")):
        if not path.is_file():
            continue
        stamp = _mtime(path)
        conn.execute("INSERT INTO sessions (name, created_at, updated_at) VALUES (?, ?, ?)", (path.stem, stamp, stamp))
        lines = [line.decode("utf-8", "replace") for line in path.read_bytes().split(b"\n") if line.strip()]
        conn.executemany(
            "INSERT INTO session_lines (session, line) VALUES (?, ?)", [(path.stem, line) for line in lines]
        )
        copied += len(lines)
    return copied


def _mtime(path: Path) -> str:
    return datetime.fromtimestamp(path.stat().st_mtime, UTC).isoformat(timespec="seconds")
