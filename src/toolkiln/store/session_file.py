"""A session's JSON-lines file on disk: opened safely, read from either end, appended whole.

The file is only ever appended to. A line that is not an entry (cut short by a
crash, not JSON, not UTF-8, wrong types) is skipped and reported as a
:class:`DamagedLine`; it is never rewritten, so it can still be mended by hand.
A path that is not a regular file (a directory, a FIFO) is refused before it is
read, so a reader never blocks on it.
"""

from __future__ import annotations

import contextlib
import json
import os
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import BinaryIO

from toolkiln.errors import ConfigError, ToolkilnError
from toolkiln.store.disk import disk_full, full_disk_error
from toolkiln.store.turn_row import run_json_problem

try:
    import fcntl
except ImportError:  # not on POSIX: appends are still one write each, only the torn-line check is unguarded
    fcntl = None  # type: ignore[assignment]

__all__ = ["DamagedLine", "append_lines", "line_number", "lines_from_end", "open_for_reading", "parse_line"]

BLOCK = 1 << 16
"""How much of a session file is read at a time, going backwards."""

_ROLES = ("user", "assistant")
_JSON_KINDS = {
    str: "a text",
    bool: "true or false",
    int: "a number",
    float: "a number",
    list: "a list",
    dict: "an object",
}


@dataclass(frozen=True)
class DamagedLine:
    """One line of a session file that is not an entry, and what is wrong with it."""

    line: int
    """Its line number in the file, from 1."""
    problem: str
    """What is wrong: ``is not valid JSON``, ``has 'content' as a number where a text belongs``…"""

    def note(self, path: Path) -> str:
        """The one line a person reads: which file and line, what is wrong, what to do."""
        return (
            f"session file {path} line {self.line} {self.problem}; it was skipped and is kept as it is: "
            "mend or delete that line by hand to bring its message back"
        )

    def to_json(self) -> dict:
        return {"line": self.line, "problem": self.problem}


def _kind(value: object) -> str:
    return "null" if value is None else _JSON_KINDS.get(type(value), type(value).__name__)


def parse_line(line: bytes, *, last: bool = False) -> tuple[dict | None, str | None]:
    """A line's entry, or None with what is wrong (None for a blank line, which is no entry and no harm).

    The problem names the line's first fault; it reads the same wherever the line is, but for
    the hint that a last line with no newline after it is a write that stopped midway.

    ``last`` says the line is the file's last and has no newline after it: a write that stopped midway.
    """
    if not line.strip():
        return None, None
    try:
        entry = json.loads(line.decode("utf-8"))
    except UnicodeDecodeError:
        return None, "is not UTF-8 text"
    except json.JSONDecodeError:
        return None, "is not valid JSON" + (" (cut short: a write that stopped midway)" if last else "")
    if not isinstance(entry, dict):
        return None, f"holds {_kind(entry)} where an object belongs"
    role, content = entry.get("role"), entry.get("content")
    if role not in _ROLES:
        shown = repr(role) if isinstance(role, str) else _kind(role)
        return None, f"has role {shown[:40]} where 'user' or 'assistant' belongs"
    if not isinstance(content, str):
        return None, f"has 'content' as {_kind(content)} where a text belongs"
    if "turn" in entry:
        turn = entry["turn"]
        if not isinstance(turn, dict):
            return None, f"has 'turn' as {_kind(turn)} where an object belongs"
        problem = run_json_problem(turn)
        if problem:
            return None, f"has its 'turn' damaged: it {problem}"
    return entry, None


def _not_a_file(path: Path, kind: str = "a directory") -> ConfigError:
    return ConfigError(f"session file {path} is {kind}; move it out of {path.parent} or use another session name")


def _require_regular(path: Path, fd: int) -> None:
    mode = os.fstat(fd).st_mode
    if not stat.S_ISREG(mode):
        os.close(fd)
        raise _not_a_file(path, "a directory" if stat.S_ISDIR(mode) else "not a regular file")


