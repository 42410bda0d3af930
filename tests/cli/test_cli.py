"""The toolkiln command as a person and a script use it: run, vet, chat, resume, bad input."""

import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from toolkiln import __version__
from toolkiln.cli.main import main

FOUR_TURNS = [
    "Convert 30 degrees Celsius to Fahrenheit",
    "Rechne 30 Grad Celsius in Fahrenheit um",
    'Zähle die Wörter in „Hallo Welt aus Elixir" und mach einen Slug daraus',
    "Lies die Seite mit der URL https://jido.run/ und gib den title oder den h1 aus",
]


def toolkiln(*args, input=None, home=None):
    """Run the installed command in a subprocess, as a user would."""
    env = {**os.environ}
    if home is not None:
        env["TOOLKILN_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args], input=input, capture_output=True, text=True, env=env, timeout=120
    )


def run_json(runner, *args):
    result = runner.invoke(main, ["run", "--json", *args])
    return result, json.loads(result.output)


@pytest.fixture
def runner():
    return CliRunner()


def test_four_turns_in_a_fresh_home_then_all_reused(toolkiln_home):
    """The acceptance turns through `toolkiln run --json`, twice; the second time nothing is generated."""
    first = []
    for message in FOUR_TURNS:
        proc = toolkiln("run", message, "--json", home=toolkiln_home)
        assert proc.returncode == 0, proc.stderr
        first.append(json.loads(proc.stdout))
    c2f, reuse, words, page = first
    assert [(s["tool"], s["origin"], s["result"]) for s in c2f["steps"]] == [
        ("celsius_to_fahrenheit", "generated", {"fahrenheit": 86.0})
    ]
    assert [(s["tool"], s["origin"], s["result"]) for s in reuse["steps"]] == [
        ("celsius_to_fahrenheit", "reused", {"fahrenheit": 86.0})
    ]
    assert [(s["tool"], s["result"]) for s in words["steps"]] == [
        ("count_words", {"words": 4}),
        ("slugify", {"slug": "hallo-welt-aus-elixir"}),
    ]
    assert page["outcome"] == "refuse" and page["steps"] == [] and "HTML" in page["message"]
    for turn in first:
        assert set(turn) >= {"outcome", "reasoning", "message", "steps", "usage", "elapsed_ms"}
        for step in turn["steps"]:
            assert set(step) >= {"id", "tool", "origin", "params", "status", "result", "error", "check", "elapsed_ms"}
    again = [json.loads(toolkiln("run", m, "--json", home=toolkiln_home).stdout) for m in FOUR_TURNS[:3]]
    assert {s["origin"] for t in again for s in t["steps"]} == {"reused"}
    listed = json.loads(toolkiln("tools", "list", "--json", home=toolkiln_home).stdout)
    generated = {t["name"] for t in listed if t["origin"] == "generated"}
    assert generated == {"celsius_to_fahrenheit", "count_words", "slugify"}


def test_human_output_has_badges_params_results_and_times(runner):
    result = runner.invoke(main, ["run", "Convert 30 degrees Celsius to Fahrenheit"])
    assert result.exit_code == 0, result.output
    assert "generated" in result.output and "celsius_to_fahrenheit" in result.output
    assert "celsius=30" in result.output and '{"fahrenheit": 86.0}' in result.output and " ms" in result.output
    result = runner.invoke(main, ["run", "calculate (2+3)*4"])
    assert "catalog" in result.output and '{"value": 20}' in result.output


def test_json_prints_only_the_object(runner):
    result = runner.invoke(main, ["run", "--json", "convert 30 celsius to fahrenheit and then to kelvin"])
    turn = json.loads(result.output)  # nothing but the object on stdout
    assert [s["tool"] for s in turn["steps"]] == ["celsius_to_fahrenheit", "fahrenheit_to_kelvin"]
    assert abs(turn["steps"][1]["result"]["kelvin"] - 303.15) < 1e-6


def test_clarify_in_run_json(runner):
    result, turn = run_json(runner, "convert 30 degrees")
    assert turn["outcome"] == "clarify" and 2 <= len(turn["options"]) <= 6
    assert turn["allow_free_text"] is True and turn["steps"] == []


