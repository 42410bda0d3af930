"""Hostile model answers fail closed: a one-line error (or feedback to the model), never a traceback.

Each answer comes from a fake Anthropic or OpenAI server on loopback and goes
through the real ``toolkiln`` command: nesting thousands of levels deep, integers
of thousands of digits, NaN, non-ASCII ``$ref`` parts, in ``params_json``, in the
raw response body and in a generator's hand-back.
"""

import json

import pytest
from click.testing import CliRunner

from fakes import FakeAnthropic, FakeOpenAI, clear_model_env
from toolkiln.cli.main import main
from toolkiln.errors import ToolError
from toolkiln.models.planner.plan import MAX_PARAMS_BYTES, MAX_PARAMS_DEPTH
from toolkiln.turn.agent import resolve_refs

BACKENDS = [
    pytest.param(FakeAnthropic, "anthropic:claude-test", "ANTHROPIC_BASE_URL", id="anthropic"),
    pytest.param(FakeOpenAI, "openai:llama-test", "OPENAI_BASE_URL", id="openai"),
]
GOOD = (
    '"""Converts degrees Celsius to degrees Fahrenheit."""\n\n'
    'def celsius_to_fahrenheit(celsius: float) -> dict:\n    return {"fahrenheit": celsius * 9 / 5 + 32}\n'
)


def plan(params_json: str = '{"celsius": 30}', *steps: dict) -> dict:
    first = {
        "id": "s1",
        "tool": "celsius_to_fahrenheit",
        "description": "Converts Celsius to Fahrenheit",
        "params_json": params_json,
        "check": 'result["fahrenheit"] == 86.0',
    }
    return {"reasoning": "one conversion", "outcome": "plan", "steps": [first, *steps]}


def nested(depth: int) -> str:
    return '{"celsius": ' + "[" * depth + "]" * depth + "}"


HOSTILE_PARAMS = {
    "nested 5,000 deep": (nested(5000), "nests"),
    "nested 600 deep": (nested(600), "nests"),
    "just over the depth limit": (nested(MAX_PARAMS_DEPTH), "nests"),
    "a 5,000-digit integer": ('{"celsius": ' + "7" * 5000 + "}", "digits"),
    "NaN": ('{"celsius": NaN}', "NaN"),
    "a float overflow": ('{"celsius": 1e999}', "too large"),
    "a lone surrogate": ('{"celsius": "\\ud800"}', "surrogate"),
    "over the size limit": ('{"text": "' + "x" * MAX_PARAMS_BYTES + '"}', "longer than"),
}


@pytest.fixture
def model_env(monkeypatch):
    clear_model_env(monkeypatch)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-secret")
    monkeypatch.setenv("TOOLKILN_RETRY_BACKOFF_S", "0.001")
    monkeypatch.setenv("TOOLKILN_MAX_RETRIES", "0")


def run_json(spec: str, *extra: str):
    result = CliRunner().invoke(main, ["run", "--json", "--planner", spec, "--generator", spec, *extra, "convert"])
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result, json.loads(result.stdout)


