"""A run log row damaged after it was written (a hand edit, a cut, a bad disk): named by turn id, never fatal.

Each test logs real turns through the CLI into a real registry file, damages one
row with the sqlite3 module, and reads the log back through every command that
reads it. The damaged turn is named with what is wrong and what to do (exit 1,
bad data in the registry); the other turns still show; the row is never rewritten.
"""

from __future__ import annotations

import json
import sqlite3

import pytest
from click.testing import CliRunner

from toolkiln.cli.main import main
from toolkiln.errors import RegistryError
from toolkiln.store import RunLog
from toolkiln.store.turn_row import read_turn

TASKS = ("calculate 2 + 3", "calculate 7 * 6", "text statistics of 'a b. c'")

DAMAGES = {
    # what is done to turn 2: (column, SQL expression over the row, words the message names)
    "steps cut short": ("steps", "substr(steps, 1, length(steps) / 2)", "steps is not valid JSON"),
    "steps not JSON at all": ("steps", "'garbage'", "steps is not valid JSON"),
    "steps an object": ("steps", """'{"tool": "calculate"}'""", "steps holds an object where a list belongs"),
    "a step a text": ("steps", """'["s1"]'""", "steps has a text as step 1"),
    "a step's status a number": (
        "steps",
        """'[{"id": "s1", "tool": "calculate", "status": 5}]'""",
        "steps has step 1's 'status' as a number",
    ),
    "a child turn's step a number": (
        "steps",
        """'[{"id": "s1", "tool": "t", "status": "ok", "child": {"steps": [3]}}]'""",
        "steps has step 1's child turn damaged",
    ),
    "plan null": ("plan", "'null'", "plan holds null where an object belongs"),
    "plan cut short": ("plan", "substr(plan, 1, 9)", "plan is not valid JSON"),
    "usage a list": ("usage", "'[1, 2]'", "usage holds a list where an object belongs"),
    "usage tokens a text": ("usage", """'{"input_tokens": "many"}'""", "usage has 'input_tokens' as a text"),
    "record not JSON": ("record", "'{oops'", "record is not valid JSON"),
    "record parent a text": ("record", """'{"parent": "one"}'""", "record has 'parent' as a text"),
    "message not UTF-8": ("message", "CAST(X'41C328' AS TEXT)", "message is not UTF-8 text"),
    "steps not UTF-8": ("steps", "CAST(X'5B7BC328' AS TEXT)", "steps is not UTF-8 text"),
    "elapsed_ms a text": ("elapsed_ms", "'fast'", "elapsed_ms holds a text where a number or null belongs"),
}


def log_three_turns() -> CliRunner:
    runner = CliRunner()
    for task in TASKS:
        done = runner.invoke(main, ["run", task])
        assert done.exit_code == 0, done.output
    return runner


def damage(home, column: str, expression: str, turn_id: int = 2) -> object:
    """Damage one column of one row behind toolkiln's back; return what the file then holds there."""
    with sqlite3.connect(home / "registry.sqlite3") as conn:
        conn.execute(f"UPDATE turns SET {column} = {expression} WHERE id = ?", (turn_id,))
        conn.text_factory = bytes
        return conn.execute(f"SELECT {column} FROM turns WHERE id = ?", (turn_id,)).fetchone()[0]


def stored_rows(home) -> list[tuple]:
    with sqlite3.connect(home / "registry.sqlite3") as conn:
        conn.text_factory = bytes
        return conn.execute("SELECT * FROM turns ORDER BY id").fetchall()


