"""A new version's row: its columns from a :class:`~.new_tool.NewTool`, and its insertion as the next version.

:meth:`~.store.Registry.save` builds the row before its transaction (nothing here
depends on what is stored) and inserts it inside, under the name's lock: one
statement reads the next version number together with a rejected or retired
version of the same source; the insert and the search row follow without waiting
for an answer. PostgreSQL sends them in one batch with the commit, so a save
costs two round trips, and the saved tool is built from what was written, not
read back.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from toolkiln.acceptance.fingerprint import gate_fingerprint
from toolkiln.errors import UsageError
from toolkiln.store.db import now, to_json
from toolkiln.store.index import index_offered, index_tool
from toolkiln.store.integrity import Seal
from toolkiln.store.stored_tool import COLUMNS, PROVENANCES, STATUSES, StoredTool, row_to_tool, source_sha256
from toolkiln.tools.returns import record_returns
from toolkiln.vocab import ToolStatus

if TYPE_CHECKING:
    from toolkiln.store.new_tool import NewTool

__all__ = ["insert_version", "tool_row"]

_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_COLUMN_NAMES = tuple(column.strip() for column in COLUMNS.split(","))
_NEXT_VERSION = """
    SELECT n.next_version, r.version, r.status
    FROM (SELECT COALESCE(MAX(version), 0) + 1 AS next_version FROM tools WHERE name = ?) AS n
    LEFT JOIN (
        SELECT version, status FROM tools WHERE name = ? AND sha256 = ? AND status IN ('rejected', 'retired')
        ORDER BY version DESC LIMIT 1
    ) AS r ON 1 = 1
"""
"""The next version of a name, and its latest rejected or retired version with the same source (if any)."""


def _as_dicts(items: Iterable[Any]) -> list[dict]:
    return [item.to_dict() if hasattr(item, "to_dict") else dict(item) for item in items]


def tool_row(tool: NewTool, seal: Seal) -> dict[str, Any]:
    """The columns of ``tool``'s row that do not depend on the versions already stored."""
    if not _NAME.fullmatch(tool.name or ""):
        raise UsageError(f"tool name {tool.name!r} is not a Python identifier; use snake_case")
    if tool.status not in STATUSES:
        raise UsageError(f"status {tool.status!r} is not one of {', '.join(STATUSES)}")
    if tool.provenance not in PROVENANCES:
        raise UsageError(f"provenance {tool.provenance!r} is not one of {', '.join(PROVENANCES)}")
    returns = record_returns(tool.source, tool.name, tool.trial_result) if tool.returns is None else tool.returns
    sha256 = source_sha256(tool.source)
    verdict = None if tool.gated_under is None else seal.vouch(sha256, gate_fingerprint(tool.gated_under))
    return {
        "name": tool.name,
        "source": tool.source,
        "sha256": sha256,
        "description": tool.description or "",
        "params": to_json(_as_dicts(tool.params), "params"),
        "status": tool.status,
        "backend": tool.backend or "",
        "model": tool.model or "",
        "prompt_hash": tool.prompt_hash,
        "attempts": to_json(_as_dicts(tool.attempts), "attempts"),
        "trial_params": to_json(tool.trial_params or {}, "trial_params"),
        "trial_result": to_json(tool.trial_result, "trial_result"),
        "origin": str(tool.provenance),  # the column keeps its first name
        "returns": to_json(returns, "returns"),
        "claimed": None if tool.claimed is None else to_json(tool.claimed, "claimed"),
        "imported_by": tool.imported_by,
        "tests": to_json(_as_dicts(tool.tests), "tests") if tool.tests else None,
        "improves": tool.improves,
        "improved_for": None if tool.improved_for is None else to_json(tool.improved_for, "improved_for"),
        "gate_verdict": verdict,
    }


def insert_version(db: Any, conn: Any, row: dict[str, Any], seal: Seal) -> StoredTool:
    """Insert ``row`` as the next version of its name (inside the caller's write transaction); the stored tool."""
    name = row["name"]
    db.lock_name(conn, name)  # SQLite's write lock is the whole file's already
    # Checked inside the write transaction, so a rejection made meanwhile by another process counts too.
    version, refused_version, refused_status = conn.execute(_NEXT_VERSION, (name, name, row["sha256"])).fetchone()
    if refused_version is not None:
        raise UsageError(
            f"this source of {name} was {refused_status} as {name}@{refused_version}; "
            "a rejected or retired source is never stored again"
        )
    values = {**row, "version": int(version), "created_at": now()}
    values["signature"] = seal.sign(values)
    conn.execute(
        f"INSERT INTO tools ({', '.join(values)}) VALUES ({', '.join('?' * len(values))})", tuple(values.values())
    )
    if values["status"] == ToolStatus.ACTIVE:  # the latest version and active: the one its name offers
        index_offered(conn, name, values["version"], values["description"], values["params"])
    else:
        index_tool(conn, name)
    return row_to_tool({column: values.get(column) for column in _COLUMN_NAMES})
