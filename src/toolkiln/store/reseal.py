"""Signing a registry's rows again after its key was lost: ``toolkiln tools reseal``.

When ``registry.key`` is lost or replaced, every row signed with the old key fails
its seal check and will not run (:mod:`.integrity`). Nothing signs them again on its
own: :func:`reseal` first only *lists* the rows whose seal fails, each with whether it
can be resealed. Asked to apply, it re-gates each source (the gate must accept it
again) and signs the row with the current key, adding who and when to the row's
``resealed`` (shown by ``tools show`` and ``tools history``), all in one transaction;
then the current key is recorded as the registry's.

A row is left unusable, and listed with the reason, when its source no longer
matches its sha256, the gate refuses it, a column does not decode, or it was never
signed at all (a row added outside toolkiln: the old key never vouched for it).

What it cannot know: with the old key gone, a row edited with ``sqlite3`` (source and
sha256 together) looks like any other. Reseal only after a key was lost, review the
listed rows first (``toolkiln tools show NAME@V``), and prefer restoring the old key
from a backup when there is one.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from toolkiln.acceptance.fingerprint import gate_fingerprint
from toolkiln.errors import IntegrityError
from toolkiln.policy import DEFAULT_POLICY, Policy
from toolkiln.store.db import now, to_json
from toolkiln.store.integrity import record_key_id
from toolkiln.store.store import Registry
from toolkiln.store.stored_tool import COLUMNS, StoredTool, row_to_tool
from toolkiln.store.transfer import current_user

__all__ = ["ResealRow", "reseal"]


@dataclass
class ResealRow:
    """One stored version whose seal failed under the current key."""

    ref: str
    """``name@version``."""
    status: str
    """Its status (``active``, ``pending``, ``rejected``, ``retired``)."""
    written_by: str
    """``backend / model`` (or who imported it), as recorded."""
    created_at: str
    """When it was saved."""
    problem: str | None
    """Why it cannot be resealed and stays unusable; None when it can be."""
    resealed: bool = False
    """True once it was signed with the current key."""

    def to_dict(self) -> dict[str, Any]:
        return {
            "ref": self.ref,
            "status": self.status,
            "written_by": self.written_by,
            "created_at": self.created_at,
            "resealable": self.problem is None,
            "problem": self.problem,
            "resealed": self.resealed,
        }


def reseal(
    registry: Registry, *, apply: bool = False, by: str | None = None, policy: Policy = DEFAULT_POLICY
) -> list[ResealRow]:
    """The rows whose seal fails, sorted by name and version; with ``apply``, each one that still
    matches its hash and passes the gate is signed with the current key, recording ``by`` and when,
    and keeps that gate's verdict (so its next use need not gate it again).

    Without ``apply`` nothing is written. With it, the rows and the recorded key change
    in one transaction: an error half-way leaves the registry as it was.
    """
    if not apply:
        return [_entry(row, tool, policy) for row, tool in _failing(registry.db.query(_SELECT), registry)]
    who, when = by or current_user(), now()
    gated_under = gate_fingerprint(policy)  # each resealed source has just passed this gate: keep its verdict
    listed = []
    with registry.db.write() as conn:
        for row, tool in _failing(conn.execute(_SELECT).fetchall(), registry):
            entry = _entry(row, tool, policy)
            if tool is not None and entry.problem is None:
                resealed = to_json([*(tool.resealed or []), {"by": who, "at": when}], "resealed")
                signature = registry.seal.sign({**(tool.stored or {}), "resealed": resealed})
                verdict = registry.seal.vouch(tool.sha256, gated_under)
                conn.execute(
                    "UPDATE tools SET resealed = ?, signature = ?, gate_verdict = ? WHERE id = ?",
                    (resealed, signature, verdict, row["id"]),
                )
                entry.resealed = True
            listed.append(entry)
        record_key_id(conn, registry.seal)
    registry.key_lost = False
    return listed


_SELECT = f"SELECT id, {COLUMNS} FROM tools ORDER BY name, version"
_DAMAGED = "a column is not what toolkiln wrote: it was changed outside toolkiln"


def _failing(rows: Iterable[Any], registry: Registry) -> Iterator[tuple[Any, StoredTool | None]]:
    """The rows whose signature does not hold under the current key, each with its tool (None: it does not decode)."""
    for row in rows:
        try:
            tool = row_to_tool(row)
        except IntegrityError:
            yield row, None
            continue
        if not registry.sealed(tool):
            yield row, tool


def _entry(row: Any, tool: StoredTool | None, policy: Policy) -> ResealRow:
    """What is listed for a failing row."""
    ref = f"{row['name']}@{row['version']}"
    if tool is None:
        return ResealRow(ref, str(row["status"]), "?", str(row["created_at"]), _DAMAGED)
    by = f"{tool.imported_by} (imported)" if tool.imported_by else f"{tool.backend} / {tool.model}"
    return ResealRow(ref, tool.status, by, tool.created_at, _problem(tool, policy))


def _problem(tool: StoredTool, policy: Policy) -> str | None:
    """Why ``tool`` must not be signed again, or None."""
    if not tool.signature:
        return (
            "it was never signed: it was added outside toolkiln (or failed the re-check when the registry was sealed)"
        )
    try:
        tool.verify()
    except IntegrityError:
        return "its source does not match its recorded sha256: it was changed outside toolkiln"
    from toolkiln.acceptance.gate import check_source  # libcst: only when a reseal re-gates

    verdict = check_source(tool.source, policy)
    if not verdict.ok:
        first = verdict.errors[0]
        return f"the gate refuses its source ({f'line {first.line}: ' if first.line else ''}{first.message})"
    return None
