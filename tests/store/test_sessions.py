"""Chat sessions: what the planner is shown of the history, within the budget."""

import json
import os

import pytest

from toolkiln.store.sessions import Session


def session(where, *exchanges):
    chat = Session(where, "demo")
    for message, answer in exchanges:
        chat.append("user", message)
        chat.append("assistant", answer)
    return chat


def test_whole_exchanges_newest_first_within_the_budget(sessions_at):
    chat = session(sessions_at, ("one", "a" * 40), ("two", "b" * 40), ("three", "c" * 40))
    history = chat.history(100)
    assert [h["content"][:5] for h in history] == ["two", "b" * 5, "three", "c" * 5]
    assert sum(len(h["content"]) for h in history) <= 100


def test_a_long_last_answer_still_leaves_the_last_message(sessions_at):
    """The newest answer alone is over the budget: the person's message stays, the answer is cut to fit."""
    chat = session(sessions_at, ("convert 30 C to F", "s1 celsius_to_fahrenheit -> " + "x" * 500))
    history = chat.history(100)
    assert history[0] == {"role": "user", "content": "convert 30 C to F"}
    assert history[1]["role"] == "assistant" and history[1]["content"].startswith("s1 celsius_to_fahrenheit")
    assert history[1]["content"].endswith("…") and sum(len(h["content"]) for h in history) == 100


def test_no_budget_means_no_history(sessions_at):
    assert session(sessions_at, ("one", "a")).history(0) == []


def write_lines(chat: Session, lines: list[bytes]) -> None:
    """Put ``lines`` in the session as they are, as an editor or a crash would leave them."""
    if chat.shared is not None:
        chat.shared.append(chat.name, [line.decode("utf-8") for line in lines])
        return
    chat.path.parent.mkdir(parents=True, exist_ok=True)
    chat.path.write_bytes(b"\n".join(lines))


def test_a_history_starts_with_the_person_and_skips_broken_lines(sessions_at):
    chat = Session(sessions_at, "demo")
    lines = [
        {"role": "assistant", "content": "orphan answer"},
        {"role": "user", "content": 5},
        {"role": "user", "content": "hello"},
        {"role": "assistant", "content": "hi"},
    ]
    write_lines(chat, [json.dumps(line).encode() for line in lines] + [b"{torn"])
    assert chat.history(1000) == [{"role": "user", "content": "hello"}, {"role": "assistant", "content": "hi"}]


def test_sessions_are_listed_newest_first_with_their_first_message(sessions_at, store_at):
    from toolkiln.store.sessions import list_sessions, new_session_name

    assert list_sessions(sessions_at) == [] and new_session_name(sessions_at) == "chat-1"
    Session(sessions_at, "chat-1").create()
    later = Session(sessions_at, "later")
    later.record_turn("convert 30 C to F", {"outcome": "plan", "steps": []})
    if store_at.is_postgres:
        store_at.execute("UPDATE sessions SET updated_at = '2033-05-18T03:33:20+00:00' WHERE name = 'later'")
    else:
        os.utime(later.path, (2_000_000_000, 2_000_000_000))
    listed = list_sessions(sessions_at)
    assert [s.name for s in listed] == ["later", "chat-1"]
    assert (listed[0].title, listed[0].messages) == ("convert 30 C to F", 1)
    assert (listed[1].title, listed[1].messages) == ("", 0)
    assert new_session_name(sessions_at) == "chat-2"


def test_a_rename_never_overwrites_and_a_delete_removes(sessions_at):
    from toolkiln.errors import SessionNotFound, UsageError

    first = Session(sessions_at, "first")
    first.record_turn("one", {"outcome": "plan", "steps": []})
    Session(sessions_at, "second").record_turn("two", {"outcome": "plan", "steps": []})
    with pytest.raises(UsageError, match="exists already"):
        first.rename("second")
    assert [e["message"] for e in Session(sessions_at, "second").exchanges()] == ["two"]
    renamed = first.rename("third")
    assert not first.exists() and [e["message"] for e in renamed.exchanges()] == ["one"]
    assert renamed.exchanges()[0]["turns"] == [{"outcome": "plan", "steps": []}]
    renamed.delete()
    with pytest.raises(SessionNotFound):
        renamed.delete()
    with pytest.raises(SessionNotFound):
        Session(sessions_at, "nobody").rename("somebody")
    with pytest.raises(UsageError, match="session name"):
        first.rename("../escape")


