"""A session file damaged after it was written (a crash mid-write, a hand edit, a bad disk): never fatal.

Each test writes real turns into a real session file through the CLI, damages
the file behind toolkiln's back, and goes on through the commands that read it.
A damaged line is skipped and named by file and line with what to do; the next
turn still runs and is appended whole; nothing already in the file is rewritten.
A session path that is no file at all stops the command with one line, exit 2.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest
from click.testing import CliRunner

from fakes.toolkiln_server import running_server
from toolkiln.cli.main import main

FIRST, SECOND, THIRD = "calculate 2 + 3", "calculate 7 * 6", "calculate 1 + 1"

DAMAGES = {
    # what is appended after two turns: (bytes, the problem the note names)
    "a torn last line": (b'{"role": "user", "cont', "is not valid JSON (cut short: a write that stopped midway)"),
    "a line that is not JSON": (b"not json at all\n", "is not valid JSON"),
    "not UTF-8": (b'{"role": "user", "content": "\xff\xfe"}\n', "is not UTF-8 text"),
    "content a number": (b'{"role": "user", "content": 5}\n', "has 'content' as a number where a text belongs"),
    "an unknown role": (b'{"role": "bot", "content": "hi"}\n', "has role 'bot' where 'user' or 'assistant' belongs"),
    "no role": (b'{"content": "hi"}\n', "has role null where 'user' or 'assistant' belongs"),
    "a list": (b"[1, 2]\n", "holds a list where an object belongs"),
    "turn a text": (
        b'{"role": "assistant", "content": "x", "turn": "ok"}\n',
        "has 'turn' as a text where an object belongs",
    ),
    "a turn's steps a number": (
        b'{"role": "assistant", "content": "x", "turn": {"outcome": "plan", "steps": 5}}\n',
        "has its 'turn' damaged: it has 'steps' as a number where a list belongs",
    ),
    "a question's options a number": (
        b'{"role": "assistant", "content": "x", "turn": {"outcome": "clarify", "message": "?", "options": 3}}\n',
        "has its 'turn' damaged: it has 'options' as a number where a list belongs",
    ),
    "a step's status a number": (
        b'{"role": "assistant", "content": "x", "turn": {"outcome": "plan", "steps": [{"id": "s1", "status": 5}]}}\n',
        "has its 'turn' damaged: it has step 1's 'status' as a number where a text belongs",
    ),
    "a huge line": (b"x" * (3 << 20) + b"\n", "is not valid JSON"),  # many read blocks long
}


def session_file(home, name: str = "s"):
    return home / "sessions" / f"{name}.jsonl"


def two_turns(runner: CliRunner) -> None:
    for task in (FIRST, SECOND):
        done = runner.invoke(main, ["run", "--session", "s", task])
        assert done.exit_code == 0, done.output


def shown(runner: CliRunner, name: str = "s"):
    done = runner.invoke(main, ["sessions", "show", name, "--json"])
    return done, json.loads(done.stdout)


@pytest.mark.parametrize("kind", list(DAMAGES))
def test_a_damaged_line_is_named_and_the_turn_still_runs(kind, toolkiln_home):
    damage, problem = DAMAGES[kind]
    runner = CliRunner()
    two_turns(runner)
    path = session_file(toolkiln_home)
    with open(path, "ab") as fh:
        fh.write(damage)
    before = path.read_bytes()
    line = before.count(b"\n") + (not before.endswith(b"\n"))  # the damaged line's number

    done = runner.invoke(main, ["run", "--session", "s", THIRD])
    assert done.exit_code == 0, done.output
    warnings = done.stderr.strip().splitlines()
    assert len(warnings) == 1, done.stderr  # named once, on one line
    assert warnings[0].startswith(f"toolkiln: warning: session file {path} line {line} {problem}")
    assert "mend or delete that line by hand" in warnings[0]

    after = path.read_bytes()
    assert after.startswith(before)  # nothing already there rewritten or lost
    assert after.endswith(b"\n") and after.count(b"\n") == before.count(b"\n") + 2 + (not before.endswith(b"\n"))
    listed, data = shown(runner)
    assert [e["message"] for e in data["exchanges"]] == [FIRST, SECOND, THIRD]  # the new turn is whole
    assert data["damaged"] == [{"line": line, "problem": problem.split(" (cut short")[0]}]  # now closed by a newline
    assert listed.exit_code == 1  # bad data in a file toolkiln keeps, as for the run log
    drawn = runner.invoke(main, ["sessions", "show", "s"])
    assert drawn.exit_code == 1 and isinstance(drawn.exception, SystemExit)  # not a traceback
    assert drawn.stdout.count("you> ") == 3 and f"line {line} " in drawn.stderr
    assert path.read_bytes() == after  # reading never writes


def test_sessions_show_names_each_damaged_line_on_stderr(toolkiln_home):
    runner = CliRunner()
    two_turns(runner)
    path = session_file(toolkiln_home)
    lines = path.read_bytes().split(b"\n")
    lines[0] = b"{oops"  # the first message, damaged by hand
    path.write_bytes(b"\n".join(lines[:3] + [b"\xff"] + lines[3:]))
    done = runner.invoke(main, ["sessions", "show", "s"])
    assert done.exit_code == 1
    assert done.stderr.splitlines() == [
        f"toolkiln: error: session file {path} line {n} {problem}; it was skipped and is kept as it is: "
        "mend or delete that line by hand to bring its message back"
        for n, problem in ((1, "is not valid JSON"), (4, "is not UTF-8 text"))
    ]
    assert "you> calculate 7 * 6" in done.stdout  # what can be read still shows


def test_an_empty_session_file_is_an_empty_session(toolkiln_home):
    runner = CliRunner()
    session_file(toolkiln_home).parent.mkdir(parents=True)
    session_file(toolkiln_home).write_bytes(b"")
    done = runner.invoke(main, ["run", "--session", "s", FIRST])
    assert done.exit_code == 0 and not done.stderr
    listed, data = shown(runner)
    assert listed.exit_code == 0 and data["damaged"] == [] and len(data["exchanges"]) == 1


def test_a_session_path_that_is_a_directory_stops_with_one_line(toolkiln_home):
    runner = CliRunner()
    two_turns(runner)
    path = session_file(toolkiln_home, "d")
    path.mkdir()
    for args in (["run", "--session", "d", FIRST], ["sessions", "show", "d"]):
        done = runner.invoke(main, args)
        assert done.exit_code == 2
        assert done.stderr == (
            f"toolkiln: error: session file {path} is a directory; "
            f"move it out of {path.parent} or use another session name\n"
        )
    listed = runner.invoke(main, ["sessions", "list", "--json"])
    assert [s["name"] for s in json.loads(listed.stdout)] == ["s"]  # the other sessions are still listed
    assert path.is_dir() and not any(path.iterdir())


def test_a_session_path_that_is_a_fifo_is_refused_without_waiting_for_a_writer(toolkiln_home):
    """A FIFO opened for reading would wait for a writer forever: real processes, with a deadline only as a net."""
    path = session_file(toolkiln_home, "f")
    path.parent.mkdir(parents=True)
    os.mkfifo(path)
    env = {**os.environ, "TOOLKILN_HOME": str(toolkiln_home)}
    for args in (["run", "--session", "f", FIRST], ["chat", "--session", "f"], ["sessions", "list"]):
        done = subprocess.run(
            [sys.executable, "-m", "toolkiln", *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=120,
            stdin=subprocess.DEVNULL,
        )
        if args[0] == "sessions":
            assert done.returncode == 0 and "f" not in done.stdout.split(), done.stdout
        else:
            assert done.returncode == 2, done.stderr
            assert done.stderr.strip().splitlines()[-1] == (
                f"toolkiln: error: session file {path} is not a regular file; "
                f"move it out of {path.parent} or use another session name"
            )


def test_chat_names_a_damaged_line_once_and_chats_on(toolkiln_home):
    runner = CliRunner()
    two_turns(runner)
    path = session_file(toolkiln_home)
    with open(path, "ab") as fh:
        fh.write(b'{"role": "user", "content": 5}\n')
    done = runner.invoke(main, ["chat", "--session", "s"], input=f"{THIRD}\n{FIRST}\n/quit\n")
    assert done.exit_code == 0, done.output
    assert done.stderr.count(f"session file {path} line 5 has 'content' as a number") == 1
    _, data = shown(runner)
    assert [e["message"] for e in data["exchanges"]] == [FIRST, SECOND, THIRD, FIRST]


def test_the_web_chat_names_the_damaged_lines_of_a_session(tmp_path):
    httpx = pytest.importorskip("httpx")
    pytest.importorskip("starlette", reason="the web extra is not installed")
    home = tmp_path / "home"
    path = session_file(home)
    with running_server(home) as server, httpx.Client(base_url=server.url, timeout=120) as client:
        answer = client.post("/api/turns", json={"message": FIRST, "session": "s"})
        assert answer.status_code == 200, answer.text
        with open(path, "ab") as fh:
            fh.write(b"[1]\n")
        answer = client.post("/api/turns", json={"message": SECOND, "session": "s"})
        assert answer.status_code == 200, answer.text
        data = client.get("/api/sessions/s").json()
        assert [e["message"] for e in data["exchanges"]] == [FIRST, SECOND]
        assert data["damaged"] == [
            {
                "line": 3,
                "problem": "holds a list where an object belongs",
                "note": f"session file {path} line 3 holds a list where an object belongs; it was skipped and is "
                "kept as it is: mend or delete that line by hand to bring its message back",
            }
        ]
        path.unlink()
        path.mkdir()
        refused = client.get("/api/sessions/s")
        assert refused.status_code == 500 and "is a directory" in refused.json()["error"]["message"]


_APPENDER = """
import sys, time
from pathlib import Path
from toolkiln.store.sessions import Session
home, who, go = Path(sys.argv[1]), sys.argv[2], Path(sys.argv[3])
while not go.exists():  # both processes start appending together
    time.sleep(0.001)