def test_empty_task_and_bad_settings_are_usage_errors(runner):
    result = runner.invoke(main, ["run", "  "])
    assert result.exit_code == 2 and "the task is empty" in result.output
    result = runner.invoke(main, ["run", "--json", "  "])
    assert result.exit_code == 2 and json.loads(result.output)["error"]["type"] == "UsageError"
    result = runner.invoke(main, ["run", "--planner", "nonsense", "hi"])
    assert result.exit_code == 2 and "unknown planner backend 'nonsense'" in result.output


def test_missing_api_key_names_the_fix(runner, monkeypatch):
    monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
    result = runner.invoke(main, ["run", "--planner", "anthropic", "hi"])
    assert result.exit_code == 2 and "ANTHROPIC_API_KEY" in result.output and "mock" in result.output


def test_corrupt_registry_is_one_line_and_left_alone(toolkiln_home):
    toolkiln_home.mkdir(parents=True)
    garbage = b"this is not a database" * 100
    (toolkiln_home / "registry.sqlite3").write_bytes(garbage)
    proc = toolkiln("run", "Convert 30 degrees Celsius to Fahrenheit", home=toolkiln_home)
    assert proc.returncode != 0
    lines = [line for line in proc.stderr.splitlines() if line.strip()]
    assert len(lines) == 1 and "not a SQLite database" in lines[0] and "move it aside" in lines[0]
    assert (toolkiln_home / "registry.sqlite3").read_bytes() == garbage


