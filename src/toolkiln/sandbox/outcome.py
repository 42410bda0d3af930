"""What one call in a worker came to: :class:`RunOutcome`, from the worker's final reply or from
what went wrong before it could answer. Whatever the worker sent is bounded here: a worker is
not trusted to keep its own error, output or compile errors short."""

from __future__ import annotations

import time
from dataclasses import dataclass, field
from typing import Any

from toolkiln.sandbox.protocol import MAX_ERROR_CHARS

__all__ = ["KINDS", "LOCAL", "RunOutcome", "failure", "outcome_of"]

KINDS = frozenset({"compile", "raised", "timeout", "memory", "not_json", "too_large", "crashed", "param_type"})
"""Every ``RunOutcome.kind`` a failed call can have."""
LOCAL = "local"
"""``RunOutcome.executed_on`` of a call run by this machine's own worker pool."""
OUTPUT_MARKER_CHARS = 40
"""Room past ``max_output_bytes`` for the worker's "[output truncated]" marker."""
MAX_COMPILE_ERRORS = 50
"""Compile errors kept from one reply: enough to fix a source, bounded for a hostile worker."""


@dataclass(eq=False, slots=True)
class RunOutcome:
    """What one call of a tool (or one check) came to."""

    ok: bool
    """The call returned a JSON-serialisable result."""
    result: Any = None
    """The result (JSON data) when ok."""
    error: str | None = None
    """One-line message when not ok."""
    kind: str | None = None
    """compile, raised, timeout, memory, not_json, too_large, crashed or param_type."""
    errors: list[dict] = field(default_factory=list)
    """Line-numbered compile errors ``{"line", "message"}`` when kind is compile."""
    output: str = ""
    """What the tool printed (capped)."""
    elapsed_ms: float = 0.0
    """Wall-clock time of the call, as the host saw it."""
    check: RunOutcome | None = None
    """The check sent with the call (``WorkerPool.run(check=...)``), judged in the same round trip: its
    result a bool when ok. None when no check was sent or the call failed."""
    executed_on: str = LOCAL
    """Where it ran: ``local`` (this machine's pool) or the Ray node that ran it (``IP/node id``)."""


def outcome_of(reply: dict, started: float, max_output_bytes: int) -> RunOutcome:
    """The outcome a worker's ``done`` reply reports, its texts cut to their bounds."""
    elapsed = (time.perf_counter() - started) * 1000
    output = reply.get("output")
    output = output[: max_output_bytes + OUTPUT_MARKER_CHARS] if isinstance(output, str) else ""
    if reply.get("ok") is True:
        check = reply.get("check")
        judged = _verdict(check, elapsed) if check is not None else None
        return RunOutcome(ok=True, result=reply.get("result"), output=output, elapsed_ms=elapsed, check=judged)
    kind = reply.get("kind")
    error = reply.get("error")
    errors = reply.get("errors")
    return RunOutcome(
        ok=False,
        kind=kind if kind in KINDS else "crashed",
        error=str(error)[:MAX_ERROR_CHARS] if error else "the tool failed",
        errors=[e for e in errors if isinstance(e, dict)][:MAX_COMPILE_ERRORS] if isinstance(errors, list) else [],
        output=output,
        elapsed_ms=elapsed,
    )


def failure(kind: str, error: str, started: float, *, errors: list[dict] | None = None) -> RunOutcome:
    """The outcome of a call that ended before the worker could answer (or was never asked)."""
    elapsed = (time.perf_counter() - started) * 1000
    return RunOutcome(ok=False, kind=kind, error=error, errors=errors or [], elapsed_ms=elapsed)


def _verdict(check: object, elapsed: float) -> RunOutcome:
    """A ``run`` reply's ``check``, bounded as any reply is; anything but a bool verdict is a failed check."""
    if isinstance(check, dict) and check.get("ok") is True:
        if type(check.get("result")) is bool:
            return RunOutcome(ok=True, result=check["result"], elapsed_ms=elapsed)
        return RunOutcome(ok=False, kind="crashed", error="the check's verdict is not a bool", elapsed_ms=elapsed)
    if not isinstance(check, dict):
        return RunOutcome(ok=False, kind="crashed", error="the check's verdict is not an object", elapsed_ms=elapsed)
    kind, error = check.get("kind"), check.get("error")
    return RunOutcome(
        ok=False,
        kind=kind if kind in KINDS else "crashed",
        error=str(error)[:MAX_ERROR_CHARS] if error else "the check failed",
        elapsed_ms=elapsed,
    )
