"""The search's ranking, written once for both stores: BM25 over a term table, top-K bounded.

Each offered tool has a row in ``search_docs`` (its length in words) and one row
per distinct term in ``search_postings``: the term's weighted frequency (a name
word counts 6, a parameter name 2, a description word 1, FTS5's column weights
before) and its *impact*, BM25's term-frequency part with the tool's length
against the registry's mean length when the row was written, which orders a term's
tools best first.
``search_terms`` keeps each term's document frequency and ``search_stats`` the
number of tools, so a query reads its idf from a few rows instead of counting.

A tool's score is ``sum(weight_t * idf_t * impact_t)`` over the query's terms, as
FTS5's ``bm25()`` scores it (a word the person typed weighs 2, a word the tables
added 1). What makes it cheap at any registry size is where the candidates come
from: for each term, only its :data:`POOL_PER_TERM` highest-impact tools (an index
range read, best first); every candidate is then scored on all the query's terms.
A common word ("convert", in 900 of 20,000 tools) therefore costs the same at
1,000 tools as at 20,000, while a tool that holds it near the top of its list
(short, the word in its name) is still found. A tool in no term's first
:data:`POOL_PER_TERM` can be missed: it would need many middling matches and no
good one, which is not what a search for a tool looks for (the recall figures in
``bench/`` measure it, on both stores).

A stored impact only picks candidates: the score is worked out from each row's
frequency and length against the registry's mean length at query time, as FTS5 does.
When the real mean drifts from the one the impacts were written with by more than
:data:`MEAN_DRIFT`, every impact is worked out again (one ``UPDATE``), so the order
that picks candidates never goes stale for long.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Callable, Sequence
from typing import Any

from toolkiln.store.stemming import terms

__all__ = [
    "B",
    "K1",
    "MEAN_DRIFT",
    "POOL_PER_TERM",
    "COLUMN_WEIGHTS",
    "Document",
    "Query",
    "document",
    "idf",
    "impact",
    "impact_sql",
    "query_weights",
    "ranked_sql",
    "ranked_tail",
    "search_sqlite",
    "term_stats_sql",
]

Read = Callable[..., list[Any]]
"""How a search reads: ``read(sql, args)`` → rows (the store's own query method)."""

K1, B = 1.2, 0.75
"""BM25's constants, SQLite FTS5's own."""

COLUMN_WEIGHTS = {"words": 6, "params": 2, "description": 1}
"""How much one occurrence counts, by where it is: the tool's name words, its parameter names, its description."""

POOL_PER_TERM = 100
"""How many of a term's best tools (by impact) become candidates; every candidate is scored on all terms."""

MEAN_DRIFT = 0.25
"""How far (a share) the mean tool length may move from the one the impacts were worked out with."""


class Document:
    """A tool as the index holds it: its terms with their weighted frequencies, and its length in words."""

    __slots__ = ("length", "weights")

    def __init__(self, weights: dict[str, float], length: int) -> None:
        self.weights = weights
        """Term → weighted frequency (6 per name word, 2 per parameter-name word, 1 per description word)."""
        self.length = length
        """How many words the tool's name, description and parameter names hold together."""


def document(words: str, description: str, params: str) -> Document:
    """The index row of a tool from its name words, its description and its parameter-name words."""
    weights: Counter[str] = Counter()
    length = 0
    for column, text in (("words", words), ("description", description), ("params", params)):
        found = terms(text)
        length += len(found)
        for term in found:
            weights[term] += COLUMN_WEIGHTS[column]
    return Document(dict(weights), length)


def impact(weight: float, length: int, mean_length: float) -> float:
    """BM25's term-frequency part: saturating in ``weight``, lower for a longer tool than the mean."""
    return weight * (K1 + 1) / (weight + K1 * (1 - B + B * length / max(mean_length, 1.0)))


def impact_sql(mean: str, weight: str = "weight", length: str = "length") -> str:
    """:func:`impact` as SQL over a row's ``weight`` and ``length`` (SQL naming them), the mean length given as
    the SQL ``mean`` (at least 1)."""
    return f"{weight} * {K1 + 1} / ({weight} + {K1} * ({1 - B} + {B} * {length} / {mean}))"


def idf(tools: int, holding: int) -> float:
    """BM25's inverse document frequency as FTS5 computes it (never below 1e-6)."""
    return max(1e-6, math.log((0.5 + tools - holding) / (0.5 + holding)))


def query_weights(weights: dict[str, int]) -> dict[str, int]:
    """The query's words as index terms, each with its weight; words meeting at one stem add up
    (FTS5 saw them as two phrases, each counted)."""
    stems: Counter[str] = Counter()
    for word, weight in weights.items():
        for term in terms(word):
            stems[term] += int(weight)
    return dict(stems)


def term_stats_sql(count: int) -> str:
    """How many tools hold each of ``count`` terms (``?`` each), and in the row named ``''`` how many
    tools there are and their total length."""
    marks = ", ".join("?" * count)
    return (
        f"SELECT term, docs, 0 FROM search_terms WHERE term IN ({marks}) "
        "UNION ALL SELECT '', docs, total_length FROM search_stats"
    )


def ranked_tail(columns: str, mean: str = "?") -> str:
    """The part of a search's SQL after its ``q (term, factor)`` and ``pool (tool_id)`` have been named:
    each candidate scored over every term of the query by BM25 against the registry's mean length
    now (a stored impact only picks candidates), the best ``limit`` kept, ``columns`` of ``tools AS t``
    read for those alone. Its arguments, after the ones naming ``q`` and ``pool``: the mean length (unless
    ``mean`` is SQL that reads it), the limit.

    Each candidate's score and name are subqueries of their own, so both databases look them up by
    key, candidate by candidate, rather than scanning the postings."""
    return f"""
        scored AS (
            SELECT pool.tool_id,
                (SELECT SUM(q.factor * {impact_sql(mean, "p.weight", "p.length")})
                    FROM q JOIN search_postings AS p ON p.tool_id = pool.tool_id AND p.term = q.term) AS score,
                (SELECT d.name FROM search_docs AS d WHERE d.tool_id = pool.tool_id) AS name
            FROM pool
        ),
        best AS (SELECT tool_id, score, name FROM scored ORDER BY score DESC, name LIMIT ?)
        SELECT {columns} FROM best JOIN tools AS t ON t.id = best.tool_id ORDER BY best.score DESC, best.name"""


def search_sqlite(read: Read, columns: str, weights: dict[str, int], limit: int) -> list[Any]:
    """SQLite's search, two reads: the terms' document frequencies, then :func:`ranked_sql`."""
    query = Query(weights, read(term_stats_sql(len(weights)), list(weights)))
    if not query.factors:
        return []
    return read(*ranked_sql(columns, query, limit))


def ranked_sql(columns: str, query: Query, limit: int) -> tuple[str, tuple[Any, ...]]:
    """SQLite's search: the best ``limit`` tools for ``query``, as ``columns`` of ``tools AS t``.

    The candidates are each term's first :data:`POOL_PER_TERM` postings by stored impact, one
    index range read per term (SQLite has no ``LATERAL``), then :func:`ranked_tail`."""
    ordered = sorted(query.factors)
    factor_rows = ", ".join("(?, ?)" for _ in ordered)
    pools = " UNION ".join(
        f"SELECT tool_id FROM (SELECT tool_id FROM search_postings WHERE term = ? "
        f"ORDER BY impact DESC, tool_id LIMIT {POOL_PER_TERM}) AS pool_{i}"
        for i in range(len(ordered))
    )
    sql = f"WITH q (term, factor) AS (VALUES {factor_rows}), pool AS ({pools}), {ranked_tail(columns)}"
    args: list[Any] = []
    for term in ordered:
        args += [term, float(query.factors[term])]
    return sql, (*args, *ordered, float(query.mean_length), int(limit))


class Query:
    """A query ready to rank: each term's factor (weight × idf) and the registry's mean tool length."""

    __slots__ = ("factors", "mean_length")

    def __init__(self, weights: dict[str, int], rows: Sequence[Any]) -> None:
        """From the query's term weights and :func:`term_stats_sql`'s rows; terms no tool holds are left out."""
        holding = {str(row[0]): int(row[1]) for row in rows if row[0] != ""}
        stats = next((row for row in rows if row[0] == ""), ("", 0, 0))
        tools, total = int(stats[1]), int(stats[2])
        self.factors = {t: w * idf(tools, holding[t]) for t, w in weights.items() if holding.get(t, 0) > 0}
        """Term → its weight times its inverse document frequency."""
        self.mean_length = max(total / tools, 1.0) if tools else 1.0
        """The mean length of the registry's offered tools, in words."""
