"""What toolkiln worked out from files that rarely change, kept in the home so the next run need not.

A :class:`HomeMemo` is one JSON file in ``$TOOLKILN_HOME`` mapping a key (a digest of
everything the value was worked out from: a file's text, and the code that read it
when that code may change) to a JSON value. The workflow files' decoded TOML
(:mod:`toolkiln.workflows.model`) and the catalog tools' schemas (:mod:`toolkiln.tools.catalog`)
are kept this way: decoding and parsing them cost every run several million
instructions though they rarely change.

A memo only saves work: a key that is missing, or a file that is missing,
unreadable or not JSON, means working the value out again, and a changed text is
another key. A memo is written whole (a new file renamed over the old), only when
what was used differs from what was read, and never into a home that does not
exist; one that cannot be written is simply not kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
from pathlib import Path
from typing import Any

__all__ = ["HomeMemo", "code_digest", "digest"]


def digest(*parts: str) -> str:
    """The key of a value worked out from ``parts``: sha256 over each part, length-prefixed."""
    hasher = hashlib.sha256()
    for part in parts:
        data = part.encode("utf-8", "surrogatepass")
        hasher.update(b"%d:" % len(data))
        hasher.update(data)
    return hasher.hexdigest()


class HomeMemo:
    """Values by key in ``path`` (a file in the home), read once; :meth:`save` keeps the ones used this time."""

    def __init__(self, path: Path | None) -> None:
        """``path`` None keeps nothing (a caller without a home): every value is worked out."""
        self.path = path
        known: Any = {}
        if path is not None:
            try:
                known = json.loads(path.read_bytes())
            except (OSError, ValueError):
                known = {}
        self.known: dict[str, Any] = known if isinstance(known, dict) else {}
        self.used: dict[str, Any] = {}

    def get(self, key: str) -> Any:
        """The value kept under ``key``, or None."""
        value = self.known.get(key)
        if value is not None:
            self.used[key] = value
        return value

    def put(self, key: str, value: Any) -> None:
        """Keep ``value`` (JSON data) under ``key`` at the next :meth:`save`."""
        self.used[key] = value

    def save(self) -> None:
        """Write the values used since this memo was read, when they differ from what it held."""
        if self.path is None or self.used == self.known or not self.path.parent.is_dir():
            return
        partial = self.path.with_name(f"{self.path.name}.{os.getpid()}.partial")
        try:
            partial.write_text(json.dumps(self.used, allow_nan=False), encoding="utf-8")
            os.replace(partial, self.path)  # whole or not at all, also with runs writing it at once
        except (OSError, TypeError, ValueError):  # a value with no JSON form, a read-only home
            with contextlib.suppress(OSError):
                partial.unlink(missing_ok=True)


def code_digest(root: Path, entries: tuple[str, ...]) -> str:
    """sha256 over the ``.py`` files ``entries`` name under ``root`` (a folder counts all its files),
    each by its relative path and its bytes, in a fixed order."""
    digest = hashlib.sha256()
    for entry in entries:
        for name in _python_files(root, entry):
            with open(os.path.join(root, name), "rb") as handle:
                data = handle.read()
            label = name.encode()
            digest.update(b"%d:%s|%d:" % (len(label), label, len(data)))
            digest.update(data)
    return digest.hexdigest()


def _python_files(root: Path, entry: str) -> list[str]:
    """The ``.py`` files of ``entry`` (a file, or a folder searched through), relative to ``root``, sorted.

    ``os.walk``, not ``Path.rglob``: this runs on every start that loads a stored tool."""
    top = os.path.join(root, entry)
    if not os.path.isdir(top):
        return [entry]
    found = []
    for folder, subfolders, files in os.walk(top):
        subfolders[:] = [name for name in subfolders if name != "__pycache__"]
        relative = os.path.relpath(folder, root)
        found += [f"{relative}/{name}" for name in files if name.endswith(".py")]
    return sorted(found)
