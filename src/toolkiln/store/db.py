"""The registry's SQLite file: one connection, its transactions and its errors.

Durability and concurrency rest on SQLite itself:

* WAL journal, ``synchronous=NORMAL`` and a busy timeout, so several toolkiln
  processes can read while one writes, and a writer waits for another instead of
  failing. In WAL mode NORMAL keeps every commit atomic and consistent and
  survives a crash of the process; only a power cut or an OS crash may lose the
  last few commits (never corrupt the file). FULL would fsync on every commit
  and cost ~1 ms per saved tool, a third of the acquisition budget;
* every write is one ``BEGIN IMMEDIATE`` transaction (:meth:`Database.write`),
  taken with the write lock up front; a crash before ``COMMIT`` leaves the
  previous state intact;
* inside one process a single connection is shared by all threads behind a lock.

The tool store (:class:`~.store.Registry`) and the run log
(:class:`~.runlog.RunLog`) both work over one :class:`Database`.
"""

from __future__ import annotations

import json
import sqlite3
import stat
import threading
import time
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from toolkiln.errors import RegistryError, UsageError
from toolkiln.store.dialect import SQLITE
from toolkiln.store.disk import disk_full, full_disk_error
from toolkiln.store.index import rebuild_index
from toolkiln.store.migrations import StepFailed, WrittenByAnotherBuild, migrate
from toolkiln.store.read_only import connect_read_only
from toolkiln.store.stamped_reads import pinned
from toolkiln.store.wal_index import read_header, sqlite_wal_index_fd, usable_header
from toolkiln.util.text import NOT_TEXT

__all__ = ["BUSY_TIMEOUT_S", "MAX_INTEGER", "TOO_LARGE", "Database", "now", "to_json"]

MAX_INTEGER = 2**63 - 1
"""SQLite's largest integer: no id, version or count in the registry is larger."""

TOO_LARGE = (
    f"a number given (a version, a turn id, a count) is larger than any the registry can hold "
    f"({MAX_INTEGER}); give a smaller one"
)
"""A caller's integer beyond :data:`MAX_INTEGER` (SQLite raises OverflowError before it looks)."""

BUSY_TIMEOUT_S = 30.0
"""How long a write waits for another process's write lock before failing (unless it asks for less)."""


def now() -> str:
    """The current time as stored: ISO 8601 UTC, to the second."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def to_json(value: Any, what: str) -> str:
    """``value`` as the JSON text a column holds; :class:`UsageError` naming ``what`` when it is not JSON data."""
    try:
        return json.dumps(value, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError) as exc:
        raise UsageError(f"{what} must be JSON data ({exc})") from None


def _milliseconds(seconds: float) -> int:
    return max(0, round(seconds * 1000))


class _Pin:
    """The change stamp of one :meth:`Database.snapshot`, with this connection's commits and rollbacks when read."""

    __slots__ = ("seen", "stamp")

    def __init__(self) -> None:
        self.stamp: tuple[int, int] | None = None
        self.seen: tuple[int, int] = (-1, -1)


