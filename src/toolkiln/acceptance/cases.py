"""Running a tool's tests in the confined workers: each test is one call, and its result is judged.

An ``expect`` is judged on the host (:func:`toolkiln.tools.cases.matches`); a
``check`` is evaluated in a worker like a plan step's check, over the result.
Every call goes through the same pool as the trial, under the trial's timeout;
a tool awaiting approval runs each test in a worker of its own, as its trial does.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from toolkiln.errors import ParamTypeError
from toolkiln.tools.cases import ToolTest, matches
from toolkiln.tools.toolspec import ToolSchema, widen_params

if TYPE_CHECKING:
    from toolkiln.sandbox import WorkerPool

__all__ = ["TestOutcome", "failed_tests", "passes_all", "run_tests"]

_SHOWN = 200
"""How much of a result a failure message quotes."""


@dataclass(eq=False, repr=False)
class TestOutcome:
    """What one test came to."""

    __test__ = False  # a tool's test outcome, not a pytest test class

    number: int
    """Its place in the tool's list, from 1."""
    test: ToolTest
    """The test itself."""
    passed: bool
    """Whether the call succeeded and the result matched or the check was True."""
    result: Any = None
    """The call's result, when it returned one."""
    error: str | None = None
    """Why it failed, in one line; None when it passed."""

    def to_json(self) -> dict[str, Any]:
        return {**self.test.to_json(), "passed": self.passed, "result": self.result, "error": self.error}


def run_tests(
    name: str,
    source: str,
    tests: Sequence[ToolTest],
    *,
    runner: WorkerPool,
    schema: ToolSchema,
    timeout_s: float | None = None,
    dedicated: bool = False,
) -> list[TestOutcome]:
    """Run every test of ``name``; each one's outcome, in order (a failing one does not stop the rest)."""
    return [
        _run_one(number, test, name, source, runner, schema, timeout_s, dedicated)
        for number, test in enumerate(tests, start=1)
    ]


def _run_one(
    number: int,
    test: ToolTest,
    name: str,
    source: str,
    runner: WorkerPool,
    schema: ToolSchema,
    timeout_s: float | None,
    dedicated: bool,
) -> TestOutcome:
    def failed(why: str, result: Any = None) -> TestOutcome:
        return TestOutcome(number, test, False, result, f"{test.label(number)} failed: {why}")

    try:
        params = widen_params(test.params, schema)
    except ParamTypeError as exc:
        return failed(str(exc))
    outcome = runner.run(name, source, params, timeout_s=timeout_s, dedicated=dedicated)
    if not outcome.ok:
        return failed(f"the call raised {outcome.error or outcome.kind}")
    result = outcome.result
    if test.expects:
        if matches(result, test.expect):
            return TestOutcome(number, test, True, result)
        return failed(f"expected {_shown(test.expect)}, got {_shown(result)}", result)
    assert test.check is not None  # a test without expect has a check (parse_tests)
    check = runner.evaluate_check(test.check, result, timeout_s=timeout_s)
    if not check.ok:
        return failed(f"its check {test.check!r} could not be evaluated: {check.error or check.kind}", result)
    if check.result is not True:
        return failed(f"its check {test.check!r} was {check.result!r} for the result {_shown(result)}", result)
    return TestOutcome(number, test, True, result)


def passes_all(
    name: str,
    source: str,
    schema: ToolSchema,
    tests: Sequence[ToolTest],
    *,
    runner: WorkerPool,
    timeout_s: float | None = None,
) -> list[TestOutcome] | None:
    """The outcomes when ``name`` passes every test (it already does what they ask); None otherwise.

    A tool whose parameter names do not take every test's params is not tried at all."""
    names = {param.name for param in schema.params}
    if not tests or any(not set(test.params) <= names for test in tests):
        return None
    outcomes = run_tests(name, source, tests, runner=runner, schema=schema, timeout_s=timeout_s)
    return outcomes if all(outcome.passed for outcome in outcomes) else None


def failed_tests(outcomes: Sequence[TestOutcome]) -> list[dict[str, Any]]:
    """The failures as ``{"line": 0, "message": ...}`` errors, fit to go back to a model like a gate's."""
    return [{"line": 0, "message": o.error} for o in outcomes if not o.passed and o.error]


def _shown(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=repr)
    return text if len(text) <= _SHOWN else text[: _SHOWN - 3] + "..."
