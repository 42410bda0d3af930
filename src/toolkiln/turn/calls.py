"""Calling one tool by name, outside a plan: what may run under a name, and what the call came to.

:class:`RunnableTools` answers "what runs under this name": the catalog tool, or
the registry's active version once its row has been verified (the source's
sha256, the row's signature, the gate's verdict). Verifying costs several reads
of the registry, more than the call itself in a long-lived server, so the
verified row is kept per name together with the registry's change stamp
(:meth:`~toolkiln.store.Registry.change_stamp`) and reused only while that
stamp is the same: any change to the tools since, by another process (a row
edited in a shell, a tool retired) or by this one, makes the next call read and
verify the row again (the ``tools`` table's triggers move the stamp). Without one
no row can differ from the one verified; a file altered behind SQLite's back is
out of reach of this check as it is of SQLite's own page cache.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from toolkiln.errors import ToolNotFound
from toolkiln.store.audit import parse_ref
from toolkiln.tools.catalog import catalog_error
from toolkiln.vocab import StepOrigin, StepStatus, ToolSourceKind, ToolStatus

if TYPE_CHECKING:
    from toolkiln.sandbox.outcome import RunOutcome
    from toolkiln.store import Registry
    from toolkiln.tools.catalog import CatalogTool
    from toolkiln.tools.toolspec import ToolSchema

__all__ = ["VERIFIED_KEPT", "Runnable", "RunnableTools", "ToolCall"]

VERIFIED_KEPT = 1024
"""Verified rows kept (one per name called); beyond that the cache starts over."""


@dataclass(eq=False, slots=True)
class ToolCall:
    """What one direct call of a tool came to (``Toolkiln.call_tool``)."""

    name: str
    """The tool that ran."""
    origin: StepOrigin
    """``catalog`` or ``reused`` (a registry tool), as a plan step would say."""
    version: int | None
    """The registry version that ran; None for a catalog tool."""
    ok: bool
    """Whether it returned a JSON result."""
    result: Any
    """The result when ok."""
    error: str | None
    """One line when not ok."""
    elapsed_ms: float
    """Wall time of the call."""
    params: dict = field(default_factory=dict)
    """The params it ran with, widened to the signature."""
    output: str = ""
    """What the tool printed."""
    returns: dict = field(default_factory=dict)
    """The tool's recorded return shape (:mod:`toolkiln.tools.returns`)."""

    def to_json(self) -> dict:
        return {
            "tool": self.name,
            "origin": self.origin,
            "version": self.version,
            "params": self.params,
            "status": StepStatus.OK if self.ok else StepStatus.ERROR,
            "result": self.result,
            "error": self.error,
            "elapsed_ms": round(self.elapsed_ms, 3),
        }


@dataclass(eq=False, repr=False)
class Runnable:
    """What runs under a name: a catalog tool or a verified registry version."""

    name: str
    """The name it is called by."""
    origin: StepOrigin
    """``catalog`` or ``reused``."""
    version: int | None
    """The registry version; None for a catalog tool."""
    source: str
    """The source the worker runs."""
    schema: ToolSchema
    """Its parameters, to check and widen the params against."""
    returns: dict
    """Its recorded return shape."""

    def error_of(self, outcome: RunOutcome) -> str | None:
        """The one line a failed run of this tool says (a catalog tool's in the catalog's words); None when ok."""
        if outcome.ok:
            return None
        return catalog_error(outcome.error) if self.origin == StepOrigin.CATALOG else outcome.error

    def call_result(self, params: dict, outcome: RunOutcome) -> ToolCall:
        """The :class:`ToolCall` of one run of this tool with (widened) ``params``."""
        error = self.error_of(outcome)
        return ToolCall(
            name=self.name,
            origin=self.origin,
            version=self.version,
            ok=outcome.ok,
            result=outcome.result if outcome.ok else None,
            error=error,
            elapsed_ms=outcome.elapsed_ms,
            params=params,
            output=outcome.output,
            returns=self.returns,
        )


