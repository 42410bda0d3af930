"""The store in PostgreSQL: a pool of connections, its transactions, its locks and its errors.

Chosen by ``database_url`` (``TOOLKILN_DATABASE_URL``, a libpq URL); the registry,
run log, workflow marks, sessions and users then live in one database that many
machines and ``serve`` replicas share. :class:`PostgresDatabase` offers what
:class:`~.db.Database` offers, so the store's code is the same over both:

* the store's SQL keeps SQLite's ``?`` placeholders; they are rewritten once per
  statement (:func:`placeholders`), literals left alone;
* every write is one transaction (:meth:`PostgresDatabase.write`), its statements
  sent in pipeline mode: they travel together and wait for the server only where
  the code reads a result, so a saved tool costs two round trips. A write that is one
  statement (a turn's log row with its usage counts) goes as a statement prepared on
  the server, through libpq (:meth:`PostgresDatabase.write_alone`): one round trip.
  A lost connection rolls it back on the server, so nothing is half-written, and the
  turn fails with one line (a read is tried once more on a fresh connection);
* what SQLite serialises with its one write lock is serialised here by advisory
  locks: a tool name while it is written (:meth:`PostgresDatabase.name_lock`, held
  across processes and machines) and its next version number inside the save;
* the change stamp is a counter the ``tools`` table's trigger moves in the same
  transaction (``pg01_change_stamp``), so a replica sees another's approval on its
  next read; the trigger also notifies channel ``toolkiln_registry``
  (:meth:`PostgresDatabase.wait_for_change`). Reading it is one round trip of a
  prepared statement on a connection kept for such statements
  (:meth:`PostgresDatabase.registry_stamp`); inside :meth:`PostgresDatabase.snapshot`
  (a turn) it is read once, and every write there reads it too, in its own batch.

psycopg 3 and psycopg_pool come with the ``postgres`` extra; without them a
:class:`~toolkiln.errors.ConfigError` says what to install.
"""

from __future__ import annotations

import hashlib
import threading
import time
from collections.abc import Generator, Iterable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from functools import lru_cache
from typing import Any
from urllib.parse import urlsplit, urlunsplit

from toolkiln.errors import ConfigError, RegistryError, UsageError
from toolkiln.store.index import rebuild_index
from toolkiln.store.libpq import run_prepared
from toolkiln.store.migrations import another_build
from toolkiln.store.migrations_pg import MIGRATIONS_PG
from toolkiln.store.postgres_sql import POSTGRES
from toolkiln.store.stamped_reads import pinned

__all__ = ["PostgresDatabase", "is_postgres_url", "placeholders", "redacted"]

MAX_INTEGER = 2**63 - 1
_TOO_LARGE = (
    f"a number given (a version, a turn id, a count) is larger than any the registry can hold "
    f"({MAX_INTEGER}); give a smaller one"
)
_CONNECT_TIMEOUT_S = 10
_POOL_SIZE = 16
_MIGRATION_LOCK = 7_310_001
"""The advisory lock key every process migrating the database takes: one migrates, the others wait."""
_SCHEMES = ("postgresql://", "postgres://")
_READ_STAMP = "SELECT stamp FROM registry_changes"


class _Pin:
    """The change stamp of one :meth:`PostgresDatabase.snapshot`: None until its first read."""

    __slots__ = ("lock", "stamp")

    def __init__(self) -> None:
        self.stamp: int | None = None
        self.lock = threading.Lock()


def is_postgres_url(value: object) -> bool:
    """Whether ``value`` names a PostgreSQL database (a libpq URL) rather than a SQLite file."""
    return isinstance(value, str) and value.startswith(_SCHEMES)


def redacted(url: str) -> str:
    """``url`` without its password, for messages."""
    parts = urlsplit(url)
    if parts.password is None:
        return url
    host = parts.hostname or ""
    user = f"{parts.username}:***@" if parts.username else ""
    port = f":{parts.port}" if parts.port else ""
    return urlunsplit((parts.scheme, f"{user}{host}{port}", parts.path, parts.query, parts.fragment))


