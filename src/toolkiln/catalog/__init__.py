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
import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..immutable import Immutable
from ..returns import Shape, declared_returns
from ..toolspec import ToolSchema, parse_python, parse_schema

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


def load_catalog() -> dict[str, CatalogTool]:
    """Every catalog tool by name, sorted by name.

    The files are read once and cached (they are read-only); each call returns a
    new dict, so a caller that changes it cannot change what the next one sees.
    """
    return dict(_read_catalog())


@functools.cache
def _read_catalog() -> tuple[tuple[str, CatalogTool], ...]:
    # This package's own folder, not importlib.resources: toolkiln runs from folders on disk
    # (its workers are started with them on sys.path), and every start reads the catalog.
    folder = Path(__file__).parent
    tools = []
    for file_name in sorted(os.listdir(folder)):
        if not file_name.endswith(".py") or file_name == "__init__.py":
            continue
        name = file_name[: -len(".py")]
        source = (folder / file_name).read_text(encoding="utf-8")
        module = parse_python(source)  # once for the schema and the return shape (a shipped file always parses)
        returns = declared_returns(source, name, module=module) or {}
        schema = parse_schema(source, name, module=module)
        tools.append((name, CatalogTool(name=name, source=source, schema=schema, returns=returns)))
    return tuple(tools)