class RunnableTools:
    """Name → :class:`Runnable`: the catalog, then the registry's active version, verified.

    Safe to share between threads: a look-up reads the registry through its own
    lock, and the cache is a plain dict replaced one entry at a time.
    """

    def __init__(self, catalog: dict[str, CatalogTool], registry: Registry) -> None:
        self.catalog = catalog
        self.registry = registry
        self._verified: dict[str, tuple[tuple[int, int], Runnable]] = {}

    def offered(self) -> list[dict]:
        """Every tool that may run now: the catalog, then the active, sealed registry tools (``Toolkiln.tools``)."""
        out: list[dict[str, Any]] = []
        for name, tool in sorted(self.catalog.items()):
            out.append(
                {
                    "name": name,
                    "origin": ToolSourceKind.CATALOG,
                    "version": None,
                    "description": tool.schema.description,
                    "params": [p.to_dict() for p in tool.schema.params],
                    "returns": tool.returns,
                }
            )
        for stored in self.registry.list_tools():
            if stored.status != ToolStatus.ACTIVE or stored.name in self.catalog:
                continue
            if not self.registry.sealed(stored):  # edited behind toolkiln's back: offered to no one
                continue
            out.append(
                {
                    "name": stored.name,
                    "origin": ToolSourceKind.REGISTRY,
                    "version": stored.version,
                    "description": stored.description,
                    "params": list(stored.params),
                    "returns": stored.returns,
                }
            )
        return out

    def look_up(self, name: str) -> Runnable:
        """What runs under ``name``. Raises :class:`ToolNotFound` for a name that is neither in the
        catalog nor active, :class:`~toolkiln.errors.IntegrityError` for a row that fails verification."""
        found = self._from_catalog(name)
        if found is not None:
            return found
        stamp = self.registry.change_stamp()  # taken first: a commit during the look-up shows on the next call
        kept = self._verified.get(name)
        if kept is not None and kept[0] == stamp:
            return kept[1]
        found = self._verify(name)
        if len(self._verified) >= VERIFIED_KEPT:
            self._verified.clear()
        self._verified[name] = (stamp, found)
        return found

    def _from_catalog(self, name: str) -> Runnable | None:
        tool = self.catalog.get(name)
        if tool is None:
            return None
        return Runnable(name, StepOrigin.CATALOG, None, tool.source, tool.schema, tool.returns)

    def _verify(self, ref: str) -> Runnable:
        name, version = parse_ref(ref)
        if version is not None:
            return self._verify_version(name, version)
        stored = self.registry.usable(name)
        if stored is None:
            latest = self.registry.get(name)
            if latest is None:
                raise ToolNotFound(f"no catalog or active registry tool named {name!r}; see `toolkiln tools list`")
            if latest.status == ToolStatus.PENDING:
                raise ToolNotFound(
                    f"{latest.ref} is pending approval and may not run yet; "
                    f"review it with `toolkiln tools show {latest.ref}`, then `toolkiln tools approve {latest.ref}`"
                )
            raise ToolNotFound(f"{name} is {latest.status} and may not run; `toolkiln tools history {name}` says why")
        self.registry.verify(stored)
        return Runnable(name, StepOrigin.REUSED, stored.version, stored.source, stored.schema(), stored.returns)

    def _verify_version(self, name: str, version: int) -> Runnable:
        """``NAME@V``: that version, when it is active (an older active one too: it was approved)."""
        stored = self.registry.require(name, version)
        if stored.status == ToolStatus.PENDING:
            raise ToolNotFound(
                f"{stored.ref} is pending approval and may not run yet; "
                f"review it with `toolkiln tools show {stored.ref}`, then `toolkiln tools approve {stored.ref}`"
            )
        if stored.status != ToolStatus.ACTIVE:
            raise ToolNotFound(
                f"{stored.ref} is {stored.status} and may not run; `toolkiln tools history {name}` says why"
            )
        self.registry.verify(stored)
        return Runnable(name, StepOrigin.REUSED, stored.version, stored.source, stored.schema(), stored.returns)
