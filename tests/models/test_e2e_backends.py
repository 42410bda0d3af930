"""`toolkiln run` end to end on the real backends, against model servers on loopback.

The first source the generator writes is rejected by the gate; its line-numbered
errors go back in the same conversation and the repaired source is accepted.
"""

import json

import pytest
from click.testing import CliRunner

from fakes import FakeAnthropic, FakeOpenAI, clear_model_env
from toolkiln.cli.main import main
from toolkiln.models.codegen import GenRequest
from toolkiln.models.codegen.prompt import generator_prompt_hash
from toolkiln.policy import DEFAULT_POLICY

PLAN = {
    "reasoning": "one conversion",
    "outcome": "plan",
    "steps": [
        {
            "id": "s1",
            "tool": "celsius_to_fahrenheit",
            "description": "Converts Celsius to Fahrenheit; returns {fahrenheit}",
            "params_json": '{"celsius": 30}',
            "check": 'result["fahrenheit"] == 86.0',
        }
    ],
}
BROKEN = (
    '```python\nimport os\n\ndef celsius_to_fahrenheit(celsius: float) -> dict:\n    return {"cwd": os.getcwd()}\n```'
)
GOOD = (
    '"""Converts degrees Celsius to degrees Fahrenheit."""\n\n'
    'def celsius_to_fahrenheit(celsius: float) -> dict:\n    return {"fahrenheit": celsius * 9 / 5 + 32}\n'
)

BACKENDS = [
    pytest.param(FakeAnthropic, "anthropic:claude-test", "ANTHROPIC_BASE_URL", id="anthropic"),
    pytest.param(FakeOpenAI, "openai:llama-test", "OPENAI_BASE_URL", id="openai"),
]


@pytest.fixture
def model_env(monkeypatch):
    clear_model_env(monkeypatch)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-secret")
    monkeypatch.setenv("TOOLKILN_RETRY_BACKOFF_S", "0.001")


def run(*args):
    result = CliRunner().invoke(main, ["run", "--json", *args])
    return result, json.loads(result.output)


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_plan_generate_repair_run(fake_cls, spec, url_var, model_env, monkeypatch, tmp_path):
    """Planner and generator on one backend; a rejected source is repaired; usage is summed."""
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", PLAN)
        fake.queue_tool_call("submit_tool", {"name": "celsius_to_fahrenheit", "source": BROKEN})
        fake.queue_tool_call("submit_tool", {"name": "celsius_to_fahrenheit", "source": GOOD})
        result, turn = run(
            "convert 30 C to F", "--planner", spec, "--generator", spec, "--record", str(tmp_path / "rec.jsonl")
        )
        assert result.exit_code == 0, result.output
        step = turn["steps"][0]
        assert (step["origin"], step["status"], step["result"], step["attempts"]) == (
            "generated",
            "ok",
            {"fahrenheit": 86.0},
            2,
        )
        assert step["check_status"] == "passed"
        assert turn["usage"]["input_tokens"] > 0 and turn["usage"]["output_tokens"] > 0
        repair = json.dumps(fake.requests[2])
        assert "import of 'os' is not allowed" in repair and "Line 1" in repair
        assert [r["model"] for r in fake.requests] == [spec.split(":")[1]] * 3
        # the stored version keeps the hash of the system prompt it was written under
        shown = CliRunner().invoke(main, ["tools", "show", "celsius_to_fahrenheit", "--json"])
        assert json.loads(shown.output)["prompt_hash"] == generator_prompt_hash(
            GenRequest(name="celsius_to_fahrenheit", description="", example_params={}, policy=DEFAULT_POLICY)
        )

    # The recording replays the same turn offline, in a fresh home.
    monkeypatch.setenv("TOOLKILN_HOME", str(tmp_path / "replayed"))
    replay = f"replay:{tmp_path / 'rec.jsonl'}"
    result, turn = run("convert 30 C to F", "--planner", replay, "--generator", replay)
    assert result.exit_code == 0, result.output
    assert turn["steps"][0]["result"] == {"fahrenheit": 86.0} and turn["steps"][0]["attempts"] == 2
    assert "test-key-not-secret" not in (tmp_path / "rec.jsonl").read_text()


