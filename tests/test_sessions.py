"""Chat sessions: what the planner is shown of the history, within the budget."""

import json
import os

import pytest

from toolkiln.sessions import Session


def session(tmp_path, *exchanges):
    chat = Session(tmp_path, "demo")
    for message, answer in exchanges:
        chat.append("user", message)
        chat.append("assistant", answer)
    return chat


def test_whole_exchanges_newest_first_within_the_budget(tmp_path):
    chat = session(tmp_path, ("one", "a" * 40), ("two", "b" * 40), ("three", "c" * 40))
    history = chat.history(100)
    assert [h["content"][:5] for h in history] == ["two", "b" * 5, "three", "c" * 5]
    assert sum(len(h["content"]) for h in history) <= 100


def test_a_long_last_answer_still_leaves_the_last_message(tmp_path):
    """The newest answer alone is over the budget: the person's message stays, the answer is cut to fit."""
    chat = session(tmp_path, ("convert 30 C to F", "s1 celsius_to_fahrenheit -> " + "x" * 500))
    history = chat.history(100)
    assert history[0] == {"role": "user", "content": "convert 30 C to F"}
    assert history[1]["role"] == "assistant" and history[1]["content"].startswith("s1 celsius_to_fahrenheit")
    assert history[1]["content"].endswith("…") and sum(len(h["content"]) for h in history) == 100


def test_no_budget_means_no_history(tmp_path):
    assert session(tmp_path, ("one", "a")).history(0) == []


def test_a_history_starts_with_the_person_and_skips_broken_lines(tmp_path):
    chat = Session(tmp_path, "demo")
    chat.path.parent.mkdir(parents=True)
    lines = [
        {"role": "assistant", "content": "orphan answer"},
        {"role": "user", "content": 5},
        {"role": "user", "content": "hello"},
        {"role": "assistant", "content": "hi"},
    ]
    chat.path.write_text("\n".join(json.dumps(line) for line in lines) + "\n{torn", encoding="utf-8")
    assert chat.history(1000) == [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "hi"}]


def test_sessions_are_listed_newest_first_with_their_first_message(tmp_path):
    from toolkiln.sessions import list_sessions, new_session_name

    assert list_sessions(tmp_path) == [] and new_session_name(tmp_path) == "chat-1"
    Session(tmp_path, "chat-1").create()
    later = Session(tmp_path, "later")
    later.record_turn("convert 30 C to F", {"outcome": "plan", "steps": []})
    os.utime(later.path, (2_000_000_000, 2_000_000_000))
    listed = list_sessions(tmp_path)
    assert [s.name for s in listed] == ["later", "chat-1"]
    assert (listed[0].title, listed[0].messages) == ("convert 30 C to F", 1)
    assert (listed[1].title, listed[1].messages) == ("", 0)
    assert new_session_name(tmp_path) == "chat-2"


def test_a_rename_never_overwrites_and_a_delete_removes(tmp_path):
    from toolkiln.errors import SessionNotFound, UsageError

    first = Session(tmp_path, "first")
    first.record_turn("one", {"outcome": "plan", "steps": []})
    Session(tmp_path, "second").record_turn("two", {"outcome": "plan", "steps": []})
    with pytest.raises(UsageError, match="exists already"):
        first.rename("second")
    assert [e["message"] for e in Session(tmp_path, "second").exchanges()] == ["two"]
    renamed = first.rename("third")
    assert not first.exists() and [e["message"] for e in renamed.exchanges()] == ["one"]
    assert renamed.exchanges()[0]["turns"] == [{"outcome": "plan", "steps": []}]
    renamed.delete()
    with pytest.raises(SessionNotFound):
        renamed.delete()
    with pytest.raises(SessionNotFound):
        Session(tmp_path, "nobody").rename("somebody")
    with pytest.raises(UsageError, match="session name"):
        first.rename("../escape")
