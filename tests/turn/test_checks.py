"""The check language: what the planner's prompt says a check may use is what the evaluator runs,
and a check that cannot run is reported with its reason without failing the turn."""

import io
import json

import pytest
from click.testing import CliRunner
from rich.console import Console

from toolkiln.cli.common import turn_exit_code
from toolkiln.cli.main import main
from toolkiln.cli.render import render_turn
from toolkiln.models.mock.planner import MockPlanner
from toolkiln.models.planner import PlanAnswer
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.policy import CHECK_EXAMPLE_RESULT, CHECK_EXAMPLES, DEFAULT_POLICY
from toolkiln.store.sessions import summarise_turn
from toolkiln.vocab import Outcome


@pytest.fixture(scope="module")
def pool(make_executor):
    """A check is evaluated alike by the local pool and by a Ray node (``executor_kind``)."""
    with make_executor(DEFAULT_POLICY, 1) as pool:
        yield pool


def holds(pool, check, result=CHECK_EXAMPLE_RESULT):
    outcome = pool.evaluate_check(check, result)
    assert outcome.ok, f"{check}: {outcome.error}"
    return outcome.result


@pytest.mark.parametrize("check", CHECK_EXAMPLES)
def test_every_example_the_prompt_shows_holds_in_the_evaluator(pool, check):
    assert DEFAULT_POLICY.render_check_rules().count(check) == 1
    assert holds(pool, check) is True


def test_every_builtin_the_prompt_names_is_there_in_a_check(pool):
    names = DEFAULT_POLICY.check_builtins()
    assert names and all(name in DEFAULT_POLICY.render_check_rules() for name in names)
    assert holds(pool, "all(callable(f) for f in [" + ", ".join(names) + "])") is True


@pytest.mark.parametrize(
    "check",
    [
        "isinstance(result, dict) and isinstance(result['items'], list)",
        "isinstance(result['words'], int) and isinstance(result['mean'], (int, float))",
        "isinstance(result['slug'], str) and not isinstance(result['slug'], bool)",
        "result['slug'].startswith('hello') and result.get('missing') is None",
        "round(result['mean'] * 2) == 5 and abs(-result['words']) == 3",
        "[x * 2 for x in result['items']] == [2, 4] and result['items'][-1:] == [2]",
        "result['words'] if result['words'] > 2 else False",
    ],
)
def test_the_constructs_the_prompt_promises_work(pool, check):
    assert holds(pool, check)


@pytest.mark.parametrize(
    "check, reason",
    [
        ("math.sqrt(4) == 2", "math"),
        ("getattr(result, 'words') == 3", "getattr"),
        ("result.__class__ is dict", "_"),
        ("__import__('os') is None", "__import__"),
        ("result['nope'] == 1", "KeyError"),
    ],
)
def test_what_the_prompt_rules_out_is_an_error_with_a_reason(pool, check, reason):
    outcome = pool.evaluate_check(check, CHECK_EXAMPLE_RESULT)
    assert not outcome.ok and reason in outcome.error


# -- reporting -----------------------------------------------------------------------------


def scripted_plan(check):
    plan = Plan(
        outcome=Outcome.PLAN,
        reasoning="adds",
        steps=[Step("s1", "calculate", "adds two numbers", {"expression": "1 + 1"}, check)],
    )
    return lambda self, request: PlanAnswer(plan=plan)


def run(monkeypatch, check, *args):
    monkeypatch.setattr(MockPlanner, "plan", scripted_plan(check))
    return CliRunner().invoke(main, ["run", *args, "add one and one"])


def test_a_check_that_cannot_run_keeps_the_result_says_why_and_exits_0(monkeypatch):
    result = run(monkeypatch, 'result["sum"] == 2', "--json")
    step = json.loads(result.output)["steps"][0]
    assert (step["status"], step["result"], step["error"]) == ("ok", {"value": 2}, None)
    assert step["check_status"] == "error" and "KeyError" in step["check_error"] and "sum" in step["check_error"]
    assert result.exit_code == 0


def test_the_terminal_shows_the_reason_a_check_could_not_run(monkeypatch):
    result = run(monkeypatch, 'result["sum"] == 2')
    assert result.exit_code == 0
    assert "check could not run: KeyError" in " ".join(result.output.split())


