"""The registry: a SQLite file of the tools models wrote, with their versions,
provenance and approval status, a search over them, and the run log.

:class:`Registry` is the store (it saves a :class:`NewTool` and reads back a
:class:`StoredTool`, :mod:`.stored_tool`; over :class:`~.db.Database`, schema in
:mod:`.migrations`, search index in :mod:`.index`); :class:`RunLog`
(``registry.runlog``) is the run log in the same file (a damaged row read back
as far as it can be, :mod:`.turn_row`); :func:`open_registry`
opens the one under ``$TOOLKILN_HOME``; :mod:`.transfer` writes and reads
exported tool files.
"""

from __future__ import annotations

import importlib
import os
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkiln.errors import ConfigError
from toolkiln.store.postgres import is_postgres_url
from toolkiln.store.runlog import RunLog
from toolkiln.store.store import Registry
from toolkiln.store.stored_tool import STATUSES, StoredTool, source_sha256
from toolkiln.store.turn_filter import TurnFilter
from toolkiln.store.turn_row import damage_line

if TYPE_CHECKING:
    from toolkiln.settings import Settings
    from toolkiln.store.call_verdicts import SealedCallVouchers
    from toolkiln.store.new_tool import NewTool
    from toolkiln.store.review import approve_tool, reject_tool, retire_tool
    from toolkiln.store.sessions import Session, list_sessions, session_name, sessions_home
    from toolkiln.store.transfer import (
        MAX_FILE_BYTES,
        add_source,
        export_tools,
        header_name,
        is_export,
        iter_import,
        parse_export,
    )

__all__ = [
    "MAX_FILE_BYTES",
    "REGISTRY_FILE",
    "STATUSES",
    "NewTool",
    "Registry",
    "RunLog",
    "SealedCallVouchers",
    "Session",
    "StoredTool",
    "TurnFilter",
    "add_source",
    "approve_tool",
    "damage_line",
    "export_tools",
    "header_name",
    "is_export",
    "iter_import",
    "list_sessions",
    "open_registry",
    "parse_export",
    "reject_tool",
    "retire_tool",
    "session_name",
    "sessions_home",
    "source_sha256",
]

REGISTRY_FILE = "registry.sqlite3"
"""The registry's file name inside ``$TOOLKILN_HOME``."""


_ON_FIRST_USE = {
    "NewTool": "toolkiln.store.new_tool",  # only what saves a tool needs it, not a run that reuses one
    **dict.fromkeys(("approve_tool", "reject_tool", "retire_tool"), "toolkiln.store.review"),
    "SealedCallVouchers": "toolkiln.store.call_verdicts",  # verdicts a Ray cluster's nodes check
    **dict.fromkeys(("Session", "list_sessions", "session_name", "sessions_home"), "toolkiln.store.sessions"),
    # exported tool files: reading one gates it, which loads libcst
    **dict.fromkeys(
        ("MAX_FILE_BYTES", "add_source", "export_tools", "header_name", "is_export", "iter_import", "parse_export"),
        "toolkiln.store.transfer",
    ),
}
"""Names imported on first use (:func:`__getattr__`): a run that reuses a tool, outside a session, needs none."""


def __getattr__(name: str) -> Any:
    module = _ON_FIRST_USE.get(name)
    if module is None:
        raise AttributeError(f"module 'toolkiln.store' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def open_registry(settings: Settings, *, read_only: bool = False) -> Registry:
    """Open ``settings.home / registry.sqlite3``, creating the folder and the file; or, when
    ``database_url`` is set, the PostgreSQL store it names (nothing is written to the home).

    Raises :class:`ConfigError` when the home folder cannot be created or written,
    and :class:`~toolkiln.errors.RegistryError` when the file is not a registry.
    ``read_only`` creates and writes nothing: for commands that only read, so a
    read-only home still works for them (a missing registry reads as empty).
    """
    registry = _open(settings, read_only)
    registry.default_actor = registry.runlog.default_actor = getattr(settings, "acting_user", None)
    return registry


def _open(settings: Settings, read_only: bool) -> Registry:
    url = getattr(settings, "database_url", None)  # a stand-in for Settings (a test's namespace) may lack it
    if url:
        if not is_postgres_url(url):
            raise ConfigError(
                f"database_url {url!r} is not a PostgreSQL URL; give one like postgresql://user@host/toolkiln, "
                "or unset TOOLKILN_DATABASE_URL to use the SQLite file in the home"
            )
        return Registry(url, read_only=read_only, key_file=settings.key_path)
    key_file = getattr(settings, "registry_key_file", None)
    home = Path(settings.home)
    _check_could_be_folder(home)  # "cannot be created (File exists)" would not say that a file is in the way
    if read_only:
        return Registry(home / REGISTRY_FILE, read_only=True, key_file=key_file)
    try:
        home.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise ConfigError(
            f"TOOLKILN_HOME {home} cannot be created ({exc.strerror}); set TOOLKILN_HOME to a folder you can write"
        ) from None
    if not os.access(home, os.W_OK | os.X_OK):
        raise ConfigError(f"TOOLKILN_HOME {home} is not writable; set TOOLKILN_HOME to a folder you can write")
    return Registry(home / REGISTRY_FILE, key_file=key_file)


def _check_could_be_folder(home: Path) -> None:
    """Raise :class:`ConfigError` when ``home`` is, or would have to be made inside, something that is not a folder."""
    existing = next((p for p in (home, *home.parents) if p.exists()), None)
    if existing is not None and not existing.is_dir():
        raise ConfigError(
            f"TOOLKILN_HOME {home} cannot be a folder ({existing} is a file); set TOOLKILN_HOME to a folder you can write"
        )
