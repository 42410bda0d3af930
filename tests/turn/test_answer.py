"""A turn's answer: filled from the plan's template, composed by the planner's model, or off; and the one re-plan."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

import toolkiln
from toolkiln.cli.main import main
from toolkiln.guard import FENCE_START
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.testing import ScriptedPlanner

ECHO = '"""Gives the text back."""\n\n\ndef echo(text: str) -> dict:\n    return {"text": text}\n'


def calc(step_id: str, expression: str, check: str = "isinstance(result['value'], (int, float))") -> Step:
    return Step(step_id, "calculate", "evaluates it", {"expression": expression}, check)


def cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def run_json(*args: str) -> dict:
    code, out = cli("run", "--json", *args)
    return json.loads(out)


def test_the_mock_planner_answers_in_run_json_and_last_on_the_terminal():
    turn = run_json("convert 30 C to F and then to kelvin")
    assert turn["answer"] == "30 °C is 86.0 °F. That is 303.15 K."
    assert turn["answer_from"] == ["s1", "s2"]
    code, out = cli("run", "rechne 30 Grad Celsius in Fahrenheit um")
    assert code == 0
    assert out.strip().splitlines()[-1] == "30 °C sind 86.0 °F."


def test_a_refusal_or_a_question_has_no_answer():
    turn = run_json("convert 30 degrees")
    assert turn["outcome"] == "clarify" and turn["answer"] is None and "answer_from" not in turn


@pytest.fixture
def kiln(toolkiln_home, monkeypatch):
    def open_with(planner: ScriptedPlanner, **env: str):
        for name, value in env.items():
            monkeypatch.setenv(f"TOOLKILN_{name.upper()}", value)
        kiln = toolkiln.open(home=toolkiln_home)
        kiln.agent.planner = planner
        return kiln

    return open_with


def test_a_value_put_in_is_never_read_again_as_a_template(kiln):
    """A result that looks like a field stays as it is: the template is scanned once."""
    tricky = "{s1.text} and {{not a brace}}"
    planner = ScriptedPlanner(
        [
            Plan(
                "plan",
                steps=[Step("s1", "echo", "echo it", {"text": tricky}, "'text' in result")],
                answer="Said: {s1.text}",
            )
        ]
    )
    with kiln(planner) as k:
        k.add_tool(ECHO, "echo", {"text": "x"})
        turn = k.run("echo it")
    assert turn.answer == "Said: " + tricky and turn.answer_from == ["s1"]


def test_a_failed_step_turns_the_answer_into_a_note_of_what_is_missing(kiln):
    planner = ScriptedPlanner(
        [
            Plan("plan", steps=[calc("s1", "1 / 0")], answer="It is {s1.value}."),
            Plan("plan", steps=[calc("s1", "2 + 3", 'result["value"] == 6')], answer="It is {s1.value}."),
        ]
    )
    with kiln(planner, max_replans="0") as k:
        broken = k.run("divide one by zero")
        wrong = k.run("add two and three")
    assert broken.answer.startswith("No answer: it needs the result of s1 (calculate), but it ended error: ")
    assert "\n" not in broken.answer and broken.answer_from == []
    assert (
        wrong.answer == 'No answer: it needs the result of s1 (calculate), but its check failed (result["value"] == 6).'
    )
    assert len(planner.requests) == 2  # max_replans = 0: no second round


def test_an_answer_naming_an_unknown_step_goes_back_to_the_planner(kiln):
    planner = ScriptedPlanner(
        [
            Plan("plan", steps=[calc("s1", "2 + 3")], answer="It is {s9.value}."),
            Plan("plan", steps=[calc("s1", "2 + 3")], answer="It is {s1.value}."),
        ]
    )
    with kiln(planner) as k:
        turn = k.run("add two and three")
    assert "the answer refers to unknown step 's9'" in planner.requests[1].feedback
    assert turn.answer == "It is 5."


def test_answer_mode_off_writes_none(kiln):
    planner = ScriptedPlanner([Plan("plan", steps=[calc("s1", "2 + 3")], answer="It is {s1.value}.")])
    with kiln(planner, answer_mode="off") as k:
        assert k.run("add two and three").answer is None


def test_an_empty_plan_answers_from_its_answer(kiln):
    planner = ScriptedPlanner([Plan("plan", reasoning="nothing to run", answer="Hello to you too.")])
    with kiln(planner) as k:
        assert k.run("hello").to_json()["answer"] == "Hello to you too."


def test_compose_asks_once_more_with_the_results_fenced_and_keeps_the_steps_it_rests_on(kiln):
    planner = ScriptedPlanner(
        [Plan("plan", steps=[calc("s1", "17 * 23"), calc("s2", "17 * 23 % 2")], answer="{s1.value}, rest {s2.value}")],
        composed=[{"answer": "17 × 23 is 391, which is odd.", "rests_on": ["s1", "s2", "s7"]}],
    )
    with kiln(planner, answer_mode="compose") as k:
        turn = k.run("Compute 17 × 23 and tell me whether it is odd")
    assert turn.answer == "17 × 23 is 391, which is odd." and turn.answer_from == ["s1", "s2"]
    (asked,) = planner.compose_requests
    assert asked.draft == "391, rest 1" and [s.result for s in asked.steps] == [{"value": 391}, {"value": 1}]


def test_compose_that_fails_leaves_the_template_answer(kiln):
    planner = ScriptedPlanner([Plan("plan", steps=[calc("s1", "2 + 3")], answer="It is {s1.value}.")])
    with kiln(planner, answer_mode="compose") as k:  # nothing queued to compose: the request fails
        turn = k.run("add two and three")
    assert turn.answer == "It is 5." and len(planner.compose_requests) == 1


def test_a_failed_step_is_planned_again_once_and_the_new_steps_join_the_turn(kiln):
    planner = ScriptedPlanner(
        [
            Plan("plan", steps=[calc("s1", "1 / 0")], answer="It is {s1.value}."),
            Plan("plan", reasoning="divide by one instead", steps=[calc("s1", "1 / 1")], answer="It is {s1.value}."),
        ]
    )
    with kiln(planner) as k:
        turn = k.run("divide one by something")
    assert [s.id for s in turn.steps] == ["s1", "r2_s1"]
    assert [s.status for s in turn.steps] == ["error", "ok"]
    assert turn.answer == "It is 1.0." and turn.answer_from == ["r2_s1"]
    again = planner.requests[1]
    assert again.message.startswith(f"A step of your plan failed.\nStep s1 (calculate) failed.\n{FENCE_START} what")
    assert "This is the last planning round" in again.message
    assert "s1 calculate" in again.history[-1]["content"]  # the results so far, as the turn's summary


def test_a_second_failure_ends_the_turn_as_it_stands(kiln):
    planner = ScriptedPlanner(
        [Plan("plan", steps=[calc("s1", "1 / 0")]), Plan("plan", steps=[calc("s1", "2 / 0")])]
    )  # a third request would find the queue empty and fail the turn
    with kiln(planner) as k:
        turn = k.run("divide by zero")
    assert [(s.id, s.status) for s in turn.steps] == [("s1", "error"), ("r2_s1", "error")]
    assert len(planner.requests) == 2
