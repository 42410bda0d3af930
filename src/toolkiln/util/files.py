"""Reading the files a person points toolkiln at (``vet``, ``tools import``) or keeps in its home
(``config.toml``, ``agents.toml``, ``workflows/*.toml``).

A folder to import is someone else's: a ``b.py`` in it may be a FIFO (opening
and reading it blocks forever), a link to ``/dev/zero`` (reading it never ends),
a link to a file outside the folder, or a file of gigabytes. :func:`read_tool_file`
opens without blocking, checks what it opened is a regular file, and reads at
most ``max_bytes`` — before any byte of it is decoded. Every refusal is a
:class:`~toolkiln.errors.UsageError` whose message names the file and the fix.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from toolkiln.errors import UsageError

__all__ = ["MAX_SETTINGS_FILE_BYTES", "read_tool_file"]

MAX_SETTINGS_FILE_BYTES = 1024 * 1024
"""The largest ``config.toml``, ``agents.toml`` or workflow file read: far beyond any written by hand."""

_KINDS = (
    (stat.S_ISDIR, "a folder"),
    (stat.S_ISFIFO, "a FIFO"),
    (stat.S_ISCHR, "a character device"),
    (stat.S_ISBLK, "a block device"),
    (stat.S_ISSOCK, "a socket"),
)


def _kind(mode: int) -> str:
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def read_tool_file(path: Path, *, max_bytes: int, inside: Path | None = None, what: str = "a tool file") -> str:
    """The UTF-8 text of the regular file ``path``, at most ``max_bytes`` long.

    With ``inside``, ``path`` must also stay inside that folder once links are
    followed. Raises :class:`UsageError` for a file that is missing, not a regular
    file, a link out of ``inside``, longer than ``max_bytes``, or not UTF-8.
    """
    path = Path(path)
    shown = path.name if inside is not None else str(path)
    try:
        target = path.resolve(strict=True)
    except FileNotFoundError:
        raise UsageError(f"cannot read {shown}: no such file (or a link to nothing)") from None
    except (OSError, RuntimeError) as exc:  # RuntimeError: a loop of links
        raise UsageError(f"{shown}: cannot be read ({getattr(exc, 'strerror', None) or exc})") from None
    if inside is not None and not target.is_relative_to(Path(inside).resolve()):
        raise UsageError(f"{shown}: a link to {target}, outside the folder; copy the file in instead")
    try:
        # O_NONBLOCK: opening a FIFO must not wait for a writer; O_NOFOLLOW: the
        # resolved path has no link left, and none may be swapped in now.
        fd = os.open(target, os.O_RDONLY | os.O_NONBLOCK | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError as exc:
        raise UsageError(f"{shown}: cannot be read ({exc.strerror})") from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise UsageError(f"{shown}: {_kind(info.st_mode)}, not a regular file; only regular files are read")
        if info.st_size > max_bytes:
            raise UsageError(f"{shown}: {info.st_size} bytes, more than the {max_bytes} {what} may have")
        data = _read_at_most(fd, max_bytes + 1)  # a file that grows while it is read is still capped
    finally:
        os.close(fd)
    if len(data) > max_bytes:
        raise UsageError(f"{shown}: more than the {max_bytes} bytes {what} may have")
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        raise UsageError(f"{shown} is not UTF-8 text (byte {exc.start}); save it as UTF-8") from None


def _read_at_most(fd: int, limit: int) -> bytes:
    chunks, size = [], 0
    while size < limit:
        chunk = os.read(fd, min(65536, limit - size))
        if not chunk:
            break
        chunks.append(chunk)
        size += len(chunk)
    return b"".join(chunks)
