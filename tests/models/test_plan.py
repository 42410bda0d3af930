"""Plans: the wire format decodes on arrival; validation refuses what must not run."""

import json

import pytest

from toolkiln.errors import ModelRetry, PlanError
from toolkiln.models.planner.plan import MAX_STEPS, Plan, Step
from toolkiln.models.planner.wire import SUBMIT_PLAN_TOOL, WirePlan, submit_plan_tool


def step(id, tool="t", params=None, check="result == 1", description="does t"):
    return Step(id, tool, description, params or {}, check)


def test_params_json_keeps_types():
    """params_json is a string decoded on arrival, so 30 stays an int."""
    wire = WirePlan.parse(
        {
            "reasoning": "r",
            "outcome": "plan",
            "steps": [{"id": "s1", "tool": "c", "description": "d", "params_json": '{"celsius": 30}', "check": "x"}],
        }
    )
    plan = wire.to_plan()
    assert plan.steps[0].params == {"celsius": 30} and type(plan.steps[0].params["celsius"]) is int
    assert WirePlan.from_plan(plan).steps[0].params_json == json.dumps({"celsius": 30})


def test_bad_params_json_asks_the_model_again():
    """Malformed JSON and non-objects become a retry message naming the step."""
    for bad in ("{celsius: 30}", "[1, 2]"):
        wire = WirePlan.parse({"outcome": "plan", "steps": [{"id": "s1", "tool": "c", "params_json": bad}]})
        with pytest.raises(ModelRetry, match="step s1: params_json"):
            wire.to_plan()


def test_shape_errors_become_retry_messages():
    with pytest.raises(ModelRetry, match="outcome"):
        WirePlan.parse({"outcome": "maybe"})


def test_validation_rejects_duplicates_missing_checks_and_too_many_steps():
    with pytest.raises(PlanError, match="used twice"):
        Plan("plan", steps=[step("s1"), step("s1")]).validate()
    with pytest.raises(PlanError, match="has no check"):
        Plan("plan", steps=[step("s1", check=" ")]).validate()
    with pytest.raises(PlanError, match="no description"):
        Plan("plan", steps=[step("s1", description="")]).validate()
    with pytest.raises(PlanError, match="at most 12 steps"):
        Plan("plan", steps=[step(f"s{i}") for i in range(13)]).validate()


def test_references_must_point_at_known_steps_without_cycles():
    with pytest.raises(PlanError, match="unknown step 's9'"):
        Plan("plan", steps=[step("s1", params={"x": {"$ref": "s9.value"}})]).validate()
    cyclic = [step("s1", params={"x": {"$ref": "s2"}}), step("s2", params={"x": [{"$ref": "s1.a"}]})]
    with pytest.raises(PlanError, match="cycle"):
        Plan("plan", steps=cyclic).validate()


def test_layers_follow_dependencies():
    """Independent steps share a layer; a referencing step comes after its input."""
    plan = Plan(
        "plan", steps=[step("s1"), step("s2"), step("s3", params={"a": {"$ref": "s1.x"}, "b": {"k": {"$ref": "s2"}}})]
    )
    assert [[s.id for s in layer] for layer in plan.validate().layers()] == [["s1", "s2"], ["s3"]]


def test_steps_of_an_ordered_tool_get_a_layer_each_in_the_order_listed():
    """Marks whose effect the next one reads run one at a time; other steps still share their layers."""
    plan = Plan("plan", steps=[step("s1", "mark"), step("s2"), step("s3", "mark"), step("s4", "mark")]).validate()
    assert [[s.id for s in layer] for layer in plan.layers()] == [["s1", "s2", "s3", "s4"]]
    assert [[s.id for s in layer] for layer in plan.layers(in_order={"mark"})] == [["s1", "s2"], ["s3"], ["s4"]]


def test_empty_plan_is_legitimate():
    assert Plan("plan").validate().steps == []


def test_clarify_needs_two_to_six_options_and_refusal_a_reason():
    with pytest.raises(PlanError, match="2 to 6 options"):
        Plan("clarify", question="which?", options=["a"]).validate()
    Plan("clarify", question="which?", options=["a", "b"]).validate()
    with pytest.raises(PlanError, match="must say why"):
        Plan("refuse", refusal="").validate()