@lru_cache(maxsize=1024)
def placeholders(sql: str) -> str:
    """SQLite's ``?`` placeholders as psycopg's ``%s``, and every ``%`` doubled; quoted text is left as it is."""
    out: list[str] = []
    quote: str | None = None
    for char in sql:
        if quote is not None:
            out.append("%%" if char == "%" else char)
            if char == quote:
                quote = None
        elif char in "'\"":
            quote = char
            out.append(char)
        elif char == "?":
            out.append("%s")
        elif char == "%":
            out.append("%%")
        else:
            out.append(char)
    return "".join(out)


def _check_args(args: Sequence[Any]) -> tuple[Any, ...]:
    values = tuple(args)
    for value in values:
        if isinstance(value, int) and not isinstance(value, bool) and not -MAX_INTEGER - 1 <= value <= MAX_INTEGER:
            raise UsageError(_TOO_LARGE)
    return values


class Row(tuple):
    """A row read by column number or by name, as :class:`sqlite3.Row` is (``dict(row)`` works too)."""

    __slots__ = ()
    _names: tuple[str, ...] = ()
    _index: dict[str, int] = {}

    def __getitem__(self, key: Any) -> Any:  # type: ignore[override]
        if isinstance(key, str):
            return tuple.__getitem__(self, self._index[key])
        return tuple.__getitem__(self, key)

    def keys(self) -> tuple[str, ...]:
        return self._names


@lru_cache(maxsize=256)
def _row_class(names: tuple[str, ...]) -> type[Row]:
    return type("Row", (Row,), {"__slots__": (), "_names": names, "_index": {n: i for i, n in enumerate(names)}})


def _row_factory(cursor: Any) -> Any:
    description = cursor.description
    if description is None:
        return tuple
    row_class = _row_class(tuple(column.name for column in description))
    return lambda values: row_class(values)


class _Result:
    """A statement's cursor inside a pipelined transaction: reading a row or the row count waits for the server."""

    __slots__ = ("_cursor", "_pipeline")

    def __init__(self, cursor: Any, pipeline: Any) -> None:
        self._cursor, self._pipeline = cursor, pipeline

    def fetchone(self) -> Any:
        return self._cursor.fetchone()

    def fetchall(self) -> list[Any]:
        return list(self._cursor.fetchall())

    @property
    def rowcount(self) -> int:
        if self._cursor.rowcount < 0:
            self._pipeline.sync()  # psycopg fills it in when the results arrive
        return int(self._cursor.rowcount)


class _Connection:
    """One connection inside a transaction, spoken to as the store speaks to SQLite."""

    def __init__(self, conn: Any, pipeline: Any) -> None:
        self.raw = conn
        self.pipeline = pipeline

    def execute(self, sql: str, args: Iterable[Any] = ()) -> _Result:
        """Queue ``sql``: it is sent with the transaction's next batch (when a result is read, or at the commit)."""
        return _Result(self.raw.execute(placeholders(sql), _check_args(tuple(args))), self.pipeline)

    def executemany(self, sql: str, rows: Iterable[Sequence[Any]]) -> None:
        """``sql`` once per row, pipelined (one round trip for many rows)."""
        with self.raw.cursor() as cursor:
            cursor.executemany(placeholders(sql), [_check_args(tuple(row)) for row in rows])