def whole_file_history(chat: Session, budget: int) -> list[dict]:
    """What ``history`` answered when it parsed the whole file: the reference a turn's answer must match."""
    from toolkiln.store.sessions import _cut, _exchanges

    picked: list[dict] = []
    left = budget
    for exchange in reversed(_exchanges(chat.entries())):
        size = sum(len(entry["content"]) for entry in exchange)
        if size > left:
            if not picked:
                picked = _cut(exchange, left)
            break
        picked[:0] = [{"role": entry["role"], "content": entry["content"]} for entry in exchange]
        left -= size
    return picked


def long_session(where, turns: int) -> Session:
    """A session of ``turns`` exchanges of varied sizes and shapes, with the damage a crash or an editor leaves
    (a line not UTF-8 only in a file: PostgreSQL holds text only)."""
    chat = Session(where, "long")
    lines = [json.dumps({"role": "assistant", "content": "an answer before any message"})]
    for i in range(turns):
        lines.append(json.dumps({"role": "user", "content": f"message {i} " + "é€😀\u2028"[i % 4] * (i % 97)}))
        for k in range(i % 3):  # none, one or two answers
            outcome = "clarify" if (i + k) % 5 == 0 else "plan"
            turn = {"outcome": outcome, "steps": [], "options": ["a", "b"], "pad": "x" * (i * 37 % 300)}
            lines.append(json.dumps({"role": "assistant", "content": f"answer {i}.{k}", "turn": turn}))
        if i % 50 == 7:
            lines += ["", "{torn", json.dumps({"role": "user", "content": 5})]
            lines.append("[1, 2]" if chat.shared is not None else "\xff not utf-8")
    write_lines(chat, [line.encode("utf-8", "surrogateescape") for line in lines] + [b""])
    return chat


@pytest.mark.parametrize(("turns", "block"), [(200, 3), (200, 64), (2000, 4096), (2000, 1 << 16)])
def test_a_long_session_gives_the_history_and_question_the_whole_file_gives(tmp_path, monkeypatch, turns, block):
    """Read from the end, block by block (lines split across blocks, multi-byte characters, torn lines
    and a line not in UTF-8 among them), a long session answers as reading it all did."""
    import toolkiln.store.session_file as session_file

    chat = long_session(tmp_path, turns)
    monkeypatch.setattr(session_file, "BLOCK", block)
    for budget in (0, 1, 10, 100, 999, 6000, 40_000, 10**9):
        assert chat.history(budget) == whole_file_history(chat, budget)
    assert chat.history(10**9)[0] == {"role": "user", "content": "message 0 "}  # the orphan answer dropped
    whole = Session(tmp_path, chat.name)
    whole.entries()
    assert chat.damaged == whole.damaged and len(whole.damaged) == 3 * len(range(7, turns, 50))  # same line numbers
    lines = chat.path.read_bytes().split(b"\n")
    asked = 0
    for end in range(len(lines) - 40, len(lines) + 1):  # the newest exchange with no, one or two answers, torn
        chat.path.write_bytes(b"\n".join(lines[:end]))
        turns_now = chat.exchanges()[-1]["turns"]
        expected = turns_now[-1] if turns_now and turns_now[-1]["outcome"] == "clarify" else None
        assert chat.pending_question() == expected
        asked += expected is not None
    assert asked  # some of those ends were a question


def test_a_pending_question_is_found_after_a_long_session(sessions_at):
    chat = long_session(sessions_at, 300)
    asked = {"outcome": "clarify", "steps": [], "message": "which file?", "options": ["a.txt", "b.txt"]}
    chat.record_turn("open my file", asked)
    assert chat.pending_question() == asked
    chat.record_turn("a.txt", {"outcome": "plan", "steps": []})
    assert chat.pending_question() is None
    assert Session(sessions_at, "never-written").pending_question() is None
    assert Session(sessions_at, "never-written").history(100) == []
