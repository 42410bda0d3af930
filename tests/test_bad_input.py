"""Bad input as a new user or a careless script meets it: one clear line, the documented exit code, no traceback.

Each test goes through a real surface (the ``toolkiln`` command in a subprocess
where what reaches stderr matters, click's runner otherwise, a real SQLite home,
a fake model server on loopback) with input that once ended in a traceback, a
misleading message or a wrong exit code.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from fakes import FakeAnthropic, clear_model_env


def toolkiln(*args: str, env: dict | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    """The command in a subprocess, as a user runs it (TOOLKILN_HOME is the test's own)."""
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        capture_output=True,
        text=True,
        env={**os.environ, **(env or {})},
        timeout=timeout,
        stdin=subprocess.DEVNULL,
    )


def assert_one_line(done: subprocess.CompletedProcess, code: int, *words: str) -> str:
    """Exit ``code``, and stderr is one ``toolkiln: error:`` line holding ``words``; returns the line."""
    lines = done.stderr.strip().splitlines()
    assert done.returncode == code, (done.returncode, done.stderr)
    assert len(lines) == 1 and lines[0].startswith("toolkiln: error: "), done.stderr
    for word in words:
        assert word in lines[0], lines[0]
    return lines[0]


@pytest.fixture
def anthropic_env(monkeypatch):
    clear_model_env(monkeypatch)
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-secret")
        monkeypatch.setenv("TOOLKILN_MAX_RETRIES", "0")
        yield fake


MODELS = ("--planner", "anthropic:claude-test", "--generator", "anthropic:claude-test")

# -- model answers ------------------------------------------------------------------


@pytest.mark.parametrize("tool_input", [[], "a plan"])
def test_a_tool_input_that_is_no_object_is_one_line_on_stderr(tool_input, anthropic_env):
    """It goes back to the model once, then fails in one line: no pydantic serializer warning around it."""
    anthropic_env.queue_tool_call("submit_plan", tool_input)
    anthropic_env.queue_tool_call("submit_plan", tool_input)
    done = toolkiln("run", *MODELS, "convert 30 C to F")
    assert_one_line(done, 1, "not a JSON object")


# -- what a terminal shows -------------------------------------------------------------


def test_a_models_words_are_shown_without_richs_highlighter():
    """Rich's highlighter once took 49 s over a 50,000-character reasoning (its patterns are quadratic
    in a long word); every line of a turn is now printed without it, so a number or a path in a
    model's text keeps the colour of its line."""
    import io

    from rich.console import Console

    from toolkiln.cli.render import render_turn

    out = io.StringIO()
    console = Console(file=out, force_terminal=True, color_system="truecolor", width=200)
    turn = {
        "outcome": "refuse",
        "reasoning": "step 30 of /etc/x took True",
        "message": "no: 127.0.0.1 and 42",
        "steps": [],
        "usage": {},
        "elapsed_ms": 1.0,
    }
    render_turn(console, turn)
    shown = out.getvalue()
    assert "step 30 of /etc/x took True" in shown and "no: 127.0.0.1 and 42" in shown
