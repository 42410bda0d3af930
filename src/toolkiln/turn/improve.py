"""Improving a reused tool that failed in a step: the generator writes the next version of the same name.

When a step's registry tool raises or its check is False, and the ``improve``
setting allows it (:class:`~toolkiln.vocab.ImproveMode`), the generator is asked
once for version N+1. It sees version N's source, the failing params and the error
(outside text: screened and fenced), and the tests of every earlier active version.
The candidate passes the gate, the compile and a trial with the failing params, and
must pass each of those tests **plus the failing call as a new test** (its check, when
the check failed; for a raised error, that the call returns). It is stored as N+1
with provenance ``improves: N`` and the failure that prompted it.

* ``auto`` (with approval ``auto``): N+1 is active at once and the step's result is
  its trial's, checked again; ``improved_by`` names it.
* ``propose`` (or approval ``manual``): N+1 waits as pending for a reviewer; the step
  keeps its failure with ``improved_by: "NAME@N+1 (pending)"``, and ``toolkiln resume``
  runs the turn again once N+1 is approved.

A candidate that breaks an old test is refused with the test named, like any repair
round; once the attempts are spent the old version stays active and the step's error
says so. One improvement per tool per turn, within the turn's budgets.
"""

from __future__ import annotations

import json
import threading
from typing import TYPE_CHECKING

from toolkiln.errors import ModelError, ToolRejected
from toolkiln.turn.scope import BudgetedGenerator
from toolkiln.vocab import Approval, CheckStatus, EventName, ImproveMode, StepOrigin, StepStatus, ToolStatus

if TYPE_CHECKING:
    from toolkiln.models.codegen import Improvement
    from toolkiln.models.protocols import Generator, Runner, ToolStore
    from toolkiln.policy import Policy
    from toolkiln.store import StoredTool
    from toolkiln.turn.results import StepResult
    from toolkiln.turn.sources import StepCall, ToolCaller

__all__ = ["Improver", "failed", "failing_case"]

RETURNS = "True"
"""The check of a failing call's test when the call raised: it passes once the call returns."""


def failed(res: StepResult) -> bool:
    """Whether the step's tool failed it: an error, or a check that was False."""
    return res.status == StepStatus.ERROR or res.check_status == CheckStatus.FAILED


def failing_case(res: StepResult) -> dict:
    """The failing call as a test the next version must pass."""
    if res.status != StepStatus.ERROR and res.check_status == CheckStatus.FAILED:
        return {"params": res.params, "check": res.check.strip()}
    return {"params": res.params, "check": RETURNS}


def _what_failed(res: StepResult) -> str:
    if res.status == StepStatus.ERROR:
        return f"the call raised: {res.error}"
    shown = json.dumps(res.result, ensure_ascii=False, default=repr)
    return f"the plan's check {res.check.strip()!r} was False for the result {shown[:500]}"


class Improver:
    """Asks the generator for a better version of a failed registry tool (see the module docstring)."""

    def __init__(
        self, generator: Generator, registry: ToolStore, runner: Runner, caller: ToolCaller, policy: Policy
    ) -> None:
        self.generator = generator
        self.registry = registry
        self.runner = runner
        self.caller = caller
        self.policy = policy
        self._lock = threading.Lock()

    def after_failure(self, stored: StoredTool, call: StepCall) -> None:
        """Improve ``stored`` when ``call``'s step failed with it and the settings allow; else leave the step."""
        res, config = call.result, call.run.config
        if config.improve == ImproveMode.OFF or not failed(res) or not self._first_in_turn(stored.name, call):
            return
        from toolkiln.models.codegen import Improvement  # generation loads only once a tool needs improving

        active = config.improve == ImproveMode.AUTO and config.approval == Approval.AUTO
        improvement = Improvement(
            version=stored.version,
            source=stored.source,
            params=res.params,
            error=_what_failed(res),
            tests=[*self._earlier_tests(stored.name), failing_case(res)],
        )
        call.run.emit(
            EventName.IMPROVING,
            {"id": res.id, "tool": stored.name, "version": stored.version, "error": improvement.error},
        )
        try:
            acq = self._acquire(stored, call, improvement, ToolStatus.ACTIVE if active else ToolStatus.PENDING)
        except ToolRejected as exc:
            res.error = f"{res.error or improvement.error}; no better version was accepted: {exc}"
            return
        except ModelError as exc:
            res.error = f"{res.error or improvement.error}; the generator could not improve it: {exc}"
            return
        if acq.tool is None:
            needed = acq.hand_back.what_is_needed if acq.hand_back is not None else "nothing it could write"
            res.error = f"{res.error or improvement.error}; the generator handed the improvement back: {needed}"
            return
        if not active:
            res.improved_by = f"{acq.tool.ref} (pending)"
            return
        res.improved_from = stored.version
        self._retry_with(acq.tool, acq.trial_result, res)

    def _first_in_turn(self, name: str, call: StepCall) -> bool:
        """One improvement per tool per turn: True for the first step that asks."""
        with self._lock:
            if name in call.run.improved:
                return False
            call.run.improved.add(name)
            return True

    def _earlier_tests(self, name: str) -> list[dict]:
        """The tests of every earlier version that is active, each once, oldest first."""
        found: dict[str, dict] = {}
        for version in self.registry.history(name):
            if version.status != ToolStatus.ACTIVE:
                continue
            for test in version.tests or []:
                found.setdefault(json.dumps(test, sort_keys=True), test)
        return list(found.values())

    def _acquire(self, stored: StoredTool, call: StepCall, improvement: Improvement, status: ToolStatus):
        from toolkiln.models.codegen.acquire import Acquisition, acquire_tool  # the gate loads only now

        res, step = call.result, call.step
        acq = Acquisition()
        try:
            with self.registry.writing(stored.name):  # one writer of this name across processes
                return acquire_tool(
                    stored.name,
                    stored.description,
                    res.params,
                    generator=BudgetedGenerator(self.generator, call.run.scope, call.usage),
                    pool=self.runner,
                    registry=self.registry,
                    policy=self.policy,
                    max_attempts=call.run.config.max_attempts,
                    status=status,
                    on_event=lambda kind, data: call.run.emit(kind, {"id": step.id, **data}),
                    into=acq,
                    improving=improvement,
                )
        finally:
            res.attempts = len(acq.attempts)

    def _retry_with(self, tool: StoredTool, trial_result: object, res: StepResult) -> None:
        """The step again, with the version just stored: its trial ran the failing params."""
        res.origin, res.version, res.improved_by = StepOrigin.GENERATED, tool.version, tool.ref
        res.status, res.error, res.result = StepStatus.OK, None, trial_result
        res.check_status = res.check_error = None
        self.caller.check(res)