def open_for_reading(path: Path) -> BinaryIO | None:
    """The session file opened for reading, or None when there is none yet.

    Opened without blocking (a FIFO would wait for a writer forever) and refused
    unless it is a regular file: :class:`ConfigError`, naming the path.
    """
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NONBLOCK | os.O_CLOEXEC)
    except FileNotFoundError:
        return None
    except IsADirectoryError:  # not raised on Linux for O_RDONLY, but on other systems
        raise _not_a_file(path) from None
    except OSError as exc:
        raise ConfigError(f"cannot read session file {path}: {exc.strerror}; check its permissions") from None
    _require_regular(path, fd)
    return os.fdopen(fd, "rb")


def append_lines(path: Path, lines: list[str]) -> None:
    """Add ``lines`` to the end of the file in one write, so another process's lines never come between.

    A last line left without its newline (a crash mid-write) is closed first, so
    the new lines stay whole; it is not otherwise touched. Appenders take turns
    (``flock``), so one never mistakes another's write in progress for a torn line.
    """
    data = "".join(line + "\n" for line in lines).encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_APPEND | os.O_CREAT | os.O_NONBLOCK | os.O_CLOEXEC, 0o644)
    except IsADirectoryError:
        raise _not_a_file(path) from None
    except OSError as exc:
        raise _write_error(path, exc) from None
    _require_regular(path, fd)
    size: int | None = None
    try:
        if fcntl is not None:  # another appender's write in progress would look like a torn line: wait for it
            fcntl.flock(fd, fcntl.LOCK_EX)  # dropped with the close below
        size = os.fstat(fd).st_size
        if data and size and os.pread(fd, 1, size - 1) != b"\n":
            data = b"\n" + data
        view = memoryview(data)
        while view:  # O_APPEND: each write lands at the end as one piece
            view = view[os.write(fd, view) :]
        os.fsync(fd)
    except OSError as exc:
        _cut_back(fd, size)
        raise _write_error(path, exc) from None
    finally:
        os.close(fd)


def _cut_back(fd: int, size: int | None) -> None:
    """Undo a write that landed in part (the disk filled up): the file ends where it did before."""
    if size is not None:
        with contextlib.suppress(OSError):
            os.ftruncate(fd, size)


def _write_error(path: Path, exc: OSError) -> ToolkilnError:
    if disk_full(exc, path):
        return full_disk_error(path)
    return ConfigError(f"cannot write session file {path}: {exc.strerror}")


def lines_from_end(file: BinaryIO) -> Iterator[tuple[int, bytes]]:
    """The lines of a binary file with the offset each starts at, last first, reading backwards a block at a time.

    A line split over blocks is put together from its pieces, so a line longer than
    a block costs no more than reading it. The file may be read elsewhere between lines.
    """
    end = file.seek(0, os.SEEK_END)
    pending: list[bytes] = []  # pieces of the line being read, the latest piece first
    while end > 0:
        start = max(0, end - BLOCK)
        file.seek(start)
        chunk = file.read(end - start)
        parts = chunk.split(b"\n")
        end = start
        pending.append(parts.pop())
        if parts:  # a newline in this block: the line being read is whole
            line = b"".join(reversed(pending))
            offset = chunk.rfind(b"\n")
            yield start + offset + 1, line
            first = parts.pop(0)  # it may begin in an earlier block
            pending = [first]
            for part in reversed(parts):
                offset = chunk.rfind(b"\n", 0, offset)
                yield start + offset + 1, part
    yield 0, b"".join(reversed(pending))


def line_number(file: BinaryIO, offset: int) -> int:
    """The number (from 1) of the line starting at ``offset``: the newlines before it, counted a block at a time."""
    file.seek(0)
    count, left = 0, offset
    while left > 0:
        block = file.read(min(BLOCK, left))
        if not block:
            break
        count += block.count(b"\n")
        left -= len(block)
    return count + 1
