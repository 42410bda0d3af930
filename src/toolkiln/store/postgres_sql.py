"""PostgreSQL's spellings of the store's SQL (:class:`~.dialect.Dialect`), and its search.

The search ranks as SQLite's FTS5 does, by BM25 written out in SQL: each of the
person's terms counts by its weight (their own words twice what the tables added:
FTS5 sees such a term repeated), by how rare it is among the offered tools (its
inverse document frequency), and by where it appears in a tool (name words 6,
parameter names 2, the description 1, FTS5's column weights), against the tool's
length. Candidates come from a GIN index; the configuration ``toolkiln_search``
stems both sides with the Porter stemmer and keeps every word, as SQLite's
porter tokenizer does.
"""

from __future__ import annotations

import re
from typing import Any

from toolkiln.store.dialect import Dialect

__all__ = ["POSTGRES"]

_TERM = re.compile(r"^[^\W_]+$")
"""A term the search passes to ``to_tsquery``: letters and digits only, so nothing is read as its syntax."""


def _listed_entry(fields: tuple[str, ...], json_fields: dict[str, str]) -> str:
    defaults = {"json_array()": "'[]'::json", "json_object()": "'{}'::json"}
    parts = []
    for field in fields:
        if field in json_fields:
            parts.append(f"'{field}', COALESCE(toolkiln_json({field})::json, {defaults[json_fields[field]]})")
        else:
            parts.append(f"'{field}', {field}")
    return f"json_build_object({', '.join(parts)})::text"


def _match(columns: str, weights: Any, limit: int) -> tuple[str, tuple[Any, ...]]:
    weighted = {term: int(weight) for term, weight in dict(weights).items() if _TERM.fullmatch(term)}
    if not weighted:
        return "SELECT NULL WHERE false", ()
    sql = f"""
        WITH q AS MATERIALIZED (
            SELECT weight, to_tsquery('toolkiln_search', term) AS tq
            FROM unnest(?::text[], ?::int[]) AS u(term, weight)
        ), everything AS MATERIALIZED (
            SELECT count(*) AS rows, GREATEST(avg(length), 1) AS mean_length FROM tools_fts
        ), kept AS MATERIALIZED (
            SELECT q.weight, q.tq, GREATEST(1e-6, ln((0.5 + everything.rows - hits.n) / (0.5 + hits.n))) AS idf
            FROM q, everything,
                LATERAL (SELECT count(*) AS n FROM tools_fts AS f WHERE f.document @@ q.tq) AS hits
            WHERE q.tq::text <> ''
        ), scored AS (
            SELECT f.rowid, sum(kept.weight * kept.idf * (freq.f * {_K1 + 1})
                / (freq.f + {_K1} * (1 - {_B} + {_B} * f.length / everything.mean_length))) AS score
            FROM kept CROSS JOIN everything
            JOIN tools_fts AS f ON f.document @@ kept.tq
            CROSS JOIN LATERAL (
                SELECT 6.0 * (f.words_v @@ kept.tq)::int + 2.0 * (f.params_v @@ kept.tq)::int
                    + 1.0 * (f.description_v @@ kept.tq)::int AS f
            ) AS freq
            GROUP BY f.rowid
        )
        SELECT {columns}
        FROM scored JOIN tools AS t ON t.id = scored.rowid
        ORDER BY scored.score DESC, t.name
        LIMIT ?"""
    return sql, (list(weighted), list(weighted.values()), int(limit))


_K1, _B = 1.2, 0.75
"""BM25's constants, SQLite FTS5's own."""


POSTGRES = Dialect(
    kind="postgresql",
    is_visible="""(
        (status = 'active' AND NOT EXISTS (
            SELECT 1 FROM tools AS o WHERE o.name = tools.name AND o.version > tools.version AND o.status = 'active'))
        OR (status = 'pending' AND NOT EXISTS (
            SELECT 1 FROM tools AS o WHERE o.name = tools.name
            AND (o.status = 'active' OR (o.status = 'pending' AND o.version > tools.version))))
    )""",
    listed_entry=_listed_entry,
    like="ILIKE",
    ignore_duplicates=lambda insert: insert + " ON CONFLICT DO NOTHING",
    step_tools=(
        "EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(toolkiln_json(turns.steps)) = 'array' "
        "THEN toolkiln_json(turns.steps) ELSE '[]'::jsonb END) AS step "
        "WHERE CASE WHEN jsonb_typeof(step) = 'object' THEN step->>'tool' END = ?)"
    ),
    match=_match,
)
"""PostgreSQL's spellings (the shared store of ``database_url``)."""
