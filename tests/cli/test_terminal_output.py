"""No model-, tool- or file-written text reaches a terminal as markup or as a control sequence.

One hostile string — rich markup (``[/]``, ``[bold]``), an OSC title sequence, a
clear-screen CSI, the one-byte CSI ``\\x9b``, a direction override, a line
separator, a carriage return, a NUL and a trailing backslash — is fed through
every command that prints: as a step id, a tool name, a description, params, a
result, an error, a refusal, a question and its options, a hand-back, a
registry row (written by toolkiln, and one edited behind its back), a file name
and an export header. Every command's stdout and stderr must hold none of it
raw and no traceback. ``run`` and ``chat`` also run on a pseudo-terminal, where
the spinner and rich's colours are on.
"""

from __future__ import annotations

import json
import os
import pty
import select
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

import pytest
from click.testing import CliRunner

from fakes import FakeAnthropic, clear_model_env
from toolkiln.cli.main import main
from toolkiln.cli.terminal import UNSEEN, json_text, visible
from toolkiln.store import Registry

HOSTILE = "[/]\\[bold]x[/bold] \x1b]0;pwned\x07\x1b[2J\x9b31m\u202eevil\u2028\r\x00[link=file:///etc] end\\"
"""Markup, a title change, a screen clear, a C1 CSI, a direction override, a line separator, CR, NUL."""
RAW = ("\x1b]0;pwned", "\x1b[2J", "\x9b31m", "\u202e", "\u2028", "\x07", "\x00")
"""What must never reach a terminal as it is (on a pseudo-terminal rich's own colour codes, the
spinner's carriage returns and the terminal's own CR LF are allowed)."""
HOSTILE_ID = "[/]\x1b]0;pwned\x07\x1b[2J"
HOSTILE_TOOL = "tool[/]\x1b]0;pwned\x07"
SPEC = "anthropic:claude-test"

ECHO = '"""Echoes its text."""\n\ndef echo_text(text: str) -> dict:\n    return {"text": text, "more": text + "!"}\n'
RAISE = '"""Fails with its text."""\n\ndef raise_text(text: str) -> dict:\n    raise ValueError(text)\n'


def plan_steps() -> dict:
    return {
        "reasoning": HOSTILE,
        "outcome": "plan",
        "steps": [
            {
                "id": "s1",
                "tool": "echo_text",
                "description": HOSTILE,
                "params_json": json.dumps({"text": HOSTILE}),
                "check": HOSTILE,
            },
            {
                "id": HOSTILE_ID,
                "tool": HOSTILE_TOOL,
                "description": HOSTILE,
                "params_json": json.dumps({"text": {"$ref": "s1.text"}}),
                "check": "result == 1",
            },
            {
                "id": "s3",
                "tool": "raise_text",
                "description": "raises",
                "params_json": json.dumps({"text": HOSTILE}),
                "check": "result is None",
            },
        ],
    }


REFUSE = {"reasoning": HOSTILE, "outcome": "refuse", "refusal": HOSTILE}
CLARIFY = {"reasoning": HOSTILE, "outcome": "clarify", "question": HOSTILE, "options": [HOSTILE, "[/]two"]}


class HostileModels:
    """A fake Anthropic server: plans from a queue, tools by the name the generator is asked for."""

    def __init__(self, fake: FakeAnthropic) -> None:
        self.fake = fake
        self.plans: list[dict] = []
        fake.fallback = self.answer

    def answer(self, body: dict):
        forced = body["tool_choice"]["name"]
        if forced == "submit_plan":
            return self.reply("submit_plan", self.plans.pop(0) if self.plans else REFUSE)
        asked = body["messages"][0]["content"].split("\n", 1)[0]  # "Write the tool `NAME`."
        if "`echo_text`" in asked:
            return self.reply("submit_tool", {"name": "echo_text", "source": ECHO})
        if "`raise_text`" in asked:
            return self.reply("submit_tool", {"name": "raise_text", "source": RAISE})
        return self.reply(
            "submit_tool",
            {"name": HOSTILE_TOOL, "hand_back": {"what_is_needed": HOSTILE, "what_i_established": HOSTILE}},
        )

    def reply(self, name: str, data: dict) -> dict:
        return self.fake.message([{"type": "tool_use", "id": "toolu_h", "name": name, "input": data}])


@pytest.fixture
def models(monkeypatch):
    clear_model_env(monkeypatch)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-secret")
    monkeypatch.setenv("TOOLKILN_PLANNER", SPEC)
    monkeypatch.setenv("TOOLKILN_GENERATOR", SPEC)
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        yield HostileModels(fake)


def assert_inert(text: str, where: str) -> None:
    """Nothing in ``text`` a terminal would obey, and no crash."""
    obeyed = sorted({f"U+{ord(c):04X}" for c in text if ord(c) in UNSEEN})
    assert not obeyed, f"{where}: raw control or direction characters {obeyed} in {text[-400:]!r}"
    assert "Traceback" not in text and "MarkupError" not in text, f"{where}: {text[-800:]}"


