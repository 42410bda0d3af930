"""A tool's tests as data: what is accepted, how a result is compared, and bad input in one line."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from toolkiln.errors import UsageError
from toolkiln.models.mock.generator import TESTS, MockGenerator, template_names
from toolkiln.tools.cases import MAX_TESTS, matches, module_tests, parse_tests, read_tests_json


@pytest.mark.parametrize(
    "result, expect, same",
    [
        ({"f": 212}, {"f": 212.0}, True),  # numbers by value
        ({"f": 0.1 + 0.2}, {"f": 0.3}, True),  # within 1e-9
        ({"f": 0.31}, {"f": 0.3}, False),
        (True, 1, False),  # a bool is never a number
        (1, True, False),
        ([1, 2], [2, 1], False),  # list order counts
        ({"a": 1}, {"a": 1, "b": None}, False),  # the same keys
        ("Köln", "Köln", True),
        ("1", 1, False),  # a str is never parsed
        (None, None, True),
    ],
)
def test_expect_compares_as_json(result, expect, same):
    """Equality is JSON's: keys, order, types; only numbers get a tolerance."""
    assert matches(result, expect) is same


@pytest.mark.parametrize(
    "value, message",
    [
        ({"params": {}}, "must be a list"),
        ([{"params": {}}], "needs exactly one of expect and check"),
        ([{"params": {}, "expect": 1, "check": "True"}], "needs exactly one of expect and check"),
        ([{"params": [], "expect": 1}], "params must be an object"),
        ([{"params": {}, "check": ""}], "check must be an expression"),
        ([{"params": {}, "check": "x" * 1001}], "1,001 characters"),
        ([{"params": {}, "expect": 1, "why": "x"}], "has 'why'"),
        ([{"params": {"s": "x" * 70_000}, "expect": 1}], "larger than a step's params"),
        ([{"params": {}, "expect": float("nan")}], "NaN"),
        ([{"params": {}, "expect": 1}] * (MAX_TESTS + 1), f"at most {MAX_TESTS}"),
    ],
)
def test_bad_tests_are_one_line_naming_the_test(value, message):
    with pytest.raises(UsageError) as caught:
        parse_tests(value, "tests")
    assert message in str(caught.value) and "\n" not in str(caught.value)


def test_a_modules_tests_constant_is_read_without_running_it(tmp_path):
    """``TESTS = [...]`` is read with literal_eval: an expression there is refused, and nothing runs."""
    canary = tmp_path / "ran"
    source = f'def t(x: int) -> int:\n    return x\n\nTESTS = [{{"params": {{"x": 1}}, "expect": 1}}]\nopen({str(canary)!r}, "w")\n'
    (test,) = module_tests(source)
    assert (test.params, test.expect) == ({"x": 1}, 1) and not canary.exists()
    with pytest.raises(UsageError, match="line 1: TESTS must be a literal list"):
        module_tests(f"TESTS = [__import__('os').system('touch {canary}')]\n")
    assert not canary.exists()
    assert module_tests("def t(:\n") == []  # the gate names a syntax error, with its line


def test_a_tests_file_that_is_not_json_is_named():
    with pytest.raises(UsageError, match="tests.json is not JSON"):
        read_tests_json("[{", "tests.json")


def test_the_mock_generator_writes_honest_tests_for_every_template_but_the_fetcher():
    """Each template's tests were worked out apart from it (by hand, or through kelvins)."""
    assert set(TESTS) == set(template_names()) - {"fetch_page_title"}
    assert all(2 <= len(cases) <= 6 for cases in TESTS.values())


def test_the_mock_generators_templates_pass_their_tests_in_real_workers(tmp_path):
    """`toolkiln vet` on each template with its TESTS appended: every one accepted (the tests ran in a worker)."""
    from toolkiln.models.codegen import GenRequest
    from toolkiln.policy import DEFAULT_POLICY

    names = ["count_words", "slugify", "bmi_index", "kelvin_to_fahrenheit"]
    for name in names:
        answer = MockGenerator().generate(GenRequest(name, "", {}, DEFAULT_POLICY), [])
        params = answer.tests[0].params
        tests = json.dumps([test.to_json() for test in answer.tests], ensure_ascii=False)
        (tmp_path / f"{name}.py").write_text(f"{answer.source}\n\nTESTS = {tests}\n", encoding="utf-8")
        (tmp_path / f"{name}.json").write_text(json.dumps(params), encoding="utf-8")
    verdicts = []
    for name in names:
        params = (tmp_path / f"{name}.json").read_text(encoding="utf-8")
        done = subprocess.run(
            [sys.executable, "-m", "toolkiln", "vet", str(tmp_path / f"{name}.py"), "--params", params, "--json"],
            capture_output=True,
            text=True,
            timeout=300,
        )
        assert done.returncode == 0, done.stdout + done.stderr
        verdicts.append(json.loads(done.stdout))
    assert all(v["accepted"] and v["tests"] and all(t["passed"] for t in v["tests"]) for v in verdicts)