def run_plain(spec: str):
    result = CliRunner().invoke(main, ["run", "--planner", spec, "--generator", spec, "convert"])
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def assert_one_line_error(result, *words: str) -> None:
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("toolkiln: error: "), result.stderr
    assert "Traceback" not in result.output
    for word in words:
        assert word in lines[0], lines[0]


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
@pytest.mark.parametrize("params_json, word", HOSTILE_PARAMS.values(), ids=HOSTILE_PARAMS.keys())
def test_hostile_params_json_twice_is_one_json_error(
    fake_cls, spec, url_var, params_json, word, model_env, monkeypatch
):
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", plan(params_json))
        fake.queue_tool_call("submit_plan", plan(params_json))
        result, out = run_json(spec)
    assert result.exit_code == 1
    assert out["error"]["type"] == "ModelAnswerError" and word in out["error"]["message"]
    assert out["error"]["message"].startswith("the planner's answer did not fit the plan format twice: step s1:")
    # the first refusal went back to the model, naming the limit
    correction = json.dumps(fake.requests[1])
    assert "params_json" in correction and word in correction


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_hostile_params_then_a_good_plan_runs(fake_cls, spec, url_var, model_env, monkeypatch):
    """A refused params_json goes back to the planner once; its corrected plan runs."""
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", plan(nested(5000)))
        fake.queue_tool_call("submit_plan", plan())
        fake.queue_tool_call("submit_tool", {"name": "celsius_to_fahrenheit", "source": GOOD})
        result, out = run_json(spec)
    assert result.exit_code == 0, result.output
    assert out["steps"][0]["result"] == {"fahrenheit": 86.0}


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_hostile_params_without_json_is_one_line_on_stderr(fake_cls, spec, url_var, model_env, monkeypatch):
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", plan(nested(5000)))
        fake.queue_tool_call("submit_plan", plan("7" * 5000))
        result = run_plain(spec)
    assert_one_line_error(result, "params_json", "digits")


@pytest.mark.parametrize("ref", ["s1.\u00b2", "s1.\u0661", "s1.ｆａｈｒｅｎｈｅｉｔ", "s1..x", "s1.a b", "s1.\x1b[2J"])
@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_a_ref_that_is_not_ascii_is_refused_at_plan_time(fake_cls, spec, url_var, ref, model_env, monkeypatch):
    """Before: ``s1.²`` ran step 1, then failed step 2 with "internal error: ValueError"."""
    second = dict(plan()["steps"][0], id="s2", params_json=json.dumps({"celsius": {"$ref": ref}}))
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", plan('{"celsius": 30}', second))
        fake.queue_tool_call("submit_plan", plan('{"celsius": 30}', second))
        result, out = run_json(spec)
        assert len(fake.requests) == 2  # no tool was written
    assert result.exit_code == 1
    message = out["error"]["message"]
    assert out["error"]["type"] == "PlanError" and "ASCII" in message, message
    assert message.startswith("the planner's plan was invalid twice: step s2: reference")


@pytest.mark.parametrize("index", ["9" * 5000, "-" + "9" * 30, "\u00b2"])
def test_a_ref_index_that_is_no_short_ascii_number_is_a_step_error(index):
    """Resolving a reference into a list never converts more than 18 digits (nor a superscript)."""
    with pytest.raises(ToolError, match="is not in the result of step s1"):
        resolve_refs({"x": {"$ref": f"s1.{index}"}}, {"s1": [1, 2, 3]})


def raw_anthropic_body(fake: FakeAnthropic, raw_input: str) -> str:
    body = fake.message([{"type": "tool_use", "id": "toolu_raw", "name": "submit_plan", "input": "RAW"}])
    return json.dumps(body).replace('"RAW"', raw_input)


def raw_openai_body(fake: FakeOpenAI, raw_input: str) -> str:
    # The OpenAI arguments are a string; the raw nesting goes into the message's own fields.
    body = fake.tool_call_body("submit_plan", plan())
    body["choices"][0]["message"]["extra"] = "RAW"
    return json.dumps(body).replace('"RAW"', raw_input)


