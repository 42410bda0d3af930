"""One stored version of a tool, and how it maps to and from its row in the ``tools`` table.

:class:`StoredTool` is what every read of the registry returns; :func:`row_to_tool`
decodes a row (its JSON columns, its status and origin) and refuses a row edited
behind toolkiln's back with :class:`~toolkiln.errors.IntegrityError`;
:func:`signed_columns` picks the columns the registry's signature covers
(:mod:`.integrity`). The store (:mod:`.store`) and ``tools reseal`` (:mod:`.reseal`)
read rows through these.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
from dataclasses import asdict, dataclass, field
from typing import Any

from toolkiln.errors import IntegrityError
from toolkiln.store.integrity import LATER_SIGNED_COLUMNS, SIGNED_COLUMNS
from toolkiln.tools.returns import Shape, record_returns
from toolkiln.tools.toolspec import Param, ToolInfo, ToolSchema
from toolkiln.vocab import Provenance, ToolSourceKind, ToolStatus

__all__ = ["COLUMNS", "PROVENANCES", "STATUSES", "StoredTool", "row_to_tool", "signed_columns", "source_sha256"]

STATUSES = tuple(ToolStatus)
"""Every status a version can have."""
# A dict lookup, not ToolStatus(value): listing 50,000 versions must stay cheap.
_STATUS = {member.value: member for member in ToolStatus}
PROVENANCES = {member.value: member for member in Provenance}
"""Every provenance by its stored word."""

COLUMNS = (
    "name, version, source, sha256, description, params, status, backend, model, "
    "prompt_hash, attempts, trial_params, trial_result, created_at, origin, "
    "status_reason, status_changed_at, returns, claimed, imported_by, resealed, signature, gate_verdict, "
    "approved_by, rejected_by, retired_by, tests, improves, improved_for"
)
"""The ``tools`` columns a :class:`StoredTool` is read from (all but ``id``), for ``SELECT``."""
_JSON_COLUMNS = ("params", "attempts", "trial_params", "trial_result", "claimed", "resealed", "tests", "improved_for")


def source_sha256(source: str) -> str:
    """The hash a source is recorded and verified under."""
    return hashlib.sha256(source.encode("utf-8")).hexdigest()


@dataclass(eq=False, repr=False)
class StoredTool:
    """One version of a tool as the registry holds it."""

    name: str
    """The tool's name, equal to its entry point's."""
    version: int
    """1 for the first source saved under the name, then N+1."""
    source: str
    """The module's source, exactly as vetted."""
    sha256: str
    """sha256 of ``source`` when it was accepted; re-checked before a run."""
    description: str
    """What it does, from its docstring."""
    params: list[dict]
    """The entry point's parameters as ``Param.to_dict()`` items."""
    status: ToolStatus
    """``active``, ``pending``, ``rejected`` or ``retired``."""
    backend: str
    """Who wrote it: the generator backend (``mock``, ``anthropic``, ...)."""
    model: str
    """The model that wrote it."""
    prompt_hash: str | None
    """Hash of the prompt it was generated from, when known."""
    attempts: list[dict]
    """The repair attempts before the accepted source (``Attempt.to_dict()``)."""
    trial_params: dict
    """The params of the trial run it passed."""
    trial_result: Any
    """What the trial returned."""
    created_at: str
    """When this version was saved, ISO 8601 UTC."""
    provenance: Provenance = Provenance.GENERATED
    """``generated`` by a model in a turn, or ``imported`` from an exported file (column ``origin``)."""
    status_reason: str | None = None
    """Why it was rejected or retired, when a reason was given."""
    status_changed_at: str | None = None
    """When a person last approved, rejected or retired it."""
    returns: Shape = field(default_factory=dict)
    """What it returns (:mod:`toolkiln.tools.returns`), recorded at acceptance."""
    claimed: dict | None = None
    """For an imported version: the provenance its file claimed (``backend``, ``model``,
    ``prompt_hash``, ``created_at``, ``version``, ``sha256``, ``file``) — shown as the
    file's claim, never as fact."""
    imported_by: str | None = None
    """For an imported version: the user who imported it (``created_at`` says when)."""
    resealed: list[dict] | None = None
    """Each time the row was signed again after the registry's key was lost: ``{"by", "at"}``."""
    tests: list[dict] | None = None
    """The tests this version passed when it was stored (``{"params", "expect"|"check"}``); None for none."""
    improves: int | None = None
    """The version this one improves on (provenance ``improves: N``); None for a first or plain version."""
    improved_for: dict | None = None
    """The failure that prompted the improvement: ``{"params", "error"}``; None unless ``improves`` is set."""
    signature: str | None = None
    """The registry key's HMAC of this row (:mod:`~toolkiln.store.integrity`); None when unsigned."""
    gate_verdict: str | None = None
    """The registry key's HMAC saying the gate passed this source (:meth:`Registry.verify`); None when not yet."""
    approved_by: str | None = None
    """Who last approved this version (a user of the store, or the command line's user)."""
    rejected_by: str | None = None
    """Who rejected it."""
    retired_by: str | None = None
    """Who retired it."""
    stored: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    """The signed columns as the database holds them (text, before decoding); None when not read from it."""

    @property
    def ref(self) -> str:
        """``name@version``, as the CLI accepts it."""
        return f"{self.name}@{self.version}"

    def schema(self) -> ToolSchema:
        """The parameter schema recorded when the source was vetted."""
        return ToolSchema(self.name, self.description, tuple(Param.from_dict(p) for p in self.params))

    def tool_info(self, *, in_chat: bool = False) -> ToolInfo:
        """The tool as the planner sees it (offered by the ``registry`` source)."""
        return ToolInfo.from_params(
            self.name, self.description, self.params, ToolSourceKind.REGISTRY, self.returns, in_chat=in_chat
        )

    def verify(self) -> None:
        """Raise :class:`IntegrityError` when the source no longer matches its recorded hash."""
        if source_sha256(self.source) != self.sha256:
            raise IntegrityError(
                f"tool {self.ref} source does not match its recorded sha256 (changed outside "
                "toolkiln); re-vet it with `toolkiln tools import` or retire it"
            )

    def to_dict(self, *, source: bool = True) -> dict:
        """JSON data (``tools show/history --json``); without the source when ``source`` is False.

        ``provenance`` keeps its documented JSON key, ``origin``.
        """
        data = {("origin" if key == "provenance" else key): value for key, value in asdict(self).items()}
        del data["signature"], data["gate_verdict"], data["stored"]
        if not source:
            del data["source"]
        return data