class PostgresDatabase:
    """An open PostgreSQL store, its schema brought up to date."""

    dialect = POSTGRES
    pipelined = True
    """A write's statements go in batches; rows a statement returns can be read after the commit too."""
    path = None
    """No file: the store is a server (the seal's key file is named by ``registry_key_file``)."""

    def __init__(self, url: str, *, read_only: bool = False) -> None:
        """Connect to ``url``, migrate it (unless ``read_only``) and open a pool of connections.

        Raises :class:`ConfigError` for a URL libpq cannot read, a server that cannot be
        reached, a missing ``postgres`` extra, or a database at a schema newer than this build.
        """
        try:
            import psycopg
            from psycopg_pool import ConnectionPool
        except ImportError:
            raise ConfigError(
                "database_url names a PostgreSQL store, but psycopg is not installed; "
                "pip install 'toolkiln[postgres]', or unset TOOLKILN_DATABASE_URL to use the SQLite file in the home"
            ) from None
        self._psycopg = psycopg
        self.url = url
        self.where = redacted(url)
        self.read_only = read_only
        self._commits = 0
        self._lock = threading.Lock()
        self._listening = threading.Lock()
        self._listener: Any = None
        self._keeping = threading.Lock()
        self._kept_conn: Any = None
        """The connection kept for one-statement round trips (:meth:`_kept`)."""
        self._pin: ContextVar[_Pin | None] = ContextVar(f"toolkiln_snapshot_{id(self)}", default=None)
        """The :meth:`snapshot` the caller is inside (its steps' threads too: they run in its context)."""
        try:
            psycopg.conninfo.conninfo_to_dict(url)
        except psycopg.ProgrammingError as exc:
            raise ConfigError(
                f"database_url {self.where!r} is not a PostgreSQL URL ({_first_line(exc)}); "
                "give one like postgresql://user@host/toolkiln"
            ) from None
        with self._connect() as conn:
            self.applied = [] if read_only else self._migrate(conn)
            self._refuse_newer(conn)
        self._pool = ConnectionPool(
            url,
            min_size=1,
            max_size=_POOL_SIZE,
            kwargs={
                "autocommit": True,
                "row_factory": _row_factory,
                "connect_timeout": _CONNECT_TIMEOUT_S,
                "client_encoding": "utf8",  # what libpq.run_prepared sends its texts in
            },
            open=False,
            name="toolkiln",
        )
        self._pool.open(wait=False)

    def _connect(self) -> Any:
        try:
            return self._psycopg.connect(
                self.url, autocommit=True, row_factory=_row_factory, connect_timeout=_CONNECT_TIMEOUT_S
            )
        except self._psycopg.Error as exc:
            raise ConfigError(
                f"cannot connect to the PostgreSQL store {self.where} ({_first_line(exc)}); "
                "check TOOLKILN_DATABASE_URL and that the server is up"
            ) from None

    # -- the schema ---------------------------------------------------------------

    def _migrate(self, conn: Any) -> list[str]:
        """Apply every step this database has not seen, in one transaction; the names applied."""
        applied: list[str] = []
        try:
            with conn.transaction():
                conn.execute("SELECT pg_advisory_xact_lock(%s)", (_MIGRATION_LOCK,))
                conn.execute("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
                done = {row[0] for row in conn.execute("SELECT name FROM _migrations")}
                if self._unknown(conn):
                    return []  # another build's database: _refuse_newer says so
                for name, statements in MIGRATIONS_PG:
                    if name in done:
                        continue
                    for statement in statements:
                        conn.execute(statement)
                    conn.execute(
                        "INSERT INTO _migrations (name, applied_at) VALUES (%s, %s)",
                        (name, datetime.now(UTC).isoformat(timespec="seconds")),
                    )
                    applied.append(name)
                if applied:  # derived data, as SQLite's refresh: the search index rebuilt from the tables
                    rebuild_index(_Connection(conn, None))  # not pipelined: rebuild_index reads
        except self._psycopg.Error as exc:
            raise RegistryError(
                f"the PostgreSQL store {self.where} cannot be upgraded ({_first_line(exc)}); nothing was changed"
            ) from None
        return applied

    @staticmethod
    def _unknown(conn: Any) -> list[str]:
        known = {name for name, _ in MIGRATIONS_PG}
        rows = conn.execute("SELECT name FROM _migrations ORDER BY applied_at, name").fetchall()
        return [row[0] for row in rows if row[0] not in known]

    def _refuse_newer(self, conn: Any) -> None:
        try:
            unknown = self._unknown(conn)
        except self._psycopg.errors.UndefinedTable:
            raise ConfigError(
                f"the PostgreSQL store {self.where} has no toolkiln schema yet; run `toolkiln db migrate`"
            ) from None
        if unknown:
            raise ConfigError(
                f"the PostgreSQL store {self.where} was written by a newer toolkiln: {another_build(unknown)}; "
                "upgrade toolkiln on this machine (nothing was changed)"
            )

    # -- reading and writing -----------------------------------------------------------

    def translate(self, exc: Exception) -> RegistryError:
        """A PostgreSQL failure as one line saying what to do."""
        psycopg = self._psycopg
        if isinstance(exc, psycopg.OperationalError) or getattr(exc, "sqlstate", "") in ("57P01", "57P02", "57P03"):
            return RegistryError(
                f"lost the connection to the PostgreSQL store {self.where} ({_first_line(exc)}); "
                "nothing of this was written: try again"
            )
        if isinstance(exc, psycopg.errors.LockNotAvailable):
            return RegistryError(f"the PostgreSQL store {self.where} stayed locked by another writer; try again")
        if "NUL" in str(exc) or isinstance(exc, psycopg.errors.UntranslatableCharacter):
            return RegistryError(
                "a text to store holds a NUL character, which PostgreSQL cannot store; nothing was written"
            )
        return RegistryError(f"the PostgreSQL store {self.where}: {_first_line(exc)}")

    @contextmanager
    def write(self, *, wait_s: float | None = None) -> Iterator[_Connection]:
        """One write transaction; ``wait_s`` bounds how long it waits for a row another writer holds."""
        self._refuse_read_only()
        with self._translated(), self._pool.connection(timeout=_CONNECT_TIMEOUT_S) as conn:
            after = yield from self._transaction(conn, wait_s, self._pin.get() is not None)
        if after is not None:
            self._saw_stamp(int(after.fetchone()[0]))

    def write_alone(self, sql: str, args: Sequence[Any] = ()) -> list[tuple[str | None, ...]]:
        """A write that is one statement (``sql``, with ``?`` placeholders; a transaction of its own, so all
        of it or nothing), prepared on the server and sent through libpq (:func:`.libpq.run_prepared`):
        one round trip, and less work on both sides than :meth:`write`'s. Its rows, each value as text."""
        self._refuse_read_only()
        with self._translated(), self._kept() as conn:
            return run_prepared(self._psycopg, conn, sql, _check_args(args))

    def _refuse_read_only(self) -> None:
        if self.read_only:
            raise RegistryError(f"the PostgreSQL store {self.where} was opened for reading only")

    @contextmanager
    def _translated(self) -> Iterator[None]:
        """A write's failures as one line each (:meth:`translate`); nothing of the write is kept."""
        psycopg = self._psycopg
        try:
            yield
        except psycopg.Error as exc:
            raise self.translate(exc) from None
        except UnicodeEncodeError:
            raise RegistryError(
                "a text to store holds characters that are not valid Unicode (a lone surrogate); nothing was written"
            ) from None
        except ValueError as exc:
            if "NUL" in str(exc):
                raise self.translate(exc) from None
            raise
        except self._pool_timeout() as exc:
            raise self.translate(psycopg.OperationalError(str(exc))) from None

    def _transaction(
        self, conn: Any, wait_s: float | None, stamped: bool
    ) -> Generator[_Connection, None, _Result | None]:
        """BEGIN, the caller's statements and COMMIT in pipeline mode (psycopg's own transaction block
        waits for the server at its start and its end); rolled back on any failure. ``stamped`` (inside a
        snapshot): the change stamp is read in the commit's batch too, and its result returned."""
        after = None
        try:
            with conn.pipeline() as pipeline:
                conn.execute("BEGIN")
                if wait_s is not None:
                    conn.execute(f"SET LOCAL lock_timeout = '{max(1, round(wait_s * 1000))}ms'")
                yield _Connection(conn, pipeline)
                if stamped:  # in the commit's batch: no round trip of its own
                    after = _Result(conn.execute(_READ_STAMP), pipeline)
                conn.execute("COMMIT")
        except BaseException:
            if not conn.closed and conn.info.transaction_status != self._psycopg.pq.TransactionStatus.IDLE:
                conn.rollback()
            raise
        with self._lock:
            self._commits += 1
        return after

    def _pool_timeout(self) -> type[Exception]:
        from psycopg_pool import PoolTimeout

        return PoolTimeout

    def query(self, sql: str, args: Iterable[Any] = (), *, raw_text: bool = False) -> list[Any]:
        """The rows of one read (tried once more on a fresh connection when the connection was lost).

        ``raw_text`` gives text values as UTF-8 bytes, as the SQLite store gives them."""
        statement, values = placeholders(sql), _check_args(tuple(args))
        psycopg = self._psycopg
        for attempt in (1, 2):
            try:
                with self._pool.connection(timeout=_CONNECT_TIMEOUT_S) as conn:
                    rows = conn.execute(statement, values).fetchall()
                break
            except psycopg.OperationalError as exc:
                if attempt == 2:
                    raise self.translate(exc) from None
                self._pool.check()  # the connections the server dropped with this one go too
            except psycopg.Error as exc:
                raise self.translate(exc) from None
            except UnicodeEncodeError:
                raise UsageError("a text to look up is not valid Unicode text") from None
            except self._pool_timeout() as exc:
                raise self.translate(psycopg.OperationalError(str(exc))) from None
        if raw_text:
            rows = [_as_bytes(row) for row in rows]
        return rows

    def change_stamp(self) -> tuple[int, int]:
        """The counter every change to ``tools`` moves, by any process on any machine (one round trip)."""
        return self.registry_stamp(), 0

    def data_version(self) -> int:
        """The change stamp's counter alone."""
        return self.registry_stamp()

    def registry_stamp(self) -> int:
        """The counter every change to ``tools`` moves: read now (one round trip), or inside
        :meth:`snapshot` the value read first there (moved on by this thread's own writes)."""
        pin = self._pin.get()
        if pin is None:
            return self._read_stamp()
        if pin.stamp is None:
            pin.stamp = self._read_stamp()
        return pin.stamp

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """Inside, the change stamp is read once (at the first read) and the registry as of then, with
        the caller's own writes: a turn sees one registry. Another replica's approval shows from the
        next snapshot on; a nested snapshot is the outer one."""
        with pinned(self._pin, _Pin):
            yield

    def _saw_stamp(self, stamp: int) -> None:
        """After a write inside a snapshot: it moves on to the stamp read in the write's commit batch."""
        pin = self._pin.get()
        if pin is not None:
            with pin.lock:  # a turn's steps write from several threads
                pin.stamp = stamp if pin.stamp is None else max(pin.stamp, stamp)

    def _unpin_stamp(self) -> None:
        """Inside a snapshot: the next read takes the change stamp afresh (and so sees commits made since)."""
        pin = self._pin.get()
        if pin is not None:
            with pin.lock:
                pin.stamp = None

    def _read_stamp(self) -> int:
        """One round trip (tried once more on a fresh connection when the connection was lost)."""
        operational = self._psycopg.OperationalError
        for attempt in (1, 2):
            try:
                with self._kept() as conn:  # prepared once per connection, run below psycopg's cursor
                    return int(run_prepared(self._psycopg, conn, _READ_STAMP)[0][0] or 0)
            except operational as exc:
                if attempt == 2:
                    raise self.translate(exc) from None
            except self._psycopg.Error as exc:
                raise self.translate(exc) from None
            except self._pool_timeout() as exc:
                raise self.translate(operational(str(exc))) from None
        raise AssertionError("unreachable")

    @contextmanager
    def _kept(self) -> Iterator[Any]:
        """The connection kept for one-statement round trips (the change stamp, a turn's log row), whose
        checkout costs nothing where a pool's costs a third of such a statement; while another thread
        holds it, one from the pool. A lost one is closed and opened again on the next use."""
        if not self._keeping.acquire(blocking=False):
            with self._pool.connection(timeout=_CONNECT_TIMEOUT_S) as conn:
                yield conn
            return
        psycopg = self._psycopg
        try:
            conn = self._kept_conn
            if conn is None or conn.closed:
                try:
                    conn = self._kept_conn = psycopg.connect(
                        self.url, autocommit=True, connect_timeout=_CONNECT_TIMEOUT_S, client_encoding="utf8"
                    )
                except psycopg.Error as exc:
                    raise psycopg.OperationalError(_first_line(exc)) from None
            try:
                yield conn
            except psycopg.OperationalError:
                conn.close()
                self._kept_conn = None
                raise
        finally:
            self._keeping.release()

    def wait_for_change(self, timeout_s: float) -> bool:
        """Wait at most ``timeout_s`` for a change to ``tools`` by any process on any machine: True when
        one was announced (``LISTEN toolkiln_registry`` on a connection of its own, kept open).

        A lost listening connection waits out the time and is opened again on the next call; a change
        made meanwhile still moves the change stamp, which the caller compares."""
        with self._listening:
            try:
                if self._listener is None or self._listener.closed:
                    self._listener = self._connect()
                    self._listener.execute("LISTEN toolkiln_registry")
                for _ in self._listener.notifies(timeout=timeout_s, stop_after=1):
                    return True
                return False
            except (self._psycopg.Error, ConfigError):
                self._listener = None
                time.sleep(timeout_s)
                return False

    def offered_count(self) -> int:
        """How many tools the search index offers, as its ``search_stats`` row counts them (kept in the
        transaction of every save and status change): ``COUNT(*)`` over the index reads every row,
        2–15 ms at 10,000 tools, and every turn asks."""
        return int(self.query("SELECT docs FROM search_stats")[0][0])

    def lock_name(self, conn: _Connection, name: str) -> None:
        """Inside a write: hold the lock on tool ``name`` until the transaction ends (the next version number)."""
        conn.execute("SELECT pg_advisory_xact_lock(?)", (_lock_key("version", name),))

    @contextmanager
    def name_lock(self, name: str) -> Iterator[None]:
        """Held while tool ``name`` is being written: another process, on any machine, writing it waits."""
        psycopg = self._psycopg
        try:
            with self._pool.connection(timeout=_CONNECT_TIMEOUT_S) as conn:
                conn.execute("SELECT pg_advisory_lock(%s)", (_lock_key("write", name),))
                self._unpin_stamp()  # the writer just before may have committed it: the next read looks again
                try:
                    yield
                finally:
                    conn.execute("SELECT pg_advisory_unlock(%s)", (_lock_key("write", name),))
        except psycopg.Error as exc:
            raise self.translate(exc) from None

    def close(self) -> None:
        """Close the pool (and the listening connection); the store cannot be used afterwards."""
        self._pool.close()
        for conn in (self._listener, self._kept_conn):
            if conn is not None:
                conn.close()


def _lock_key(kind: str, name: str) -> int:
    digest = hashlib.sha256(f"toolkiln {kind} {name}".encode("utf-8", "replace")).digest()
    return int.from_bytes(digest[:8], "big", signed=True)


def _as_bytes(row: Any) -> Any:
    return type(row)(value.encode("utf-8") if isinstance(value, str) else value for value in row)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]
