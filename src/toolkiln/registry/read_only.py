"""Opening a registry for reading only, so a read-only home can still be listed, shown and exported."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from ..errors import RegistryError
from .index import rebuild_index
from .migrations import MIGRATIONS, migrate

__all__ = ["connect_read_only"]


def connect_read_only(path: Path, translate: Callable[[sqlite3.Error], RegistryError]) -> sqlite3.Connection:
    """A connection to the registry at ``path`` that never writes.

    A missing file reads as an empty registry (nothing is created). A
    write-ahead-logged file in a folder that cannot be written cannot get its
    shared-memory file, so it is opened as immutable then (nothing else can
    write there either). A registry whose schema is older than this toolkiln
    cannot be upgraded without writing: :class:`RegistryError` says so.
    ``translate`` turns a SQLite error into the registry's error with the fix.
    """
    if not path.exists():
        conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
        conn.row_factory = sqlite3.Row
        migrate(conn, refresh=rebuild_index)
        return conn
    last: sqlite3.Error | None = None
    for mode in ("mode=ro", "immutable=1"):
        try:
            conn = sqlite3.connect(
                f"{path.resolve().as_uri()}?{mode}", uri=True, isolation_level=None, check_same_thread=False
            )
        except sqlite3.Error as exc:
            last = exc
            continue
        try:
            conn.row_factory = sqlite3.Row
            done = {row[0] for row in conn.execute("SELECT name FROM _migrations")}
        except sqlite3.Error as exc:
            conn.close()
            last = exc
            continue
        if any(name not in done for name, _ in MIGRATIONS):
            conn.close()
            raise RegistryError(
                f"registry at {path} was made by an older toolkiln and cannot be upgraded read-only; "
                "run any command once with write access to it"
            )
        return conn
    assert last is not None
    raise translate(last) from None
