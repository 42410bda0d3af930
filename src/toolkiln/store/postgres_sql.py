"""PostgreSQL's spellings of the store's SQL (:class:`~.dialect.Dialect`), its search's query among them.

The search ranks exactly as on SQLite (:mod:`.ranking`: BM25 over the term table, the
candidates a few of each term's best tools); only the way the query's terms reach the
server differs, as two arrays, so that one prepared statement serves every search.
"""

from __future__ import annotations

from typing import Any

from toolkiln.store.dialect import Dialect
from toolkiln.store.ranking import POOL_PER_TERM, Read, ranked_tail

__all__ = ["POSTGRES"]


def _listed_entry(fields: tuple[str, ...], json_fields: dict[str, str]) -> str:
    defaults = {"json_array()": "'[]'::json", "json_object()": "'{}'::json"}
    parts = []
    for field in fields:
        if field in json_fields:
            parts.append(f"'{field}', COALESCE(toolkiln_json({field})::json, {defaults[json_fields[field]]})")
        else:
            parts.append(f"'{field}', {field}")
    return f"json_build_object({', '.join(parts)})::text"


_FACTORS = """
    SELECT u.term, u.weight * GREATEST(1e-6, ln((0.5 + s.docs - t.docs) / (0.5 + t.docs))) AS factor
    FROM unnest(?::text[], ?::float8[]) AS u (term, weight)
    JOIN search_terms AS t ON t.term = u.term AND t.docs > 0
    CROSS JOIN search_stats AS s
"""
"""Each query term's factor, its weight times its idf (:func:`~.ranking.idf`), from the counts kept."""

_MEAN = "(SELECT GREATEST(total_length::float8 / GREATEST(docs, 1), 1.0) FROM search_stats)"


def _search(read: Read, columns: str, weights: dict[str, int], limit: int) -> list[Any]:
    """The search as SQLite's ranks it (:func:`~.ranking.search_sqlite`), in one read: the idf worked out
    on the server, the terms passed as two arrays, so the SQL is the same for every query (psycopg
    prepares it once per connection, PostgreSQL plans it once) and a search is one round trip."""
    ordered = sorted(weights)
    sql = f"""
        WITH q AS MATERIALIZED ({_FACTORS}),
        pool AS (
            SELECT DISTINCT top.tool_id FROM q CROSS JOIN LATERAL (
                SELECT tool_id FROM search_postings WHERE term = q.term
                ORDER BY impact DESC, tool_id LIMIT {POOL_PER_TERM}
            ) AS top
        ), {ranked_tail(columns, _MEAN)}"""
    return read(sql, (ordered, [float(weights[term]) for term in ordered], int(limit)))


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
    search=_search,
    # until autovacuum gets round to it, a search among thousands of fresh tools is planned as for an empty
    # table and takes a hundred times as long; a table the connecting role does not own is skipped with a warning
    refresh_statistics="ANALYZE tools, search_docs, search_postings, search_terms, search_stats",
)
"""PostgreSQL's spellings (the shared store of ``database_url``)."""
