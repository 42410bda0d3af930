"""What differs between the store's two databases, SQLite and PostgreSQL, as data.

The store's SQL is written once, with ``?`` placeholders; where the two databases
spell a thing differently (JSON built by the database, a case-blind ``LIKE``, the
search's query, a row's "offered" test written for SQLite's planner) the store asks its
database's :class:`Dialect` for the fragment. The PostgreSQL one lives beside its
database (:mod:`.postgres_sql`), so SQLite users never import it.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from toolkiln.store.ranking import search_sqlite
from toolkiln.util.immutable import Immutable

__all__ = ["BULK_ROWS", "SQLITE", "Dialect", "after_bulk_write", "listed_entry_sqlite"]

StoreKind = Literal["sqlite", "postgresql"]


@dataclass(eq=False, repr=False)
class Dialect(Immutable):
    """The SQL fragments one database spells its own way."""

    kind: StoreKind
    """Which database: ``sqlite`` or ``postgresql``."""
    is_visible: str
    """Whether the ``tools`` row at hand is the version its name offers: ``id = (VISIBLE_FOR_ROW)``
    (:mod:`.index`) said so that a scan of many rows pays one index probe per row
    (``UNIQUE(name, version)``, usually finding nothing) instead of a sorted subquery."""
    listed_entry: Callable[[tuple[str, ...], dict[str, str]], str]
    """An expression building one listing entry as JSON text from the named columns."""
    like: str
    """The operator of a case-blind (ASCII) ``LIKE``."""
    ignore_duplicates: Callable[[str], str]
    """An ``INSERT`` statement made to skip rows whose key is taken."""
    step_tools: str
    """``EXISTS`` over the steps of ``turns`` whose ``tool`` is ``?`` (a damaged row matches none)."""
    search: Callable[[Any, str, dict[str, int], int], list[Any]]
    """The search over the term table (:mod:`.ranking`): ``(read, columns, term weights, limit)`` → rows of
    ``columns`` of ``tools AS t``, best first; the same ranking on both databases, in as few reads as each allows."""
    refresh_statistics: str | None = None
    """The statement that brings the planner's statistics of the store's tables up to date after a write of
    many rows at once (:func:`after_bulk_write`), or None where the database needs none."""


BULK_ROWS = 100
"""A write of this many rows at once is followed by :func:`after_bulk_write`."""


def after_bulk_write(db: Any, rows: int) -> None:
    """After a write of ``rows`` rows at once (``save_many``, ``db copy``): the planner's statistics brought
    up to date, when ``rows`` reaches :data:`BULK_ROWS` and the database keeps any (its own transaction)."""
    statement = db.dialect.refresh_statistics
    if statement and rows >= BULK_ROWS:
        with db.write() as conn:
            conn.execute(statement)


def listed_entry_sqlite(fields: tuple[str, ...], json_fields: dict[str, str]) -> str:
    """SQLite's ``json_object`` of ``fields``; a JSON field that does not parse stands as its empty value."""
    return "json_object({})".format(
        ", ".join(
            f"'{field}', CASE WHEN json_valid({field}) THEN json({field}) ELSE {json_fields[field]} END"
            if field in json_fields
            else f"'{field}', {field}"
            for field in fields
        )
    )


_IS_VISIBLE_SQLITE = """(
    (+status = 'active' AND NOT EXISTS (
        SELECT 1 FROM tools AS o WHERE o.name = tools.name AND o.version > tools.version AND o.status = 'active'))
    OR (+status = 'pending' AND NOT EXISTS (
        SELECT 1 FROM tools AS o WHERE o.name = tools.name
        AND (o.status = 'active' OR (o.status = 'pending' AND o.version > tools.version))))
)"""
"""The ``+`` keeps SQLite walking the rows in name order rather than merging two status index
searches and sorting them."""

SQLITE = Dialect(
    kind="sqlite",
    is_visible=_IS_VISIBLE_SQLITE,
    listed_entry=listed_entry_sqlite,
    like="LIKE",
    ignore_duplicates=lambda insert: insert.replace("INSERT INTO", "INSERT OR IGNORE INTO", 1),
    # CASE, unlike AND, decides what SQLite evaluates first.
    step_tools=(
        "EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(turns.steps) THEN turns.steps ELSE '[]' END) "
        "WHERE CASE WHEN type = 'object' THEN json_extract(value, '$.tool') END = ?)"
    ),
    search=search_sqlite,
)
"""SQLite's spellings (the embedded store in the home)."""
