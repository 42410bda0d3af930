"""SQLite's write-ahead-log index header, read through the descriptor SQLite itself holds.

Every commit to a WAL database, by any connection of any process, rewrites the
header at the start of its ``-shm`` file (SQLite's ``wal.c``, ``WalIndexHdr``,
written twice: the second copy first, then the first). ``PRAGMA data_version``
moves exactly when a reader finds that header changed. So while the header's
bytes are the ones seen when the PRAGMA was last asked, its answer is the same:
:meth:`~.db.Database.change_stamp` asks SQLite only when they differ.

The header is read with ``pread`` on SQLite's own descriptor, found once in
``/proc/self/fd``. toolkiln never opens or closes a descriptor of its own on the
``-shm`` file: POSIX drops every record lock a process holds on a file when the
process closes *any* descriptor of it, SQLite's locks included, and a sibling
process could then take itself for the file's first user and truncate it under
SQLite's mapping (SIGBUS). ``pread`` maps nothing either: a file cut short is a
short read, and the caller asks SQLite instead. Anything unexpected (no
``/proc``, not exactly one descriptor on the file, a header that is not SQLite's
3.7.0 format, its two copies differing mid-write, a read that fails) means "ask
SQLite".
"""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["WAL_INDEX_HEADER_BYTES", "read_header", "sqlite_wal_index_fd", "usable_header"]

WAL_INDEX_HEADER_BYTES = 96
"""The two 48-byte copies of ``WalIndexHdr`` at the start of the ``-shm`` file."""
_COPY_BYTES = WAL_INDEX_HEADER_BYTES // 2
_VERSION = (3007000).to_bytes(4, "little"), (3007000).to_bytes(4, "big")
"""``iVersion`` (WALINDEX_MAX_VERSION) in either byte order: the header is in the machine's own."""
_IS_INIT = 12
"""Offset of ``isInit`` in a copy: 1 once a connection has built the index."""
_OWN_FDS = "/proc/self/fd"


def sqlite_wal_index_fd(database: Path) -> int | None:
    """The one descriptor this process holds on ``database``'s ``-shm`` file (SQLite's), or None.

    Call it with a connection of this process open on the file in WAL mode, after a read: then
    SQLite has the file open, once per process whatever the number of connections. Two or more
    descriptors mean someone else opened it too, and which one lives as long as the connection
    cannot be told: None then, as where ``/proc`` is missing or the header is not SQLite's."""
    shm = os.path.realpath(database) + "-shm"
    try:
        names = os.listdir(_OWN_FDS)
    except OSError:
        return None
    found = []
    for name in names:
        try:
            if os.readlink(f"{_OWN_FDS}/{name}") == shm:
                found.append(int(name))
        except (OSError, ValueError):  # closed since listed, or not a number
            continue
    if len(found) != 1 or not usable_header(read_header(found[0])):
        return None
    return found[0]


def read_header(fd: int) -> bytes:
    """What the first :data:`WAL_INDEX_HEADER_BYTES` of the file hold now (fewer for a file cut short,
    none when the read fails)."""
    try:
        return os.pread(fd, WAL_INDEX_HEADER_BYTES, 0)
    except OSError:
        return b""


def usable_header(header: bytes) -> bool:
    """Whether ``header`` is a whole, initialised index header whose two copies agree (not caught mid-write)."""
    return (
        len(header) == WAL_INDEX_HEADER_BYTES
        and header[:4] in _VERSION
        and header[_IS_INIT] == 1
        and header[:_COPY_BYTES] == header[_COPY_BYTES:]
    )
