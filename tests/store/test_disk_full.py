"""A full disk is named as such on every write path, loses nothing, and the next command works once space is freed.

The home lives on a real 2 MiB tmpfs mounted for the test (root only; the test
is skipped where mounting is not permitted), filled to the last byte by a file
of zeros. Each command a person would run next is run as a subprocess.
"""

from __future__ import annotations

import json
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from toolkiln.errors import DiskFull
from toolkiln.store.sessions import Session

FULL = "is full; free space and run again"
PADDING = "    # " + "x" * 70 + "\n"
TOOL = '"""Doubles x."""\n\n' + PADDING * 200 + 'def {name}(x: int) -> dict:\n    return {{"y": 2 * x}}\n'
"""A tool of about 15 KB: storing it needs pages a full disk cannot give."""


@pytest.fixture
def small_disk(tmp_path):
    if sys.platform != "linux" or os.geteuid() != 0:
        pytest.skip("mounting a small tmpfs needs root on Linux")
    folder = tmp_path / "disk"
    folder.mkdir()
    mounted = subprocess.run(["mount", "-t", "tmpfs", "-o", "size=2m", "tmpfs", str(folder)], capture_output=True)
    if mounted.returncode != 0:
        pytest.skip(f"cannot mount a tmpfs here: {mounted.stderr.decode().strip()}")
    try:
        yield folder
    finally:
        subprocess.run(["umount", "-l", str(folder)], check=False)


def toolkiln(home: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "TOOLKILN_HOME": str(home)},
        timeout=180,
        stdin=subprocess.DEVNULL,
    )


def fill(folder: Path) -> Path:
    """A file that takes every free byte of ``folder``'s disk (bounded: the disk is 2 MiB)."""
    filler = folder / "filler"
    with open(filler, "wb", buffering=0) as handle:
        for _ in range(4096):
            try:
                handle.write(b"\0" * 4096)
            except OSError:
                break
        for _ in range(4096):  # the last partial page
            try:
                handle.write(b"\0")
            except OSError:
                break
    assert os.statvfs(folder).f_bavail == 0
    return filler


def one_error_line(done: subprocess.CompletedProcess) -> str:
    lines = done.stderr.strip().splitlines()
    assert done.returncode != 0, done.stdout
    assert lines, done.stdout
    assert len(lines) == 1 and lines[0].startswith("toolkiln: error: "), done.stderr
    return lines[0]


def add_tool(home: Path, name: str) -> subprocess.CompletedProcess:
    path = home.parent.parent / f"{name}.py"  # beside the small disk, not on it
    path.write_text(TOOL.format(name=name))
    return toolkiln(home, "tools", "add", str(path), "--params", '{"x": 2}')


def test_a_full_disk_is_named_loses_nothing_and_the_next_command_works_once_freed(small_disk):
    home = small_disk / "home"
    assert add_tool(home, "double_first").returncode == 0
    first = toolkiln(home, "run", "Convert 30 degrees Celsius to Fahrenheit", "--session", "trip", "--json")
    assert first.returncode == 0, first.stderr
    filler = fill(small_disk)

    refused_add = one_error_line(add_tool(home, "double_second"))
    assert f"the disk holding {home} {FULL}" in refused_add, refused_add
    refused_run = toolkiln(home, "run", "Convert 40 degrees Celsius to Fahrenheit", "--session", "trip", "--json")
    assert refused_run.returncode != 0
    error = json.loads(refused_run.stdout)["error"]  # --json: the error object on stdout
    assert error["type"] == "DiskFull" and error["message"].startswith(f"the disk holding {home} {FULL}"), error
    refused_chat = one_error_line(
        toolkiln(home, "run", "Convert 50 degrees Celsius to Fahrenheit", "--session", "trip")
    )
    assert f"the disk holding {home} {FULL}" in refused_chat
    assert "disk I/O error" not in refused_add + refused_chat + error["message"]

    session_file = home / "sessions" / "trip.jsonl"
    before = session_file.read_bytes()
    with pytest.raises(DiskFull, match=f"the disk holding {home / 'sessions'} {FULL}"):
        Session(home, "trip").append("user", "a message long enough to need a page of its own " * 200)
    assert session_file.read_bytes() == before, "a half-written line was left behind"

    listed = toolkiln(home, "tools", "list", "--json")  # reading needs no space
    kept = {t["name"] for t in json.loads(listed.stdout)} if listed.returncode == 0 else set()
    assert {"double_first", "celsius_to_fahrenheit"} <= kept and "double_second" not in kept, listed.stderr
    shown = toolkiln(home, "sessions", "show", "trip", "--json")
    assert shown.returncode == 0, shown.stderr

    filler.unlink()
    assert add_tool(home, "double_second").returncode == 0
    again = toolkiln(home, "run", "Convert 40 degrees Celsius to Fahrenheit", "--session", "trip", "--json")
    assert again.returncode == 0, again.stderr
    assert json.loads(again.stdout)["steps"][0]["result"] == {"fahrenheit": 104.0}
    names = {t["name"] for t in json.loads(toolkiln(home, "tools", "list", "--json").stdout)}
    assert {"double_first", "double_second", "celsius_to_fahrenheit"} <= names
    with sqlite3.connect(home / "registry.sqlite3") as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    turns = json.loads(toolkiln(home, "log", "--json").stdout)
    assert len(turns) >= 2
    session = json.loads(toolkiln(home, "sessions", "show", "trip", "--json").stdout)
    assert "damaged" not in session or session["damaged"] == [], session.get("damaged")
