"""ModelGenerator over the Anthropic client and a loopback fake: the repair conversation and the answers."""

from __future__ import annotations

import pytest

from fakes import FakeAnthropic, clear_model_env, model_settings
from toolkiln.errors import ModelAnswerError
from toolkiln.models.backends import make_client
from toolkiln.models.codegen import Attempt, GenRequest, ToolDeclined, UseExistingTool
from toolkiln.models.codegen.model import ModelGenerator
from toolkiln.models.codegen.prompt import generator_prompt_hash
from toolkiln.policy import DEFAULT_POLICY

SOURCE = '''"""Converts degrees Celsius to degrees Fahrenheit."""


def celsius_to_fahrenheit(celsius: float) -> dict:
    return {"fahrenheit": celsius * 9 / 5 + 32}
'''


@pytest.fixture
def generator(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
        client = make_client("anthropic", "claude-coder", settings=model_settings(), role="generator")
        yield ModelGenerator(client), fake


REQUEST = GenRequest(
    name="celsius_to_fahrenheit",
    description="Converts Celsius to Fahrenheit.",
    example_params={"celsius": 30},
    policy=DEFAULT_POLICY,
)


def submit(source=None, hand_back=None, name="celsius_to_fahrenheit"):
    return {"name": name, "description": "Converts.", "source": source, "hand_back": hand_back}


def test_a_source_is_returned_and_the_request_forces_submit_tool(generator):
    gen, fake = generator
    fake.queue_tool_call("submit_tool", submit(SOURCE))
    answer = gen.generate(REQUEST, [])
    assert answer.source == SOURCE and answer.hand_back is None and answer.name == "celsius_to_fahrenheit"
    assert answer.usage.calls == 1
    sent = fake.last_request
    assert sent["tool_choice"] == {"type": "tool", "name": "submit_tool"}
    assert sent["system"][0]["cache_control"] == {"type": "ephemeral"}
    first = sent["messages"][0]["content"]
    assert "Write the tool `celsius_to_fahrenheit`" in first and "- celsius: int" in first
    assert gen.prompt_hash(REQUEST) == generator_prompt_hash(REQUEST)


def test_earlier_attempts_are_replayed_as_rejected_tool_calls(generator):
    """Each attempt: the model's own submit_tool call, then the verdict as an is_error tool_result."""
    gen, fake = generator
    fake.queue_tool_call("submit_tool", submit(SOURCE))
    attempts = [
        Attempt("import os\n", False, "gate", [{"line": 1, "message": "import of 'os' is not allowed"}]),
        Attempt(
            "def celsius_to_fahrenheit(celsius: float) -> dict:\n    return 1/0\n",
            False,
            "trial",
            [{"line": 2, "message": "ZeroDivisionError: division by zero"}],
        ),
    ]
    gen.generate(REQUEST, attempts)
    messages = fake.last_request["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user", "assistant", "user"]
    rounds = zip(attempts, messages[1::2], messages[2::2], strict=True)
    for number, (attempt, call, verdict) in enumerate(rounds, start=1):
        use = call["content"][0]
        assert use["type"] == "tool_use" and use["name"] == "submit_tool" and use["id"] == f"attempt_{number}"
        assert use["input"]["source"] == attempt.source
        result = verdict["content"][0]
        assert result == {
            "type": "tool_result",
            "tool_use_id": f"attempt_{number}",
            "content": attempt.feedback(),
            "is_error": True,
        }
    assert "Line 1: import of 'os' is not allowed" in messages[2]["content"][0]["content"]


def test_fenced_source_is_stripped(generator):
    gen, fake = generator
    fake.queue_tool_call("submit_tool", submit("Here is the tool:\n\n```python\n" + SOURCE + "```\nIt converts."))
    assert gen.generate(REQUEST, []).source == SOURCE


def test_a_hand_back_ends_with_what_is_needed(generator):
    gen, fake = generator
    fake.queue_tool_call(
        "submit_tool",
        submit(
            hand_back={"what_is_needed": "network access to read the page", "what_i_established": "the page is HTML"}
        ),
    )
    answer = gen.generate(REQUEST, [])
    assert answer.source is None
    assert answer.hand_back.what_is_needed == "network access to read the page"
    assert answer.hand_back.what_i_established == "the page is HTML"


def test_neither_source_nor_hand_back_is_asked_again_once(generator):
    gen, fake = generator
    fake.queue_tool_call("submit_tool", submit(source=""), id="toolu_empty")
    fake.queue_tool_call("submit_tool", submit(SOURCE))
    assert gen.generate(REQUEST, []).source == SOURCE
    correction = fake.requests[1]["messages"][-1]["content"][0]
    assert correction["tool_use_id"] == "toolu_empty" and correction["is_error"] is True
    assert "needs either the whole module in source, or hand_back" in correction["content"]


def test_neither_twice_is_a_clear_failure(generator):
    gen, fake = generator
    fake.queue_tool_call("submit_tool", submit()).queue_tool_call("submit_tool", submit(hand_back={}))
    with pytest.raises(ModelAnswerError, match="^the generator's answer did not fit the tool format twice"):
        gen.generate(REQUEST, [])


class _InterleavingClient:
    """Answers with SOURCE; while answering the first request, another generation runs on the same generator
    (as two steps of a turn do on two threads)."""

    name, backend, model = "fake:coder", "fake", "coder"

    def __init__(self):
        self.generator = None
        self.calls = 0

    def call(self, request):
        from toolkiln.models.llm import ToolCallResult

        self.calls += 1
        if self.calls == 1:
            other = GenRequest(
                name="other_tool",
                description="Other.",
                example_params={},
                policy=DEFAULT_POLICY.with_capability("fetch"),
            )
            self.generator.generate(other, [])
        return ToolCallResult(submit(SOURCE))


class _TrialPool:
    def run(self, name, source, params, *, timeout_s=None, dedicated=False):
        from types import SimpleNamespace

        return SimpleNamespace(ok=True, result={"fahrenheit": 86.0}, output="", kind=None, error=None, errors=[])


def test_a_saved_tool_keeps_the_hash_of_its_own_prompt(tmp_path):
    """A generation that overlaps another (a different policy) still records the prompt it was written under."""
    from toolkiln.models.codegen.acquire import acquire_tool
    from toolkiln.store import Registry

    client = _InterleavingClient()
    gen = client.generator = ModelGenerator(client)
    with Registry(tmp_path / "registry.sqlite3") as registry:
        acq = acquire_tool(
            "celsius_to_fahrenheit",
            "Converts.",
            {"celsius": 30},
            generator=gen,
            pool=_TrialPool(),
            registry=registry,
            policy=DEFAULT_POLICY,
        )
    assert acq.tool.prompt_hash == generator_prompt_hash(REQUEST)
    assert acq.tool.prompt_hash != generator_prompt_hash(
        GenRequest(name="x", description="", example_params={}, policy=DEFAULT_POLICY.with_capability("fetch"))
    )


@pytest.mark.parametrize(
    ("hand_back", "said"),
    [
        (
            ["network access"],
            "submit_tool's hand_back must be an object with string fields what_is_needed, "
            "what_i_established, existing_tool, not a list",
        ),
        ("[1, 2]", "submit_tool's hand_back must be an object with string fields"),
        (7, "submit_tool's hand_back must be an object with string fields"),
        ({"what_is_needed": 5}, "submit_tool's hand_back.what_is_needed must be a string, not a number"),
        ({"what_is_needed": "x", "what_i_established": ["a", "b"]}, "hand_back.what_i_established must be a string"),
        (
            {"existing_tool": {"name": "double"}},
            "submit_tool's hand_back.existing_tool must be a string, not an object",
        ),
        ({"what_is_needed": True}, "submit_tool's hand_back.what_is_needed must be a string, not a boolean"),
    ],
)
def test_a_malformed_hand_back_is_refused_in_one_line(generator, hand_back, said):
    """The model hears what was wrong once; a second malformed answer fails with that one line, nothing written."""
    gen, fake = generator
    fake.queue_tool_call("submit_tool", submit(hand_back=hand_back), id="toolu_bad")
    fake.queue_tool_call("submit_tool", submit(hand_back=hand_back))
    with pytest.raises(ModelAnswerError, match="^the generator's answer did not fit the tool format twice") as info:
        gen.generate(REQUEST, [])
    assert said in str(info.value) and "\n" not in str(info.value)
    correction = fake.requests[1]["messages"][-1]["content"][0]
    assert correction["tool_use_id"] == "toolu_bad" and correction["is_error"] is True
    assert said in correction["content"] and "\n" not in correction["content"]


def test_a_corrected_hand_back_is_used(generator):
    gen, fake = generator
    fake.queue_tool_call("submit_tool", submit(hand_back={"existing_tool": 3}))
    fake.queue_tool_call("submit_tool", submit(hand_back={"existing_tool": "double", "what_i_established": "same"}))
    answer = gen.generate(REQUEST, [])
    assert answer.hand_back == UseExistingTool("double", "same") and answer.source is None


def test_a_hand_back_is_one_meaning_each(generator):
    """A reason without a tool is a decline; a named tool is a pointer to it, its reason kept for when it is
    unknown; an empty one (or null) is no hand-back, and the source stands."""
    gen, fake = generator
    fake.queue_tool_call("submit_tool", submit(hand_back={"what_is_needed": " the network ", "existing_tool": ""}))
    fake.queue_tool_call("submit_tool", submit(hand_back={"what_is_needed": "the network", "existing_tool": "fetch"}))
    fake.queue_tool_call("submit_tool", submit(SOURCE, hand_back={"what_is_needed": None, "existing_tool": None}))
    assert gen.generate(REQUEST, []).hand_back == ToolDeclined("the network")
    pointer = gen.generate(REQUEST, []).hand_back
    assert pointer == UseExistingTool("fetch", what_is_needed="the network")
    assert pointer.otherwise() == ToolDeclined("the network") and UseExistingTool("fetch").otherwise() is None
    assert pointer.to_json() == {"what_is_needed": "the network", "what_i_established": "", "existing_tool": "fetch"}
    answer = gen.generate(REQUEST, [])
    assert answer.hand_back is None and answer.source == SOURCE
