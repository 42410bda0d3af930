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
:mod:`toolkiln.returns`). Adding a tool means adding one file here;
:func:`load_catalog` finds it.
"""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from importlib import resources

from ..returns import Shape, declared_returns
from ..toolspec import ToolSchema, parse_schema

__all__ = ["CatalogTool", "catalog_error", "load_catalog"]

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


@dataclass(frozen=True)
class CatalogTool:
    """A hand-written tool, with the schema read from its source."""

    name: str
    """The tool's name: the file's stem and the entry point's name."""
    source: str
    """The module's source text, exactly as shipped."""
    schema: ToolSchema
    """Parameters and description, read statically from ``source``."""
    returns: Shape
    """What it returns, as its ``RETURNS`` declares (``{}`` when it declares nothing)."""


def load_catalog() -> dict[str, CatalogTool]:
    """Every catalog tool by name, sorted by name.

    The files are read once and cached (they are read-only); each call returns a
    new dict, so a caller that changes it cannot change what the next one sees.
    """
    return dict(_read_catalog())


@functools.cache
def _read_catalog() -> tuple[tuple[str, CatalogTool], ...]:
    folder = resources.files(__name__)
    tools = []
    for entry in sorted(folder.iterdir(), key=lambda item: item.name):
        if not entry.name.endswith(".py") or entry.name == "__init__.py":
            continue
        name = entry.name[: -len(".py")]
        source = entry.read_text(encoding="utf-8")
        returns = declared_returns(source, name) or {}
        tools.append((name, CatalogTool(name=name, source=source, schema=parse_schema(source, name), returns=returns)))
    return tuple(tools)
