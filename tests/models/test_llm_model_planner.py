"""ModelPlanner over real clients and loopback fakes: prompt, parsing, one correction, usage."""

from __future__ import annotations

import json

import pytest

from fakes import FakeAnthropic, FakeOpenAI, clear_model_env, model_settings
from toolkiln.errors import ModelAnswerError
from toolkiln.guard import FENCE_END, FENCE_START
from toolkiln.models.backends import make_client
from toolkiln.models.planner import PlanRequest, ToolInfo
from toolkiln.models.planner.model import ModelPlanner
from toolkiln.policy import DEFAULT_POLICY

C2F = ToolInfo(
    "celsius_to_fahrenheit", "Converts degrees Celsius to degrees Fahrenheit.", (("celsius", "float"),), "registry"
)


def step(params_json='{"celsius": 30}', **extra):
    return {
        "id": "s1",
        "tool": "celsius_to_fahrenheit",
        "description": "converts",
        "params_json": params_json,
        "check": 'result["fahrenheit"] == 86.0',
        **extra,
    }


def plan_input(*steps):
    return {"reasoning": "convert", "outcome": "plan", "steps": list(steps)}


@pytest.fixture
def anthropic_planner(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
        client = make_client("anthropic", "claude-test", settings=model_settings(), role="planner")
        yield ModelPlanner(client), fake


def req(message="convert 30 celsius to fahrenheit", **kwargs):
    return PlanRequest(message=message, tools=[C2F], policy=DEFAULT_POLICY, **kwargs)


def test_a_plan_with_decoded_params(anthropic_planner):
    planner, fake = anthropic_planner
    fake.queue_tool_call("submit_plan", plan_input(step()))
    answer = planner.plan(req())
    assert planner.name == "anthropic:claude-test"
    assert answer.plan.outcome == "plan"
    assert answer.plan.steps[0].params == {"celsius": 30}
    assert answer.usage.calls == 1 and answer.usage.input_tokens == 120


def test_the_prompt_carries_rules_tools_history_and_the_message(anthropic_planner):
    planner, fake = anthropic_planner
    fake.queue_tool_call("submit_plan", plan_input(step()))
    history = [
        {"role": "user", "content": "convert 30 celsius to fahrenheit"},
        {"role": "assistant", "content": "s1 celsius_to_fahrenheit: 86.0"},
    ]
    planner.plan(req("and now in kelvin", history=history))
    sent = fake.last_request
    stable, variable = sent["system"][0]["text"], sent["system"][1]["text"]
    assert DEFAULT_POLICY.render_rules() in stable
    assert f"- celsius_to_fahrenheit(celsius: float) -> any: {FENCE_START}>Converts" in variable  # a registry tool
    summary = {"role": "assistant", "content": f"{FENCE_START}>s1 celsius_to_fahrenheit: 86.0{FENCE_END}"}  # data
    assert sent["messages"] == [history[0], summary, {"role": "user", "content": "and now in kelvin"}]


def test_feedback_on_a_rejected_plan_reaches_the_model(anthropic_planner):
    planner, fake = anthropic_planner
    fake.queue_tool_call("submit_plan", plan_input(step()))
    planner.plan(req(feedback="step s1 has no check; say how to observe that it worked"))
    last = fake.last_request["messages"][-1]["content"]
    assert "rejected: step s1 has no check" in last


def test_bad_params_json_goes_back_once_with_the_error_then_the_correction_is_used(anthropic_planner):
    planner, fake = anthropic_planner
    fake.queue_tool_call("submit_plan", plan_input(step(params_json='{"celsius": 30')), id="toolu_bad")
    fake.queue_tool_call("submit_plan", plan_input(step()))
    answer = planner.plan(req())
    assert answer.plan.steps[0].params == {"celsius": 30}
    assert answer.usage.calls == 2 and answer.usage.input_tokens == 240
    second = fake.requests[1]["messages"]
    assert second[1] == {
        "role": "assistant",
        "content": [
            {
                "type": "tool_use",
                "id": "toolu_bad",
                "name": "submit_plan",
                "input": plan_input(step(params_json='{"celsius": 30')),
            }
        ],
    }
    result = second[2]["content"][0]
    assert result["type"] == "tool_result" and result["tool_use_id"] == "toolu_bad" and result["is_error"] is True
    assert "step s1: params_json is not valid JSON" in result["content"]


def test_two_misfits_fail_the_turn_with_both_named(anthropic_planner):
    planner, fake = anthropic_planner
    fake.queue_tool_call("submit_plan", {"reasoning": "x", "outcome": "maybe"})
    fake.queue_tool_call("submit_plan", {"reasoning": "x", "outcome": "maybe"})
    with pytest.raises(
        ModelAnswerError, match=r"^the planner's answer did not fit the plan format twice: .*outcome"
    ) as info:
        planner.plan(req())
    assert info.value.usage.calls == 2


def test_a_text_answer_is_corrected_in_conversation(anthropic_planner):
    planner, fake = anthropic_planner
    fake.queue_text("I would convert it.")
    fake.queue_tool_call("submit_plan", plan_input(step()))
    planner.plan(req())
    second = fake.requests[1]["messages"]
    assert second[1] == {"role": "assistant", "content": "I would convert it."}
    assert "held no submit_plan call" in second[2]["content"]


def test_refuse_and_clarify_pass_through(anthropic_planner):
    planner, fake = anthropic_planner
    fake.queue_tool_call(
        "submit_plan", {"reasoning": "r", "outcome": "refuse", "refusal": "no network; paste the page"}
    )
    fake.queue_tool_call(
        "submit_plan",
        {
            "reasoning": "r",
            "outcome": "clarify",
            "question": "Which scale?",
            "options": ["Fahrenheit", "Kelvin"],
            "allow_free_text": False,
        },
    )
    assert planner.plan(req("fetch example.com")).plan.refusal == "no network; paste the page"
    plan = planner.plan(req("convert 30 degrees")).plan
    assert (plan.question, plan.options, plan.allow_free_text) == ("Which scale?", ["Fahrenheit", "Kelvin"], False)


def test_params_given_as_an_object_are_accepted(anthropic_planner):
    """Some models send params_json as an object despite the schema; its types survive, so take it."""
    planner, fake = anthropic_planner
    fake.queue_tool_call("submit_plan", plan_input(step(params_json={"celsius": 30.5})))
    assert planner.plan(req()).plan.steps[0].params == {"celsius": 30.5}


def test_openai_planner_corrects_undecodable_arguments(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeOpenAI() as fake:
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        fake.queue_tool_call("submit_plan", '{"reasoning": "r", "outcome": "plan", "steps": [')
        fake.queue_tool_call("submit_plan", plan_input(step()))
        planner = ModelPlanner(make_client("openai", "llama-test", settings=model_settings(), role="planner"))
        answer = planner.plan(req())
    assert answer.plan.steps[0].params == {"celsius": 30}
    retry = fake.requests[1]["messages"]
    assert retry[-1]["role"] == "tool"
    assert retry[-1]["content"].startswith("Error: the submit_plan arguments did not decode")
    assert json.loads(retry[-2]["tool_calls"][0]["function"]["arguments"]) == {}


@pytest.mark.parametrize(
    ("fields", "said"),
    [
        ({"what_is_needed": 5}, "what_is_needed: Input should be a valid string"),
        (
            {"what_is_needed": "who owns this?", "owning_agent": ["boss"]},
            "owning_agent: Input should be a valid string",
        ),
        ({"what_is_needed": "who owns this?", "what_i_established": {"a": 1}}, "what_i_established: Input should be"),
    ],
)
def test_a_malformed_hand_back_is_refused_in_one_line(anthropic_planner, fields, said):
    """A delegated agent's hand-back whose fields are not text goes back once, then fails the turn in one line."""
    planner, fake = anthropic_planner
    answer = {"reasoning": "not mine", "outcome": "hand_back", **fields}
    fake.queue_tool_call("submit_plan", answer).queue_tool_call("submit_plan", answer)
    with pytest.raises(ModelAnswerError, match="^the planner's answer did not fit the plan format twice") as info:
        planner.plan(req(may_hand_back=True))
    assert said in str(info.value) and "\n" not in str(info.value)