def signed_columns(row: sqlite3.Row | dict[str, Any]) -> dict[str, Any]:
    """A row's columns the signature covers, as stored (text, before decoding)."""
    return {column: row[column] for column in (*SIGNED_COLUMNS, *LATER_SIGNED_COLUMNS)}


def row_to_tool(row: sqlite3.Row | dict[str, Any]) -> StoredTool:
    """A ``tools`` row (its :data:`COLUMNS`, and ``id`` when selected) as a :class:`StoredTool`.

    Raises :class:`IntegrityError` naming the version when a column is not what toolkiln wrote."""
    data = dict(row)
    data.pop("id", None)
    data["stored"] = signed_columns(data)
    try:
        data["provenance"] = PROVENANCES[data.pop("origin")]
        data["status"] = _STATUS[data["status"]]
        for column in _JSON_COLUMNS:
            data[column] = None if data[column] is None else json.loads(data[column])
        returns = data.pop("returns", None)
        if returns is None:  # saved before return shapes were recorded
            data["returns"] = record_returns(data["source"], data["name"], data["trial_result"])
        else:
            data["returns"] = json.loads(returns)
        return StoredTool(**data)
    except (KeyError, ValueError, TypeError, RecursionError):  # a row edited behind toolkiln's back
        raise IntegrityError(
            f"tool {data.get('name')!r} version {data.get('version')!r} is damaged in the registry (a column is not "
            "what toolkiln wrote); retire it with `toolkiln tools retire NAME`"
        ) from None
