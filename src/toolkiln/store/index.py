"""Keeping the search index (``tools_fts``) in step with the ``tools`` table.

One search row per tool name, pointing at the version the planner is offered:
its name as words, its description and its parameter names as words. The store
calls :func:`index_tool` inside every write transaction that saves a version or
changes a status, and :func:`rebuild_index` whenever the schema was migrated;
the migrations themselves never import this module (the index is derived data,
rebuilt by whatever code opens the file, while a shipped migration never changes).
"""

from __future__ import annotations

import json
from typing import Any

from toolkiln.store.search import name_words

__all__ = ["VISIBLE", "VISIBLE_FOR_ROW", "index_offered", "index_tool", "rebuild_index"]

VISIBLE = """
    SELECT id FROM tools AS t WHERE t.name = ? AND t.status IN ('active', 'pending')
    ORDER BY t.status = 'active' DESC, t.version DESC LIMIT 1
"""
"""Per name: the id of the latest active version, else of the latest pending one."""

VISIBLE_FOR_ROW = VISIBLE.replace("t.name = ?", "t.name = tools.name")
"""The same, for the name of the ``tools`` row at hand."""


_DROP = "DELETE FROM tools_fts WHERE rowid IN (SELECT id FROM tools WHERE name = ?)"
_ADD = "INSERT INTO tools_fts (rowid, name, words, description, params) "


def index_tool(conn: Any, name: str) -> None:
    """Point the search row of ``name`` at the version it offers (or drop the row)."""
    conn.execute(_DROP, (name,))
    row = conn.execute(f"SELECT id, description, params FROM tools WHERE id = ({VISIBLE})", (name,)).fetchone()
    if row is None:
        return
    conn.execute(_ADD + "VALUES (?, ?, ?, ?, ?)", (row[0], name, name_words(name), row[1], _param_words(row[2])))


def index_offered(conn: Any, name: str, version: int, description: str, params: str) -> None:
    """Point the search row of ``name`` at ``version``, known to be the one it offers (just saved, active),
    without reading it back: two statements that need no answer."""
    conn.execute(_DROP, (name,))
    conn.execute(
        _ADD + "SELECT id, ?, ?, ?, ? FROM tools WHERE name = ? AND version = ?",
        (name, name_words(name), description, _param_words(params), name, int(version)),
    )


def _param_words(params: str) -> str:
    return " ".join(name_words(p["name"]) for p in json.loads(params))


def rebuild_index(conn: Any) -> None:
    """Rebuild every search row from the ``tools`` table (inside the caller's transaction)."""
    conn.execute("DELETE FROM tools_fts")
    for (name,) in conn.execute("SELECT DISTINCT name FROM tools").fetchall():
        index_tool(conn, name)