def invoke(*args: str, input: str | None = None, codes=(0, 1)):
    result = CliRunner().invoke(main, list(args), input=input)
    where = "toolkiln " + " ".join(args)
    assert result.exception is None or isinstance(result.exception, SystemExit), f"{where}: {result.exception!r}"
    assert result.exit_code in codes, f"{where} exited {result.exit_code}: {result.output[-600:]}"
    assert_inert(result.stdout, where + " (stdout)")
    assert_inert(result.stderr, where + " (stderr)")
    return result


def craft_registry_rows(home: Path) -> None:
    """Rows toolkiln wrote with hostile provenance, and one renamed with sqlite3 behind its back."""
    with Registry(home / "registry.sqlite3") as registry:
        for source in (ECHO.replace("echo_text", "crafted"), ECHO.replace("echo_text", "crafted") + f"# {HOSTILE!r}\n"):
            registry.save(
                name="crafted",
                source=source,
                description=HOSTILE,
                params=[{"name": "text", "type": "str", "required": True}],
                backend=HOSTILE,
                model=HOSTILE,
                prompt_hash=HOSTILE,
                trial_params={"text": HOSTILE},
                trial_result={"text": HOSTILE},
            )
        registry.reject("crafted", 1, reason=HOSTILE)
    with sqlite3.connect(home / "registry.sqlite3") as db:
        db.execute(
            "INSERT INTO tools (name, version, source, sha256, description, params, status, backend, model, "
            "created_at, origin) SELECT ?, 1, source, sha256, description, params, 'active', backend, model, ?, ? "
            "FROM tools WHERE name = 'crafted' AND version = 2",
            (HOSTILE_TOOL, HOSTILE, HOSTILE),
        )


def hostile_folder(tmp_path: Path) -> Path:
    folder = tmp_path / "import"
    folder.mkdir()
    header = (
        "# toolkiln-export 1: provenance\n# name: echo_text\n# sha256: 00\n"
        f"# backend: {json.dumps(HOSTILE)}\n# trial_params: {json.dumps({'text': HOSTILE})}\n# end toolkiln-export\n"
    )
    (folder / f"x{HOSTILE_ID.replace('/', '_')}.py").write_text(header + ECHO)
    (folder / "gate_says.py").write_text(
        f"import os\n\ndef gate_says(text: str) -> dict:\n    return {{'x': {HOSTILE!r}}}\n"
    )
    (folder / "no_header.py").write_text("\x1b[2J" + HOSTILE)
    return folder


def test_every_command_shows_hostile_text_and_never_obeys_it(models, toolkiln_home, tmp_path):
    models.plans += [plan_steps(), REFUSE, CLARIFY, plan_steps()]
    invoke("run", "the task " + HOSTILE)
    invoke("run", "refuse " + HOSTILE)
    invoke("run", "clarify")
    invoke("chat", "--session", "s", input=f"chat {HOSTILE}\n/quit\n")
    models.plans += [plan_steps(), REFUSE]
    invoke("run", "--json", "again " + HOSTILE)
    invoke("chat", input="x\n/quit\n")
    invoke("resume", "1", codes=(0, 1, 2))  # a settled turn: a usage error, shown inert
    invoke("resume", "1", "--json", codes=(0, 1, 2))  # a turn resumed already is settled: a usage error, shown inert
    invoke("log")
    invoke("log", "--json")
    for turn in range(1, 6):
        invoke("log", "show", str(turn))
        invoke("log", "show", str(turn), "--json")
    craft_registry_rows(toolkiln_home)
    for args in (
        ("tools", "list", "--all"),
        ("tools", "list", "--all", "--json"),
        ("tools", "show", "crafted@1"),
        ("tools", "show", "crafted", "--json"),
        ("tools", "show", HOSTILE_TOOL),
        ("tools", "show", HOSTILE_TOOL, "--json"),
        ("tools", "show", HOSTILE),
        ("tools", "history", "crafted"),
        ("tools", "history", "crafted", "--json"),
        ("tools", "history", HOSTILE_TOOL),
        ("tools", "diff", "crafted"),
        ("tools", "diff", HOSTILE_TOOL),
        ("tools", "search", "echoes", "crafted"),
        ("tools", "search", "echoes", "--json"),
        ("tools", "reject", HOSTILE_TOOL, "--reason", HOSTILE),
        ("tools", "retire", HOSTILE_TOOL),
    ):
        invoke(*args, codes=(0, 1, 2))
    invoke("tools", "run", "echo_text", "--params", json.dumps({"text": HOSTILE}))
    invoke("tools", "run", "echo_text", "--params", json.dumps({"text": HOSTILE}), "--json")
    invoke("tools", "run", HOSTILE_TOOL, codes=(1, 2))
    folder = hostile_folder(tmp_path)
    hand = tmp_path / f"hand{HOSTILE_ID.replace('/', '_')}.py"
    hand.write_text(ECHO)
    invoke("tools", "add", str(hand), "--name", "echo_text", "--params", json.dumps({"text": HOSTILE}))
    invoke("tools", "add", str(hand), codes=(1, 2))
    invoke("tools", "import", str(folder))
    invoke("tools", "import", str(folder), "--json")
    files = sorted(str(p) for p in folder.iterdir())
    invoke("vet", *files)
    invoke("vet", "--json", *files)
    invoke("vet", str(folder / f"missing{HOSTILE_ID}.py"), codes=(2,))


