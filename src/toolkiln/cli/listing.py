"""``tools list`` at any registry size: a page of the table, or the JSON streamed.

The registry is read in batches of the few columns the listing shows
(:meth:`toolkiln.store.Registry.listing`), merged with the catalog by name,
and written as it is read: the JSON array is never built whole, and the table
draws one page (by default as many rows as fit the terminal).
"""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterable, Iterator
from typing import TextIO

from toolkiln.cli.terminal import inert_json

__all__ = ["TABLE_CHROME_LINES", "default_page_size", "listed_entries", "listed_json", "write_json_array"]

TABLE_CHROME_LINES = 6
"""Terminal lines a page needs besides its rows: the table's top border, header, header rule and
bottom border, the line saying what is shown, and the shell's prompt."""
LINES_PER_ROW = 2
"""A row is the tool's name over its parameters; its description is cut, never wrapped, to keep it so."""


def default_page_size(lines: int | None = None) -> int:
    """How many rows fit the terminal (at least one)."""
    height = lines if lines is not None else shutil.get_terminal_size().lines
    return max(1, (height - TABLE_CHROME_LINES) // LINES_PER_ROW)


def _compact(entry: dict) -> str:
    return json.dumps(entry, ensure_ascii=False, separators=(",", ":"))


def listed_json(
    catalog: list[dict], batches: Iterable[list], *, offset: int = 0, limit: int | None = None
) -> Iterator[list[str]]:
    """Catalog entries and registry rows ``(name, origin, entry)`` as lists of JSON texts,
    in (name, origin) order, sliced by ``offset`` and ``limit``.

    The registry's batches arrive sorted by name and the catalog is a handful of tools:
    each catalog entry is slotted into the batch it belongs to, every other batch passes
    through whole, so no Python code runs per registry row but one list comprehension."""
    left = limit
    for chunk in _merged(catalog, batches):
        if offset >= len(chunk):
            offset -= len(chunk)
            continue
        texts = [row[2] for row in chunk[offset:]]
        offset = 0
        if left is not None:
            texts = texts[:left]
            left -= len(texts)
        yield texts
        if left == 0:
            return


def _merged(catalog: list[dict], batches: Iterable[list]) -> Iterator[list]:
    pending = sorted((entry["name"], entry["origin"], _compact(entry)) for entry in catalog)
    for batch in batches:
        last = (batch[-1][0], batch[-1][1])
        cut = 0
        while cut < len(pending) and pending[cut][:2] <= last:
            cut += 1
        if cut:
            yield sorted(pending[:cut] + [tuple(row) for row in batch])
            del pending[:cut]
        else:
            yield batch
    if pending:
        yield pending


def listed_entries(
    catalog: list[dict], rows: Iterable[list], *, offset: int = 0, limit: int | None = None
) -> Iterator[dict]:
    """:func:`listed_json`, decoded (for the table: one page of them)."""
    for texts in listed_json(catalog, rows, offset=offset, limit=limit):
        for text in texts:
            yield json.loads(text)


def write_json_array(chunks: Iterable[list[str]], out: TextIO) -> int:
    """Write chunks of JSON texts as one array and a newline, as they come; how many were written."""
    count = 0
    out.write("[")
    for chunk in chunks:
        if chunk:
            text = ",".join(chunk)
            if not text.isascii() or "\x7f" in text:  # rows hold a model's words: escape them where needed,
                text = ",".join(map(inert_json, chunk))  # entry by entry (most entries are plain ASCII)
            out.write(("," if count else "") + text)
            count += len(chunk)
    out.write("]\n")
    return count
