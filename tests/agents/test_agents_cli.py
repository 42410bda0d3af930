"""agents.toml, `toolkiln agents`, `--agent` and a delegated turn suspended and resumed, through the CLI."""

import json

import pytest
from click.testing import CliRunner

from fakes import FakeAnthropic, clear_model_env
from fakes.samples import TEAM
from toolkiln.agents.team import parse_agents
from toolkiln.cli.main import main
from toolkiln.errors import ConfigError


@pytest.fixture
def runner():
    return CliRunner()


def write_team(home, models=""):
    home.mkdir(parents=True, exist_ok=True)
    (home / "agents.toml").write_text(TEAM.format(models=models), encoding="utf-8")


def test_agents_list_and_show(runner, toolkiln_home):
    assert "No agents" in runner.invoke(main, ["agents", "list"]).output
    write_team(toolkiln_home)
    listed = json.loads(runner.invoke(main, ["agents", "list", "--json"]).output)
    assert [a["name"] for a in listed] == ["boss", "calc", "writer"]
    assert listed[0]["team"] == ["calc", "writer"] and listed[0]["budget"] == {
        "tokens": 20000,
        "depth": 2,
        "idle_s": None,
    }
    shown = runner.invoke(main, ["agents", "show", "calc"])
    assert shown.exit_code == 0 and "tools: calculate" in shown.output and "no task tool" in shown.output
    missing = runner.invoke(main, ["agents", "show", "nobody"])
    assert missing.exit_code == 2 and "no agent named 'nobody' (agents: boss, calc, writer)" in missing.stderr


def test_a_bad_agents_file_is_one_line_naming_file_agent_and_fix(runner, toolkiln_home):
    toolkiln_home.mkdir(parents=True)
    (toolkiln_home / "agents.toml").write_text('[agents.boss]\ndoes = "x"\nteam = ["ghost"]\n', encoding="utf-8")
    for args in (["agents", "list"], ["run", "--agent", "boss", "calculate 1 + 1"], ["run", "calculate 1 + 1"]):
        result = runner.invoke(main, args)
        assert result.exit_code == 2, args
        assert result.stderr.count("\n") == 1
        assert "agents.toml: agent 'boss': team member 'ghost' is not an agent in this file" in result.stderr


def test_run_with_an_unknown_agent_is_a_usage_error(runner, toolkiln_home):
    write_team(toolkiln_home)
    result = runner.invoke(main, ["run", "--json", "--agent", "ghost", "calculate 1 + 1"])
    assert result.exit_code == 2 and "no agent named 'ghost'" in json.loads(result.stdout)["error"]["message"]


def test_offline_mock_delegation_with_run_json(runner, toolkiln_home):
    """The README's example: the mock planner understands "ask NAME to …" and "frag NAME, …"."""
    write_team(toolkiln_home)
    result = runner.invoke(
        main, ["run", "--json", "--agent", "boss", "ask calc to calculate 6 * 7, and frag writer, reverse 'stressed'"]
    )
    assert result.exit_code == 0, result.output
    turn = json.loads(result.stdout)
    assert turn["agent"] == "boss" and turn["handle"] == "boss.1"
    calc_step, writer_step = turn["steps"]
    assert (calc_step["origin"], calc_step["check_status"]) == ("agent", "passed")
    assert calc_step["result"]["result"] == {"value": 42}
    assert calc_step["child"]["handle"] == "boss.1/calc.1" and calc_step["child"]["task"] == "calculate 6 * 7"
    assert writer_step["result"]["result"] == {"reversed": "desserts"}
    assert writer_step["child"]["steps"][0]["origin"] == "generated"
    shown = runner.invoke(main, ["log", "show", "1"])
    assert "agent: boss" in shown.output and "│ boss.1/writer.1" in shown.output
    listed = runner.invoke(main, ["log"], env={"COLUMNS": "200"}).output
    assert "↳ boss.1/calc.1 (turn 1): calculate 6 * 7" in listed and "[boss] ask calc" in listed
    plain = runner.invoke(main, ["run", "--json", "ask calc to calculate 1 + 1"])
    assert json.loads(plain.stdout)["steps"] == []  # the default agent has no team: nothing is delegated