def test_unwritable_home(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    proc = toolkiln("run", "calculate 1+1", home=blocker / "home")
    assert proc.returncode == 2 and "TOOLKILN_HOME" in proc.stderr and len(proc.stderr.strip().splitlines()) == 1


def test_version():
    proc = toolkiln("--version")
    assert proc.returncode == 0 and __version__ in proc.stdout


# -- vet ------------------------------------------------------------------------------

GOOD = '"""Adds one."""\n\ndef add_one(x: float) -> dict:\n    return {"y": x + 1}\n'
BAD = 'import os\n\ndef bad(x: int) -> dict:\n    return {"cwd": os.getcwd()}\n'
RAISES = 'def raises(x: int) -> dict:\n    return {"v": 1 // 0}\n'


def test_vet_contract(tmp_path):
    """One JSON object per file, in order; exit 1 when any file is rejected; stage names the layer."""
    for name, text in {"add_one": GOOD, "bad": BAD, "raises": RAISES}.items():
        (tmp_path / f"{name}.py").write_text(text)
    files = [str(tmp_path / f"{n}.py") for n in ("add_one", "bad", "raises")]
    proc = toolkiln("vet", *files, "--params", '{"x": 1}', "--timeout", "5", "--json")
    assert proc.returncode == 1
    rows = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [(r["tool"], r["accepted"], r["stage"]) for r in rows] == [
        ("add_one", True, None),
        ("bad", False, "gate"),
        ("raises", False, "trial"),
    ]
    assert rows[0]["result"] == {"y": 2.0}
    assert rows[1]["errors"][0]["line"] == 1 and "os" in rows[1]["errors"][0]["message"]
    assert "ZeroDivisionError" in rows[2]["errors"][0]["message"]
    assert all(set(r) == {"file", "tool", "accepted", "stage", "errors", "result", "tests", "elapsed_ms"} for r in rows)
    ok = toolkiln("vet", files[0], "--params", '{"x": 1}', "--json")
    assert ok.returncode == 0


def test_vet_usage_errors(tmp_path):
    (tmp_path / "add_one.py").write_text(GOOD)
    assert toolkiln("vet", str(tmp_path / "add_one.py"), "--params", "[1]").returncode == 2
    assert toolkiln("vet", str(tmp_path / "add_one.py"), "--params", "{x").returncode == 2
    assert toolkiln("vet", str(tmp_path / "missing.py")).returncode == 2
    assert toolkiln("vet").returncode == 2


def test_vet_human_output_names_line_and_reason(tmp_path, runner):
    (tmp_path / "bad.py").write_text(BAD)
    result = runner.invoke(main, ["vet", str(tmp_path / "bad.py"), "--params", '{"x": 1}'])
    assert result.exit_code == 1 and "rejected at the gate" in result.output and "line 1" in result.output


# -- chat and sessions -------------------------------------------------------------------


def test_chat_asks_then_takes_a_numbered_answer(runner, toolkiln_home):
    """A clarifying question ends the turn; '1' picks the first option as the next message."""
    result = runner.invoke(main, ["chat", "--session", "demo"], input="convert 30 degrees\n1\n/quit\n")
    assert result.exit_code == 0, result.output
    assert "from which scale" in result.output and "1." in result.output
    assert '{"fahrenheit": 86.0}' in result.output
    entries = [json.loads(line) for line in (toolkiln_home / "sessions" / "demo.jsonl").read_text().splitlines()]
    assert [e["role"] for e in entries] == ["user", "assistant", "user", "assistant"]
    assert entries[2]["content"] == "30 °C to Fahrenheit"
    assert "Asked:" in entries[1]["content"]


def test_run_session_passes_history_to_the_planner(runner, toolkiln_home, monkeypatch):
    """`run --session` continues a chat: the planner gets earlier messages and results."""
    from toolkiln.models.mock.planner import MockPlanner

    seen = []
    original = MockPlanner.plan

    def spy(self, request):
        seen.append(request.history)
        return original(self, request)

    monkeypatch.setattr(MockPlanner, "plan", spy)
    runner.invoke(main, ["run", "--session", "s", "Convert 30 degrees Celsius to Fahrenheit"])
    runner.invoke(main, ["run", "--session", "s", "and now in Kelvin"])
    assert seen[0] == []
    assert seen[1][0] == {"role": "user", "content": "Convert 30 degrees Celsius to Fahrenheit"}
    assert "86.0" in seen[1][1]["content"]


def test_manual_approval_then_resume(runner, toolkiln_home):
    """A pending tool waits; after `tools approve`, `resume` runs the logged plan."""
    result, turn = run_json(runner, "--approval", "manual", "Convert 30 degrees Celsius to Fahrenheit")
    assert turn["steps"][0]["status"] == "pending" and result.exit_code == 0
    approved = runner.invoke(main, ["tools", "approve", "celsius_to_fahrenheit"])
    assert approved.exit_code == 0, approved.output
    resumed = runner.invoke(main, ["resume", "--json"])
    step = json.loads(resumed.output)["steps"][0]
    assert (step["status"], step["origin"], step["result"]) == ("ok", "reused", {"fahrenheit": 86.0})


def test_resume_ends_with_the_answer_as_run_does(runner, toolkiln_home):
    """A resumed turn ends with its reply to the question, as ``run`` ends it: the same answer line printed
    last on the terminal, and the same ``answer`` in ``--json``."""
    task = "Convert 30 degrees Celsius to Fahrenheit"
    _, waiting = run_json(runner, "--approval", "manual", task)
    assert waiting["answer"].startswith("No answer")  # its step is pending: nothing to answer from yet
    assert runner.invoke(main, ["tools", "approve", "celsius_to_fahrenheit"]).exit_code == 0
    resumed = runner.invoke(main, ["resume"])
    assert resumed.exit_code == 0, resumed.output
    _, ran = run_json(runner, task)
    assert ran["answer"] == "30 °C is 86.0 °F."
    assert resumed.stdout.strip().splitlines()[-1] == ran["answer"]
    _, pending = run_json(runner, "--approval", "manual", "reverse the text 'abc'")
    assert runner.invoke(main, ["tools", "approve", "reverse_text"]).exit_code == 0
    again = json.loads(runner.invoke(main, ["resume", str(pending["turn_id"]), "--json"]).stdout)
    assert again["answer"] == run_json(runner, "reverse the text 'abc'")[1]["answer"] and "cba" in again["answer"]


@pytest.mark.parametrize(
    ("command", "done"),
    [
        (["approve", "calculate"], "approved"),
        (["reject", "calculate", "--reason", "x"], "rejected"),
        (["retire", "calculate"], "retired"),
    ],
)
def test_a_catalog_tool_is_named_as_one_when_asked_to_be_approved_rejected_or_retired(runner, command, done):
    """The registry does not hold catalog tools: "no tool named 'calculate'" would send a person looking for it."""
    result = runner.invoke(main, ["tools", *command])
    assert result.exit_code == 1
    assert result.stderr.strip() == (
        "toolkiln: error: 'calculate' is a catalog tool: it ships with toolkiln and always runs; "
        f"only registry tools (`toolkiln tools list --all`) can be {done}"
    )


def test_failed_step_exit_code(runner):
    """A step that errors makes the command exit 1 and says why in one line."""
    result, turn = run_json(runner, "calculate (1+")
    assert turn["steps"][0]["status"] == "error" and result.exit_code == 1
    assert "\n" not in turn["steps"][0]["error"]


def test_a_turn_is_shown_as_text_never_as_terminal_control():
    """Results, errors and the planner's words are model-written: C1 controls and direction
    overrides, which JSON leaves as they are, must reach the terminal written out."""
    import io

    from rich.console import Console

    from toolkiln.cli.render import render_turn

    drive = "\x9b2J\x1b]0;owned\x07\u202e\u2066"
    step = {
        "id": "s1",
        "tool": "echo",
        "origin": "generated",
        "version": 1,
        "params": {"text": drive},
        "elapsed_ms": 1.0,
        "status": "ok",
        "result": {"text": drive},
        "check_status": "passed",
    }
    failed = {
        **step,
        "id": "s2",
        "status": "error",
        "error": f"ValueError: {drive}",
        "hand_back": {"what_i_established": drive},
    }
    turn = {"outcome": "plan", "reasoning": drive, "steps": [step, failed], "elapsed_ms": 2.0, "usage": {}}
    out = io.StringIO()
    render_turn(Console(file=out, force_terminal=True, width=200), turn)
    text = out.getvalue()
    for sequence in ("\x9b", "\x1b]", "\x07", "\u202e", "\u2066"):
        assert sequence not in text, sequence
    assert "\\x9b2J" in text and "\\u202e" in text


# -- errors, exit codes and the run log, command by command --------------------------------


def test_clicks_own_usage_errors_are_one_line_or_json(runner):
    """A bad flag value is a usage error like any other: one line on stderr, or the JSON object with --json."""
    result = runner.invoke(main, ["run", "--approval", "bogus", "x"])
    assert result.exit_code == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("toolkiln: error: ") and "'bogus'" in lines[0]
    assert "toolkiln run --help" in lines[0]
    as_json = runner.invoke(main, ["run", "--json", "--approval", "bogus", "x"])
    assert as_json.exit_code == 2 and json.loads(as_json.stdout)["error"]["type"] == "UsageError"
    missing = runner.invoke(main, ["tools", "reject", "x"])
    assert missing.exit_code == 2 and missing.stderr.count("\n") == 1 and "--reason" in missing.stderr


def test_vet_errors_follow_the_output_mode(tmp_path, runner, monkeypatch):
    """vet --json reports a usage error as JSON; a pool that cannot start is one line, not a traceback."""
    result = runner.invoke(main, ["vet", "--json", str(tmp_path / "missing.py")])
    assert result.exit_code == 2 and "cannot read" in json.loads(result.stdout)["error"]["message"]
    (tmp_path / "add_one.py").write_text('def add_one(x: int) -> dict:\n    return {"y": x + 1}\n')
    from toolkiln.errors import ConfigError
    from toolkiln.sandbox import WorkerPool

    def no_worker(self, *args, **kwargs):
        raise ConfigError("the sandbox worker failed to start: no seccomp; install libseccomp")

    monkeypatch.setattr(WorkerPool, "run", no_worker)
    broken = runner.invoke(main, ["vet", str(tmp_path / "add_one.py"), "--params", '{"x": 1}'])
    assert broken.exit_code == 2
    assert broken.stderr.strip().splitlines() == [
        "toolkiln: error: the sandbox worker failed to start: no seccomp; install libseccomp"
    ]


def test_resume_reports_like_log_show(runner):
    """A turn that is not in the log: the same exit code and words from `resume` and `log show`;
    with --json a bad setting is a JSON error on stdout."""
    resumed, shown = runner.invoke(main, ["resume", "99"]), runner.invoke(main, ["log", "show", "99"])
    assert resumed.exit_code == shown.exit_code == 1
    assert "no turn with id 99" in resumed.stderr and "no turn with id 99" in shown.stderr
    bad = runner.invoke(main, ["resume", "--json"], env={"TOOLKILN_POOL_SIZE": "0"})
    assert bad.exit_code == 2 and "pool_size" in json.loads(bad.stdout)["error"]["message"]


def test_the_log_keeps_the_refusal_and_resume_does_not_repeat_it(runner):
    """The logged record is the run --json object: `message` is the refusal, `task` the person's words."""
    task = "Lies die Seite mit der URL https://jido.run/ und gib den title oder den h1 aus"
    result, turn = run_json(runner, task)
    logged = json.loads(runner.invoke(main, ["log", "show", "1", "--json"]).stdout)
    assert logged["message"] == task
    assert logged["record"]["message"] == turn["message"] and "network" in turn["message"]
    assert logged["record"]["task"] == task and "message" not in logged["plan"]
    resumed = runner.invoke(main, ["resume", "1", "--json"])  # a refusal is settled: nothing to run again
    assert resumed.exit_code == 2 and "turn 1 is settled" in json.loads(resumed.stdout)["error"]["message"]


def test_resume_of_a_manual_turn_keeps_new_tools_pending(runner):
    """A chained plan ran with --approval manual; after approving its first tool, `resume` (no flag) runs
    s1 and holds the newly written s2 for approval instead of activating it unreviewed."""
    task = "convert 30 celsius to fahrenheit and then to kelvin"
    _, turn = run_json(runner, "--approval", "manual", task)
    assert [s["status"] for s in turn["steps"]] == ["pending", "skipped"]
    runner.invoke(main, ["tools", "approve", "celsius_to_fahrenheit"])
    resumed = json.loads(runner.invoke(main, ["resume", "--json"]).stdout)
    s1, s2 = resumed["steps"]
    assert (s1["status"], s1["origin"], s1["result"]) == ("ok", "reused", {"fahrenheit": 86.0})
    assert (s2["status"], s2["params"]) == ("pending", {"fahrenheit": 86.0})
    runner.invoke(main, ["tools", "approve", "fahrenheit_to_kelvin"])
    final = json.loads(runner.invoke(main, ["resume", "2", "--json"]).stdout)
    assert [s["status"] for s in final["steps"]] == ["ok", "ok"] and abs(
        final["steps"][1]["result"]["kelvin"] - 303.15
    ) < 1e-6


def test_ctrl_c_in_chat_ends_it_in_one_line_with_the_pool_closed(runner, monkeypatch):
    """Ctrl-C while reading piped input: exit 130, one line, workers stopped; no 'Aborted!' with exit code 1.

    (At a terminal's prompt Ctrl-C clears the line instead: tests/test_cli_chat.py.)"""
    from toolkiln.cli import chat as chat_module
    from toolkiln.sandbox import WorkerPool

    closed = []
    original_close = WorkerPool.close
    monkeypatch.setattr(WorkerPool, "close", lambda self: (closed.append(self), original_close(self)))
    lines = iter(["convert 30 celsius to fahrenheit"])

    class Interrupted:
        def read(self, prompt):
            try:
                return next(lines)
            except StopIteration:
                raise KeyboardInterrupt from None

    monkeypatch.setattr(chat_module, "open_input", lambda home: Interrupted())
    result = runner.invoke(main, ["chat", "--session", "ctrl-c"])
    assert result.exit_code == 130, result.output
    assert result.stderr.strip().splitlines()[-1] == "toolkiln: interrupted"
    assert '{"fahrenheit": 86.0}' in result.stdout and closed


def test_the_pool_is_closed_when_the_registry_cannot_be_opened(runner, monkeypatch):
    """The pool starts first (its template warms up while the rest loads); a later failure closes it."""
    import toolkiln.store
    from toolkiln.errors import ConfigError
    from toolkiln.sandbox import WorkerPool

    closed = []
    original_close = WorkerPool.close
    monkeypatch.setattr(WorkerPool, "close", lambda self: (closed.append(self), original_close(self)))

    def refuse(*args, **kwargs):
        raise ConfigError("no registry today")

    monkeypatch.setattr(toolkiln.store, "open_registry", refuse)
    result = runner.invoke(main, ["run", "convert 30 celsius to fahrenheit"])
    assert result.exit_code == 2 and "no registry today" in result.stderr and closed


def test_nothing_else_is_opened_when_the_pool_cannot_be_made(runner, monkeypatch):
    from toolkiln.errors import ConfigError
    from toolkiln.sandbox import WorkerPool
    from toolkiln.store import Registry

    opened = []
    original_init = Registry.__init__
    monkeypatch.setattr(
        Registry, "__init__", lambda self, *a, **k: (opened.append(self), original_init(self, *a, **k))[1]
    )

    def refuse(self, *args, **kwargs):
        raise ConfigError("no pool today")

    monkeypatch.setattr(WorkerPool, "__init__", refuse)
    result = runner.invoke(main, ["run", "convert 30 celsius to fahrenheit"])
    assert result.exit_code == 2 and "no pool today" in result.stderr and opened == []


def test_a_bare_command_still_shows_its_help(runner):
    for args in ([], ["tools"]):
        result = runner.invoke(main, args)
        assert result.stderr.startswith("Usage: toolkiln") and "Commands:" in result.stderr, args
