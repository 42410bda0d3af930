"""Opening a registry for reading only, so a read-only home can still be listed, shown and exported."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from toolkiln.errors import RegistryError
from toolkiln.store.index import rebuild_index
from toolkiln.store.migrations import MIGRATIONS, another_build, applied_steps, migrate, unknown_steps

__all__ = ["connect_read_only"]


def connect_read_only(path: Path, translate: Callable[[sqlite3.Error], RegistryError]) -> sqlite3.Connection:
    """A connection to the registry at ``path`` that never writes.

    A missing file reads as an empty registry (nothing is created). A
    write-ahead-logged file in a folder that cannot be written cannot get its
    shared-memory file, so it is opened as immutable then (nothing else can
    write there either). A registry whose schema is older than this toolkiln
    cannot be upgraded without writing: :class:`RegistryError` says so. One written by
    another build (it records steps this toolkiln does not know) is read when it has
    every step this toolkiln knows: reading cannot harm what that build expects, and
    only writing is refused (:class:`~.migrations.WrittenByAnotherBuild`).
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
            done = applied_steps(conn)
            unknown = unknown_steps(conn)
        except sqlite3.Error as exc:
            conn.close()
            last = exc
            continue
        if any(name not in done for name, _ in MIGRATIONS):
            conn.close()
            raise _needs_upgrade(path, unknown)
        return conn
    assert last is not None
    raise translate(last) from None


def _needs_upgrade(path: Path, unknown: list[str]) -> RegistryError:
    """Why a registry with steps still to apply cannot be read here, and what to do."""
    if unknown:  # upgrading it here would meet a schema this toolkiln did not make
        return RegistryError(
            f"registry at {path} cannot be read by this toolkiln: {another_build(unknown)} and lacks steps "
            "this one needs; open it with the toolkiln that wrote it"
        )
    return RegistryError(
        f"registry at {path} was made by an older toolkiln and cannot be upgraded read-only; "
        "run any command once with write access to it"
    )
