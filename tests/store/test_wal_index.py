"""The change stamp's shortcut through SQLite's WAL index header: it reads, and never takes SQLite's locks away.

POSIX drops every record lock a process holds on a file when the process closes any
descriptor of that file. SQLite holds a shared lock on the ``-shm`` file's "dead man
switch" byte for as long as it uses the file; a process that can take that byte
exclusively takes itself for the file's first user and truncates it, under the mappings
of everyone else (SIGBUS). These tests take the part of such a sibling process.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from toolkiln.store import Registry
from toolkiln.store.wal_index import WAL_INDEX_HEADER_BYTES, read_header, usable_header

pytestmark = pytest.mark.skipif(not os.path.isdir("/proc/self/fd"), reason="needs /proc to find SQLite's descriptor")

DEAD_MAN_SWITCH = 128
"""SQLite's ``UNIX_SHM_DMS``: the byte after the eight WAL locks, from offset 120 (``os_unix.c``)."""

_SIBLING = """\
import fcntl, os, sys
fd = os.open(sys.argv[1], os.O_RDWR)
try:
    fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, 1, int(sys.argv[2]))
except OSError:
    print("refused")
else:
    print("taken")
"""


def sibling_takes_dead_man_switch(shm: Path) -> bool:
    """Whether another process could lock the ``-shm`` file's dead man switch exclusively now."""
    done = subprocess.run(
        [sys.executable, "-c", _SIBLING, str(shm), str(DEAD_MAN_SWITCH)],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    return done.stdout.strip() == "taken"


def descriptors_on(path: Path) -> int:
    """How many descriptors this process holds on ``path``."""
    count = 0
    for name in os.listdir("/proc/self/fd"):
        try:
            count += os.readlink(f"/proc/self/fd/{name}") == os.path.realpath(path)
        except OSError:
            continue
    return count


def commit_elsewhere(path: Path, n: int) -> None:
    with sqlite3.connect(path) as db:
        db.execute("UPDATE tools SET description = ? WHERE name = 'celsius_to_fahrenheit'", (f"edit {n}",))
    db.close()


@pytest.fixture
def registry(tmp_path):
    with Registry(tmp_path / "registry.sqlite3") as registry:
        registry.save(
            name="celsius_to_fahrenheit",
            source="def celsius_to_fahrenheit(celsius: float) -> dict:\n    return {'f': celsius}\n",
            description="",
            params=[{"name": "celsius", "type": "float", "required": True}],
            backend="b",
            model="b",
        )
        yield registry


def test_a_sibling_cannot_take_the_wal_index_while_the_stamp_is_read(registry):
    """The dead man switch stays ours before the stamp is read, after, and after commits that move it."""
    shm = Path(os.path.realpath(registry.db.path) + "-shm")
    assert not sibling_takes_dead_man_switch(shm)
    stamps = {registry.change_stamp() for _ in range(200)}
    assert len(stamps) == 1
    assert not sibling_takes_dead_man_switch(shm)
    for n in range(5):
        commit_elsewhere(registry.db.path, n)
        stamps.add(registry.change_stamp())
        assert not sibling_takes_dead_man_switch(shm)
    assert len(stamps) == 6


def test_the_stamp_opens_no_descriptor_of_its_own_on_the_wal_index(registry):
    """One descriptor on ``-shm`` in this process, SQLite's, however often the stamp is read."""
    shm = Path(os.path.realpath(registry.db.path) + "-shm")
    assert descriptors_on(shm) == 1
    for n in range(3):
        registry.change_stamp()
        commit_elsewhere(registry.db.path, n)
        registry.change_stamp()
    assert descriptors_on(shm) == 1


def test_the_sibling_would_see_a_descriptor_closed_behind_sqlites_back(tmp_path):
    """What the tests above would catch: opening and closing a descriptor of our own drops SQLite's lock.

    (This is why the stamp borrows SQLite's descriptor rather than opening one.)"""
    path = tmp_path / "registry.sqlite3"
    registry = Registry(path)
    try:
        shm = Path(os.path.realpath(path) + "-shm")
        assert not sibling_takes_dead_man_switch(shm)
        os.close(os.open(shm, os.O_RDONLY))
        assert sibling_takes_dead_man_switch(shm)
    finally:
        registry.close()


def test_the_stamp_asks_sqlite_only_after_a_commit(registry):
    """While nothing is committed the stamp runs no statement; a commit elsewhere makes it ask, once
    (whether the file changed, then the tools' counter)."""
    asked: list[str] = []
    registry.change_stamp()
    registry.db._connection().set_trace_callback(asked.append)
    try:
        first = registry.change_stamp()
        for _ in range(50):
            assert registry.change_stamp() == first
        assert asked == []
        commit_elsewhere(registry.db.path, 1)
        assert registry.change_stamp() != first
        assert registry.change_stamp() != first
        assert asked == ["PRAGMA data_version", "SELECT stamp FROM registry_changes"]
    finally:
        registry.db._connection().set_trace_callback(None)


def test_a_header_cut_short_or_caught_mid_write_is_never_trusted(tmp_path):
    """A short read (a file truncated by another process) or two copies that differ send the stamp to SQLite."""
    copy = (3007000).to_bytes(4, sys.byteorder) + bytes(8) + b"\x01" + bytes(35)
    whole = tmp_path / "whole"
    whole.write_bytes(copy * 2 + bytes(64))
    cut = tmp_path / "cut"
    cut.write_bytes((copy * 2)[:50])
    torn = tmp_path / "torn"
    torn.write_bytes(copy + copy[:20] + b"\x07" + copy[21:])
    headers = {}
    for file in (whole, cut, torn):
        fd = os.open(file, os.O_RDONLY)
        try:
            headers[file.name] = read_header(fd)
        finally:
            os.close(fd)
    assert len(headers["whole"]) == WAL_INDEX_HEADER_BYTES and usable_header(headers["whole"])
    assert len(headers["cut"]) == 50 and not usable_header(headers["cut"])
    assert not usable_header(headers["torn"])
    assert not usable_header(b"")
