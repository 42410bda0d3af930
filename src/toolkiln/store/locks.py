"""A lock per tool name across processes, so eight ``toolkiln run``s never write the same tool eight times.

While one process writes tool ``NAME`` (generation, vetting, saving) it holds an
exclusive ``flock`` on ``locks/NAME.lock`` beside the registry file; another
process that needs the same name waits for it, then finds the saved version and
reuses it. The kernel drops the lock when its holder exits, even after a crash,
so a lock file never needs cleaning up. Where locks cannot be taken (no
``fcntl``, a read-only folder) the name is not locked: two processes may then
both write it, as before, and the registry stays consistent either way.
"""

from __future__ import annotations

import hashlib
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

try:
    import fcntl
except ImportError:  # not on POSIX: no cross-process lock
    fcntl = None  # type: ignore[assignment]

__all__ = ["LOCKS_DIR", "tool_name_lock"]

LOCKS_DIR = "locks"
"""The folder beside the registry file that holds the lock files."""

_SAFE = re.compile(r"[A-Za-z_][A-Za-z0-9_]{0,100}")


def _lock_path(folder: Path, name: str) -> Path:
    stem = name if _SAFE.fullmatch(name) else hashlib.sha256(name.encode("utf-8", "replace")).hexdigest()
    return folder / LOCKS_DIR / f"{stem}.lock"


@contextmanager
def tool_name_lock(folder: Path, name: str) -> Iterator[None]:
    """Hold the lock on tool ``name`` of the registry in ``folder``; wait while another process holds it."""
    if fcntl is None:
        yield
        return
    path = _lock_path(folder, name)
    try:
        path.parent.mkdir(exist_ok=True)
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
    except OSError:  # a read-only home: nothing is written anyway, or a writer fails with its own error
        yield
        return
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)  # Ctrl-C while waiting raises KeyboardInterrupt here
        yield
    finally:
        os.close(fd)  # closing the descriptor releases the lock