# The submit_plan input schema as it was written by hand before it was derived from WirePlan.
# A model reads every word of it, so a change to WirePlan that changes it must change this too.
SUBMIT_PLAN_SCHEMA = {
    "type": "object",
    "properties": {
        "reasoning": {"type": "string", "description": "Short reasoning shown to the user."},
        "outcome": {"type": "string", "enum": ["plan", "refuse", "clarify"]},
        "steps": {
            "type": "array",
            "maxItems": MAX_STEPS,
            "items": {
                "type": "object",
                "properties": {
                    "id": {"type": "string", "description": "s1, s2, ..."},
                    "tool": {
                        "type": "string",
                        "description": "snake_case tool name; reuse an existing name when it fits",
                    },
                    "description": {
                        "type": "string",
                        "description": "for a listed tool: what this step does with it; for a new tool: its "
                        "specification (parameters with types, what it computes, the keys and types of what it returns)",
                    },
                    "params_json": {
                        "type": "string",
                        "description": 'the params as a JSON object encoded in a string; {"$ref": "s1.key"} is an '
                        "earlier step's result (keeps its type), "
                        '{"$template": "{s1.key} ** 2"} a string built from results',
                    },
                    "check": {
                        "type": "string",
                        "description": "how to observe success: a Python expression over `result` in the check "
                        'language of the prompt, e.g. result["fahrenheit"] == 86.0',
                    },
                },
                "required": ["id", "tool", "description", "params_json", "check"],
            },
        },
        "answer": {
            "type": "string",
            "description": "plan only: the reply to the person's message once the steps ran, in their language; "
            '{s1.key} puts in a step\'s result as $template does, e.g. "30 °C is {s1.fahrenheit} °F."',
        },
        "refusal": {"type": "string", "description": "why the task is refused and what the user can do instead"},
        "question": {"type": "string", "description": "the clarifying question"},
        "options": {"type": "array", "items": {"type": "string"}, "maxItems": 6},
        "allow_free_text": {"type": "boolean"},
    },
    "required": ["reasoning", "outcome"],
}


def test_the_submit_plan_schema_is_derived_from_the_wire_model_word_for_word():
    assert SUBMIT_PLAN_TOOL["input_schema"] == SUBMIT_PLAN_SCHEMA
    assert SUBMIT_PLAN_TOOL["name"] == "submit_plan"


def test_only_a_delegated_agent_is_offered_the_hand_back_outcome():
    delegated = submit_plan_tool(hand_back=True)["input_schema"]
    assert delegated["properties"]["outcome"]["enum"] == ["plan", "refuse", "clarify", "hand_back"]
    assert delegated["properties"]["owning_agent"]["description"].startswith("hand_back only, optional")
    assert set(delegated["properties"]) - set(SUBMIT_PLAN_SCHEMA["properties"]) == {
        "what_is_needed",
        "what_i_established",
        "owning_agent",
    }


def test_the_derived_schema_is_plain_and_the_parser_stays_lenient():
    """No $ref, titles or defaults for a model to trip over; a plan without the wire-required fields still parses."""

    def keys(node):
        if isinstance(node, dict):
            props = node.get("properties", {})
            return (
                {k for k in node if k != "properties"}
                | {k for v in props.values() for k in keys(v)}
                | {k for key, v in node.items() if key != "properties" for k in keys(v)}
            )
        return {k for v in node for k in keys(v)} if isinstance(node, list) else set()

    assert not keys(SUBMIT_PLAN_TOOL["input_schema"]) & {"$ref", "$defs", "title", "default", "anyOf"}
    plan = WirePlan.parse({"outcome": "plan", "steps": [{"id": "s1", "tool": "t"}]}).to_plan()
    assert (plan.outcome, plan.reasoning, plan.steps[0].params, plan.steps[0].check) == ("plan", "", {}, "")
    with pytest.raises(ModelRetry, match="outcome"):
        WirePlan.parse({"outcome": "maybe"})