def test_hostile_text_is_written_out_where_it_is_shown(models):
    """Escaped, not dropped: a person sees what the model wrote."""
    models.plans.append(plan_steps())
    out = invoke("run", "task").stdout
    assert visible("\x1b]0;pwned") in out and "[/]" in out and "\\u202eevil" in out
    assert "[/bold]" in out  # markup shown as text


def test_json_output_means_the_same_and_holds_no_raw_control():
    value = {"k\u202e": [HOSTILE, "\ud800", "plain ü"]}
    text = json_text(value)
    assert_inert(text, "json_text")
    assert json.loads(text) == value and "ü" in text


# -- on a pseudo-terminal: the spinner and rich's colours are on ---------------------------------


def run_on_terminal(args: list[str], env: dict, stdin: bytes = b"", timeout_s: float = 60.0) -> tuple[int, str]:
    """Run ``toolkiln ARGS`` with stdin, stdout and stderr on a pseudo-terminal; return (exit code, output)."""
    leader, follower = pty.openpty()
    process = subprocess.Popen(
        [sys.executable, "-m", "toolkiln", *args],
        stdin=follower,
        stdout=follower,
        stderr=follower,
        env=env,
        close_fds=True,
    )
    os.close(follower)
    if stdin:
        os.write(leader, stdin)
    chunks = []
    deadline = time.monotonic() + timeout_s
    exited = False
    while time.monotonic() < deadline:
        # Once the child has exited, what it wrote last is still to be read: drain without waiting.
        ready, _, _ = select.select([leader], [], [], 0 if exited else 0.1)
        if ready:
            try:
                data = os.read(leader, 65536)
            except OSError:  # the child closed the terminal
                break
            if not data:
                break
            chunks.append(data)
        elif exited:
            break
        else:
            exited = process.poll() is not None
    code = process.wait(timeout=10)
    os.close(leader)
    return code, b"".join(chunks).decode("utf-8", "replace")


def assert_no_raw_hostile(output: str, where: str) -> None:
    for raw in RAW:
        assert raw not in output, f"{where}: {raw!r} reached the terminal: {output[-600:]!r}"
    assert "Traceback" not in output and "MarkupError" not in output, f"{where}: {output[-1200:]}"


@pytest.fixture
def terminal_env(models, toolkiln_home):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("TOOLKILN_", "ANTHROPIC_", "OPENAI_"))}
    env.update(
        TOOLKILN_HOME=str(toolkiln_home),
        TOOLKILN_PLANNER=SPEC,
        TOOLKILN_GENERATOR=SPEC,
        ANTHROPIC_API_KEY="test-key-not-secret",
        ANTHROPIC_BASE_URL=models.fake.url,
        TERM="xterm-256color",
        COLUMNS="120",
    )
    return env


def test_run_and_log_on_a_terminal_with_the_spinner(models, terminal_env):
    models.plans.append(plan_steps())
    code, output = run_on_terminal(["run", "the task"], terminal_env)
    assert code == 1, output[-800:]  # s3 raised: a failed step
    assert_no_raw_hostile(output, "run on a terminal")
    assert "\\x1b]0;pwned" in output and "echo_text" in output
    for args in (["log"], ["log", "show", "1"], ["tools", "list"], ["tools", "show", "echo_text"]):
        code, output = run_on_terminal(args, terminal_env)
        assert code == 0, output[-800:]
        assert_no_raw_hostile(output, " ".join(args) + " on a terminal")


def test_chat_on_a_terminal_survives_hostile_names(models, terminal_env):
    models.plans += [plan_steps(), CLARIFY]
    code, output = run_on_terminal(["chat"], terminal_env, stdin=b"first task\nsecond\n1\n/quit\n")
    assert code == 0, output[-800:]
    assert_no_raw_hostile(output, "chat on a terminal")
    assert output.count("Traceback") == 0 and "\\x1b]0;pwned" in output


def test_the_spinner_shows_a_markup_tool_name_as_text():
    """Before: `writing [/]…` raised MarkupError inside the spinner, which aborted the turn."""
    import io

    from rich.console import Console

    from toolkiln.cli.render import Spinner

    console = Console(file=io.StringIO(), force_terminal=True, width=100)
    spinner = Spinner(console, enabled=True)
    with spinner.running("planning…"):
        spinner.event("generating", {"id": HOSTILE_ID, "tool": HOSTILE_TOOL})
        spinner.event("step", {"id": HOSTILE_ID, "tool": HOSTILE_TOOL})
        retry = {"role": "generator", "model": HOSTILE, "retry": HOSTILE, "max_retries": 3, "reason": HOSTILE}
        spinner.event("retry", {"id": HOSTILE_ID, "tool": HOSTILE_TOOL, "delay_s": HOSTILE, **retry})
        time.sleep(0.2)
    assert_no_raw_hostile(console.file.getvalue(), "spinner")
