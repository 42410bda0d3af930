"""A reviewer's decisions on a registry tool: approve a version, reject one, retire a tool.

``toolkiln tools approve|reject|retire`` and :meth:`toolkiln.Toolkiln.approve`,
:meth:`~toolkiln.Toolkiln.reject` and :meth:`~toolkiln.Toolkiln.retire` call these
functions; each surface names its own way of listing tools and of giving a reason
(``listed_by``, ``reason_hint``), so an error points at what that caller can type.
"""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING

from toolkiln.errors import ToolNotFound, UsageError
from toolkiln.vocab import ToolStatus

if TYPE_CHECKING:
    from toolkiln.store.store import Registry
    from toolkiln.store.stored_tool import StoredTool

__all__ = ["approve_tool", "reject_tool", "retire_tool"]


def approve_tool(
    registry: Registry,
    name: str,
    version: int | None,
    *,
    force: bool = False,
    catalog: Collection[str],
    listed_by: str,
    force_hint: str,
) -> tuple[StoredTool, ToolStatus]:
    """Make a version active (the latest when ``version`` is None); the tool now, and its status before.

    A retired version comes back only with ``force``: a reviewer retired it, and approving
    it by a slip would undo that without a word; the :class:`~toolkiln.errors.UsageError`
    ends with ``force_hint`` (how this caller says so; ``{ref}`` is the version's ref).
    Raises :class:`~toolkiln.errors.ToolNotFound` for a name the registry does not hold (a
    catalog tool's name is answered as such), :class:`~toolkiln.errors.IntegrityError` for a
    row edited behind toolkiln's back.
    """
    _not_a_catalog_tool(registry, name, catalog, "approved", listed_by)
    before = registry.require(name, version)
    if before.status == ToolStatus.RETIRED and not force:
        why = f" ({before.status_reason})" if before.status_reason else ""
        raise UsageError(
            f"{before.ref} is retired{why}; approving it brings it back into use: {force_hint.format(ref=before.ref)}"
        )
    return registry.approve(name, before.version, force=True), before.status


def reject_tool(
    registry: Registry,
    name: str,
    version: int | None,
    reason: str,
    *,
    catalog: Collection[str],
    listed_by: str,
    reason_hint: str,
) -> StoredTool:
    """Mark a version rejected (the latest when ``version`` is None): it is never offered again.

    ``reason`` is kept with the version; an empty one is a :class:`~toolkiln.errors.UsageError`
    that says ``reason_hint`` (how this caller gives one).
    """
    _not_a_catalog_tool(registry, name, catalog, "rejected", listed_by)
    if not reason.strip():
        raise UsageError(f"a rejection needs a reason; {reason_hint}")
    return registry.reject(name, version, reason)


def retire_tool(
    registry: Registry, name: str, reason: str | None, *, catalog: Collection[str], listed_by: str
) -> list[StoredTool]:
    """Retire every version of ``name`` (rejected ones stay rejected); every version, as it is now."""
    _not_a_catalog_tool(registry, name, catalog, "retired", listed_by)
    return registry.retire(name, reason)


def _not_a_catalog_tool(registry: Registry, name: str, catalog: Collection[str], done: str, listed_by: str) -> None:
    """Refuse a catalog tool's name, which the registry does not hold, saying why (else "no tool named")."""
    if registry.get(name) is None and name in catalog:
        raise ToolNotFound(
            f"{name!r} is a catalog tool: it ships with toolkiln and always runs; "
            f"only registry tools ({listed_by}) can be {done}"
        )