REVERSE = (
    '"""Reverses a text character by character."""\n\n\n'
    'def reverse_text(text: str) -> dict:\n    """Returns text backwards: {"reversed": text}."""\n'
    '    return {"reversed": text[::-1]}\n'
)


def _plan(*steps):
    return {
        "reasoning": "scripted",
        "outcome": "plan",
        "steps": [
            {"id": f"s{i}", "tool": t, "description": f"run {t}", "params_json": json.dumps(p), "check": "True"}
            for i, (t, p) in enumerate(steps, 1)
        ],
    }


def _route(fake):
    """Answer each agent by the instructions in its system prompt, so concurrent children get their own answers."""
    answers = {
        "ROLE-boss": _plan(
            ("task", {"agent": "calc", "prompt": "add 1 and 1"}), ("task", {"agent": "writer", "prompt": "reverse abc"})
        ),
        "ROLE-calc": _plan(("calculate", {"expression": "1 + 1"})),
        "ROLE-writer": _plan(("reverse_text", {"text": "abc"})),
    }

    def handler(body):
        if body.get("tool_choice", {}).get("name") == "submit_tool":
            return fake.tool_call_reply("submit_tool", {"name": "reverse_text", "source": REVERSE})
        system = json.dumps(body.get("system"))
        role = next(r for r in answers if r in system)
        return fake.tool_call_reply("submit_plan", answers[role])

    return handler


def test_a_suspended_child_resumes_after_approval_and_its_settled_sibling_makes_no_model_call(
    runner, toolkiln_home, monkeypatch
):
    clear_model_env(monkeypatch)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-secret")
    write_team(toolkiln_home, models='planner = "anthropic:claude-test"\ngenerator = "anthropic:claude-test"')
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        fake.fallback = _route(fake)
        first = runner.invoke(main, ["run", "--json", "--agent", "boss", "--approval", "manual", "two things"])
        assert first.exit_code == 0, first.output
        turn = json.loads(first.stdout)
        assert [s["status"] for s in turn["steps"]] == ["ok", "pending"]
        assert turn["steps"][1]["result"]["status"] == "pending"
        assert turn["usage"]["input_tokens"] == sum(s["child"]["usage"]["input_tokens"] for s in turn["steps"]) + 120
        calls = len(fake.requests)
        assert calls == 4  # boss, calc and writer planned; writer's generator wrote reverse_text
        outcomes = {
            role: next(r for r in fake.requests if role in json.dumps(r.get("system")))["tools"][0]["input_schema"][
                "properties"
            ]["outcome"]["enum"]
            for role in ("ROLE-boss", "ROLE-calc", "ROLE-writer")
        }
        assert "hand_back" not in outcomes["ROLE-boss"]  # only the delegated agents are offered a hand-back
        assert "hand_back" in outcomes["ROLE-calc"] and "hand_back" in outcomes["ROLE-writer"]
        child = json.loads(runner.invoke(main, ["log", "show", "2", "--json"]).stdout)["record"]
        assert (child["parent"], child["agent"], child["handle"]) == (1, "calc", "boss.1/calc.1")
        delegated = runner.invoke(main, ["resume", "2"])
        assert delegated.exit_code == 2 and "turn 2 was delegated by turn 1; resume that one" in delegated.stderr
        still = runner.invoke(main, ["resume", "--json"])  # turn 1 again: nothing approved yet, so it waits again
        assert still.exit_code == 0 and json.loads(still.stdout)["steps"][1]["status"] == "pending"
        assert len(fake.requests) == calls
        runner.invoke(main, ["tools", "approve", "reverse_text"])
        resumed = runner.invoke(main, ["resume", "--json"])  # the newest pending turn: 4, which resumed 1
        assert resumed.exit_code == 0, resumed.output
        assert len(fake.requests) == calls  # no planner, no generator: every level answered from the run log
        again = json.loads(resumed.stdout)
        assert [s["status"] for s in again["steps"]] == ["ok", "ok"]
        assert again["steps"][0]["child"]["reattached"] is True
        assert again["steps"][1]["result"]["result"] == {"reversed": "cba"}
        assert again["steps"][1]["child"]["steps"][0]["origin"] == "reused"
        log = json.loads(runner.invoke(main, ["log", "--json"]).stdout)
        newest = log[0] if "parent" not in log[0]["record"] else next(t for t in log if "parent" not in t["record"])
        assert newest["record"]["resumes"] == 4 and newest["record"]["agent"] == "boss"
        settled = runner.invoke(main, ["resume", "4"])
        assert settled.exit_code == 2 and f"turn 4 was resumed already, as turn {newest['id']}" in settled.stderr
        shown = runner.invoke(main, ["log", "show", str(newest["id"])])
        assert "resumes turn: 4" in shown.output and "│ boss.1/writer.1" in shown.output


