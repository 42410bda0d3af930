"""What a reviewer sees of the registry, as data: the CLI's ``tools`` commands and the web pages share it.

* :func:`parse_ref` — ``NAME`` or ``NAME@V``;
* :func:`tool_entry`, :func:`catalog_entries` — the objects of ``tools list --json``;
* :func:`search_entries` — ``tools search --json``: the catalog's matches, then the registry's, best first;
* :func:`superseded`, :func:`history_json` — ``tools history``: each version, an active one that a later
  active version replaced marked ``superseded_by``;
* :func:`show_json` — ``tools show --json``: a version with its provenance and whether it may
  run (hash, the registry's seal, the gate: :func:`integrity_problem`);
* :func:`reseal_text` — who signed a row again after the registry's key was lost, and when;
* :func:`source_diff` — a unified diff of two versions' sources.
"""

from __future__ import annotations

import difflib
from collections.abc import Callable

from toolkiln.errors import ToolkilnError, UsageError
from toolkiln.store import Registry, StoredTool
from toolkiln.store.search import name_words, weighted_terms
from toolkiln.tools.catalog import load_catalog
from toolkiln.util.text import whole_number
from toolkiln.vocab import ToolSourceKind, ToolStatus

__all__ = [
    "catalog_entries",
    "integrity_problem",
    "parse_ref",
    "refused_earlier",
    "reseal_text",
    "search_entries",
    "show_json",
    "source_diff",
    "superseded",
    "history_json",
    "tool_entry",
]


def parse_ref(ref: str) -> tuple[str, int | None]:
    """``name@3`` → ``("name", 3)``; ``name`` → ``("name", None)``."""
    name, sep, version = ref.partition("@")
    if not sep:
        return name, None
    number = whole_number(version)
    if number is None or number < 1:
        raise UsageError(f"{ref!r}: the version after @ must be a whole number from 1, e.g. {name}@2")
    return name, number


def tool_entry(tool: StoredTool) -> dict:
    """A registry tool as ``tools list --json`` prints it."""
    return {
        "name": tool.name,
        "version": tool.version,
        "origin": tool.provenance,
        "status": tool.status,
        "description": tool.description,
        "params": tool.params,
        "returns": tool.returns,
    }


def catalog_entries() -> list[dict]:
    """The catalog's tools as ``tools list --json`` prints them (no version, always active)."""
    return [
        {
            "name": t.name,
            "version": None,
            "origin": ToolSourceKind.CATALOG,
            "status": ToolStatus.ACTIVE,
            "description": t.schema.description,
            "params": t.schema.to_dicts(),
            "returns": t.returns,
        }
        for t in load_catalog().values()
    ]


def superseded(versions: list[StoredTool]) -> dict[int, int]:
    """Version → the later version that replaced it, for each active version that is not the one that runs
    (only the latest active version runs; an older active one stays on record, superseded)."""
    active = [t.version for t in versions if t.status == ToolStatus.ACTIVE]
    return {v: max(active) for v in active if v != max(active)}


def history_json(versions: list[StoredTool]) -> list[dict]:
    """``tools history --json``: every version without its source; a superseded one says by which."""
    replaced = superseded(versions)
    out = []
    for tool in versions:
        entry = tool.to_dict(source=False)
        if tool.version in replaced:
            entry["superseded_by"] = replaced[tool.version]
        out.append(entry)
    return out


def search_entries(
    registry: Registry, text: str, limit: int, entry: Callable[[StoredTool], dict] = tool_entry
) -> list[dict]:
    """The ``limit`` tools most relevant to ``text``, as ``tools search --json`` lists them.

    Catalog tools whose name or description holds a word of the query come first (most
    words first: they are always there), then the registry's search, best first.
    ``entry`` makes a registry tool's object (the web adds whether it may run)."""
    found = registry.search(text, limit)
    return (_matching_catalog(text) + [entry(t) for t in found])[:limit]


def _matching_catalog(text: str) -> list[dict]:
    """Catalog entries whose name or description holds a word of ``text``, most words first."""
    terms = weighted_terms(text)
    scored = []
    for entry in catalog_entries():
        words = set(f"{name_words(entry['name'])} {entry['description']}".lower().replace(".", " ").split())
        score = sum(weight for term, weight in terms.items() if term in words)
        if score:
            scored.append((-score, entry["name"], entry))
    return [entry for *_, entry in sorted(scored, key=lambda item: item[:2])]


def integrity_problem(registry: Registry, tool: StoredTool) -> ToolkilnError | None:
    """Why ``tool`` would be refused at run time (its hash, the registry's seal, the gate), or None."""
    try:
        registry.verify(tool)
    except ToolkilnError as exc:
        return exc
    return None


def show_json(tool: StoredTool, registry: Registry) -> dict:
    """``tools show --json``: the version, its provenance, ``verified``: whether it may run —
    its source matches its hash, its row carries the registry's signature and the source passes the gate —
    and ``refused_before``: another version with this source that a person rejected or retired,
    ``{"ref", "status", "reason"}``, or null."""
    data = {**tool.to_dict(), "verified": integrity_problem(registry, tool) is None}
    earlier = refused_earlier(registry, tool)
    data["refused_before"] = (
        None if earlier is None else {"ref": earlier.ref, "status": earlier.status, "reason": earlier.status_reason}
    )
    return data


def reseal_text(resealed: list[dict] | None) -> str:
    """Each time a row was signed again by ``tools reseal``, as one line: ``by ada on 2026-…; by …``.

    Empty when it never was. A mark missing its ``by`` or ``at`` reads ``?``."""
    return "; ".join(f"by {mark.get('by') or '?'} on {mark.get('at') or '?'}" for mark in resealed or [])


def refused_earlier(registry: Registry, tool: StoredTool) -> StoredTool | None:
    """Another version of ``tool`` with the same source that a person rejected or retired, if any."""
    earlier = registry.refused_source(tool.name, tool.sha256)
    return earlier if earlier is not None and earlier.version != tool.version else None


def source_diff(before: StoredTool, after: StoredTool, *, show=str) -> str:
    """A unified diff from ``before`` to ``after``; empty when the sources are equal.

    ``show`` turns each source into the text shown (a terminal writes control characters out).
    """
    old, new = (show(t.source.replace("\r\n", "\n")).splitlines(keepends=True) for t in (before, after))
    lines = difflib.unified_diff(old, new, fromfile=before.ref, tofile=after.ref)
    return "".join(line if line.endswith("\n") else line + "\n" for line in lines)
