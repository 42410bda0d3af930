"""The plain ``toolkiln run WORDS… --json`` skips click, and says exactly what click's path says.

Each argument list runs twice in two copies of the same home: once through the
``toolkiln`` script (which takes the plain path when it may) and once through the
click group itself. Output, error output and exit code must be the same, apart
from the timings in the JSON; and the script's run must really have skipped click.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys

import pytest

from toolkiln.cli.entry import plain_run_task

TASK = "Convert 30 degrees Celsius to Fahrenheit"

_SCRIPT = (
    "import atexit, sys\n"
    "path = sys.argv.pop(1)\n"
    "atexit.register(lambda: open(path, 'w').write(str('click' in sys.modules)))\n"
    "from toolkiln.cli.entry import entry_point\n"
    "entry_point()\n"
)
"""The installed script's entry point; writes whether click was loaded."""

_CLICK = "import sys\nsys.argv[0] = 'toolkiln'\nfrom toolkiln.cli.main import entry\nentry()\n"
"""The click group, whatever the arguments."""


def _run(program: list[str], home, env_extra: dict[str, str]) -> subprocess.CompletedProcess:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOOLKILN_")}
    env.update(TOOLKILN_HOME=str(home), **env_extra)
    return subprocess.run(program, env=env, capture_output=True, text=True, stdin=subprocess.DEVNULL, timeout=120)


def _without_timings(value):
    if isinstance(value, dict):
        return {k: _without_timings(v) for k, v in value.items() if k != "elapsed_ms"}
    if isinstance(value, list):
        return [_without_timings(v) for v in value]
    return value


def _comparable(done: subprocess.CompletedProcess) -> tuple:
    try:
        stdout = _without_timings(json.loads(done.stdout))
    except ValueError:
        stdout = done.stdout
    return done.returncode, stdout, done.stderr


@pytest.fixture(scope="module")
def warm_home(tmp_path_factory):
    """A home whose registry already holds the temperature tool."""
    home = tmp_path_factory.mktemp("warm") / "home"
    done = _run([sys.executable, "-c", _CLICK, "run", TASK, "--json"], home, {})
    assert done.returncode == 0, done.stderr
    return home


CASES = {
    "reused": ((TASK, "--json"), {}),
    "flag first, words apart": (("--json", *TASK.split()), {}),
    "flag twice": ((TASK, "--json", "--json"), {}),
    "a failing step": (("Convert -300 degrees Celsius to Fahrenheit", "--json"), {}),
    "no tool for it": (("what is the meaning of life", "--json"), {}),
    "an empty task": (("   ", "--json"), {}),
    "a bad setting": ((TASK, "--json"), {"TOOLKILN_APPROVAL": "sometimes"}),
    "a new tool": (("Slugify 'Hello World'", "--json"), {}),
}


@pytest.mark.parametrize("words, env_extra", CASES.values(), ids=CASES.keys())
def test_the_plain_path_answers_as_click_does(tmp_path, warm_home, words, env_extra):
    args = ("run", *words)
    assert plain_run_task(list(args)) is not None
    plain_home, click_home = tmp_path / "plain", tmp_path / "click"
    shutil.copytree(warm_home, plain_home)
    shutil.copytree(warm_home, click_home)
    loaded = tmp_path / "click-loaded"
    plain = _run([sys.executable, "-c", _SCRIPT, str(loaded), *args], plain_home, env_extra)
    by_click = _run([sys.executable, "-c", _CLICK, *args], click_home, env_extra)
    assert _comparable(plain) == _comparable(by_click)
    assert loaded.read_text() == "False"


@pytest.mark.parametrize(
    "args",
    [
        ["run", TASK],  # drawn output
        ["run", "-", "--json"],  # standard input
        ["run", "--json"],  # no TASK
        ["run", "--json", "--", "-5 plus 3"],
        ["run", TASK, "--json", "--session", "s"],
        ["run", TASK, "--json", "--file=notes.txt"],
        ["run", TASK, "--json", "-c"],
        ["run", TASK, "--json", "--help"],
        ["run", TASK, "--json", "-h"],
        ["run", TASK, "--jso"],
        ["--home", "h", "run", TASK, "--json"],
        ["chat", TASK, "--json"],
        ["run"],
        [],
    ],
)
def test_anything_but_words_and_json_is_left_to_click(args):
    assert plain_run_task(args) is None


def test_a_shell_asking_for_completions_is_left_to_click(monkeypatch):
    monkeypatch.setenv("_TOOLKILN_COMPLETE", "bash_complete")
    assert plain_run_task(["run", TASK, "--json"]) is None


def test_an_unknown_flag_gets_clicks_usage_error_from_the_script(tmp_path, warm_home):
    """A flag the plain path does not know goes to click, which reports it as always (exit 2)."""
    loaded = tmp_path / "click-loaded"
    done = _run([sys.executable, "-c", _SCRIPT, str(loaded), "run", TASK, "--json", "--bogus"], warm_home, {})
    assert done.returncode == 2
    assert "No such option '--bogus'" in done.stderr
    assert loaded.read_text() == "True"
