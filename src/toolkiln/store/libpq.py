"""Statements the store repeats on every turn, sent to PostgreSQL through libpq itself (``psycopg.pq``).

A reused turn pays two round trips on PostgreSQL (its change stamp, its log row);
what it pays beyond the wire is the server parsing and planning each statement
again and psycopg's work per statement (a cursor, the adaptation of each value,
row objects). :func:`run_prepared` leaves both out: the statement is prepared on
the server once per connection, under a name taken from its text, and run with
``exec_prepared``; its values go as text (``str``, ``int``, ``float``, ``bool``,
``None``), its rows come back as text. A connection that has not seen the
statement yet (a new one, one opened again after it was lost) prepares it on the
first use and runs it again.

The connection must be one the caller holds alone and outside a transaction
(autocommit): the statement is a transaction of its own.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Any

__all__ = ["encoded", "numbered", "run_prepared"]

_NOT_PREPARED = "26000"
"""``invalid_sql_statement_name``: this connection has no statement of that name (yet)."""
_NOT_FINITE = {"nan": b"NaN", "inf": b"Infinity", "-inf": b"-Infinity"}
NUL_MESSAGE = "PostgreSQL text fields cannot contain NUL (0x00) bytes"
"""What psycopg says of a text holding NUL, which libpq would cut short; the store's message follows from it."""


@lru_cache(maxsize=256)
def numbered(sql: str) -> tuple[bytes, bytes]:
    """``sql`` with SQLite's ``?`` placeholders as ``$1``, ``$2``…, quoted text left as it is; and its
    statement's name on the server (from a digest of the text, so one text is one statement)."""
    out: list[str] = []
    quote: str | None = None
    count = 0
    for char in sql:
        if quote is not None:
            if char == quote:
                quote = None
        elif char in "'\"":
            quote = char
        elif char == "?":
            count += 1
            out.append(f"${count}")
            continue
        out.append(char)
    text = "".join(out)
    return text.encode(), b"toolkiln_" + hashlib.sha256(text.encode()).hexdigest()[:24].encode()


def encoded(values: Sequence[Any]) -> list[bytes | None]:
    """Each value as the text PostgreSQL reads for it (``None`` stays NULL).

    Raises ValueError for a text holding NUL and UnicodeEncodeError for one holding a lone
    surrogate, as psycopg does, so the store's messages for both stay the same."""
    out: list[bytes | None] = []
    for value in values:
        if value is None:
            out.append(None)
        elif isinstance(value, str):
            if "\x00" in value:
                raise ValueError(NUL_MESSAGE)
            out.append(value.encode("utf-8"))
        elif isinstance(value, bool):
            out.append(b"true" if value else b"false")
        elif isinstance(value, int):
            out.append(str(value).encode())
        elif isinstance(value, float):
            out.append(repr(value).encode() if math.isfinite(value) else _NOT_FINITE[str(value)])
        else:
            raise TypeError(f"cannot send a {type(value).__name__} as a statement's value")
    return out


def run_prepared(psycopg: Any, conn: Any, sql: str, values: Sequence[Any] = ()) -> list[tuple[str | None, ...]]:
    """Run ``sql`` (``?`` placeholders) on ``conn`` (a psycopg connection in autocommit) as a statement
    prepared there; its rows, each value as text or None. A failure raises psycopg's own error for it."""
    text, name = numbered(sql)
    params = encoded(values)
    pgconn = conn.pgconn
    result = pgconn.exec_prepared(name, params)
    if _failed(psycopg, result) and _sqlstate(psycopg, result) == _NOT_PREPARED:
        _check(psycopg, conn, pgconn.prepare(name, text))
        result = pgconn.exec_prepared(name, params)
    _check(psycopg, conn, result)
    return [
        tuple(
            None if (cell := result.get_value(row, column)) is None else cell.decode()
            for column in range(result.nfields)
        )
        for row in range(result.ntuples)
    ]


def _failed(psycopg: Any, result: Any) -> bool:
    status = psycopg.pq.ExecStatus
    return result.status not in (status.TUPLES_OK, status.COMMAND_OK)


def _sqlstate(psycopg: Any, result: Any) -> str:
    state = result.error_field(psycopg.pq.DiagnosticField.SQLSTATE)
    return state.decode("ascii", "replace") if state else ""


def _check(psycopg: Any, conn: Any, result: Any) -> None:
    """Raise the psycopg error a failed ``result`` stands for (OperationalError when the connection is lost)."""
    if not _failed(psycopg, result):
        return
    pgconn = conn.pgconn
    message = (result.error_message or pgconn.error_message or b"").decode("utf-8", "replace").strip()
    if pgconn.status != psycopg.pq.ConnStatus.OK:
        raise psycopg.OperationalError(message or "the connection to the server was lost")
    try:
        error_class = psycopg.errors.lookup(_sqlstate(psycopg, result))
    except KeyError:
        error_class = psycopg.DatabaseError
    raise error_class(message)
