"""What the generator hands back: one stored description that says what a tool returns, a
hand-back naming an existing tool that then runs instead of a duplicate, and the repair
request replaying the model's own answer. Real registry file, real worker processes."""

import pytest

from fakes.samples import DOUBLE
from toolkiln.models.codegen import GenAnswer, GenRequest, UseExistingTool
from toolkiln.models.codegen.model import _parse_answer, repair_conversation
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool
from toolkiln.store import Registry
from toolkiln.store.search import looks_alike
from toolkiln.testing import ScriptedGenerator, ScriptedPlanner
from toolkiln.tools.returns import one_description
from toolkiln.turn.agent import Agent, AgentConfig
from toolkiln.turn.executor import StepExecutor

TWICE = DOUBLE.replace("def double", "def twice")


@pytest.fixture(scope="module")
def pool():
    with WorkerPool(DEFAULT_POLICY, size=1) as pool:
        yield pool


@pytest.fixture
def registry(tmp_path):
    reg = Registry(tmp_path / "registry.sqlite3")
    yield reg
    reg.close()


@pytest.fixture
def make_agent(pool, registry):
    executor = StepExecutor(2)

    def make(plans, answers):
        return Agent(
            planner=ScriptedPlanner(plans),
            generator=ScriptedGenerator(answers),
            registry=registry,
            pool=pool,
            executor=executor,
            config=AgentConfig(),
        )

    yield make
    executor.close()


def one_step(tool, params):
    return Plan("plan", steps=[Step("s1", tool, "doubles x; returns {value: float}", params, "len(str(result)) > 0")])


def with_double(make_agent):
    """An agent whose registry already holds ``double`` (written in an earlier turn)."""
    make_agent([one_step("double", {"x": 1})], [DOUBLE]).turn("double 1")


# -- one description ------------------------------------------------------------------------

VALUE = {"type": "object", "properties": {"value": {"type": "number"}}}


def test_the_description_names_what_comes_back():
    assert one_description("Doubles a number.", "", VALUE) == "Doubles a number. Returns {value: int | float}."
    assert one_description("Doubles x; returns value.", "Doubles.", VALUE) == "Doubles x; returns value."
    assert one_description("", "", {"type": "number"}, "doubles") == "doubles. Returns int | float."
    assert one_description("Counts.", "", {}) == "Counts."


def test_the_text_that_names_more_returned_keys_wins():
    shape = {"type": "object", "properties": {"words": {"type": "integer"}, "lines": {"type": "integer"}}}
    assert one_description("Counts words.", "Counts a text; returns words and lines.", shape) == (
        "Counts a text; returns words and lines."
    )
    assert one_description("Counts words and lines.", "Counts words and lines of a text.", shape) == (
        "Counts words and lines."
    )  # a tie: the docstring, which travels with the source


def test_a_generated_tool_is_stored_with_one_description_the_planner_sees(make_agent, registry):
    answer = GenAnswer(name="double", description="Doubles x and returns it as value.", source=DOUBLE)
    make_agent([one_step("double", {"x": 2})], [answer]).turn("double 2")
    stored = registry.get("double")
    assert stored.description == "Doubles x and returns it as value."
    assert stored.tool_info().description == stored.description
    bare = GenAnswer(name="twice", description="", source=TWICE)
    make_agent([one_step("twice", {"x": 2})], [bare]).turn("twice 2")
    assert registry.get("twice").description == "Doubles a number. Returns {value: float}."  # the trial's float


# -- look-alikes ------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "new, existing, alike",
    [
        ("celsius_to_fahrenheit", "celsius_converter", True),
        ("count_words", "word_count", True),
        ("is_leap_year", "hash_text", False),
        ("slugify_text", "hash_text", True),
        ("slugify", "hash_text", False),
    ],
)
def test_looks_alike_by_name_words(new, existing, alike):
    assert looks_alike(new, existing) is alike


def test_the_generator_is_shown_only_tools_that_look_alike(registry):
    for name, doc in (("hash_text", "Hashes a text for a year."), ("leap_years_between", "Counts leap years.")):
        source = f'"""{doc}"""\n\ndef {name}(text: str) -> dict:\n    return {{"n": 1}}\n'
        registry.save(
            name=name, source=source, description=doc, params=[{"name": "text", "type": "str"}], backend="m", model="m"
        )
    similar = [t.name for t in registry.similar("is_leap_year", "whether a year is a leap year, given text")]
    assert similar == ["leap_years_between"]


# -- naming an existing tool ---------------------------------------------------------------------


def test_the_wire_hand_back_can_name_an_existing_tool():
    request = GenRequest("twice", "doubles", {"x": 1}, DEFAULT_POLICY)
    answer = _parse_answer({"name": "twice", "hand_back": {"existing_tool": " double "}}, request)
    assert answer.hand_back == UseExistingTool("double") and answer.source is None
    empty = {"name": "twice", "source": "", "hand_back": {"existing_tool": ""}}
    with pytest.raises(Exception, match="neither"):
        _parse_answer(empty, request)


def test_an_existing_tool_the_generator_names_runs_instead_of_a_duplicate(make_agent, registry):
    with_double(make_agent)
    agent = make_agent([one_step("twice", {"x": 21})], [UseExistingTool("double", "double does this")])
    s = agent.turn("twice 21").to_json()["steps"][0]
    assert (s["tool"], s["origin"], s["status"], s["result"], s["version"]) == (
        "double",
        "reused",
        "ok",
        {"value": 42.0},
        1,
    )
    assert s["check_status"] == "passed" and s["hand_back"] is None
    assert registry.get("twice") is None


def test_an_existing_tool_whose_params_do_not_fit_is_not_run(make_agent, registry):
    with_double(make_agent)
    agent = make_agent([one_step("twice", {"y": 21})], [UseExistingTool("double")])
    s = agent.turn("twice 21").to_json()["steps"][0]
    assert s["status"] == "error" and "do not fit" in s["error"] and "'y'" in s["error"]
    assert s["hand_back"]["existing_tool"] == "double" and s["result"] is None
    assert registry.get("twice") is None


def test_an_unknown_name_is_dropped_and_the_repair_replays_the_models_own_answer(make_agent, registry):
    unknown = GenAnswer(name="twice", description="my words", hand_back=UseExistingTool("no_such_tool"))
    agent = make_agent([one_step("twice", {"x": 2})], [unknown, TWICE])
    s = agent.turn("twice 2").to_json()["steps"][0]
    assert (s["tool"], s["origin"], s["result"], s["attempts"]) == ("twice", "generated", {"value": 4.0}, 2)
    request, attempts = agent.generator.calls[1]
    assert "no usable tool named 'no_such_tool'" in attempts[0].feedback()
    sent = repair_conversation(request, attempts)[1]["content"][0]["input"]
    assert sent["description"] == "my words" and sent["hand_back"] == {
        "what_is_needed": "",
        "what_i_established": "",
        "existing_tool": "no_such_tool",
    }
    stored = registry.get("twice").attempts[0]  # the provenance keeps the hand-back as the model sent it
    assert stored["hand_back"] == sent["hand_back"] and stored["accepted"] is False


def test_a_hand_back_naming_itself_is_not_a_reuse(make_agent, registry):
    agent = make_agent([one_step("twice", {"x": 2})], [UseExistingTool("twice", what_is_needed="network access")])
    s = agent.turn("twice 2").to_json()["steps"][0]
    assert s["status"] == "error" and s["hand_back"] == {"what_is_needed": "network access", "what_i_established": ""}