@pytest.mark.parametrize("kind", list(DAMAGES))
def test_a_damaged_turn_is_named_and_the_other_turns_still_show(kind, toolkiln_home):
    column, expression, named = DAMAGES[kind]
    runner = log_three_turns()
    damage(toolkiln_home, column, expression)
    before = stored_rows(toolkiln_home)

    listing = runner.invoke(main, ["log"])
    assert listing.exit_code == 1, listing.output
    assert "2 + 3" in listing.stdout and "text statistics" in listing.stdout  # the other turns
    [line] = listing.stderr.splitlines()
    assert line.startswith("toolkiln: error: turn 2 of the run log is damaged (") and named in line
    assert "toolkiln log show 2 --json" in line and "Traceback" not in listing.output

    as_json = runner.invoke(main, ["log", "--json"])
    assert as_json.exit_code == 1 and as_json.stderr == ""
    turns = json.loads(as_json.stdout)
    assert [t["id"] for t in turns] == [3, 2, 1]
    assert turns[0]["damaged"] == [] and turns[2]["damaged"] == []
    assert turns[2]["steps"][0]["result"] == {"value": 5}
    [problem] = turns[1]["damaged"]
    assert problem["field"] == column and f"{column} {problem['problem']}".startswith(named)

    shown = runner.invoke(main, ["log", "show", "2"])
    assert shown.exit_code == 1 and "turn 2" in shown.stdout and named in shown.stderr
    shown_json = runner.invoke(main, ["log", "show", "2", "--json"])
    assert shown_json.exit_code == 1 and json.loads(shown_json.stdout)["damaged"] == turns[1]["damaged"]
    whole = runner.invoke(main, ["log", "show", "3"])
    assert whole.exit_code == 0 and whole.stderr == ""

    by_tool = runner.invoke(main, ["log", "--json", "--tool", "text_stats"])
    assert by_tool.exit_code == 0 and [t["id"] for t in json.loads(by_tool.stdout)] == [3]
    assert stored_rows(toolkiln_home) == before  # reading never rewrites the row


def test_the_stored_text_of_a_damaged_field_is_given_whole(toolkiln_home):
    """What is left of a damaged field is in ``stored``, as the file holds it, to recover by hand."""
    runner = log_three_turns()
    stored = damage(toolkiln_home, "steps", "substr(steps, 1, length(steps) - 3)")
    [problem] = json.loads(runner.invoke(main, ["log", "show", "2", "--json"]).stdout)["damaged"]
    assert problem["stored"] == stored.decode() and problem["stored"].startswith('[{"id": "s1"')
    assert problem["problem"].startswith("is not valid JSON (")


def test_the_steps_of_a_damaged_turn_are_not_shown_as_no_steps(toolkiln_home):
    runner = log_three_turns()
    damage(toolkiln_home, "steps", "'['")
    shown = runner.invoke(main, ["log", "show", "2"])
    assert "The steps cannot be read: they are damaged in the run log." in shown.stdout
    assert "No steps" not in shown.stdout
    assert "(steps damaged:" in runner.invoke(main, ["log"]).stdout  # the table may wrap the rest of the cell


def test_resume_never_resumes_a_damaged_turn_and_never_guesses_past_one(toolkiln_home):
    runner = CliRunner()
    pending = runner.invoke(main, ["run", "--approval", "manual", "convert 30 celsius to fahrenheit"])
    assert pending.exit_code == 0 and "awaiting approval" in pending.output
    runner.invoke(main, ["run", "calculate 2 + 3"])
    damage(toolkiln_home, "record", "'{cut'")
    before = stored_rows(toolkiln_home)

    newest = runner.invoke(main, ["resume"])  # turn 2 may be the pending one: it cannot be told
    assert newest.exit_code == 1
    assert "turn 2 of the run log is damaged (record is not valid JSON" in newest.stderr
    assert "toolkiln resume TURN_ID" in newest.stderr
    named = runner.invoke(main, ["resume", "2", "--json"])
    assert named.exit_code == 1
    error = json.loads(named.stdout)["error"]
    assert error["type"] == "RegistryError" and "cannot be resumed" in error["message"]
    assert stored_rows(toolkiln_home) == before  # nothing logged, nothing annotated

    damage(toolkiln_home, "steps", "'[{\"status\": '", turn_id=1)
    refused = runner.invoke(main, ["resume", "1"])
    assert refused.exit_code == 1 and "turn 1 of the run log is damaged (steps" in refused.stderr
    assert len(stored_rows(toolkiln_home)) == 2


