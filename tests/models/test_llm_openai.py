"""The OpenAI-compatible backend (plain httpx) against a fake chat-completions server on loopback."""

from __future__ import annotations

import json

import pytest

from fakes import FakeOpenAI, clear_model_env, model_settings, refusing_url
from toolkiln.errors import ConfigError, ModelAnswerError, ModelError, ModelUnavailable
from toolkiln.models.backends import make_client
from toolkiln.models.llm import ModelRequest, assistant_tool_call, tool_result, user_text
from toolkiln.models.planner.wire import SUBMIT_PLAN_TOOL

PLAN = {
    "reasoning": "r",
    "outcome": "plan",
    "steps": [{"id": "s1", "tool": "add", "description": "adds", "params_json": '{"a": 1}', "check": "result"}],
}


@pytest.fixture
def fake(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeOpenAI() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.url)
        yield server


def client(**settings):
    return make_client("openai", "llama-test", settings=model_settings(**settings), role="planner")


def request(messages=None) -> ModelRequest:
    return ModelRequest("planner", "STABLE", "TOOLS", messages or [user_text("add 1")], SUBMIT_PLAN_TOOL)


def test_tools_mode_request_shape(fake):
    """One function tool, a forced tool_choice, the system prompt first, sampling settings."""
    fake.queue_tool_call("submit_plan", PLAN)
    client(max_tokens=500, temperature=0.25).call(request())
    sent = fake.last_request
    assert fake.paths == ["/v1/chat/completions"]
    assert sent["model"] == "llama-test"
    assert sent["max_tokens"] == 500 and sent["temperature"] == 0.25
    assert sent["tools"] == [
        {
            "type": "function",
            "function": {
                "name": "submit_plan",
                "description": SUBMIT_PLAN_TOOL["description"],
                "parameters": SUBMIT_PLAN_TOOL["input_schema"],
            },
        }
    ]
    assert sent["tool_choice"] == {"type": "function", "function": {"name": "submit_plan"}}
    assert sent["messages"] == [{"role": "system", "content": "STABLE\n\nTOOLS"}, {"role": "user", "content": "add 1"}]
    assert "response_format" not in sent


def test_arguments_arrive_as_a_json_string_and_are_decoded(fake):
    fake.queue_tool_call("submit_plan", json.dumps(PLAN))
    result = client().call(request())
    assert result.input == PLAN and result.problem is None
    assert result.call_id.startswith("call_")


def test_malformed_arguments_become_a_problem_for_the_model(fake):
    fake.queue_tool_call("submit_plan", '{"reasoning": "r", "outcome": ')
    result = client().call(request())
    assert result.input == {}
    assert "did not decode as JSON" in result.problem


def test_no_key_sends_no_authorization_and_a_key_is_a_bearer_token(fake, monkeypatch):
    fake.queue_tool_call("submit_plan", PLAN).queue_tool_call("submit_plan", PLAN)
    client().call(request())
    assert "authorization" not in fake.headers[0]
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test")
    client().call(request())
    assert fake.headers[1]["authorization"] == "Bearer sk-test"


def test_api_openai_com_without_a_key_is_refused_before_any_request(monkeypatch):
    clear_model_env(monkeypatch)
    monkeypatch.setenv("OPENAI_BASE_URL", "https://api.openai.com/v1")
    with pytest.raises(ConfigError, match=r"^set OPENAI_API_KEY, or use --planner mock$"):
        client()


def test_usage_with_cached_prompt_tokens(fake):
    fake.queue_tool_call(
        "submit_plan",
        PLAN,
        usage={"prompt_tokens": 1000, "completion_tokens": 60, "prompt_tokens_details": {"cached_tokens": 800}},
    )
    usage = client().call(request()).usage
    assert (usage.input_tokens, usage.cache_read_input_tokens, usage.output_tokens, usage.calls) == (200, 800, 60, 1)


@pytest.mark.parametrize("status", [429, 500, 503])
def test_a_retryable_status_then_success(fake, status):
    fake.queue_error(status, "busy").queue_tool_call("submit_plan", PLAN)
    assert client().call(request()).input == PLAN
    assert len(fake.requests) == 2


def test_retry_after_is_honoured(fake):
    fake.queue_error(429, "slow down", headers={"retry-after": "0.01"}).queue_tool_call("submit_plan", PLAN)
    assert client(retry_backoff_s=600).call(request()).input == PLAN  # a 600 s backoff would hang


def test_unknown_model(fake):
    fake.queue_error(404, "model 'llama-test' not found, try pulling it first")
    with pytest.raises(ConfigError, match=r"unknown model 'llama-test'.*--planner openai:MODEL.*OPENAI_BASE_URL"):
        client().call(request())


def test_unreachable_server(monkeypatch):
    clear_model_env(monkeypatch)
    with refusing_url("/v1") as url, pytest.raises(ModelUnavailable, match=f"cannot reach {url}.*OPENAI_BASE_URL"):
        monkeypatch.setenv("OPENAI_BASE_URL", url)
        client(max_retries=1).call(request())


def test_a_server_without_tool_calling_points_at_json_mode(fake):
    fake.queue_error(400, "registry.ollama.ai/library/gemma does not support tools")
    with pytest.raises(ModelError, match="does not support tools.*TOOLKILN_OPENAI_MODE=json_schema"):
        client().call(request())


