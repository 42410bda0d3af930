"""`toolkiln log`: filters, long messages cut (and --full), purge by date; through the CLI on a real store."""

import json
import re

from click.testing import CliRunner

from toolkiln.cli.main import main

C_TO_F = "convert 30 celsius to fahrenheit"


def logged(runner, *args) -> list[dict]:
    result = runner.invoke(main, ["log", "--json", *args])
    assert result.exit_code == 0, result.output
    return json.loads(result.output)


def test_log_filters_by_session_tool_outcome_and_words(store_at):
    runner = CliRunner()
    runner.invoke(main, ["run", "--session", "trip", C_TO_F])
    runner.invoke(main, ["run", "--session", "trip", "convert 30 degrees"])  # a question
    runner.invoke(main, ["run", "count the words in 'a b c'"])
    runner.invoke(main, ["run", "Count the words in '100%_sure'"])
    assert [t["message"] for t in logged(runner, "--session", "trip")] == ["convert 30 degrees", C_TO_F]
    assert [t["message"] for t in logged(runner, "--tool", "celsius_to_fahrenheit")] == [C_TO_F]
    assert [t["message"] for t in logged(runner, "--outcome", "clarify")] == ["convert 30 degrees"]
    assert len(logged(runner, "--search", "COUNT THE")) == 2
    assert [t["message"] for t in logged(runner, "--search", "%_")] == ["Count the words in '100%_sure'"]
    assert logged(runner, "--search", "a%b") == []  # % is a character, not a wildcard
    assert logged(runner, "--session", "trip", "--tool", "count_words") == []
    human = runner.invoke(main, ["log", "--tool", "count_words"])
    assert human.exit_code == 0 and "100%_sure" in human.output and "celsius" not in human.output
    nothing = runner.invoke(main, ["log", "--session", "no-such-session"])
    assert nothing.exit_code == 0 and nothing.output == "No logged turn matches these filters.\n"
    bad = runner.invoke(main, ["log", "--outcome", "maybe"])
    assert bad.exit_code == 2 and "maybe" in bad.stderr


def test_a_long_message_is_cut_unless_full(store_at):
    runner = CliRunner()
    task = "count the words in '" + " ".join(f"word{i}" for i in range(25_000)) + "'"
    runner.invoke(main, ["run", task])
    listing = runner.invoke(main, ["log"])
    squashed = re.sub(r"[\s│]", "", listing.output)  # the table wraps the cell's words
    assert "morecharacters;--fullshowsthem" in squashed and "word24999" not in listing.output
    assert len(listing.output.splitlines()) < 40
    shown = runner.invoke(main, ["log", "show", "1"])
    assert "morecharacters;--fullshowsthem" in re.sub(r"\s", "", shown.output) and "word24999" not in shown.output
    assert "word24999" in runner.invoke(main, ["log", "show", "1", "--full"]).output
    assert logged(runner)[0]["message"] == task  # JSON always has the whole message


def test_purge_deletes_only_turns_before_the_date(store_at, toolkiln_home):
    runner = CliRunner()
    for _ in range(3):
        runner.invoke(main, ["run", C_TO_F])
    if not store_at.is_postgres:
        store_at = store_at.__class__("sqlite", toolkiln_home / "registry.sqlite3", None, toolkiln_home)
    store_at.execute("UPDATE turns SET created_at = '2025-06-01T10:00:00+00:00' WHERE id < 3")  # from last year
    purged = runner.invoke(main, ["log", "purge", "--before", "2026-01-01", "--json"])
    assert json.loads(purged.output) == {"purged": 2, "before": "2026-01-01T00:00:00+00:00"}
    assert [t["id"] for t in logged(runner)] == [3]
    again = runner.invoke(main, ["log", "purge", "--before", "2026-01-01"])
    assert again.exit_code == 0 and "purged 0 turn(s)" in again.output
    bad = runner.invoke(main, ["log", "purge", "--before", "last tuesday"])
    assert bad.exit_code == 2 and "last tuesday" in bad.stderr
    assert runner.invoke(main, ["log", "purge"]).exit_code == 2  # no date, nothing deleted
    assert len(logged(runner)) == 1
