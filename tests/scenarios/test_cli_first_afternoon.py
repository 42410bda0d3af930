"""A new user's afternoon with the CLI: bad settings, counting, replay, resume, Ctrl-C, small surprises.

Each test drives the real ``toolkiln`` command (in a subprocess where a process
boundary matters: signals, concurrency, broken pipes) against a real home.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from fakes import FakeOpenAI, clear_model_env
from fakes.samples import PLAN_REVERSE, REVERSE, REVERSED
from toolkiln.cli.main import main


def toolkiln(*args, home=None, env=None, input=None, timeout=120):
    """The installed command in a subprocess, as a user runs it."""
    full_env = {**os.environ, **(env or {})}
    if home is not None:
        full_env["TOOLKILN_HOME"] = str(home)
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        input=input,
        capture_output=True,
        text=True,
        env=full_env,
        timeout=timeout,
    )


@pytest.fixture
def runner():
    return CliRunner()


def invoke_json(runner, *args):
    result = runner.invoke(main, list(args))
    return result, json.loads(result.output)


# -- item 11: a base URL that is not a URL ---------------------------------------------------


@pytest.mark.parametrize(
    ("variable", "planner"), [("OPENAI_BASE_URL", "openai:m"), ("ANTHROPIC_BASE_URL", "anthropic:m")]
)
def test_a_base_url_that_is_not_a_url_is_a_configuration_error_at_once(monkeypatch, runner, variable, planner):
    clear_model_env(monkeypatch)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "k-test")
    monkeypatch.setenv(variable, "not-a-url")
    monkeypatch.setenv("TOOLKILN_MAX_RETRIES", "3")
    result, data = invoke_json(runner, "run", "--json", "--planner", planner, "calculate 1+1")
    assert result.exit_code == 2
    assert data["error"]["type"] == "ConfigError"
    assert variable in data["error"]["message"] and "http://" in data["error"]["message"]


# -- item 2: --record naming a folder --------------------------------------------------------


def test_record_into_a_folder_is_refused_before_any_model_is_asked(monkeypatch, tmp_path, runner):
    clear_model_env(monkeypatch)
    folder = tmp_path / "transcripts"
    folder.mkdir()
    with FakeOpenAI() as fake:
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        fake.queue_tool_call("submit_plan", {"reasoning": "r", "outcome": "refuse", "refusal": "no", "steps": []})
        result, data = invoke_json(runner, "run", "--json", "--planner", "openai:m", "--record", str(folder), "hi")
        assert fake.requests == []  # nobody was paid
    assert result.exit_code == 2
    assert data["error"]["type"] == "ConfigError"
    assert "is a folder" in data["error"]["message"] or "names the folder" in data["error"]["message"]
    assert "transcript.jsonl" in data["error"]["message"]


def test_record_into_a_folder_from_the_environment_is_one_line_not_a_traceback(tmp_path):
    folder = tmp_path / "rec"
    folder.mkdir()
    proc = toolkiln("run", "calculate 2+2", env={"TOOLKILN_RECORD": str(folder)})
    assert proc.returncode == 2
    assert "Traceback" not in proc.stderr
    assert proc.stderr.startswith("toolkiln: error: ") and "TOOLKILN_RECORD" in proc.stderr


# -- items 1 and 3: rejected code never comes back; every generator call is counted -----------

FORBIDDEN = 'import os\n\ndef reverse_text(text: str) -> dict:\n    return {"reversed": os.sep}\n'
OTHER_REVERSED = (
    '"""Reverses a text, character by character."""\n\n\n'
    'def reverse_text(text: str) -> dict:\n    return {"reversed": "".join(reversed(text))}\n'
)
USAGE = {"prompt_tokens": 1200, "completion_tokens": 300, "total_tokens": 1500}


def history(runner, name):
    result = runner.invoke(main, ["tools", "history", name, "--json"])
    return json.loads(result.output)


def test_a_retired_source_is_not_stored_again_and_the_step_says_why(runner):
    first, turn = invoke_json(runner, "run", "--json", REVERSE)
    assert first.exit_code == 0 and turn["steps"][0]["version"] == 1
    assert runner.invoke(main, ["tools", "retire", "reverse_text"]).exit_code == 0
    again, turn = invoke_json(runner, "run", "--json", REVERSE)
    assert again.exit_code == 1
    step = turn["steps"][0]
    assert step["status"] == "error" and step["version"] is None
    assert "retired by a person as reverse_text@1" in step["error"]
    assert [(v["version"], v["status"]) for v in history(runner, "reverse_text")] == [(1, "retired")]


def test_a_rejected_pending_source_does_not_come_back_as_pending(runner):
    _, turn = invoke_json(runner, "run", "--json", "--approval", "manual", REVERSE)
    assert turn["steps"][0]["status"] == "pending"
    rejected = runner.invoke(main, ["tools", "reject", "reverse_text@1", "--reason", "wrong on emoji"])
    assert rejected.exit_code == 0, rejected.output
    _, turn = invoke_json(runner, "run", "--json", "--approval", "manual", REVERSE)
    assert turn["steps"][0]["status"] == "error"
    assert "rejected by a person as reverse_text@1 (reason: wrong on emoji)" in turn["steps"][0]["error"]
    assert [(v["version"], v["status"]) for v in history(runner, "reverse_text")] == [(1, "rejected")]


def test_the_generator_is_told_its_source_was_rejected_and_writes_another(monkeypatch, runner):
    clear_model_env(monkeypatch)
    with FakeOpenAI() as fake:
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        fake.queue_tool_call("submit_plan", PLAN_REVERSE)
        fake.queue_tool_call("submit_tool", {"name": "reverse_text", "source": REVERSED})
        _, turn = invoke_json(runner, "run", "--json", "--planner", "openai:m", "--generator", "openai:m", REVERSE)
        assert turn["steps"][0]["version"] == 1
        runner.invoke(main, ["tools", "reject", "reverse_text", "--reason", "too clever"])
        fake.queue_tool_call("submit_plan", PLAN_REVERSE)
        fake.queue_tool_call("submit_tool", {"name": "reverse_text", "source": REVERSED})
        fake.queue_tool_call("submit_tool", {"name": "reverse_text", "source": OTHER_REVERSED})
        result, turn = invoke_json(runner, "run", "--json", "--planner", "openai:m", "--generator", "openai:m", REVERSE)
        told = json.dumps(fake.requests[-1]["messages"][-1])
    assert result.exit_code == 0, result.output
    assert "rejected by a person as reverse_text@1" in told and "too clever" in told
    step = turn["steps"][0]
    assert (step["version"], step["attempts"], step["result"]) == (2, 2, {"reversed": "cba"})
    assert [(v["version"], v["status"]) for v in history(runner, "reverse_text")] == [(1, "rejected"), (2, "active")]


def test_tools_show_warns_when_the_source_was_rejected_before(toolkiln_home, runner):
    from toolkiln.errors import UsageError
    from toolkiln.store import Registry

    with Registry(toolkiln_home / "registry.sqlite3") as registry:
        for _ in range(2):  # stored twice before rejected sources were refused
            registry.save(name="reverse_text", source=REVERSED, description="d", params=[], backend="m", model="m")
        registry.reject("reverse_text", 1, reason="breaks on emoji")
        with pytest.raises(UsageError, match="never stored again"):
            registry.save(name="reverse_text", source=REVERSED, description="d", params=[], backend="m", model="m")
    shown = runner.invoke(main, ["tools", "show", "reverse_text@2"])
    assert "this exact source was rejected before as reverse_text@1 (breaks on emoji)" in shown.output
    data = json.loads(runner.invoke(main, ["tools", "show", "reverse_text@2", "--json"]).output)
    assert data["refused_before"] == {"ref": "reverse_text@1", "status": "rejected", "reason": "breaks on emoji"}


def test_usage_and_attempts_count_every_rejected_generator_answer(monkeypatch, runner):
    clear_model_env(monkeypatch)
    with FakeOpenAI() as fake:
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        fake.queue_tool_call("submit_plan", PLAN_REVERSE, usage=USAGE)
        for _ in range(3):
            fake.queue_tool_call("submit_tool", {"name": "reverse_text", "source": FORBIDDEN}, usage=USAGE)
        result, turn = invoke_json(runner, "run", "--json", "--planner", "openai:m", "--generator", "openai:m", REVERSE)
    assert result.exit_code == 1
    assert turn["steps"][0]["attempts"] == 3 and turn["steps"][0]["status"] == "error"
    assert (turn["usage"]["input_tokens"], turn["usage"]["output_tokens"]) == (4800, 1200)


# -- item 10: a planner that answers badly twice still leaves a trace --------------------------

NO_OUTCOME = {"reasoning": "forgot the outcome", "steps": []}
NO_CHECK = {**PLAN_REVERSE, "steps": [{**PLAN_REVERSE["steps"][0], "check": ""}]}


@pytest.mark.parametrize(
    ("answer", "error_type"), [(NO_OUTCOME, "ModelAnswerError"), (NO_CHECK, "PlanError")], ids=["misfit", "invalid"]
)
def test_a_planner_that_answers_badly_twice_is_in_the_log(monkeypatch, runner, answer, error_type):
    clear_model_env(monkeypatch)
    with FakeOpenAI() as fake:
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        for _ in range(2):
            fake.queue_tool_call("submit_plan", answer, usage=USAGE)
        result, data = invoke_json(runner, "run", "--json", "--planner", "openai:m", "--session", "s1", REVERSE)
    assert result.exit_code == 1 and data["error"]["type"] == error_type
    (logged,) = json.loads(runner.invoke(main, ["log", "--json"]).output)
    assert (logged["message"], logged["outcome"], logged["session"]) == (REVERSE, "error", "s1")
    assert logged["record"]["error"] == data["error"]
    assert (logged["usage"]["input_tokens"], logged["usage"]["output_tokens"]) == (2400, 600)
    shown = runner.invoke(main, ["log"])
    assert "error" in shown.output and "reverse the text" in shown.output
    failed = json.loads(runner.invoke(main, ["log", "--outcome", "error", "--json"]).output)
    assert [t["id"] for t in failed] == [logged["id"]]  # the failed turns can be picked out


# -- item 19: run --json names its turn, session and models; log --json does not repeat itself --


def test_run_json_names_its_log_id_session_and_models(runner):
    _, turn = invoke_json(runner, "run", "--json", "--session", "work", "calculate 2+3")
    assert (turn["session"], turn["planner"], turn["generator"]) == ("work", "mock", "mock")
    logged = json.loads(runner.invoke(main, ["log", "show", str(turn["turn_id"]), "--json"]).output)
    assert logged["id"] == turn["turn_id"] and logged["message"] == "calculate 2+3"
    listed = json.loads(runner.invoke(main, ["log", "--json"]).output)
    assert listed[0]["id"] == turn["turn_id"]
    assert not {"steps", "plan", "usage", "turn_id"} & set(listed[0]["record"])
    assert listed[0]["steps"][0]["result"] == {"value": 5}


# -- item 8: resume takes the newest pending turn once, and links the two -----------------------


def test_resume_without_an_id_continues_the_newest_pending_turn_once_and_links_it(runner):
    task = "convert 30 celsius to fahrenheit and then to kelvin"
    _, first = invoke_json(runner, "run", "--json", "--approval", "manual", task)
    assert [s["status"] for s in first["steps"]] == ["pending", "skipped"]
    runner.invoke(main, ["tools", "approve", "celsius_to_fahrenheit"])
    resumed, second = invoke_json(runner, "resume", "--json")
    assert resumed.exit_code == 0
    assert [s["status"] for s in second["steps"]] == ["ok", "pending"]  # the new tool waits in its turn
    runner.invoke(main, ["tools", "approve", "fahrenheit_to_kelvin"])
    _, third = invoke_json(runner, "resume", "--json")  # the newest pending turn is the second one now
    assert [s["status"] for s in third["steps"]] == ["ok", "ok"]

    def logged(turn):
        return json.loads(runner.invoke(main, ["log", "show", str(turn["turn_id"]), "--json"]).output)["record"]

    assert logged(first)["resumed_by"] == second["turn_id"] and logged(second)["resumes"] == first["turn_id"]
    assert logged(second)["resumed_by"] == third["turn_id"] and logged(third)["resumes"] == second["turn_id"]
    nothing, data = invoke_json(runner, "resume", "--json")
    assert nothing.exit_code == 2 and "no logged turn has a pending step" in data["error"]["message"]
    again, data = invoke_json(runner, "resume", str(first["turn_id"]), "--json")
    assert again.exit_code == 2
    assert f"resumed already, as turn {second['turn_id']}" in data["error"]["message"]
    assert len(json.loads(runner.invoke(main, ["log", "--json"]).output)) == 3  # nothing was run again


def test_resume_of_a_settled_turn_says_so_instead_of_repeating_it(runner):
    _, turn = invoke_json(runner, "run", "--json", "calculate 2+3")
    result = runner.invoke(main, ["resume", str(turn["turn_id"])])
    assert result.exit_code == 2 and "is settled" in result.stderr
    assert len(json.loads(runner.invoke(main, ["log", "--json"]).output)) == 1


# -- item 4: a transcript recorded in one home replays in another -------------------------------


def test_a_transcript_replays_in_a_home_that_holds_look_alike_tools(monkeypatch, runner, tmp_path):
    from toolkiln.store import Registry

    clear_model_env(monkeypatch)
    transcript = tmp_path / "afternoon.jsonl"
    with FakeOpenAI() as fake:
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url)
        fake.queue_tool_call("submit_plan", PLAN_REVERSE)
        fake.queue_tool_call("submit_tool", {"name": "reverse_text", "source": FORBIDDEN})  # repaired once
        fake.queue_tool_call("submit_tool", {"name": "reverse_text", "source": REVERSED})
        recorded, _ = invoke_json(
            runner, "run", "--json", "--planner", "openai:m", "--generator", "openai:m", "--record", str(transcript),
            REVERSE,
        )  # fmt: skip
    assert recorded.exit_code == 0, recorded.output

    other = tmp_path / "other-home"
    with Registry(other / "registry.sqlite3") as registry:
        registry.save(
            name="reverse_words",
            source='def reverse_words(text: str) -> dict:\n    return {"reversed": " ".join(text.split()[::-1])}\n',
            description="Reverses the order of the words of a text",
            params=[{"name": "text", "type": "str"}],
            backend="mock",
            model="mock",
        )
        assert [t.name for t in registry.similar("reverse_text", "Reverses a text; returns {reversed}")] == [
            "reverse_words"
        ]
    monkeypatch.setenv("TOOLKILN_HOME", str(other))
    replay = f"replay:{transcript}"
    result, turn = invoke_json(runner, "run", "--json", "--planner", replay, "--generator", replay, REVERSE)
    assert result.exit_code == 0, result.output
    step = turn["steps"][0]
    assert (step["tool"], step["attempts"], step["result"]) == ("reverse_text", 2, {"reversed": "cba"})


# -- item 18: concurrent runs in a fresh home write a tool once --------------------------------


def test_eight_concurrent_runs_in_a_fresh_home_store_one_version(tmp_path, store_at):
    """On either store: eight processes (eight machines, for PostgreSQL) need one tool at once; one writes it."""
    home = tmp_path / "fresh"
    env = {**os.environ, "TOOLKILN_HOME": str(home), "TOOLKILN_POOL_SIZE": "1"}
    procs = [
        subprocess.Popen(
            [sys.executable, "-m", "toolkiln", "run", "--json", REVERSE],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            env=env,
        )
        for _ in range(8)
    ]
    turns = []
    for proc in procs:
        out, err = proc.communicate(timeout=240)
        assert proc.returncode == 0, err + out
        turns.append(json.loads(out))
    origins = sorted(t["steps"][0]["origin"] for t in turns)
    assert origins == ["generated"] + ["reused"] * 7
    assert {t["steps"][0]["result"]["reversed"] for t in turns} == {"cba"}
    listed = toolkiln("tools", "history", "reverse_text", "--json", home=home)
    assert [v["version"] for v in json.loads(listed.stdout)] == [1]


# -- item 9: Ctrl-C while a model thinks, and while toolkiln starts ----------------------------


def _start(*args, env=None):
    return subprocess.Popen(
        [sys.executable, "-m", "toolkiln", *args],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, **(env or {})},
    )


def test_ctrl_c_while_the_generator_thinks_returns_without_waiting_for_the_reply(monkeypatch):
    import signal
    import threading

    clear_model_env(monkeypatch)
    asked, released = threading.Event(), threading.Event()

    def never_answers_until_released(body):
        asked.set()
        released.wait(120)  # the reply comes only after the command has ended
        return FakeOpenAI().tool_call_body("submit_tool", {"name": "reverse_text", "source": REVERSED})

    with FakeOpenAI() as fake:
        fake.queue_tool_call("submit_plan", PLAN_REVERSE)
        fake.queue_handler(never_answers_until_released)
        proc = _start(
            "run", "--planner", "openai:m", "--generator", "openai:m", REVERSE, env={"OPENAI_BASE_URL": fake.url}
        )
        try:
            assert asked.wait(120), "the generator was never asked"
            proc.send_signal(signal.SIGINT)
            out, err = proc.communicate(timeout=60)  # a safety net only: the reply is held back until after
        finally:
            released.set()
            if proc.poll() is None:
                proc.kill()
    assert proc.returncode == 130
    assert err == "toolkiln: interrupted\n"  # one line: no empty line before it off a terminal


@pytest.mark.parametrize("loaded", ["toolkiln.cli.entry", "click", "toolkiln.cli.main", "toolkiln.app"])
def test_ctrl_c_while_toolkiln_starts_is_one_line_never_a_traceback(loaded):
    """Sent the moment one module of toolkiln's start-up has loaded (Python reports each import with
    ``-X importtime``): from the entry module on, one line and exit code 130 (0 when the run finished first)."""
    import re
    import signal

    proc = subprocess.Popen(
        [sys.executable, "-X", "importtime", "-m", "toolkiln", "run", "calculate 1+1"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ),
    )
    before = []
    for line in proc.stderr:
        before.append(line)
        if re.search(rf"\|\s+{re.escape(loaded)}$", line.rstrip()):
            proc.send_signal(signal.SIGINT)
            break
    out, err = proc.communicate(timeout=60)
    assert any(line.rstrip().endswith(loaded) for line in before), f"{loaded} was never imported"
    said = [line for line in ("".join(before) + err).splitlines() if not line.startswith("import time:")]
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert proc.returncode in (130, 0), err  # 0 only when the run finished first
    if proc.returncode == 130:
        assert said == ["toolkiln: interrupted"] and out == ""


def test_ctrl_c_before_the_interpreter_handles_it_ends_the_process_without_a_word():
    """In its first milliseconds Python has not set up its SIGINT handling: the signal's default action ends
    the process, nothing is printed, and a shell shows exit status 130 (as toolkiln.cli.entry documents)."""
    import signal

    outcomes = []
    for _ in range(3):  # a loaded machine may let the interpreter get further before the signal lands
        proc = _start("run", "calculate 1+1")
        proc.send_signal(signal.SIGINT)  # at once, while the interpreter is still loading
        out, err = proc.communicate(timeout=60)
        outcomes.append((proc.returncode, out, err[-300:]))
        if proc.returncode == -signal.SIGINT and not err:
            break
    assert outcomes[-1] == (-signal.SIGINT, "", ""), outcomes


# -- item 20: the small ones --------------------------------------------------------------------


def test_log_show_of_a_missing_turn_is_turn_not_found(runner):
    result, data = invoke_json(runner, "log", "show", "999", "--json")
    assert result.exit_code == 1
    assert data["error"]["type"] == "TurnNotFound" and "no turn with id 999" in data["error"]["message"]


def test_a_mistyped_command_reads_as_sentences(runner):
    result = runner.invoke(main, ["rn", "calculate 1+1"])
    assert result.exit_code == 2
    assert result.stderr.strip() == "toolkiln: error: No such command 'rn'. Did you mean 'run'? See toolkiln --help."


def test_a_session_name_too_long_is_refused_for_its_length(runner):
    result, data = invoke_json(runner, "run", "--json", "--session", "a" * 300, "calculate 1+1")
    assert result.exit_code == 2
    assert data["error"]["message"] == "session name is 300 characters long; use at most 64"


def test_importing_files_already_stored_says_skipped(runner, tmp_path):
    for task in (REVERSE, "Convert 30 degrees Celsius to Fahrenheit"):
        invoke_json(runner, "run", "--json", task)
    folder = tmp_path / "exported"
    assert runner.invoke(main, ["tools", "export", str(folder)]).exit_code == 0
    again = runner.invoke(main, ["tools", "import", str(folder)])
    assert again.exit_code == 0
    assert again.output.strip().splitlines()[-1] == "0 imported, 2 skipped, 0 refused"
    lines = runner.invoke(main, ["tools", "import", str(folder), "--json"]).output.splitlines()
    assert [json.loads(line)["skipped"] for line in lines] == [True, True]


def test_a_reader_that_stops_early_ends_the_command_cleanly(toolkiln_home):
    env = {**os.environ, "TOOLKILN_HOME": str(toolkiln_home)}
    command = [sys.executable, "-m", "toolkiln", "run", "calculate 2+2"]
    proc = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    proc.stdout.close()  # like `| head -0`: nobody reads what the run prints
    err = proc.stderr.read().decode()
    assert proc.wait(timeout=120) == 0, err
    assert "Traceback" not in err and "Broken pipe" not in err


def test_tools_search_finds_catalog_tools(runner):
    data = json.loads(runner.invoke(main, ["tools", "search", "calculate", "--json"]).output)
    assert [(t["name"], t["origin"]) for t in data] == [("calculate", "catalog")]
    dates = json.loads(runner.invoke(main, ["tools", "search", "days", "between", "dates", "--json"]).output)
    assert dates[0]["name"] == "date_diff"


def test_a_catalog_tools_error_reads_as_its_own_message(runner):
    _, turn = invoke_json(runner, "run", "--json", "calculate 1/0")
    assert turn["steps"][0]["error"] == "division by zero at position 2"
    result, call = invoke_json(runner, "tools", "run", "calculate", "--params", '{"expression": "1/0"}', "--json")
    assert call["error"] == "division by zero at position 2"


def test_home_works_after_the_command_too(runner, tmp_path):
    elsewhere = tmp_path / "elsewhere"
    result, turn = invoke_json(runner, "run", "--json", "calculate 2+3", "--home", str(elsewhere))
    assert result.exit_code == 0 and turn["steps"][0]["result"] == {"value": 5}
    assert (elsewhere / "registry.sqlite3").exists()
    logged = json.loads(runner.invoke(main, ["log", f"--home={elsewhere}", "--json"]).output)
    assert [t["message"] for t in logged] == ["calculate 2+3"]
    # After `--` every word is the task's, --home too.
    not_a_home = tmp_path / "not-a-home"
    runner.invoke(main, ["run", "--json", "--", "calculate", "1+1", "--home", str(not_a_home)])
    assert not not_a_home.exists()
    assert json.loads(runner.invoke(main, ["log", "--json"]).output)[0]["message"].endswith(f"--home {not_a_home}")
