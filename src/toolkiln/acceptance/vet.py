"""The acceptance pipeline: gate, compile, trial. Nothing here persists anything.

``vet_source`` is what every source a model writes goes through before it may be
called, and what ``toolkiln vet`` and ``toolkiln tools import`` run on files:

1. **gate** — the static allow-list check (:mod:`toolkiln.acceptance.gate`) and the
   entry point's schema (:func:`toolkiln.tools.toolspec.parse_schema`);
2. **compile** — RestrictedPython, inside a confined worker;
3. **trial** — one call with the example params, in the same worker, under the
   trial timeout; for a tool that will wait for approval, in a worker of its own
   that is stopped afterwards, so unapproved code never shares a process with
   any later call. Then the tool's **tests** (:mod:`toolkiln.tools.cases`), each
   one call the same way: a failing test stops the source at the trial stage,
   its message naming the test, so it goes back to the generator like any error.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from toolkiln.acceptance.cases import TestOutcome, failed_tests, run_tests
from toolkiln.acceptance.gate import check_source
from toolkiln.errors import ParamTypeError, ToolRejected
from toolkiln.policy import DEFAULT_POLICY, Policy
from toolkiln.tools.cases import ToolTest
from toolkiln.tools.toolspec import ToolSchema, parse_schema, widen_params
from toolkiln.util.text import located
from toolkiln.vocab import Stage

if TYPE_CHECKING:
    from toolkiln.sandbox.executor import ToolExecutor
    from toolkiln.sandbox.outcome import RunOutcome

__all__ = ["Verdict", "vet_source"]


@dataclass
class Verdict:
    """What the pipeline said of one source."""

    tool: str
    """The tool's name (the entry point's)."""
    accepted: bool
    """True when gate, compile and trial all passed."""
    stage: Stage | None = None
    """Where it stopped: ``gate``, ``compile`` or ``trial``; None when accepted."""
    errors: list[dict[str, Any]] = field(default_factory=list)
    """``{"line": int, "message": str}`` items, fit to go back to a model."""
    result: Any = None
    """The trial's result when accepted."""
    elapsed_ms: float = 0.0
    """Wall time of the whole pipeline."""
    schema: ToolSchema | None = None
    """The entry point's schema, once the gate has read it."""
    output: str = ""
    """What the trial printed."""
    executed_on: str | None = None
    """Where the trial ran (``local`` or a Ray node); None when it stopped before the trial."""
    tests: list[TestOutcome] = field(default_factory=list)
    """What each of the tool's tests came to, once the trial passed."""

    def message(self) -> str:
        """One line: the first error, prefixed by its line and stage."""
        if self.accepted:
            return "accepted"
        first = self.errors[0] if self.errors else {"message": "rejected"}
        return f"{self.stage}: {located(first)}"

    def to_json(self, file: str | None = None) -> dict[str, Any]:
        out = {
            "tool": self.tool,
            "accepted": self.accepted,
            "stage": self.stage,
            "errors": self.errors,
            "result": self.result,
            "tests": [outcome.to_json() for outcome in self.tests],
            "elapsed_ms": round(self.elapsed_ms, 3),
        }
        return {"file": file, **out} if file is not None else out


def vet_source(
    name: str,
    source: str,
    params: dict[str, Any] | None,
    *,
    pool: ToolExecutor,
    policy: Policy = DEFAULT_POLICY,
    timeout_s: float | None = None,
    on_trial: Callable[[], None] | None = None,
    dedicated: bool = False,
    tests: Sequence[ToolTest] = (),
) -> Verdict:
    """Run the whole acceptance pipeline on ``source``; never raises for a bad source.

    ``on_trial`` is called once gate and compile-time checks passed, as the trial starts.
    With ``dedicated`` the trial runs in a worker started for it and stopped after it
    (see :meth:`~toolkiln.sandbox.WorkerPool.run`; any :class:`~toolkiln.sandbox.executor.ToolExecutor` will do), as a tool awaiting approval's does.
    ``tests`` run after a passing trial; any failing one rejects the source at the trial stage.
    """
    started = time.perf_counter()
    verdict = _vetted(name, source, params, pool, policy, timeout_s, on_trial, dedicated, tests)
    verdict.elapsed_ms = (time.perf_counter() - started) * 1000
    return verdict


def _vetted(
    name: str,
    source: str,
    params: dict[str, Any] | None,
    pool: ToolExecutor,
    policy: Policy,
    timeout_s: float | None,
    on_trial: Callable[[], None] | None,
    dedicated: bool,
    tests: Sequence[ToolTest],
) -> Verdict:
    """The stages in order, each stopping the source with its own verdict (timed by :func:`vet_source`)."""
    schema = _gate(name, source, policy)
    if isinstance(schema, Verdict):
        return schema
    try:
        widened = widen_params(params or {}, schema)
    except ParamTypeError as exc:
        return Verdict(name, False, Stage.TRIAL, [{"line": 0, "message": str(exc)}], schema=schema)
    timeout = policy.limits.trial_timeout_s if timeout_s is None else timeout_s
    if on_trial is not None:
        on_trial()
    outcome = pool.run(name, source, widened, timeout_s=timeout, dedicated=dedicated)
    if not outcome.ok:
        return _compile_or_trial_refusal(name, outcome, schema)
    ran = run_tests(name, source, tests, runner=pool, schema=schema, timeout_s=timeout, dedicated=dedicated)
    return _judged_by_tests(name, outcome, schema, ran)


def _gate(name: str, source: str, policy: Policy) -> ToolSchema | Verdict:
    """The gate: the allow-list, then the entry point's schema; the schema, or the verdict that stops the source."""
    gate = check_source(source, policy)
    if not gate.ok:
        return Verdict(name, False, Stage.GATE, [issue.to_dict() for issue in gate.errors])
    try:
        return parse_schema(source, name)
    except ToolRejected as exc:
        return Verdict(name, False, Stage.GATE, exc.errors)


def _compile_or_trial_refusal(name: str, outcome: RunOutcome, schema: ToolSchema) -> Verdict:
    """Compile and trial run as one call in the worker: its failure says which of the two stopped the source."""
    stage = Stage.COMPILE if outcome.kind == "compile" else Stage.TRIAL
    errors = outcome.errors or [{"line": _line_of(outcome.error), "message": outcome.error or outcome.kind}]
    return Verdict(name, False, stage, errors, schema=schema, output=outcome.output, executed_on=_where(outcome))


def _judged_by_tests(name: str, outcome: RunOutcome, schema: ToolSchema, ran: list[TestOutcome]) -> Verdict:
    """After a passing trial, the tool's tests: any failing one stops the source at the trial stage."""
    failures = failed_tests(ran)
    return Verdict(
        name,
        accepted=not failures,
        stage=Stage.TRIAL if failures else None,
        errors=failures,
        result=None if failures else outcome.result,
        schema=schema,
        output=outcome.output,
        tests=ran,
        executed_on=_where(outcome),
    )


def _where(outcome: RunOutcome) -> str | None:
    """Where the trial ran; a runner of a test may hand back a bare outcome without it."""
    return getattr(outcome, "executed_on", None)


def _line_of(message: str | None) -> int:
    """The tool line a runtime error names (``... (line 3)``), else 0."""
    if not message:
        return 0
    marker = "line "
    idx = message.rfind(marker)
    digits = ""
    for ch in message[idx + len(marker) :] if idx >= 0 else "":
        if not ch.isdigit():
            break
        digits += ch
    return int(digits) if digits else 0