def test_length_finish_is_out_of_tokens(fake):
    fake.queue_tool_call("submit_plan", '{"reasoning": "', finish_reason="length")
    with pytest.raises(ModelAnswerError, match=r"max_tokens=99\); raise TOOLKILN_MAX_TOKENS"):
        client(max_tokens=99).call(request())


def test_a_text_answer_in_tools_mode_is_decoded_when_it_is_json(fake):
    """Some servers ignore tool_choice and answer in text; a JSON object there still counts."""
    fake.queue_content("```json\n" + json.dumps(PLAN) + "\n```")
    assert client().call(request()).input == PLAN


def test_json_schema_mode(fake, monkeypatch):
    """Without tool calling: response_format json_schema, and the answer is the (fenced) message text."""
    monkeypatch.setenv("TOOLKILN_OPENAI_MODE", "json_schema")
    fake.queue_content("Sure! Here it is:\n```json\n" + json.dumps(PLAN) + "\n```")
    result = client().call(request())
    sent = fake.last_request
    assert result.input == PLAN
    assert "tools" not in sent and "tool_choice" not in sent
    assert sent["response_format"] == {
        "type": "json_schema",
        "json_schema": {"name": "submit_plan", "schema": SUBMIT_PLAN_TOOL["input_schema"], "strict": False},
    }
    assert sent["messages"][0]["role"] == "system" and "submit_plan" in sent["messages"][0]["content"]


def test_json_schema_mode_converts_the_correction_to_plain_turns(fake, monkeypatch):
    monkeypatch.setenv("TOOLKILN_OPENAI_MODE", "json_schema")
    fake.queue_content(json.dumps(PLAN))
    messages = [
        user_text("add 1"),
        assistant_tool_call("c1", "submit_plan", {"outcome": "nope"}),
        tool_result("c1", "outcome: bad value", is_error=True),
    ]
    client().call(request(messages))
    assert fake.last_request["messages"][1:] == [
        {"role": "user", "content": "add 1"},
        {"role": "assistant", "content": json.dumps({"outcome": "nope"})},
        {"role": "user", "content": "Error: outcome: bad value"},
    ]


def test_tools_mode_converts_calls_and_results(fake):
    fake.queue_tool_call("submit_plan", PLAN)
    messages = [
        user_text("add 1"),
        assistant_tool_call("c1", "submit_plan", {"outcome": "nope"}),
        tool_result("c1", "outcome: bad value", is_error=True),
    ]
    client().call(request(messages))
    assert fake.last_request["messages"][1:] == [
        {"role": "user", "content": "add 1"},
        {
            "role": "assistant",
            "content": None,
            "tool_calls": [
                {
                    "id": "c1",
                    "type": "function",
                    "function": {"name": "submit_plan", "arguments": '{"outcome": "nope"}'},
                }
            ],
        },
        {"role": "tool", "tool_call_id": "c1", "content": "Error: outcome: bad value"},
    ]


def test_an_unknown_mode_is_a_config_error(monkeypatch):
    clear_model_env(monkeypatch)
    monkeypatch.setenv("TOOLKILN_OPENAI_MODE", "grammar")
    with pytest.raises(ConfigError, match="'openai_mode' must be one of tools, json_schema.*from TOOLKILN_OPENAI_MODE"):
        client()


def test_a_server_that_is_not_chat_completions(fake):
    fake.queue(200, "<html>hello</html>")
    with pytest.raises(ModelError, match="not JSON; check OPENAI_BASE_URL"):
        client().call(request())


def test_a_timeout_is_not_retried_and_names_the_setting(fake):
    fake.queue_delayed(2.0, 200, fake.completion({"role": "assistant", "content": "{}"}, finish_reason="stop"))
    with pytest.raises(ModelUnavailable, match=r"did not answer within 0.2 s; raise TOOLKILN_MODEL_TIMEOUT_S"):
        client(model_timeout_s=0.2).call(request())
    assert len(fake.requests) == 1


def test_a_negative_retry_count_still_sends_once(fake):
    """max_retries below 0 (a stand-in for Settings) sends one request instead of crashing with 'unreachable'."""
    fake.queue_tool_call("submit_plan", PLAN)
    assert client(max_retries=-1).call(request()).input == PLAN
    assert len(fake.requests) == 1


def test_a_tool_result_with_text_becomes_a_tool_message_then_a_user_turn(fake):
    """In tools mode, text beside a tool_result follows the tool message; in JSON mode they join in block order."""
    fake.queue_tool_call("submit_plan", PLAN).queue_content(json.dumps(PLAN))
    blocks = [
        {"type": "tool_result", "tool_use_id": "c1", "content": "bad", "is_error": True},
        {"type": "text", "text": "try again"},
    ]
    messages = [user_text("add 1"), assistant_tool_call("c1", "submit_plan", {}), {"role": "user", "content": blocks}]
    client().call(request(messages))
    assert fake.last_request["messages"][-2:] == [
        {"role": "tool", "tool_call_id": "c1", "content": "Error: bad"},
        {"role": "user", "content": "try again"},
    ]
    client(openai_mode="json_schema").call(request(messages))
    assert fake.last_request["messages"][-1] == {"role": "user", "content": "Error: bad\ntry again"}


def test_a_malformed_base_url_is_a_config_error(monkeypatch):
    from toolkiln.errors import ConfigError
    from toolkiln.models.backends import make_client

    monkeypatch.setenv("OPENAI_BASE_URL", "http://[::1")
    with pytest.raises(ConfigError, match="OPENAI_BASE_URL"):
        make_client("openai", "m", settings=model_settings(), role="planner")
