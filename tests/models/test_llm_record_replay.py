"""Recording model exchanges as JSON lines, and answering from them."""

from __future__ import annotations

import json

import pytest

from fakes import FakeAnthropic, clear_model_env, model_settings
from toolkiln.errors import ConfigError, ReplayMiss
from toolkiln.models.backends import make_generator, make_planner
from toolkiln.models.codegen import Attempt, GenRequest
from toolkiln.models.llm import ModelRequest, user_text
from toolkiln.models.llm.replay import ReplayClient
from toolkiln.models.planner import PlanRequest
from toolkiln.models.planner.wire import SUBMIT_PLAN_TOOL
from toolkiln.policy import DEFAULT_POLICY

SECRET = "sk-ant-secret-do-not-record"
SOURCE = 'def double(x: float) -> dict:\n    """Doubles x."""\n    return {"value": x * 2}\n'
PLAN = {
    "reasoning": "double it",
    "outcome": "plan",
    "steps": [
        {
            "id": "s1",
            "tool": "double",
            "description": "doubles x",
            "params_json": '{"x": 4}',
            "check": 'result["value"] == 8',
        }
    ],
}


def plan_request(message="double 4"):
    return PlanRequest(message=message, tools=[], policy=DEFAULT_POLICY)


GEN_REQUEST = GenRequest(name="double", description="doubles x", example_params={"x": 4}, policy=DEFAULT_POLICY)


@pytest.fixture
def recorded(monkeypatch, tmp_path):
    """A transcript of one planner call and two generator calls (the first source rejected), made over HTTP."""
    clear_model_env(monkeypatch)
    path = tmp_path / "session.jsonl"
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", SECRET)
        settings = model_settings(record=path)
        planner = make_planner("anthropic:claude-test", settings=settings)
        generator = make_generator("anthropic:claude-test", settings=settings)
        fake.queue_tool_call("submit_plan", PLAN)
        fake.queue_tool_call("submit_tool", {"name": "double", "source": "import os\n"})
        fake.queue_tool_call("submit_tool", {"name": "double", "source": SOURCE})
        live_plan = planner.plan(plan_request()).plan
        first = generator.generate(GEN_REQUEST, [])
        rejected = Attempt(first.source, False, "gate", [{"line": 1, "message": "import of 'os' is not allowed"}])
        second = generator.generate(GEN_REQUEST, [rejected])
    monkeypatch.delenv("ANTHROPIC_API_KEY")
    monkeypatch.delenv("ANTHROPIC_BASE_URL")
    return path, live_plan, rejected, second


def test_each_exchange_is_one_json_line_without_secrets(recorded):
    path, *_ = recorded
    text = path.read_text()
    records = [json.loads(line) for line in text.splitlines()]
    assert [r["kind"] for r in records] == ["planner", "generator", "generator"]
    planner = records[0]
    assert planner["request"]["tool"] == "submit_plan" and planner["request"]["model"] == "claude-test"
    assert planner["request"]["max_tokens"] == 1024
    assert planner["request"]["messages"][-1] == {"role": "user", "content": "double 4"}
    assert DEFAULT_POLICY.render_rules() in planner["request"]["system"]
    assert planner["response"]["input"] == PLAN and planner["response"]["usage"]["calls"] == 1
    assert SECRET not in text and "authorization" not in text.lower() and "x-api-key" not in text.lower()


def test_replay_answers_the_recorded_session_without_a_server(recorded):
    path, live_plan, rejected, live_second = recorded
    settings = model_settings()
    planner = make_planner(f"replay:{path}", settings=settings)
    generator = make_generator(f"replay:{path}", settings=settings)
    assert planner.plan(plan_request()).plan.to_dict() == live_plan.to_dict()
    assert generator.generate(GEN_REQUEST, []).source == "import os\n"
    assert generator.generate(GEN_REQUEST, [rejected]).source == live_second.source == SOURCE


def test_replay_miss_names_the_file_the_kind_and_the_message(recorded):
    path, *_ = recorded
    planner = make_planner(f"replay:{path}", settings=model_settings())
    with pytest.raises(
        ReplayMiss,
        match=rf"^the transcript {path} has no answer for this planner request "
        r"\(last message: 'triple 4'\); record it with --record$",
    ):
        planner.plan(plan_request("triple 4"))


def test_replay_is_never_recorded_into(recorded, tmp_path):
    path, *_ = recorded
    before = path.read_text()
    planner = make_planner(f"replay:{path}", settings=model_settings(record=path))
    planner.plan(plan_request())
    assert path.read_text() == before


def write_transcript(path, *answers, message="hi"):
    lines = [
        {
            "kind": "planner",
            "request": {"tool": "submit_plan", "messages": [{"role": "user", "content": message}]},
            "response": {"input": answer, "usage": {}},
        }
        for answer in answers
    ]
    path.write_text("\n".join(json.dumps(line) for line in lines) + "\n")


def test_the_same_request_recorded_twice_is_answered_in_order_then_the_last_repeats(tmp_path):
    path = tmp_path / "t.jsonl"
    write_transcript(path, {"n": 1}, {"n": 2})
    client = ReplayClient(path)
    ask = ModelRequest("planner", "", "", [user_text("  hi ")], SUBMIT_PLAN_TOOL)
    assert [client.call(ask).input["n"] for _ in range(3)] == [1, 2, 2]
    assert client.call(ask).usage.input_tokens == 0


def test_a_repair_verdict_is_matched_with_the_tool_it_is_about(recorded):
    """Two tools rejected with the same error must not swap their repaired sources."""
    path, _, rejected, _ = recorded
    generator = make_generator(f"replay:{path}", settings=model_settings())
    other = GenRequest(name="triple", description="triples x", example_params={"x": 4}, policy=DEFAULT_POLICY)
    with pytest.raises(ReplayMiss, match="generator request"):
        generator.generate(other, [rejected])


def test_the_generator_kind_does_not_answer_a_planner_request(tmp_path):
    path = tmp_path / "t.jsonl"
    write_transcript(path, {"n": 1})
    gen_request = ModelRequest("generator", "", "", [user_text("hi")], SUBMIT_PLAN_TOOL)
    with pytest.raises(ReplayMiss, match="generator request"):
        ReplayClient(path).call(gen_request)


def test_a_missing_or_broken_transcript_is_a_config_error(tmp_path):
    with pytest.raises(ConfigError, match="does not exist; record one with --record"):
        make_planner(f"replay:{tmp_path / 'none.jsonl'}", settings=model_settings())
    broken = tmp_path / "broken.jsonl"
    broken.write_text('{"kind": "planner"}\nnot json\n')
    with pytest.raises(ConfigError, match="line 2 is not JSON"):
        ReplayClient(broken)
    broken.write_text('{"kind": "planner"}\n')
    with pytest.raises(ConfigError, match="line 1 is not a transcript record"):
        ReplayClient(broken)
    with pytest.raises(ConfigError, match="--planner replay:FILE"):
        make_planner("replay", settings=model_settings())