class Database:
    """An open registry file, its schema brought up to date."""

    dialect = SQLITE
    """How SQLite spells what the two stores spell differently (:mod:`.dialect`)."""
    pipelined = False
    """A statement's rows can be read as soon as it ran (PostgreSQL's batch answers at the commit)."""

    def __init__(self, path: Path | str, *, read_only: bool = False) -> None:
        """Open (creating when missing) the file at ``path`` and migrate it; after a
        migration the search index is rebuilt from the tables in the same transaction.

        Raises :class:`RegistryError` with the fix when the file is not a SQLite
        database or cannot be created or written. ``read_only`` opens it for reading
        only: nothing is created or migrated (:func:`.read_only.connect_read_only`).
        """
        self.path = Path(path)
        self.read_only = read_only
        """Opened for reading only: nothing is ever written through it."""
        self._lock = threading.RLock()
        self._commits = 0
        """Write transactions this connection has committed (SQLite's data_version counts only other connections')."""
        self._file_seen: tuple[int, int] | None = None
        """``data_version`` and :attr:`_commits` when :attr:`_tools_stamp` was read."""
        self._tools_stamp = 0
        """The ``registry_changes`` counter as last read (:meth:`change_stamp`)."""
        self._rollbacks = 0
        """Write transactions rolled back: what was read inside one is not kept under the stamp."""
        self._pin: ContextVar[_Pin | None] = ContextVar(f"toolkiln_sqlite_snapshot_{id(self)}", default=None)
        """The :meth:`snapshot` the caller is inside (its steps' threads too: they run in its context)."""
        self._wal_index_fd: int | None = None
        """SQLite's own descriptor on the ``-shm`` file (:mod:`.wal_index`), None where ``data_version`` is
        asked each time; never opened or closed here."""
        self._version_seen: tuple[bytes, int] | None = None
        """The WAL index header when ``data_version`` was last asked, and its answer."""
        self._unchanged: tuple[bytes, int, int, tuple[int, int]] | None = None
        """The header, :attr:`_commits`, :attr:`_rollbacks` and the stamp they gave at the last full read:
        one tuple, replaced whole, so a caller outside the lock reads all four together."""
        self._refuse_other_kinds()
        if read_only:
            self._conn: sqlite3.Connection | None = connect_read_only(self.path, self.translate)
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            if disk_full(exc, self.path):
                raise full_disk_error(self.path) from None
            raise RegistryError(
                f"cannot create the folder {self.path.parent} for the registry ({exc.strerror}); "
                "set TOOLKILN_HOME to a writable folder"
            ) from None
        self._conn = self._open()
        self._wal_index_fd = sqlite_wal_index_fd(self.path) if self._in_wal_mode() else None

    def _in_wal_mode(self) -> bool:
        try:
            return str(self._connection().execute("PRAGMA journal_mode").fetchone()[0]).lower() == "wal"
        except sqlite3.Error:
            return False

    def _refuse_other_kinds(self) -> None:
        """A registry path that is a folder, a FIFO or a device is named as such: SQLite would say
        "unable to open", "disk I/O error", or (a FIFO opened for reading) wait for ever."""
        try:
            mode = self.path.stat().st_mode
        except OSError:  # missing (it is created), or unreadable (SQLite's own error says so)
            return
        if not stat.S_ISREG(mode):
            kind = "a folder" if stat.S_ISDIR(mode) else "a FIFO" if stat.S_ISFIFO(mode) else "not a regular file"
            raise RegistryError(
                f"registry at {self.path} is {kind}, not a SQLite file; move it aside and run again to start a new one"
            )

    def _open(self) -> sqlite3.Connection:
        try:
            conn = sqlite3.connect(self.path, timeout=BUSY_TIMEOUT_S, isolation_level=None, check_same_thread=False)
        except sqlite3.Error as exc:
            raise self.translate(exc) from None
        try:
            conn.row_factory = sqlite3.Row
            conn.execute(f"PRAGMA busy_timeout = {_milliseconds(BUSY_TIMEOUT_S)}")
            conn.execute("PRAGMA journal_mode = WAL")
            conn.execute("PRAGMA synchronous = NORMAL")
            migrate(conn, refresh=rebuild_index)
        except sqlite3.Error as exc:
            conn.close()
            raise self.translate(exc) from None
        except StepFailed as exc:
            conn.close()
            raise RegistryError(f"registry at {self.path} cannot be upgraded: {exc}") from None
        except WrittenByAnotherBuild as exc:
            conn.close()
            raise RegistryError(f"registry at {self.path} cannot be written by this toolkiln: {exc}") from None
        return conn

    def translate(self, exc: sqlite3.Error) -> RegistryError:
        """A SQLite failure as one line saying what to do."""
        text = str(exc)
        if disk_full(exc, self.path):
            return full_disk_error(self.path)
        if isinstance(exc, sqlite3.DatabaseError) and ("not a database" in text or "malformed" in text):
            return RegistryError(
                f"registry at {self.path} is not a SQLite database ({text}); "
                "move it aside and run again to start a new one"
            )
        if "readonly" in text or "unable to open" in text or "read-only" in text:
            return RegistryError(
                f"registry at {self.path} cannot be written ({text}); "
                "make it writable or set TOOLKILN_HOME to a writable folder"
            )
        if "locked" in text or "busy" in text:
            return RegistryError(f"registry at {self.path} stayed locked by another process ({text}); try again")
        return RegistryError(f"registry at {self.path}: {text}")

    @contextmanager
    def write(self, *, wait_s: float | None = None) -> Iterator[sqlite3.Connection]:
        """One write transaction, taken with the write lock up front.

        ``wait_s`` waits at most that long for another process's write lock (instead of
        :data:`BUSY_TIMEOUT_S`) and then fails with :class:`RegistryError`, nothing written:
        for a write the caller may skip, such as a cached verdict."""
        with self._lock:
            conn = self._connection()
            try:
                self._begin(conn, wait_s)
            except sqlite3.Error as exc:
                raise self.translate(exc) from None
            try:
                changes = conn.total_changes
                yield conn
                fd = self._wal_index_fd
                before = read_header(fd) if fd is not None else None
                conn.execute("COMMIT")
                self._commits += 1
                if fd is not None and conn.total_changes != changes and read_header(fd) == before:
                    self._give_up_wal_index()  # a commit that left it alone: not the index SQLite writes
            except sqlite3.Error as exc:
                self._rollback(conn)
                raise self.translate(exc) from None
            except UnicodeEncodeError:  # a lone surrogate in text a model wrote
                self._rollback(conn)
                raise RegistryError(
                    "a text to store holds characters that are not valid Unicode (a lone surrogate); "
                    "nothing was written"
                ) from None
            except OverflowError:
                self._rollback(conn)
                raise UsageError(TOO_LARGE) from None
            except BaseException:
                self._rollback(conn)
                raise

    @staticmethod
    def _begin(conn: sqlite3.Connection, wait_s: float | None) -> None:
        if wait_s is None:
            conn.execute("BEGIN IMMEDIATE")
            return
        # The busy timeout belongs to the shared connection: lowered for this BEGIN only, under the lock.
        conn.execute(f"PRAGMA busy_timeout = {_milliseconds(wait_s)}")
        try:
            conn.execute("BEGIN IMMEDIATE")
        finally:
            conn.execute(f"PRAGMA busy_timeout = {_milliseconds(BUSY_TIMEOUT_S)}")

    def _rollback(self, conn: sqlite3.Connection) -> None:
        # What was read inside the transaction (the counter too) may be what it rolled back.
        self._rollbacks += 1
        self._file_seen = None
        # SQLite may have rolled back already (disk full, I/O error); never mask the cause.
        if conn.in_transaction:
            conn.execute("ROLLBACK")

    def query(self, sql: str, args: Iterable[Any] = (), *, raw_text: bool = False) -> list[sqlite3.Row]:
        """The rows of one read.

        ``raw_text`` gives text values as the bytes stored, so a reader can name text that
        is not UTF-8 (a damaged row) instead of the whole read failing on it."""
        with self._lock:
            conn = self._connection()
            if raw_text:
                conn.text_factory = bytes
            try:
                return conn.execute(sql, tuple(args)).fetchall()
            except sqlite3.Error as exc:
                raise self.translate(exc) from None
            except OverflowError:
                raise UsageError(TOO_LARGE) from None
            except UnicodeEncodeError:  # a name or search text from bytes that were not UTF-8 (a command line)
                raise UsageError(f"a text to look up {NOT_TEXT}") from None
            finally:
                conn.text_factory = str

    def change_stamp(self) -> tuple[int, int]:
        """A value that differs after any commit that changed the tools since the last one read, by any process.

        The counter the ``tools`` table's triggers move (``registry_changes``), read again only when
        the file changed: SQLite's ``data_version`` (other connections' commits) or this connection's
        own count moved. So a commit that leaves the tools alone (a turn's log row) costs one read of
        the counter, and keeps every answer read under the stamp; a rolled-back write moves the stamp
        too (what was read inside it is gone). Inside :meth:`snapshot` the stamp is taken once, and
        again after a commit or rollback here.

        Whether the file changed is first asked of SQLite's WAL index header (:mod:`.wal_index`:
        every commit, this process's or another's, rewrites it, so the same bytes mean the same
        ``data_version``): one ``pread`` on SQLite's own descriptor, 1–3 µs and no lock of toolkiln's,
        where ``PRAGMA data_version`` takes two file-lock system calls and lets go of the interpreter
        lock (4 µs in a loop, 20–25 µs of the host's CPU between a worker's round trips). It runs on
        every call of a reused tool.
        """
        pin = self._pin.get()
        unchanged, fd = self._unchanged, self._wal_index_fd
        # Outside the lock: held across the read, it would make a second caller thread wait while this
        # one has let go of the interpreter lock. A read after close() fails, or reads SQLite's index.
        if pin is None and unchanged is not None and fd is not None:
            header, commits, rollbacks, stamp = unchanged
            if commits == self._commits and rollbacks == self._rollbacks and read_header(fd) == header:
                return stamp
        with self._lock:
            ours = (self._commits, self._rollbacks)
            if pin is not None and pin.stamp is not None and pin.seen == ours:
                return pin.stamp
            try:
                conn = self._connection()
                header, version = self._file_version(conn)
                seen = (version, self._commits)
                if seen != self._file_seen:
                    self._tools_stamp = int(conn.execute("SELECT stamp FROM registry_changes").fetchone()[0])
                    self._file_seen = seen
            except sqlite3.Error as exc:
                raise self.translate(exc) from None
            stamp = (self._tools_stamp, self._rollbacks)
            self._unchanged = (header, *ours, stamp) if header else None
            if pin is not None:
                pin.stamp, pin.seen = stamp, ours
            return stamp

    def _file_version(self, conn: sqlite3.Connection) -> tuple[bytes, int]:
        """SQLite's ``data_version``, asked only when the WAL index header moved since it was last asked;
        with the header read (empty where there is none to trust)."""
        fd = self._wal_index_fd
        header = read_header(fd) if fd is not None else b""
        if not usable_header(header):
            header = b""
        kept = self._version_seen
        if header and kept is not None and kept[0] == header:
            return header, kept[1]
        # After the header: a commit between the two moves the header again, and the next read asks
        # once more; the answer kept is never older than the header kept with it.
        version = int(conn.execute("PRAGMA data_version").fetchone()[0])
        self._version_seen = (header, version) if header else None
        return header, version

    def _give_up_wal_index(self) -> None:
        with self._lock:
            self._wal_index_fd = None
            self._version_seen = self._unchanged = None

    @contextmanager
    def snapshot(self) -> Iterator[None]:
        """Inside, the change stamp is read once (at the first read) and again only after this process's
        own commits: a turn sees one registry, and its reads cost one look at the file. Another process's
        change shows from the next snapshot on (or after :meth:`look_again`); a nested snapshot is the outer one."""
        with pinned(self._pin, _Pin):
            yield

    def look_again(self) -> None:
        """Inside a snapshot: the next read takes the change stamp afresh (another process may have just
        written the tool whose name lock the caller took)."""
        pin = self._pin.get()
        if pin is not None:
            with self._lock:
                pin.stamp = None

    def offered_count(self) -> int:
        """How many tools the search index offers, counted on FTS5's ``docsize`` table (one row per
        indexed row): ``COUNT(*)`` on the index itself reads every row's text, 8 ms at 20,000 tools
        against a few µs."""
        return int(self.query("SELECT COUNT(*) FROM tools_fts_docsize")[0][0])

    def data_version(self) -> int:
        """SQLite's ``PRAGMA data_version``: it changes whenever another connection (another process)
        commits to the file; cheap enough to poll."""
        return int(self.query("PRAGMA data_version")[0][0])

    def wait_for_change(self, timeout_s: float) -> bool:
        """Wait ``timeout_s``: SQLite cannot announce a change, so its watchers poll :meth:`data_version`."""
        time.sleep(timeout_s)
        return False

    def lock_name(self, conn: sqlite3.Connection, name: str) -> None:
        """Nothing to take: a write transaction holds the whole file's write lock already."""

    def _connection(self) -> sqlite3.Connection:
        if self._conn is None:
            raise RegistryError(f"registry at {self.path} is closed; open it again")
        return self._conn

    def close(self) -> None:
        """Close the connection; the database cannot be used afterwards."""
        with self._lock:
            self._give_up_wal_index()  # first: the descriptor is SQLite's, and lives only as long as its connection
            if self._conn is not None:
                self._conn.close()
                self._conn = None
