"""A full disk, told apart from every other write failure and named as such.

SQLite reports a disk that filled up mid-write as ``database or disk is full``
(``SQLITE_FULL``) when the write itself fails, but as ``disk I/O error`` when the
file it grows is its write-ahead log's shared memory or a journal, and an
``os.write`` says ``No space left on device``. Each write path of the store
(the registry, run log and workflow marks in SQLite, session files, the registry
key) asks :func:`disk_full` whether its failure was the disk filling up, and
raises :class:`~toolkiln.errors.DiskFull` saying so: what the person can do about
it is the same for all of them.
"""

from __future__ import annotations

import errno
import os
import sqlite3
from pathlib import Path

from toolkiln.errors import DiskFull

__all__ = ["disk_full", "full_disk_error"]

_NEARLY_FULL_BYTES = 256 * 1024
"""Free space under this, for an unprivileged writer, counts as a full disk after an I/O error."""
_FULL_ERRNOS = frozenset({errno.ENOSPC, errno.EDQUOT})


def disk_full(exc: BaseException, path: Path | str) -> bool:
    """Whether ``exc``, met writing ``path``, is the disk holding it being full (or the quota spent)."""
    if isinstance(exc, OSError):
        return exc.errno in _FULL_ERRNOS
    if not isinstance(exc, sqlite3.Error):
        return False
    if getattr(exc, "sqlite_errorcode", None) == sqlite3.SQLITE_FULL or "disk is full" in str(exc):
        return True
    return "disk I/O error" in str(exc) and _nearly_full(path)


def full_disk_error(path: Path | str) -> DiskFull:
    """The one-line error for a full disk under ``path``."""
    folder = Path(path).parent if not Path(path).is_dir() else Path(path)
    return DiskFull(f"the disk holding {folder} is full; free space and run again (nothing stored before was lost)")


def _nearly_full(path: Path | str) -> bool:
    folder = Path(path)
    while not folder.exists() and folder != folder.parent:
        folder = folder.parent
    try:
        space = os.statvfs(folder)
    except OSError:
        return False
    return space.f_bavail * space.f_frsize < _NEARLY_FULL_BYTES
