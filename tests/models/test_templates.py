"""``$template`` string params: parsed and checked at plan time like ``$ref``, filled in at run time."""

import pytest

from toolkiln.errors import PlanError, ToolError
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.models.planner.refs import find_refs, parse_template, resolve_refs
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool
from toolkiln.store import Registry
from toolkiln.testing import ScriptedGenerator, ScriptedPlanner
from toolkiln.turn.agent import Agent, AgentConfig
from toolkiln.turn.executor import StepExecutor
from toolkiln.vocab import Outcome


def plan(*steps):
    return Plan(outcome=Outcome.PLAN, steps=list(steps))


def step(id, params, tool="calculate"):
    return Step(id, tool, "a step", params, "len(str(result)) > 0")


def test_a_template_is_literal_text_and_fields():
    assert parse_template("{s1.words} ** 2") == [("s1.words",), " ** 2"]
    assert parse_template("{{literal}} {s2.items.0}!") == ["{literal} ", ("s2.items.0",), "!"]
    assert parse_template("no fields") == ["no fields"]


@pytest.mark.parametrize(
    "template",
    [
        "{s1.words!r}",  # a conversion
        "{s1.words:>10}",  # a format spec
        "{s1[0]}",  # index syntax
        "{}",  # an empty field
        "{ s1 }",  # spaces
        "{s1.words",  # unclosed
        "text } more",  # a lone closing brace
        "{s1..words}",  # an empty path part
    ],
)
def test_anything_but_a_plain_path_is_refused_at_plan_time(template):
    with pytest.raises(PlanError, match="template"):
        plan(step("s1", {"text": "a"}, "text_stats"), step("s2", {"expression": {"$template": template}})).validate()


def test_template_fields_are_references():
    params = {"expression": {"$template": "{s1.words} * {s2.value}"}, "other": [{"$ref": "s3"}]}
    assert find_refs(params) == ["s1.words", "s2.value", "s3"]
    assert step("s4", params).refs() == ["s1", "s2", "s3"]


def test_a_template_orders_the_steps_like_a_ref():
    chained = plan(step("s2", {"expression": {"$template": "{s1.words} ** 2"}}), step("s1", {"text": "a b"}))
    assert [[s.id for s in layer] for layer in chained.validate().layers()] == [["s1"], ["s2"]]


def test_a_template_naming_an_unknown_step_goes_back_to_the_planner():
    with pytest.raises(PlanError, match="unknown step 's9'"):
        plan(step("s1", {"expression": {"$template": "{s9.words} ** 2"}})).validate()


def test_templates_that_refer_to_each_other_are_a_cycle():
    with pytest.raises(PlanError, match="cycle"):
        plan(
            step("s1", {"expression": {"$template": "{s2.value} + 1"}}),
            step("s2", {"expression": {"$template": "{s1.value} + 1"}}),
        ).validate()


def test_resolution_puts_strings_as_they_are_and_other_values_as_json():
    results = {"s1": {"words": 3, "mean": 2.5, "name": "Ada {0.x}", "ok": True, "none": None, "items": [1, 2]}}
    template = "{s1.words} ** 2|{s1.mean}|{s1.name}|{s1.ok}|{s1.none}|{s1.items}|{{s1.words}}"
    assert resolve_refs({"expression": {"$template": template}}, results) == {
        "expression": "3 ** 2|2.5|Ada {0.x}|true|null|[1, 2]|{s1.words}"
    }


def test_a_filled_in_value_is_never_formatted_again():
    """The result text may hold braces and format syntax; it is copied, never read as a template."""
    results = {"s1": {"text": "{s1.secret} {0.__class__}"}, "s2": {"secret": "no"}}
    assert resolve_refs({"$template": "<{s1.text}>"}, results) == "<{s1.secret} {0.__class__}>"


def test_a_missing_path_is_a_step_error_naming_it():
    with pytest.raises(ToolError, match="'s1.nope' is not in the result of step s1"):
        resolve_refs({"$template": "{s1.nope}"}, {"s1": {"words": 3}})


def test_a_template_is_only_a_one_key_dict_with_a_string():
    value = {"$template": "{s1.x}", "other": 1}
    assert find_refs(value) == [] and resolve_refs(value, {}) == value
    assert resolve_refs({"$template": 5}, {}) == {"$template": 5}


# -- through an agent: a real registry file and real worker processes ---------------------------


@pytest.fixture
def agent(tmp_path):
    with WorkerPool(DEFAULT_POLICY, size=1) as pool, StepExecutor(2) as executor:
        registry = Registry(tmp_path / "registry.sqlite3")
        yield Agent(
            planner=ScriptedPlanner(),
            generator=ScriptedGenerator(),
            registry=registry,
            pool=pool,
            executor=executor,
            config=AgentConfig(),
        )
        registry.close()


def test_count_the_words_then_square_that_number_with_the_catalog_alone(agent):
    words = Step("s1", "text_stats", "counts the words", {"text": "one two three"}, 'result["words"] == 3')
    square = Step(
        "s2", "calculate", "squares it", {"expression": {"$template": "{s1.words} ** 2"}}, 'result["value"] == 9'
    )
    agent.planner.queue(Plan(outcome=Outcome.PLAN, steps=[words, square]))
    turn = agent.turn("count the words of 'one two three', then square that number").to_json()
    s2 = turn["steps"][1]
    assert (s2["origin"], s2["params"], s2["result"], s2["check_status"]) == (
        "catalog",
        {"expression": "3 ** 2"},
        {"value": 9},
        "passed",
    )


def test_a_template_naming_an_unknown_step_goes_back_to_the_planner_with_the_reason(agent):
    bad = Step("s1", "calculate", "squares", {"expression": {"$template": "{s0.words} ** 2"}}, "True")
    good = Step("s1", "calculate", "squares", {"expression": "3 ** 2"}, 'result["value"] == 9')
    agent.planner.queue(Plan(outcome=Outcome.PLAN, steps=[bad]), Plan(outcome=Outcome.PLAN, steps=[good]))
    turn = agent.turn("square three").to_json()
    assert turn["steps"][0]["result"] == {"value": 9}
    assert "unknown step 's0'" in agent.planner.requests[1].feedback
