"""Registry health: how often each version ran in a logged turn, how often it failed, and its tests' last run.

The counts are written with the turn's own log row, in the same transaction
(:meth:`~toolkiln.store.runlog.RunLog.log_turn`), so a reused call pays nothing
for them: the turn's one commit carries them. A step counts for the registry
version it ran (``version`` in ``run --json``; catalog tools have none): a call,
and a failure when it ended in ``error`` or its check was ``failed``. Calls made
outside a turn (``tools run``, ``Toolkiln.call``, MCP's ``tools/call``) write
nothing and are not counted.

``tools stats`` reads :meth:`ToolUsage.stats`: every stored version, also those
never used, with its counts and the result of its last ``tools test``.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from typing import Any

from toolkiln.store.db import Database, now
from toolkiln.store.postgres import PostgresDatabase

__all__ = ["ToolUsage", "count_usage_sql", "usage_counts"]


def usage_counts(steps: Iterable[Any], at: str) -> list[tuple[str, int, int, int, str, str | None]]:
    """One turn's registry steps as rows to add to ``tool_usage``, one per version that ran:
    ``(name, version, calls, failures, last_used, last_failure)``."""
    counts: dict[tuple[str, int], list[int]] = {}
    for step in steps:
        if not isinstance(step, Mapping):
            continue
        name, version, status = step.get("tool"), step.get("version"), step.get("status")
        if not isinstance(name, str) or type(version) is not int or status not in ("ok", "error"):
            continue  # a catalog tool, a skipped or pending step, a delegation: no registry version ran
        failed = int(status == "error" or step.get("check_status") == "failed")
        before = step.get("improved_from")
        if type(before) is int:  # the version that failed first, before the step was retried with a better one
            _add(counts, name, before, 1)
        _add(counts, name, version, failed)
    return [
        (name, version, calls, failures, at, at if failures else None)
        for (name, version), (calls, failures) in counts.items()
    ]


def _add(counts: dict[tuple[str, int], list[int]], name: str, version: int, failed: int) -> None:
    seen = counts.setdefault((name, version), [0, 0])
    seen[0] += 1
    seen[1] += failed


def count_usage_sql(rows: int) -> str:
    """The statement adding ``rows`` rows of :func:`usage_counts` to ``tool_usage`` (the same on both stores)."""
    values = ", ".join(["(?, CAST(? AS INTEGER), CAST(? AS INTEGER), CAST(? AS INTEGER), ?, ?)"] * rows)
    return (
        f"INSERT INTO tool_usage (name, version, calls, failures, last_used, last_failure) VALUES {values} "
        "ON CONFLICT (name, version) DO UPDATE SET calls = tool_usage.calls + excluded.calls, "
        "failures = tool_usage.failures + excluded.failures, last_used = excluded.last_used, "
        "last_failure = COALESCE(excluded.last_failure, tool_usage.last_failure)"
    )


class ToolUsage:
    """Reads and writes the usage counts and test runs kept in the store (SQLite's file or PostgreSQL)."""

    def __init__(self, db: Database | PostgresDatabase) -> None:
        self.db = db

    def record_test_run(self, name: str, version: int, results: list[dict[str, Any]]) -> None:
        """Keep the outcome of running ``name@version``'s tests again (``tools test``)."""
        passed = sum(1 for result in results if result.get("passed"))
        with self.db.write() as conn:
            conn.execute(
                "INSERT INTO tool_test_runs (name, version, passed, failed, results, run_at) VALUES (?, ?, ?, ?, ?, ?) "
                "ON CONFLICT (name, version) DO UPDATE SET passed = excluded.passed, failed = excluded.failed, "
                "results = excluded.results, run_at = excluded.run_at",
                (name, version, passed, len(results) - passed, json.dumps(results, ensure_ascii=False), now()),
            )

    def stats(self, name: str | None = None) -> list[dict[str, Any]]:
        """Every stored version (of ``name``, or all), newest name first: status, counts, last use, tests."""
        where, args = ("WHERE t.name = ?", (name,)) if name is not None else ("", ())
        rows = self.db.query(
            "SELECT t.name, t.version, t.status, t.tests, t.improves, "
            "COALESCE(u.calls, 0) AS calls, COALESCE(u.failures, 0) AS failures, u.last_used, u.last_failure, "
            "r.passed AS tests_passed, r.failed AS tests_failed, r.run_at AS tests_run_at "
            "FROM tools AS t LEFT JOIN tool_usage AS u ON u.name = t.name AND u.version = t.version "
            f"LEFT JOIN tool_test_runs AS r ON r.name = t.name AND r.version = t.version {where} "
            "ORDER BY t.name, t.version",
            args,
        )
        return [_stat(row) for row in rows]

    def last_test_run(self, name: str, version: int) -> dict[str, Any] | None:
        """The results of the last ``tools test`` of ``name@version``, or None."""
        rows = self.db.query(
            "SELECT passed, failed, results, run_at FROM tool_test_runs WHERE name = ? AND version = ?",
            (name, version),
        )
        if not rows:
            return None
        row = rows[0]
        try:
            results = json.loads(row["results"])
        except (TypeError, ValueError, RecursionError):
            results = []
        return {"passed": row["passed"], "failed": row["failed"], "results": results, "run_at": row["run_at"]}


def _stat(row: Any) -> dict[str, Any]:
    try:
        tests = len(json.loads(row["tests"])) if row["tests"] else 0
    except (TypeError, ValueError, RecursionError):
        tests = 0
    last_run = None
    if row["tests_run_at"] is not None:
        last_run = {"passed": row["tests_passed"], "failed": row["tests_failed"], "at": row["tests_run_at"]}
    return {
        "name": row["name"],
        "version": row["version"],
        "status": row["status"],
        "improves": row["improves"],
        "calls": row["calls"],
        "failures": row["failures"],
        "last_used": row["last_used"],
        "last_failure": row["last_failure"],
        "tests": tests,
        "last_test_run": last_run,
    }
