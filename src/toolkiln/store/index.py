"""Keeping the search index in step with the ``tools`` table.

One search row per tool name, pointing at the version the planner is offered:
its name as words, its description and its parameter names as words. It lives
twice: in ``tools_fts`` (which lists the offered names) and in the term table the
ranking reads (:mod:`.ranking`: ``search_docs``, ``search_postings``,
``search_terms``, ``search_stats``). The store calls :func:`index_tool` (or
:func:`index_offered`, for a version just saved active) inside every write
transaction that saves a version or changes a status, and :func:`rebuild_index`
whenever the schema was migrated; the migrations themselves never import this
module (the index is derived data, rebuilt by whatever code opens the database,
while a shipped migration never changes).

The term table is kept by statements that need no answer (the counts are moved
in SQL), so on PostgreSQL they go out in one pipelined batch with the save. Each
change touches ``search_stats`` first: its one row's lock orders concurrent saves
of different tools, so two of them never wait on each other's term rows in
opposite orders.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

from toolkiln.store.ranking import MEAN_DRIFT, Document, document, impact, impact_sql
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
_POSTING = "INSERT INTO search_postings (tool_id, term, weight, length, impact) VALUES (?, ?, ?, ?, ?)"

_FORGET = (
    """UPDATE search_stats SET docs = docs - (SELECT COUNT(*) FROM search_docs WHERE name = ?),
        total_length = total_length - COALESCE((SELECT SUM(length) FROM search_docs WHERE name = ?), 0)""",
    """UPDATE search_terms SET docs = docs - 1 WHERE term IN (
        SELECT p.term FROM search_docs AS d JOIN search_postings AS p ON p.tool_id = d.tool_id WHERE d.name = ?)""",
    "DELETE FROM search_postings WHERE tool_id IN (SELECT tool_id FROM search_docs WHERE name = ?)",
    "DELETE FROM search_docs WHERE name = ?",
)
"""Take a name's term-table rows out, with their counts: each statement reads ``name`` once per ``?``."""

_LIVE = "CASE WHEN total_length > docs THEN total_length * 1.0 / docs ELSE 1.0 END"
_LIVE_MEAN = f"(SELECT {_LIVE} FROM search_stats)"
_DRIFTED = f"ABS({_LIVE} - mean_length) > {MEAN_DRIFT} * mean_length"
_RENORMALISE = (
    # A key range, not a condition on each row: when nothing drifted the range starts past every id, so
    # neither database reads a posting.
    f"""UPDATE search_postings SET impact = {impact_sql(_LIVE_MEAN)}
        WHERE tool_id >= (SELECT CASE WHEN {_DRIFTED} THEN 0 ELSE {2**63 - 1} END FROM search_stats)""",
    f"UPDATE search_stats SET mean_length = {_LIVE_MEAN} WHERE {_DRIFTED}",
)
"""When the registry's mean length has drifted by more than :data:`~.ranking.MEAN_DRIFT` from the one the
impacts were worked out with, work them out again (both statements are one constant test otherwise)."""


def index_tool(conn: Any, name: str) -> None:
    """Point the search row of ``name`` at the version it offers (or drop the row)."""
    conn.execute(_DROP, (name,))
    row = conn.execute(f"SELECT id, description, params FROM tools WHERE id = ({VISIBLE})", (name,)).fetchone()
    old = conn.execute("SELECT tool_id FROM search_docs WHERE name = ?", (name,)).fetchone()
    same = old is not None and row is not None and int(old[0]) == int(row[0])  # a version's words never change
    if old is not None and not same:
        _forget(conn, name)
    if row is None:
        return
    words, param_words = name_words(name), _param_words(row[2])
    conn.execute(_ADD + "VALUES (?, ?, ?, ?, ?)", (row[0], name, words, row[1], param_words))
    if not same:
        _add(conn, name, document(words, row[1], param_words), "t.id = ?", (int(row[0]),))


