"""A damaged line of a session file reaches every caller of a turn, not only a terminal.

Each test writes real turns into a real session file, damages the file behind
toolkiln's back, and runs the next turn through one surface: the Python API in
process, ``POST /api/turns`` of a real ``toolkiln serve``, ``toolkiln_run`` of a
real ``toolkiln mcp`` over stdio, and the CLI (``run --json``, ``chat``). The turn
names the line in its ``warnings`` (in the ``run --json`` object: present only
when there is one), every turn that skips the line says so again, and a mended
line is named no more.
"""

from __future__ import annotations

import json
import os
import sys

import pytest
from click.testing import CliRunner

import toolkiln
from fakes.toolkiln_server import running_server
from toolkiln.cli.main import main
from toolkiln.errors import ModelError
from toolkiln.store.sessions import Session
from toolkiln.testing import ScriptedGenerator, ScriptedPlanner

FIRST, SECOND, THIRD = "calculate 2 + 3", "calculate 7 * 6", "calculate 1 + 1"
DAMAGE = b"[1, 2]\n"
PROBLEM = "holds a list where an object belongs"


def note(path, line: int) -> str:
    return (
        f"session file {path} line {line} {PROBLEM}; it was skipped and is kept as it is: "
        "mend or delete that line by hand to bring its message back"
    )


def damage(path) -> int:
    """Append a line that is no entry; its line number."""
    with open(path, "ab") as fh:
        fh.write(DAMAGE)
    return path.read_bytes().count(b"\n")


def mend(path, line: int) -> None:
    """Delete the damaged line by hand, as the note says."""
    lines = path.read_bytes().split(b"\n")
    assert lines[line - 1] + b"\n" == DAMAGE
    path.write_bytes(b"\n".join(lines[: line - 1] + lines[line:]))


def test_the_python_api_names_a_skipped_line_in_each_turn_that_skips_it(toolkiln_home):
    path = toolkiln_home / "sessions" / "s.jsonl"
    with toolkiln.open(home=toolkiln_home) as kiln:
        whole = kiln.run(FIRST, session="s")
        assert whole.warnings == [] and "warnings" not in whole.to_json()  # nothing new for a whole file
        line = damage(path)
        second = kiln.run(SECOND, session="s")
        assert second.steps[0].result == {"value": 42}  # the turn runs on without the line
        assert second.warnings == [note(path, line)]
        assert second.to_json()["warnings"] == [note(path, line)]
        third = kiln.run(THIRD, session="s")  # the same process, the same line: said again, it is still skipped
        assert third.warnings == [note(path, line)]
        logged = kiln.runlog.turn(third.turn_id)
        assert logged["record"]["warnings"] == [note(path, line)]  # the run log keeps what the planner missed
        assert kiln.run(THIRD).warnings == []  # no session, no history to skip
        mend(path, line)
        assert kiln.run(FIRST, session="s").warnings == []


def test_a_turn_whose_planner_failed_keeps_its_warnings_in_the_run_log(toolkiln_home):
    """The caller gets the planner's error; the run log still says which line the history went without."""
    path = toolkiln_home / "sessions" / "s.jsonl"
    Session(toolkiln_home, "s").record_turn(FIRST, {"outcome": "refuse", "message": "no"})
    line = damage(path)
    planner = ScriptedPlanner()  # no answer queued: the planner fails
    with toolkiln.open(home=toolkiln_home, agent_models={"": (planner, ScriptedGenerator())}) as kiln:
        with pytest.raises(ModelError):
            kiln.run(SECOND, session="s")
        logged = kiln.runlog.turns(1)[0]
    assert planner.requests[0].history == [
        {"role": "user", "content": FIRST},
        {"role": "assistant", "content": "Refused: no"},
    ]
    assert logged["outcome"] == "error" and logged["record"]["warnings"] == [note(path, line)]


def test_only_the_lines_the_history_reads_are_named(toolkiln_home):
    """A turn reads the file from its end only as far back as its history budget: an older damaged line is
    not the turn's concern (``sessions show`` names it)."""
    path = toolkiln_home / "sessions" / "s.jsonl"
    with toolkiln.open(home=toolkiln_home, history_chars=50) as kiln:
        kiln.run(FIRST, session="s")
        line = damage(path)
        for task in (SECOND, THIRD, FIRST):  # each exchange is longer than the budget
            kiln.run(task, session="s")
        assert kiln.run(SECOND, session="s").warnings == []
    done = CliRunner().invoke(main, ["sessions", "show", "s", "--json"])
    assert json.loads(done.stdout)["damaged"] == [{"line": line, "problem": PROBLEM}]