def test_a_check_that_is_false_fails_the_turn(monkeypatch):
    result = run(monkeypatch, 'result["value"] == 3', "--json")
    step = json.loads(result.output)["steps"][0]
    assert (step["check_status"], step["check_error"]) == ("failed", None)
    assert result.exit_code == 1


def test_a_passed_check_has_no_error(monkeypatch):
    result = run(monkeypatch, 'isinstance(result, dict) and result["value"] == 2', "--json")
    step = json.loads(result.output)["steps"][0]
    assert (step["check_status"], step["check_error"], result.exit_code) == ("passed", None, 0)


def turn_with(check_status, check_error=None):
    step = {
        "id": "s1",
        "tool": "calculate",
        "origin": "catalog",
        "version": None,
        "params": {"expression": "1 + 1"},
        "status": "ok",
        "result": {"value": 2},
        "error": None,
        "check": 'result["sum"] == 2',
        "check_status": check_status,
        "check_error": check_error,
        "elapsed_ms": 1.0,
    }
    return {"outcome": "plan", "reasoning": "", "steps": [step], "elapsed_ms": 1.0, "usage": {}}


def test_exit_codes_follow_the_check():
    assert turn_exit_code(turn_with("error", "KeyError: 'sum'")) == 0
    assert turn_exit_code(turn_with("failed")) == 1
    assert turn_exit_code(turn_with("passed")) == 0


def test_the_check_error_reaches_the_terminal_as_text():
    out = io.StringIO()
    render_turn(Console(file=out, width=200), turn_with("error", "KeyError: '\x1b[2Jsum'"))
    text = out.getvalue()
    assert "check could not run: KeyError" in text and "\x1b[2J" not in text


def test_the_next_turns_history_shows_each_checks_status_and_reason():
    summary = summarise_turn(turn_with("error", "KeyError: 'sum'"))
    assert '-> {"value": 2} (check error: result["sum"] == 2; KeyError: \'sum\')' in summary
    assert '(check passed: result["sum"] == 2)' in summarise_turn(turn_with("passed"))


# -- a check judged in the call's own round trip ----------------------------------------------

PAIR = "def pair(n: int) -> tuple:\n    return (n, n * 2)\n"


@pytest.mark.parametrize(
    "check, verdict",
    [
        ("result == [3, 6]", True),  # the result as the host decodes it: a tuple comes back a list
        ("isinstance(result, list) and result[1] > 100", False),
    ],
)
def test_a_check_sent_with_the_call_is_judged_over_the_decoded_result(pool, check, verdict):
    outcome = pool.run("pair", PAIR, {"n": 3}, check=check)
    assert (outcome.ok, outcome.result) == (True, [3, 6])
    assert outcome.check is not None and (outcome.check.ok, outcome.check.result) == (True, verdict)
    assert outcome.check.result is pool.evaluate_check(check, outcome.result).result  # the same verdict as apart


@pytest.mark.parametrize(
    "check, reason",
    [("result['nope'] == 1", "TypeError"), ("__import__('os') is None", "__import__"), ("fetch('x')", "fetch")],
)
def test_a_check_that_cannot_run_beside_the_call_is_an_error_and_the_result_stands(pool, check, reason):
    outcome = pool.run("pair", PAIR, {"n": 3}, check=check)
    assert (outcome.ok, outcome.result) == (True, [3, 6])
    assert not outcome.check.ok and reason in outcome.check.error


def test_no_check_is_judged_for_a_call_that_failed(pool):
    outcome = pool.run("pair", PAIR, {"n": None}, check="result == 1")
    assert not outcome.ok and outcome.check is None


def test_a_steps_check_takes_no_second_round_trip(tmp_path):
    """A step with an expression check: the verdict comes with the call; evaluate_check is never asked."""
    import toolkiln

    step = Step(
        id="s1", tool="calculate", description="multiply", params={"expression": "6 * 7"}, check="result['value'] == 42"
    )
    with toolkiln.open(home=tmp_path, warm=False, models=False) as kiln:
        asked = []
        kiln.pool.evaluate_check = lambda *args, **kwargs: asked.append(args)  # type: ignore[method-assign]
        turn = kiln.agent.run_plan(Plan(outcome=Outcome.PLAN, steps=[step]).validate())
    (done,) = turn.steps
    assert (done.status, done.check_status, asked) == ("ok", "passed", [])