def index_offered(conn: Any, name: str, version: int, description: str, params: str) -> None:
    """Point the search row of ``name`` at ``version``, known to be the one it offers (just saved, active),
    without reading it back: statements that need no answer."""
    words, param_words = name_words(name), _param_words(params)
    conn.execute(_DROP, (name,))
    conn.execute(
        _ADD + "SELECT id, ?, ?, ?, ? FROM tools WHERE name = ? AND version = ?",
        (name, words, description, param_words, name, int(version)),
    )
    _forget(conn, name)
    row = "t.name = ? AND t.version = ?"
    _add(conn, name, document(words, description, param_words), row, (name, int(version)))


def _param_words(params: str) -> str:
    return " ".join(name_words(p["name"]) for p in json.loads(params))


def _forget(conn: Any, name: str) -> None:
    for statement in _FORGET:
        conn.execute(statement, (name,) * statement.count("?"))


def _add(conn: Any, name: str, doc: Document, row: str, row_args: tuple[Any, ...]) -> None:
    """The term-table rows of the ``tools AS t`` row ``row`` selects, its terms' counts and the registry's with them."""
    conn.execute("UPDATE search_stats SET docs = docs + 1, total_length = total_length + ?", (doc.length,))
    for statement in _RENORMALISE:
        conn.execute(statement)
    conn.execute(
        f"INSERT INTO search_docs (tool_id, name, length) SELECT t.id, ?, ? FROM tools AS t WHERE {row}",
        (name, doc.length, *row_args),
    )
    ordered = sorted(doc.weights)
    if not ordered:
        return
    postings = ", ".join("(?, ?)" for _ in ordered)
    mean = "(SELECT mean_length FROM search_stats)"
    conn.execute(
        f"INSERT INTO search_postings (tool_id, term, weight, length, impact) "
        f"SELECT t.id, v.column1, v.column2, ?, {impact_sql(mean, weight='v.column2', length='?')} "
        f"FROM (VALUES {postings}) AS v CROSS JOIN tools AS t WHERE {row}",
        (doc.length, doc.length, *[x for term in ordered for x in (term, float(doc.weights[term]))], *row_args),
    )
    conn.execute(
        f"INSERT INTO search_terms (term, docs) VALUES {', '.join('(?, 1)' for _ in ordered)} "
        "ON CONFLICT (term) DO UPDATE SET docs = search_terms.docs + 1",
        ordered,
    )


def rebuild_index(conn: Any) -> None:
    """Rebuild every search row from the ``tools`` table (inside the caller's transaction)."""
    conn.execute("UPDATE registry_changes SET stamp = stamp + 1")  # what was read of the index is stale
    conn.execute("UPDATE search_stats SET docs = 0, total_length = 0, mean_length = 1.0")
    for table in ("tools_fts", "search_postings", "search_docs", "search_terms"):
        conn.execute(f"DELETE FROM {table}")
    rows = conn.execute(
        f"SELECT id, name, description, params FROM tools WHERE id = ({VISIBLE_FOR_ROW}) ORDER BY id"
    ).fetchall()
    offered = [(int(r[0]), r[1], name_words(r[1]), r[2], _param_words(r[3])) for r in rows]
    conn.executemany(_ADD + "VALUES (?, ?, ?, ?, ?)", offered)
    docs = [
        (tool_id, name, document(words, description, params)) for tool_id, name, words, description, params in offered
    ]
    total = sum(doc.length for _, _, doc in docs)
    mean = max(total / len(docs), 1.0) if docs else 1.0
    conn.execute("UPDATE search_stats SET docs = ?, total_length = ?, mean_length = ?", (len(docs), total, mean))
    conn.executemany(
        "INSERT INTO search_docs (tool_id, name, length) VALUES (?, ?, ?)",
        [(tool_id, name, doc.length) for tool_id, name, doc in docs],
    )
    conn.executemany(
        _POSTING,
        [
            (tool_id, term, weight, doc.length, impact(weight, doc.length, mean))
            for tool_id, _, doc in docs
            for term, weight in doc.weights.items()
        ],
    )
    holding = Counter(term for _, _, doc in docs for term in doc.weights)
    conn.executemany("INSERT INTO search_terms (term, docs) VALUES (?, ?)", sorted(holding.items()))
