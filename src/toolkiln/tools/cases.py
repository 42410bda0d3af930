"""A tool's tests: cases a version must pass, stored and signed with it.

A test is one call and what must hold of its result::

    {"params": {"celsius": 100}, "expect": {"fahrenheit": 212.0}}
    {"params": {"words": []}, "check": "result['count'] == 0"}

``expect`` is compared with the result as JSON: the same keys, the same order
of list items, strings to the letter, ``true`` never equal to ``1``, and numbers
by value within 1e-9 (``212`` equals ``212.0``; a result that may differ in
its last digits wants a ``check`` with ``round``). ``check`` is an expression in
the check language the planner's checks use, over ``result``; it passes when it
is True.

Tests come from the generator (``submit_tool``'s ``tests``), from a hand-written
tool's module-level ``TESTS = [...]`` (read statically, nothing is run), or from a
JSON file (``tools add --tests FILE``). All of them are outside text and are
read here within fixed limits: a bad one is one line naming it.
"""

from __future__ import annotations

import ast
import json
import math
from dataclasses import dataclass
from typing import Any

from toolkiln.errors import UsageError
from toolkiln.tools.toolspec import MAX_PARAMS_BYTES, MAX_PARAMS_DEPTH
from toolkiln.util.untrusted_json import UntrustedJSONError, loads_bounded, nesting_depth

__all__ = [
    "MAX_TESTS",
    "TESTS_CONSTANT",
    "ToolTest",
    "matches",
    "module_tests",
    "parse_tests",
    "read_tests_json",
]

MAX_TESTS = 12
"""A tool carries at most this many tests (the generator is asked for two to six)."""

MAX_CHECK_CHARS = 1_000
"""A test's check expression is at most this long."""

TESTS_CONSTANT = "TESTS"
"""The module-level name a hand-written tool lists its tests under."""

_MISSING = object()


@dataclass(eq=False, repr=False)
class ToolTest:
    """One test case: the params of a call, and the result expected or the check it must pass."""

    params: dict
    """The call's params, as a plan step would pass them."""
    expect: Any = _MISSING
    """The result expected, compared as JSON (see the module docstring); unset with a check."""
    check: str | None = None
    """A check-language expression over ``result`` that must be True; None with ``expect``."""

    @property
    def expects(self) -> bool:
        """Whether this test compares the result with ``expect`` (rather than running a check)."""
        return self.expect is not _MISSING

    def to_json(self) -> dict:
        """``{"params", "expect"}`` or ``{"params", "check"}``, as stored and shown."""
        if self.expects:
            return {"params": self.params, "expect": self.expect}
        return {"params": self.params, "check": self.check}

    def label(self, number: int) -> str:
        """``test 2 (n=-1)``: how an error names this test."""
        shown = ", ".join(f"{key}={json.dumps(value, ensure_ascii=False)}" for key, value in self.params.items())
        if len(shown) > 80:
            shown = shown[:77] + "..."
        return f"test {number} ({shown})"


def parse_tests(value: Any, where: str = "tests") -> list[ToolTest]:
    """The tests in ``value`` (a list of objects, already decoded); :class:`UsageError` naming the bad one."""
    if value is None:
        return []
    if not isinstance(value, list):
        raise UsageError(f"{where} must be a list of objects with params and expect or check")
    if len(value) > MAX_TESTS:
        raise UsageError(f"{where} holds {len(value)} tests; a tool carries at most {MAX_TESTS}")
    return [_one_test(item, f"{where}[{index}]") for index, item in enumerate(value)]


def _one_test(item: Any, where: str) -> ToolTest:
    if not isinstance(item, dict):
        raise UsageError(f"{where} must be an object with params and expect or check")
    unknown = set(item) - {"params", "expect", "check"}
    if unknown:
        raise UsageError(f"{where} has {sorted(unknown)[0]!r}; a test has params and expect or check")
    params = item.get("params", {})
    if not isinstance(params, dict) or not all(isinstance(key, str) for key in params):
        raise UsageError(f"{where}.params must be an object of named params")
    if ("expect" in item) == ("check" in item):
        raise UsageError(f"{where} needs exactly one of expect and check")
    try:
        text = json.dumps(item, ensure_ascii=False, allow_nan=False)
    except (TypeError, ValueError, RecursionError):
        raise UsageError(f"{where} holds a value JSON cannot (NaN, infinity, or an object)") from None
    if len(text.encode("utf-8", "surrogatepass")) > MAX_PARAMS_BYTES or nesting_depth(text) > MAX_PARAMS_DEPTH + 1:
        raise UsageError(f"{where} is larger than a step's params may be ({MAX_PARAMS_BYTES // 1024} KB)")
    if "check" in item:
        check = item["check"]
        if not isinstance(check, str) or not check.strip():
            raise UsageError(f"{where}.check must be an expression over result, as text")
        if len(check) > MAX_CHECK_CHARS:
            raise UsageError(f"{where}.check is {len(check):,} characters; at most {MAX_CHECK_CHARS:,}")
        return ToolTest(params=params, check=check.strip())
    return ToolTest(params=params, expect=item["expect"])


def read_tests_json(text: str, where: str) -> list[ToolTest]:
    """The tests of a JSON file's text (``tools add --tests FILE``)."""
    try:
        value = loads_bounded(text, max_bytes=MAX_PARAMS_BYTES * MAX_TESTS, max_depth=MAX_PARAMS_DEPTH + 3)
    except UntrustedJSONError as exc:
        raise UsageError(f"{where} is not JSON: {exc}") from None
    return parse_tests(value, where)


def module_tests(source: str, where: str = "TESTS") -> list[ToolTest]:
    """The tests a module lists as a top-level ``TESTS = [...]`` literal; none when it has no such constant.

    Read with :func:`ast.literal_eval` on the assignment alone: nothing of the module runs.
    """
    try:
        tree = ast.parse(source)
    except (SyntaxError, ValueError):
        return []  # the gate reports the source itself
    for node in tree.body:
        if isinstance(node, ast.Assign) and [getattr(t, "id", None) for t in node.targets] == [TESTS_CONSTANT]:
            try:
                value = ast.literal_eval(node.value)
            except (ValueError, TypeError, SyntaxError, MemoryError, RecursionError):
                raise UsageError(
                    f"line {node.lineno}: {TESTS_CONSTANT} must be a literal list of test objects"
                ) from None
            return parse_tests(value, f"line {node.lineno}: {TESTS_CONSTANT}")
    return []


def matches(result: Any, expect: Any) -> bool:
    """Whether ``result`` equals ``expect`` as JSON: numbers by value within 1e-9, bools never numbers."""
    if isinstance(expect, bool) or isinstance(result, bool):
        return type(expect) is type(result) and expect == result
    if isinstance(expect, int | float) and isinstance(result, int | float):
        return math.isclose(result, expect, rel_tol=1e-9, abs_tol=1e-9)
    if isinstance(expect, dict):
        return (
            isinstance(result, dict)
            and result.keys() == expect.keys()
            and all(matches(result[key], expect[key]) for key in expect)
        )
    if isinstance(expect, list | tuple):
        return (
            isinstance(result, list | tuple)
            and len(result) == len(expect)
            and all(matches(got, want) for got, want in zip(result, expect, strict=True))
        )
    return type(result) is type(expect) and result == expect
