"""The Anthropic backend, through the real SDK, against a fake Messages API on loopback."""

from __future__ import annotations

import pytest

from fakes import FakeAnthropic, clear_model_env, model_settings, refusing_url
from toolkiln.errors import ConfigError, ModelAnswerError, ModelError, ModelUnavailable
from toolkiln.models.backends import make_client
from toolkiln.models.llm import ModelRequest, user_text
from toolkiln.models.planner.wire import SUBMIT_PLAN_TOOL

PLAN = {"reasoning": "nothing to do", "outcome": "plan", "steps": []}


@pytest.fixture
def fake(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeAnthropic() as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
        yield server


def client(**settings):
    return make_client("anthropic", "claude-test-1", settings=model_settings(**settings), role="planner")


def request(text="convert 30 celsius") -> ModelRequest:
    return ModelRequest("planner", "STABLE RULES", "TOOL LIST", [user_text(text)], SUBMIT_PLAN_TOOL)


def test_request_shape_forces_the_tool_and_caches_the_stable_system_block(fake):
    """Model, max_tokens, the one tool, tool_choice naming it, cache_control on the stable block only."""
    fake.queue_tool_call("submit_plan", PLAN)
    result = client(max_tokens=777).call(request())
    sent = fake.last_request
    assert sent["model"] == "claude-test-1"
    assert sent["max_tokens"] == 777
    assert sent["tools"] == [SUBMIT_PLAN_TOOL]
    assert sent["tool_choice"] == {"type": "tool", "name": "submit_plan"}
    assert sent["system"] == [
        {"type": "text", "text": "STABLE RULES", "cache_control": {"type": "ephemeral"}},
        {"type": "text", "text": "TOOL LIST"},
    ]
    assert sent["messages"] == [{"role": "user", "content": "convert 30 celsius"}]
    assert result.input == PLAN
    headers = fake.headers[-1]
    assert "test-key" in (headers.get("x-api-key", "") + headers.get("authorization", ""))


def test_usage_carries_cache_read_and_write_tokens(fake):
    fake.queue_tool_call(
        "submit_plan",
        PLAN,
        usage={
            "input_tokens": 11,
            "output_tokens": 7,
            "cache_read_input_tokens": 900,
            "cache_creation_input_tokens": 50,
        },
    )
    usage = client().call(request()).usage
    assert usage.to_dict() == {
        "input_tokens": 11,
        "output_tokens": 7,
        "cache_read_input_tokens": 900,
        "cache_creation_input_tokens": 50,
        "calls": 1,
    }


@pytest.mark.parametrize("status", [429, 500, 529])
def test_a_retryable_status_then_success(fake, status):
    """429, 5xx and 529 (overloaded) are retried; the answer after them is used."""
    fake.queue_error(status, "busy").queue_tool_call("submit_plan", PLAN)
    assert client().call(request()).input == PLAN
    assert len(fake.requests) == 2


def test_a_dropped_connection_then_success(fake):
    fake.queue_drop().queue_tool_call("submit_plan", PLAN)
    assert client().call(request()).input == PLAN
    assert len(fake.requests) == 2


def test_retries_are_bounded(fake):
    for _ in range(3):
        fake.queue_error(529, "overloaded")
    with pytest.raises(ModelUnavailable, match=r"kept failing with HTTP 529.*after 2 retries"):
        client(max_retries=2).call(request())
    assert len(fake.requests) == 3


def test_rate_limit_exhausted_says_what_to_do(fake):
    fake.queue_error(429).queue_error(429)
    with pytest.raises(ModelUnavailable, match="HTTP 429.*TOOLKILN_MAX_RETRIES"):
        client(max_retries=1).call(request())


def test_missing_key_fails_before_any_request(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeAnthropic() as server:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", server.url)
        with pytest.raises(ConfigError, match=r"^set ANTHROPIC_API_KEY, or use --generator mock$"):
            make_client("anthropic", "claude-test-1", settings=model_settings(), role="generator")
        assert server.requests == []


def test_a_rejected_key_is_a_config_error(fake):
    fake.queue_error(401, "invalid x-api-key")
    with pytest.raises(ConfigError, match="API key was rejected.*ANTHROPIC_API_KEY"):
        client().call(request())
    assert len(fake.requests) == 1  # not retried


def test_unknown_model_names_the_model_and_the_flag(fake):
    fake.queue_error(404, "model: claude-test-1")
    with pytest.raises(ConfigError, match=r"unknown model 'claude-test-1'.*--planner anthropic:MODEL"):
        client().call(request())


def test_unreachable_server(monkeypatch):
    clear_model_env(monkeypatch)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
    with (
        refusing_url() as url,
        pytest.raises(ModelUnavailable, match=f"cannot reach {url}.*ANTHROPIC_BASE_URL") as info,
    ):
        monkeypatch.setenv("ANTHROPIC_BASE_URL", url)
        client(max_retries=1).call(request())
    assert "\n" not in str(info.value)


def test_a_bad_request_carries_the_servers_words(fake):
    fake.queue_error(400, "messages: text content blocks must be non-empty")
    with pytest.raises(ModelError, match="HTTP 400: messages: text content blocks must be non-empty"):
        client().call(request())


def test_max_tokens_stop_says_which_setting_to_raise(fake):
    fake.queue_tool_call("submit_plan", {"reasoning": "cut"}, stop_reason="max_tokens")
    with pytest.raises(ModelAnswerError, match=r"ran out of tokens \(max_tokens=321\); raise TOOLKILN_MAX_TOKENS"):
        client(max_tokens=321).call(request())


def test_refusal_stop_is_a_clear_error(fake):
    fake.queue_text("I can't help with that.", stop_reason="refusal")
    with pytest.raises(ModelAnswerError, match="declined to answer"):
        client().call(request())


def test_an_answer_without_the_tool_call_is_a_problem_to_send_back(fake):
    fake.queue_text("Here is my plan: ...", stop_reason="end_turn")
    result = client().call(request())
    assert result.problem == "the answer held no submit_plan call"
    assert result.call_id is None and result.text == "Here is my plan: ..."


def test_the_sdk_is_told_not_to_retry_on_its_own(fake):
    """toolkiln's own loop retries; the SDK retrying too would multiply the attempts."""
    fake.queue_error(500).queue_error(500).queue_tool_call("submit_plan", PLAN)
    with pytest.raises(ModelUnavailable):
        client(max_retries=1).call(request())
    assert len(fake.requests) == 2


def test_a_timeout_is_not_retried_and_names_the_setting(fake):
    fake.queue_delayed(2.0, 200, fake.message([]))
    with pytest.raises(ModelUnavailable, match=r"did not answer within 0.2 s; raise TOOLKILN_MODEL_TIMEOUT_S"):
        client(model_timeout_s=0.2).call(request())
    assert len(fake.requests) == 1
