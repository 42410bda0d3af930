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
from toolkiln.cli import main


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
