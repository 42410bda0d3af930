"""The catalog: hand-written tools shipped with toolkiln.

Each tool is one ``.py`` file in this folder, in the same format as a generated
tool (module docstring, entry point named like the file, annotated parameters,
a JSON result) and written in the same restricted subset, so it passes the
gate and runs in the same worker pool. The files are read as package data and
never imported: the host only ever runs them inside the sandbox.

    calculate           a safe arithmetic evaluator (tokenizer + recursive descent)
    date_diff           days between two ISO dates
    statistics_summary  count, mean, median, spread of a list of numbers
    text_stats          characters, words, lines, sentences of a text

Each declares what it returns (a module-level ``RETURNS``, see
:mod:`toolkiln.tools.returns`). Adding a tool means adding one file here;
:func:`load_catalog` finds it.
"""

from __future__ import annotations

import json
import os
import re
import sys
import threading
from dataclasses import dataclass
from pathlib import Path

from toolkiln.tools.returns import Shape, declared_returns
from toolkiln.tools.toolspec import Param, ToolSchema, parse_python, parse_schema
from toolkiln.util.immutable import Immutable
from toolkiln.util.memo import HomeMemo, code_digest, digest

__all__ = ["MEMO_FILE", "CatalogTool", "catalog_error", "load_catalog"]

_SOURCE_LINE = re.compile(r" \(line \d+\)$")
_REFUSAL = re.compile(r"^ValueError: ")


def catalog_error(error: str | None) -> str | None:
    """A catalog tool's error as the tool's own message: ``division by zero at position 2``.

    A generated tool's error keeps its type and ``(line N)``, which point into
    source a person can read with ``tools show``; for a catalog tool they point
    into toolkiln's own files, and its ``ValueError`` is how it refuses an input.
    """
    if not error:
        return error
    return _REFUSAL.sub("", _SOURCE_LINE.sub("", error))


@dataclass(eq=False, repr=False)
class CatalogTool(Immutable):
    """A hand-written tool, with the schema read from its source."""

    name: str
    """The tool's name: the file's stem and the entry point's name."""
    source: str
    """The module's source text, exactly as shipped."""
    schema: ToolSchema
    """Parameters and description, read statically from ``source``."""
    returns: Shape
    """What it returns, as its ``RETURNS`` declares (``{}`` when it declares nothing)."""


def load_catalog(home: Path | None = None) -> dict[str, CatalogTool]:
    """Every catalog tool by name, sorted by name.

    The files are read once per process (they are read-only); each call returns a new
    dict, so a caller that changes it cannot change what the next one sees. With
    ``home``, each tool's schema and return shape, read from its source, are kept in
    ``home/MEMO_FILE`` (:class:`~toolkiln.util.memo.HomeMemo`), keyed by the source and the
    code that reads it, so a later run does not parse the files again.
    """
    with _LOCK:
        if not _CATALOG:
            _CATALOG.append(_read_catalog(home))
        return dict(_CATALOG[0])


MEMO_FILE = "catalog.schemas.json"
"""Where the catalog tools' schemas are kept, in the home."""

_READERS = ("toolspec.py", "returns.py", "catalog/__init__.py")
"""The code that works a tool's schema and return shape out of its source: a change to it is a new memo key."""

_CATALOG: list[tuple[tuple[str, CatalogTool], ...]] = []
_LOCK = threading.Lock()


def _read_catalog(home: Path | None) -> tuple[tuple[str, CatalogTool], ...]:
    # This package's own folder, not importlib.resources: toolkiln runs from folders on disk
    # (its workers are started with them on sys.path), and every start reads the catalog.
    folder = Path(__file__).parent
    memo = HomeMemo(None if home is None else Path(home) / MEMO_FILE)
    readers = f"{code_digest(folder.parent, _READERS)}|{sys.version}" if home is not None else ""
    tools = []
    for file_name in sorted(os.listdir(folder)):
        if not file_name.endswith(".py") or file_name == "__init__.py":
            continue
        name = file_name[: -len(".py")]
        source = (folder / file_name).read_text(encoding="utf-8")
        key = digest(readers, name, source)
        tool = _recalled(name, source, memo.get(key))
        if tool is None:
            tool = _parsed(name, source)
            memo.put(key, _kept(tool))
        tools.append((name, tool))
    memo.save()
    return tuple(tools)


def _parsed(name: str, source: str) -> CatalogTool:
    module = parse_python(source)  # once for the schema and the return shape (a shipped file always parses)
    returns = declared_returns(source, name, module=module) or {}
    schema = parse_schema(source, name, module=module)
    return CatalogTool(name=name, source=source, schema=schema, returns=returns)


def _kept(tool: CatalogTool) -> dict | None:
    """What the memo keeps of ``tool``: its description, params and return shape as JSON; None when JSON
    would not give them back exactly (a default that is a tuple, say), so the tool is parsed every time."""
    kept = {"description": tool.schema.description, "params": tool.schema.to_dicts(), "returns": tool.returns}
    try:
        same = json.loads(json.dumps(kept, allow_nan=False)) == kept
    except (TypeError, ValueError):
        return None
    return kept if same and _recalled(tool.name, tool.source, kept) is not None else None


def _recalled(name: str, source: str, kept: object) -> CatalogTool | None:
    """The tool from what the memo kept; None when it kept nothing usable."""
    if not isinstance(kept, dict) or not isinstance(kept.get("params"), list):
        return None
    try:
        params = tuple(Param.from_dict(param) for param in kept["params"])
    except Exception:  # whatever the memo holds that does not read back, the source is parsed instead
        return None
    if [param.to_dict() for param in params] != kept["params"] or not isinstance(kept.get("returns"), dict):
        return None
    schema = ToolSchema(name=name, description=str(kept.get("description", "")), params=params)
    return CatalogTool(name=name, source=source, schema=schema, returns=kept["returns"])