@pytest.mark.parametrize(
    "text, message",
    [
        ('[agents.a]\nteam = ["b"]\n', "agent 'a': needs does"),
        ('[agents.a]\ndoes = "x"\nteam = ["a"]\n', "agent 'a': its team names itself"),
        ('[agents.a]\ndoes = "x"\ncolour = "red"\n', "agent 'a': unknown setting 'colour'"),
        ('[agents.a]\ndoes = "x"\nplanner = "gpt:4"\n', "unknown planner backend 'gpt'"),
        ('[agents.a]\ndoes = "x"\n[agents.a.budget]\ntokens = -5\n', "budget.tokens must be a whole number above 0"),
        ('[agents.a]\ndoes = "x"\n[agents.a.budget]\ndepth = "deep"\n', "budget.depth must be a whole number"),
        ('[agents.a]\ndoes = "x"\n[agents.a.budget]\nidle_s = 0\n', "budget.idle_s must be a number of seconds"),
        ('[agents.a]\ndoes = "x"\n[agents.a.budget]\nwallclock = 3\n', "unknown budget setting 'wallclock'"),
        ('[agents.a]\ndoes = "x"\ntools = ["agent:b"]\n', "tools entry 'agent:b' names no other agent"),
        ('[agents.Task]\ndoes = "x"\n', "agent 'Task': a name is lower-case"),
        (
            '[agents.a]\ndoes = "x"\ntools = ["agent:b"]\n[agents.b]\ndoes = "y"\ntools = ["agent:a"]\n',
            "agent-as-tool cycle a → b → a",
        ),
        ("[team]\nx = 1\n", "unknown table 'team'"),
    ],
)
def test_every_bad_setting_is_one_line_naming_the_file_and_the_fix(text, message):
    import tomllib

    with pytest.raises(ConfigError) as caught:
        parse_agents(tomllib.loads(text), "/home/agents.toml")
    assert message in str(caught.value) and str(caught.value).startswith("/home/agents.toml: ")


def test_chat_as_an_agent_delegates(runner, toolkiln_home):
    write_team(toolkiln_home)
    result = runner.invoke(
        main, ["chat", "--agent", "boss", "--session", "team"], input="ask calc to calculate 3 * 4\n"
    )
    assert result.exit_code == 0, result.output
    assert "calc reports ok" in result.output and "boss.1/calc.1" in result.output and '{"value": 12}' in result.output


def test_an_agent_is_built_only_when_used_so_a_missing_key_stops_only_it(runner, toolkiln_home, monkeypatch):
    clear_model_env(monkeypatch)
    toolkiln_home.mkdir(parents=True)
    (toolkiln_home / "agents.toml").write_text(
        '[agents.remote]\ndoes = "asks a hosted model"\nplanner = "anthropic:claude-test"\n'
        '[agents.local]\ndoes = "plans offline"\n',
        encoding="utf-8",
    )
    assert runner.invoke(main, ["run", "calculate 1 + 1"]).exit_code == 0
    assert runner.invoke(main, ["run", "--agent", "local", "calculate 1 + 1"]).exit_code == 0
    remote = runner.invoke(main, ["run", "--agent", "remote", "calculate 1 + 1"])
    assert remote.exit_code == 2 and "ANTHROPIC_API_KEY" in remote.stderr