chat = Session(home, "shared")
for i in range(60):
    chat.record_turn(f"{who} {i} " + who * 20000, {"outcome": "refuse", "message": f"{who} {i} " + who * 30000})
"""


def test_two_processes_appending_to_one_session_never_interleave(tmp_path):
    """Each message and its answer land as whole lines, side by side, whatever the other process writes."""
    go = tmp_path / "go"
    writers = [subprocess.Popen([sys.executable, "-c", _APPENDER, str(tmp_path), who, str(go)]) for who in ("a", "b")]
    go.touch()
    assert [writer.wait(timeout=300) for writer in writers] == [0, 0]
    lines = (tmp_path / "sessions" / "shared.jsonl").read_bytes().split(b"\n")
    assert lines.pop() == b""
    entries = [json.loads(line) for line in lines]  # every line whole
    assert len(entries) == 2 * 2 * 60
    for message, reply in zip(entries[::2], entries[1::2], strict=True):
        assert message["role"] == "user" and reply["role"] == "assistant"
        assert reply["turn"]["message"].split(" ")[:2] == message["content"].split(" ")[:2]
    for who in ("a", "b"):  # each writer's turns all there, in its order
        mine = [m["content"].split(" ")[1] for m in entries[::2] if m["content"].startswith(who)]
        assert mine == [str(i) for i in range(60)]