def test_a_damaged_record_is_never_written_over(toolkiln_home):
    log_three_turns()
    damage(toolkiln_home, "record", "'[\"a list\"]'")
    before = stored_rows(toolkiln_home)
    log = RunLog(toolkiln_home / "registry.sqlite3")
    try:
        with pytest.raises(RegistryError, match=r"turn 2 of the run log has a damaged record, so it was not changed"):
            log.annotate_turn(2, resumed_by=9)
        log.annotate_turn(3, resumed_by=9)  # a whole row still takes it
        assert log.turn(3)["record"]["resumed_by"] == 9
    finally:
        log.close()
    assert stored_rows(toolkiln_home)[:2] == before[:2]


def test_a_whole_row_reads_as_before():
    """The checks accept every shape toolkiln writes, and add only an empty ``damaged``."""
    row = {
        "id": 1,
        "created_at": b"2026-01-01T00:00:00+00:00",
        "message": "ü".encode(),
        "planner": b"mock",
        "generator": b"mock",
        "outcome": b"plan",
        "session": None,
        "elapsed_ms": 2.5,
        "plan": b'{"outcome": "plan", "reasoning": "r", "options": null, "steps": []}',
        "steps": b'[{"id": "s1", "tool": "t", "status": "ok", "origin": null, "params": {}, "version": 2, '
        b'"elapsed_ms": 1, "child": {"steps": [{"id": "c1", "tool": "u", "status": "error", "error": "x"}]}}]',
        "usage": b'{"input_tokens": 0, "output_tokens": 3}',
        "record": b'{"parent": null, "steps": "dropped", "reply": [1]}',
    }
    turn = read_turn(row, ("steps",))
    assert turn["damaged"] == [] and turn["message"] == "ü" and turn["record"] == {"parent": None, "reply": [1]}
    assert turn["steps"][0]["child"]["steps"][0]["error"] == "x" and turn["elapsed_ms"] == 2.5


def test_the_web_log_names_a_damaged_turn_and_shows_the_others(toolkiln_home):
    httpx = pytest.importorskip("httpx")
    pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")
    from fakes.toolkiln_server import running_server

    log_three_turns()
    damage(toolkiln_home, "steps", "'[{\"id\": '")
    with running_server(toolkiln_home) as server, httpx.Client(base_url=server.url, timeout=120) as client:
        page = client.get("/log")
        api = client.get("/api/log")
        one = client.get("/api/log/2")
    assert page.status_code == 200 and "calculate 2 + 3" in page.text and "text statistics" in page.text
    assert "Damaged in the run log (steps is not valid JSON" in page.text
    assert "toolkiln log show 2 --json" in page.text
    assert api.status_code == 200 and [t["id"] for t in api.json()] == [3, 2, 1]
    assert [bool(t["damaged"]) for t in api.json()] == [False, True, False]
    assert one.status_code == 200 and one.json()["damaged"][0]["field"] == "steps"


def test_purge_goes_past_a_damaged_turn(toolkiln_home):
    runner = CliRunner()
    for task in TASKS:
        assert runner.invoke(main, ["run", "--session", "s", task]).exit_code == 0
    damage(toolkiln_home, "steps", """'["calculate", {"status": "ok", "tool": 5}]'""")
    with sqlite3.connect(toolkiln_home / "registry.sqlite3") as conn:
        conn.execute("UPDATE turns SET created_at = '2025-06-01T10:00:00+00:00' WHERE id < 3")
    purged = runner.invoke(main, ["log", "purge", "--before", "2026-01-01", "--json"])
    assert purged.exit_code == 0 and json.loads(purged.stdout)["purged"] == 2
    left = runner.invoke(main, ["log", "--json"])
    assert left.exit_code == 0 and [t["id"] for t in json.loads(left.stdout)] == [3]