def test_the_http_api_answers_each_turn_with_the_lines_it_skipped(tmp_path):
    httpx = pytest.importorskip("httpx")
    pytest.importorskip("starlette", reason="the web extra is not installed")
    home = tmp_path / "home"
    path = home / "sessions" / "s.jsonl"
    with running_server(home) as server, httpx.Client(base_url=server.url, timeout=120) as client:
        first = client.post("/api/turns", json={"message": FIRST, "session": "s"})
        assert first.status_code == 200 and "warnings" not in first.json(), first.text
        line = damage(path)
        for task in (SECOND, THIRD):  # a second request (another tab, another client) learns it too
            answer = client.post("/api/turns", json={"message": task, "session": "s"})
            assert answer.status_code == 200, answer.text
            assert answer.json()["warnings"] == [note(path, line)]
        streamed = stream_turn(client, {"message": FIRST, "session": "s"})
        assert streamed["warnings"] == [note(path, line)]
        other = client.post("/api/turns", json={"message": FIRST, "session": "other"})
        assert "warnings" not in other.json()  # another session's damage is not this one's


def stream_turn(client, body: dict) -> dict:
    """The ``turn`` event of ``POST /api/turns/stream``."""
    kind = None
    with client.stream("POST", "/api/turns/stream", json=body) as response:
        assert response.status_code == 200
        for text in response.iter_lines():
            if text.startswith("event: "):
                kind = text.removeprefix("event: ")
            elif text.startswith("data: ") and kind == "turn":
                return json.loads(text.removeprefix("data: "))
    raise AssertionError("the stream ended without a turn event")


def test_mcp_toolkiln_run_answers_with_the_lines_it_skipped(toolkiln_home):
    pytest.importorskip("mcp", reason="the mcp extra: pip install -e '.[test,bench,mcp]'")
    import anyio

    from mcp import Client, StdioServerParameters

    path = toolkiln_home / "sessions" / "s.jsonl"
    server = StdioServerParameters(
        command=sys.executable, args=["-m", "toolkiln", "mcp"], env={**os.environ, "TOOLKILN_HOME": str(toolkiln_home)}
    )

    async def session() -> None:
        async with Client(server, mode="legacy") as client:
            listed = {tool.name: tool for tool in (await client.list_tools()).tools}
            assert listed["toolkiln_run"].output_schema["properties"]["warnings"]["items"] == {"type": "string"}
            first = await client.call_tool("toolkiln_run", {"message": FIRST, "session": "s"})
            assert not first.is_error and "warnings" not in first.structured_content
            line = damage(path)
            for task in (SECOND, THIRD):  # every call that skips the line says so: a client keeps no memory of it
                answer = await client.call_tool("toolkiln_run", {"message": task, "session": "s"})
                assert not answer.is_error, answer.content
                assert answer.structured_content["warnings"] == [note(path, line)]
                assert json.loads(answer.content[0].text)["warnings"] == [note(path, line)]  # the text says it too

    anyio.run(session)


def test_run_json_carries_the_warnings_and_stderr_still_names_the_line(toolkiln_home):
    runner = CliRunner()
    path = toolkiln_home / "sessions" / "s.jsonl"
    first = runner.invoke(main, ["run", "--session", "s", FIRST, "--json"])
    assert first.exit_code == 0 and "warnings" not in json.loads(first.stdout), first.output
    line = damage(path)
    done = runner.invoke(main, ["run", "--session", "s", SECOND, "--json"])
    assert done.exit_code == 0, done.output
    assert json.loads(done.stdout)["warnings"] == [note(path, line)]
    assert done.stderr == f"toolkiln: warning: {note(path, line)}\n"  # for a person, as before


def test_chat_names_a_line_once_and_records_it_with_every_turn_that_skipped_it(toolkiln_home):
    runner = CliRunner()
    path = toolkiln_home / "sessions" / "s.jsonl"
    assert runner.invoke(main, ["run", "--session", "s", FIRST]).exit_code == 0
    line = damage(path)
    done = runner.invoke(main, ["chat", "--session", "s"], input=f"{SECOND}\n{THIRD}\n/quit\n")
    assert done.exit_code == 0, done.output
    assert done.stderr.count(note(path, line)) == 1  # a person at the chat is told once
    shown = json.loads(runner.invoke(main, ["sessions", "show", "s", "--json"]).stdout)
    turns = [exchange["turns"][0] for exchange in shown["exchanges"]]
    assert [turn.get("warnings") for turn in turns] == [None, [note(path, line)], [note(path, line)]]
