"""Where a test's store lives: a SQLite file in the test's folder, or a fresh database on the test cluster.

The store tests take the ``store_at`` fixture (``tests/conftest.py``), parametrised over
both kinds, so one suite runs against SQLite and PostgreSQL alike.
"""

from __future__ import annotations

import sqlite3
from contextlib import closing
from dataclasses import dataclass
from pathlib import Path

from toolkiln.store import Registry

__all__ = ["StoreAt"]


@dataclass(frozen=True)
class StoreAt:
    """One test's store: its location (a file or a URL) and its signing key's file."""

    kind: str
    """``sqlite`` or ``postgresql``."""
    location: Path | str
    """The SQLite file, or the PostgreSQL URL."""
    key_file: Path | None
    """The key's file for PostgreSQL (SQLite keeps it beside its file)."""
    folder: Path
    """The test's own folder."""

    @property
    def is_postgres(self) -> bool:
        return self.kind == "postgresql"

    def open(self, *, read_only: bool = False) -> Registry:
        """The store, opened (and migrated) anew."""
        return Registry(self.location, read_only=read_only, key_file=self.key_file)

    def execute(self, sql: str, args: tuple = ()) -> list[tuple]:
        """Run ``sql`` (``?`` placeholders) straight on the store, behind toolkiln's back; the rows it returns."""
        if not self.is_postgres:
            with closing(sqlite3.connect(self.location, isolation_level=None)) as conn:
                return conn.execute(sql, args).fetchall()
        import psycopg

        from toolkiln.store.postgres import placeholders

        with psycopg.connect(str(self.location), autocommit=True) as conn:
            cursor = conn.execute(placeholders(sql), args)
            return cursor.fetchall() if cursor.description else []

    def environment(self) -> dict[str, str]:
        """The variables that point a toolkiln process at this store (none for the home's SQLite file)."""
        if not self.is_postgres:
            return {}
        return {"TOOLKILN_DATABASE_URL": str(self.location), "TOOLKILN_REGISTRY_KEY_FILE": str(self.key_file)}