RAW_BODIES = {
    "nested 5,000 deep": '{"reasoning": "x", "outcome": "plan", "steps": [{"id": "s1", "tool": "t", '
    '"description": "d", "check": "c", "params_json": ' + "[" * 5000 + "]" * 5000 + "}]}",
    "a 5,000-digit integer": '{"reasoning": "x", "outcome": "plan", "steps": [], "n": ' + "7" * 5000 + "}",
}


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
@pytest.mark.parametrize("raw", RAW_BODIES.values(), ids=RAW_BODIES.keys())
def test_a_response_body_no_decoder_takes_is_one_error(fake_cls, spec, url_var, raw, model_env, monkeypatch):
    """The nesting or the number sits in the HTTP body itself, where the SDK or httpx decodes it."""
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        maker = raw_anthropic_body if fake_cls is FakeAnthropic else raw_openai_body
        fake.queue(200, maker(fake, raw))
        fake.queue(200, maker(fake, raw))
        result, out = run_json(spec)
    assert result.exit_code == 1
    assert out["error"]["type"] in ("ModelAnswerError", "ModelError"), out
    assert "\n" not in out["error"]["message"]


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_openai_arguments_nested_deep_go_back_to_the_model(fake_cls, spec, url_var, model_env, monkeypatch):
    """The OpenAI function arguments are a JSON string: they are measured before decoding."""
    if fake_cls is FakeAnthropic:
        pytest.skip("Anthropic sends the input as an object, covered by the raw-body test")
    deep = '{"reasoning": "x", "outcome": "plan", "steps": ' + "[" * 5000 + "]" * 5000 + "}"
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", deep)
        fake.queue_tool_call("submit_plan", '{"outcome": "plan", "n": ' + "7" * 5000 + "}")
        result, out = run_json(spec)
        correction = json.dumps(fake.requests[1])
    assert out["error"]["type"] == "ModelAnswerError" and "digits" in out["error"]["message"]
    assert "nests" in correction


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_a_hand_back_string_nested_deep_is_kept_as_text(fake_cls, spec, url_var, model_env, monkeypatch):
    """A generator's hand-back given as a string is decoded within limits, else taken as words."""
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", plan())
        fake.queue_tool_call("submit_tool", {"name": "celsius_to_fahrenheit", "hand_back": "[" * 5000 + "]" * 5000})
        result, out = run_json(spec)
    assert result.exit_code == 1
    assert out["steps"][0]["status"] == "error" and "handed celsius_to_fahrenheit back" in out["steps"][0]["error"]


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_chat_survives_a_hostile_answer(fake_cls, spec, url_var, model_env, monkeypatch):
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", plan(nested(5000)))
        fake.queue_tool_call("submit_plan", plan("7" * 5000))
        fake.queue_tool_call("submit_plan", plan())
        fake.queue_tool_call("submit_tool", {"name": "celsius_to_fahrenheit", "source": GOOD})
        result = CliRunner().invoke(
            main, ["chat", "--planner", spec, "--generator", spec], input="convert\nconvert again\n/quit\n"
        )
    assert result.exit_code == 0, result.output
    assert "toolkiln: error:" in result.stderr and "digits" in result.stderr
    assert "86.0" in result.stdout


@pytest.mark.parametrize(
    "body",
    [
        {"choices": [1]},
        {"choices": [{"message": "text", "finish_reason": "stop"}]},
        {"choices": [{"message": {"tool_calls": [7]}}]},
        {"choices": [{"message": {"content": "{}"}}], "usage": {"prompt_tokens": "many"}},
    ],
)
def test_an_openai_body_of_the_wrong_shape_is_one_error(body, model_env, monkeypatch):
    with FakeOpenAI() as fake:
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        fake.queue(200, body)
        result, out = run_json("openai:llama-test")
    assert result.exit_code == 1 and out["error"]["type"] == "ModelAnswerError"
    assert "not a chat-completions response" in out["error"]["message"]


@pytest.mark.parametrize("body", ["null", '"text"', "[1]", '{"type": "message"}', '{"content": 5, "usage": {}}'])
def test_an_anthropic_body_of_the_wrong_shape_is_one_error(body, model_env, monkeypatch):
    """The SDK builds its Message without validating the body: each of these once ended in an AttributeError."""
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        fake.queue(200, body)
        result, out = run_json("anthropic:claude-test")
    assert result.exit_code == 1 and out["error"]["type"] == "ModelAnswerError", out
    assert "not a Messages API response" in out["error"]["message"]
    assert "ANTHROPIC_BASE_URL" in out["error"]["message"]
