"""Chat sessions: what the planner is shown of the history, within the budget."""

import json

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