def test_replay_miss_fails_the_turn_loudly(model_env, tmp_path):
    (tmp_path / "empty.jsonl").write_text("")
    result = CliRunner().invoke(main, ["run", "--planner", f"replay:{tmp_path / 'empty.jsonl'}", "hello"])
    assert result.exit_code == 1 and "has no answer" in result.output


def test_unreachable_model_server_is_one_line(model_env, monkeypatch):
    from fakes import refusing_url

    monkeypatch.setenv("TOOLKILN_MAX_RETRIES", "0")
    with refusing_url() as url:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", url)
        result = CliRunner().invoke(main, ["run", "--planner", "anthropic:claude-test", "hello"])
    assert result.exit_code == 1 and "cannot reach" in result.output
    assert len(result.output.strip().splitlines()) == 1


CLARIFY = {
    "reasoning": "scale unknown",
    "outcome": "clarify",
    "question": "Convert 30 degrees from which scale?",
    "options": ["Celsius to Fahrenheit", "Fahrenheit to Celsius"],
    "allow_free_text": True,
}
CHAINED = {
    "reasoning": "two conversions",
    "outcome": "plan",
    "steps": [
        {
            "id": "s1",
            "tool": "celsius_to_fahrenheit",
            "description": "Celsius to Fahrenheit; returns {fahrenheit}",
            "params_json": '{"celsius": 30}',
            "check": 'result["fahrenheit"] == 86.0',
        },
        {
            "id": "s2",
            "tool": "fahrenheit_to_kelvin",
            "description": "Fahrenheit to Kelvin; returns {kelvin}",
            "params_json": '{"fahrenheit": {"$ref": "s1.fahrenheit"}}',
            "check": 'round(result["kelvin"], 2) == 303.15',
        },
    ],
}
F_TO_K = (
    '"""Converts Fahrenheit to Kelvin."""\n\ndef fahrenheit_to_kelvin(fahrenheit: float) -> dict:\n'
    '    return {"kelvin": (fahrenheit - 32) * 5 / 9 + 273.15}\n'
)
FETCH = {
    "reasoning": "needs a page",
    "outcome": "plan",
    "steps": [
        {
            "id": "s1",
            "tool": "page_title",
            "description": "Reads the title of a web page",
            "params_json": '{"url": "https://example.org"}',
            "check": "a title",
        }
    ],
}


def test_chat_on_claude_clarifies_chains_checks_and_hands_back(model_env, monkeypatch, toolkiln_home):
    """A chat through the Anthropic backend: a question, its numbered answer, a chained
    plan with checks, then a hand-back that the next planning call sees."""
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        fake.queue_tool_call("submit_plan", CLARIFY)
        fake.queue_tool_call("submit_plan", CHAINED)
        fake.queue_tool_call("submit_tool", {"name": "celsius_to_fahrenheit", "source": GOOD})
        fake.queue_tool_call("submit_tool", {"name": "fahrenheit_to_kelvin", "source": F_TO_K})
        fake.queue_tool_call("submit_plan", FETCH)
        fake.queue_tool_call(
            "submit_tool",
            {
                "name": "page_title",
                "hand_back": {
                    "what_is_needed": "network access (the fetch capability)",
                    "what_i_established": "the policy allows no network",
                },
            },
        )
        fake.queue_tool_call(
            "submit_plan",
            {"reasoning": "cannot", "outcome": "refuse", "refusal": "tools may not reach the network; paste the HTML"},
        )
        spec = "anthropic:claude-test"
        result = CliRunner().invoke(
            main,
            ["chat", "--session", "c", "--planner", spec, "--generator", spec],
            input="convert 30 degrees\n1\nread the title of example.org\n/quit\n",
        )
        assert result.exit_code == 0, result.output
        out = result.output
        assert "Convert 30 degrees from which scale?" in out and "1. Celsius to Fahrenheit" in out
        assert "303.15" in out and out.count("check passed") == 2
        assert "handed page_title back" in out and "tools may not reach the network; paste the HTML" in out
        planner_calls = [r for r in fake.requests if r["tool_choice"]["name"] == "submit_plan"]
        # The answer "1" became the option's text, with the question in the history.
        second = json.dumps(planner_calls[1]["messages"])
        assert "Celsius to Fahrenheit" in second and "from which scale" in second
        # The hand-back reached the next planning call: the re-plan after the failed step, which refused.
        last = json.dumps(planner_calls[3]["messages"])
        assert "network access (the fetch capability)" in last and "the policy allows no network" in last
