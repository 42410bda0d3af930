"""Chat sessions: the history a planner sees, kept under ``$TOOLKILN_HOME/sessions``.

A session is a JSON-lines file, one entry per message: the person's messages
as they were typed, and toolkiln's answers as a short text summary of the turn
(the plan's steps with their results or errors and their checks' status and
reason, a refusal, a question with its options, a generator's hand-back), each
with the turn's ``run --json`` object.
The planner gets the newest entries that fit the ``history_chars`` budget,
oldest first. A turn reads the file from its end, only as far back as that
budget (and the question it may answer) reaches, so its cost does not grow
with the session's length.

Sessions are listed, created, renamed and deleted here (:func:`list_sessions`,
:func:`new_session_name`, :meth:`Session.rename`, :meth:`Session.delete`), so
every front end manages them the same way.
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from toolkiln.errors import ConfigError, SessionNotFound, UsageError
from toolkiln.settings import Settings
from toolkiln.store.session_file import (
    DamagedLine,
    append_lines,
    line_number,
    lines_from_end,
    open_for_reading,
    parse_line,
)
from toolkiln.store.session_rows import SharedSessions, shared_sessions
from toolkiln.util.text import whole_number
from toolkiln.vocab import Outcome, StepStatus

__all__ = [
    "CLARIFY_ASKED",
    "CLARIFY_OPTIONS",
    "Session",
    "SessionInfo",
    "SessionsAt",
    "sessions_home",
    "answer_to_question",
    "latest_session",
    "list_sessions",
    "new_session_name",
    "session_name",
    "summarise_turn",
]

CLARIFY_ASKED, CLARIFY_OPTIONS = "Asked: ", " Options: "
"""How a summary shows a clarifying question and its options (the planner's own words, which the guard exempts)."""

SessionsAt = Path | SharedSessions
"""Where sessions are kept: the home (one JSON-lines file each) or a shared PostgreSQL store."""


def sessions_home(settings: Settings) -> SessionsAt:
    """Where ``settings`` keep sessions: the store of ``database_url`` when set, else the home."""
    if settings.database_url:
        return shared_sessions(settings.database_url)
    return Path(settings.home)


_SUMMARY_PARAMS_CHARS = 2000
"""How much of a step's params (earlier results filled in) the next turn's history shows; results show 400."""
_MAX_NAME = 64
_NAME = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


def summarise_turn(turn: dict) -> str:
    """A turn's ``run --json`` object as the text the planner reads next time.

    It holds what came from outside the planner — params with earlier results
    resolved in, results, errors, hand-backs — beside the planner's own words, and
    is stored without fences (a fence's key lives only as long as its process):
    the whole entry is screened, and fenced, when the history is rendered into
    a prompt (:func:`toolkiln.planner.prompt.history_entry`), but for a
    clarifying question's options.
    """
    outcome = turn.get("outcome")
    if outcome == Outcome.REFUSE:
        return f"Refused: {turn.get('message')}"
    if outcome == Outcome.CLARIFY:
        options = "; ".join(f"{i}. {o}" for i, o in enumerate(turn.get("options") or [], 1))
        return f"{CLARIFY_ASKED}{turn.get('message')}{CLARIFY_OPTIONS}{options}"
    lines = [f"Plan: {turn.get('reasoning') or ''}".strip()]
    for step in turn.get("steps", []):
        params = json.dumps(step["params"], ensure_ascii=False)[:_SUMMARY_PARAMS_CHARS]
        head = f"{step['id']} {step['tool']}({params}) [{step.get('origin')}]"
        if step["status"] == StepStatus.OK:
            result = cut_json(json.dumps(step["result"], ensure_ascii=False), RESULT_CHARS)
            lines.append(f"{head} -> {result}{_check_note(step)}")
        else:
            lines.append(f"{head} {step['status']}: {step.get('error')}")
        hand_back = step.get("hand_back")
        if hand_back:
            lines.append(
                f"  hand-back: needs {hand_back.get('what_is_needed') or 'nothing'}; "
                f"established {hand_back.get('what_i_established') or 'nothing'}"
            )
    if turn.get("answer"):  # "it" in the next message is often what the answer said; it holds results
        lines.append(f"Answer: {turn['answer']}")
    if turn.get("incomplete"):  # a turn cut off by its budget: the next turn's planner must know
        lines.append(f"INCOMPLETE — cut off: {turn['incomplete']}")
    return "\n".join(lines)


RESULT_CHARS = 400
"""How much of one step's result, as JSON, a turn's summary keeps."""


def cut_json(text: str, limit: int) -> str:
    """``text`` when it fits, else cut at the last item boundary (``, ``) before ``limit`` with a visible marker."""
    if len(text) <= limit:
        return text
    boundary = text.rfind(", ", 0, limit)
    kept = text[:boundary] if boundary > limit // 2 else text[:limit]
    return f"{kept} … (cut: {len(text) - len(kept)} of {len(text)} characters left out)"


def _check_note(step: dict) -> str:
    """The step's check and how it went: `` (check passed: result["f"] == 86.0)``."""
    status = step.get("check_status")
    if not status:
        return ""
    note = f" (check {status}: {step.get('check') or ''}"
    if step.get("check_error"):
        note += f"; {step['check_error']}"
    return note + ")"


@dataclass(frozen=True)
class SessionInfo:
    """A session as a list of sessions shows it."""

    name: str
    """The session's name (its file's stem)."""
    title: str
    """The first message, shortened; empty for a session with no message yet."""
    messages: int
    """How many messages the person sent in it."""
    updated_at: str
    """When it last changed, ISO 8601 UTC."""

    def to_json(self) -> dict:
        return {"name": self.name, "title": self.title, "messages": self.messages, "updated_at": self.updated_at}


def list_sessions(home: SessionsAt) -> list[SessionInfo]:
    """Every session under ``home`` (or in a shared store), the most recently changed first."""
    if isinstance(home, SharedSessions):
        return [Session(home, name).info() for name, _ in home.names()]
    folder = Path(home) / "sessions"
    found = []
    for path in folder.glob("*.jsonl") if folder.is_dir() else ():
        if not _NAME.fullmatch(path.stem) or not path.is_file():  # a directory or a FIFO is no session: never opened
            continue
        try:
            found.append(Session(Path(home), path.stem).info())
        except (OSError, ConfigError):
            continue  # deleted or replaced while listing
    return sorted(found, key=lambda info: (info.updated_at, info.name), reverse=True)


def session_name(home: SessionsAt, session: str | None, continue_latest: bool) -> str | None:
    """The session a command continues: --session NAME, --continue's latest one, or None."""
    if session is not None:
        _check_name(session)  # an empty --session "$NAME" must not quietly run without the history
    if session and continue_latest:
        raise UsageError("give --session NAME or --continue, not both")
    if not continue_latest:
        return session
    return latest_session(home)


def latest_session(home: SessionsAt) -> str:
    """The name of the most recently changed session (``--continue``); :class:`UsageError` when there is none."""
    found = list_sessions(home)
    if not found:
        raise UsageError("there is no session to continue yet; start one with toolkiln chat or run --session NAME")
    return found[0].name


def answer_to_question(question: dict, text: str) -> str | None:
    """The message a reply to a clarifying question becomes, or None if it is not an answer.

    A number picks that option; other words are the answer when the question
    allows free text.
    """
    options = question.get("options") or []
    text = text.strip()
    number = whole_number(text)
    if number is not None and 1 <= number <= len(options):
        return options[number - 1]
    if question.get("allow_free_text", True) and text:
        return text
    return None


def new_session_name(home: SessionsAt, stem: str = "chat") -> str:
    """A name no session under ``home`` has yet: ``chat-1``, ``chat-2``, …"""
    taken = {info.name for info in list_sessions(home)}
    number = 1
    while f"{stem}-{number}" in taken:
        number += 1
    return f"{stem}-{number}"


def _check_name(name: str) -> str:
    if name == "":
        raise UsageError("session name is empty; give a name (`toolkiln sessions list` shows them)")
    if isinstance(name, str) and len(name) > _MAX_NAME:
        raise UsageError(f"session name is {len(name)} characters long; use at most {_MAX_NAME}")
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise UsageError(
            f"session name {name!r} may hold only ASCII letters, digits, '.', '_' and '-' (starting with a letter or digit)"
        )
    return name


class Session:
    """One named chat history.

    Lines of its file that are not entries are skipped as they are met and
    collected in :attr:`damaged` (by line number), for the front end to report.
    """

    def __init__(self, home: SessionsAt, name: str) -> None:
        self.name = _check_name(name)
        self.shared = home if isinstance(home, SharedSessions) else None
        """The shared store holding the session, or None for a file in the home."""
        self.home: SessionsAt = home if isinstance(home, SharedSessions) else Path(home)
        self.path = (
            Path(home.label(name)) if isinstance(home, SharedSessions) else Path(home) / "sessions" / f"{name}.jsonl"
        )
        self.damaged: dict[int, DamagedLine] = {}
        self._reported: set[int] = set()

    def exists(self) -> bool:
        """Whether the session has a file; :class:`ConfigError` when its path is something else (a directory)."""
        if self.shared is not None:
            return self.shared.exists(self.name)
        try:
            mode = self.path.stat().st_mode
        except FileNotFoundError:
            return False
        except OSError as exc:
            raise ConfigError(f"cannot read session file {self.path}: {exc.strerror}") from None
        if not stat.S_ISREG(mode):
            kind = "a directory" if stat.S_ISDIR(mode) else "not a regular file"
            raise ConfigError(
                f"session file {self.path} is {kind}; move it out of {self.path.parent} or use another session name"
            )
        return True

    def require(self) -> Session:
        """This session; :class:`SessionNotFound` when it has no file."""
        if not self.exists():
            raise SessionNotFound(f"no session named {self.name!r}")
        return self

    def create(self) -> Session:
        """Make the (empty) session exist, so it is listed before its first message."""
        self._write([])
        return self

    def new_notes(self) -> list[str]:
        """One line for each damaged line met since the last call, in file order: which file and line, what to do."""
        fresh = sorted(set(self.damaged) - self._reported)
        self._reported.update(fresh)
        return [self.damaged[number].note(self.path) for number in fresh]

    def info(self) -> SessionInfo:
        entries = self.entries()
        first = next((e["content"] for e in entries if e["role"] == "user"), "")
        if self.shared is not None:
            changed = self.shared.updated_at(self.name)
        else:
            changed = datetime.fromtimestamp(self.path.stat().st_mtime, UTC).isoformat(timespec="seconds")
        return SessionInfo(
            name=self.name,
            title=first if len(first) <= 80 else first[:79] + "…",
            messages=sum(1 for e in entries if e["role"] == "user"),
            updated_at=changed,
        )

    def rename(self, new_name: str) -> Session:
        """Give the session another name; the new name must be free. Returns the renamed session."""
        target = Session(self.home, new_name)
        self.require()
        if target.name == self.name:
            return self
        if self.shared is not None:
            self.shared.rename(self.name, target.name)
            return target
        try:
            os.link(self.path, target.path)  # fails when the name is taken: nothing is overwritten
        except FileExistsError:
            raise UsageError(f"a session named {new_name!r} exists already; pick another name") from None
        except OSError as exc:
            raise ConfigError(f"cannot rename session {self.name!r}: {exc.strerror}") from None
        self.path.unlink()
        return target

    def delete(self) -> None:
        """Remove the session and its history (the run log keeps its turns)."""
        if self.shared is not None:
            self.shared.delete(self.name)
            return
        try:
            self.require().path.unlink()
        except FileNotFoundError:
            raise SessionNotFound(f"no session named {self.name!r}") from None

    def exchanges(self) -> list[dict]:
        """The conversation for display: ``{"message", "turns": [run --json objects]}``, oldest first."""
        shown = []
        for group in _exchanges(self.entries()):
            turns = [e["turn"] for e in group[1:] if isinstance(e.get("turn"), dict)]
            shown.append({"message": group[0]["content"], "turns": turns})
        return shown

    def pending_question(self) -> dict | None:
        """The newest turn's ``run --json`` object when it asked a clarifying question, else None."""
        newest = next(self._exchanges_from_end(), [])
        turns = [e["turn"] for e in newest[1:] if isinstance(e.get("turn"), dict)]
        if turns and turns[-1].get("outcome") == Outcome.CLARIFY:
            return turns[-1]
        return None

    def reply(self, message: str) -> str:
        """``message`` as the turn takes it: right after a clarifying question, "2" is its second option.

        Any other message, and any message once the question has been answered, is
        taken as it is (see :func:`answer_to_question`)."""
        question = self.pending_question()
        if question is None:
            return message
        return answer_to_question(question, message) or message

    def choices_unanswered(self, message: str) -> int:
        """How many options the pending clarifying question offers when ``message`` does not answer it
        (the question takes no free text and ``message`` picks no option); 0 when it does, or when
        nothing is pending."""
        question = self.pending_question()
        if question is None or answer_to_question(question, message) is not None:
            return 0
        return len(question.get("options") or [])

    def entries(self) -> list[dict]:
        """Every entry, oldest first."""
        if self.shared is not None:
            lines = self.shared.lines(self.name)
        else:
            file = open_for_reading(self.path)
            if file is None:
                return []
            with file:
                data = file.read()
            lines = list(enumerate(data.split(b"\n"), 1))  # not splitlines: U+2028 is text
        found = []
        for number, line in lines:
            entry, problem = parse_line(line, last=number == len(lines) and self.shared is None)
            if problem:
                self.damaged[number] = DamagedLine(number, problem)
            elif entry is not None:
                found.append(entry)
        return found

    def _exchanges_from_end(self, met: dict[int, DamagedLine] | None = None) -> Iterator[list[dict]]:
        """The exchanges (a person's message, then the answers to it), newest first, read from the file's end.

        Each damaged line read on the way goes into :attr:`damaged`, and into ``met`` when given.
        """
        if self.shared is not None:
            yield from self._shared_exchanges_from_end(self.shared, met)
            return
        file = open_for_reading(self.path)  # closed by the with below, also when the reader stops early
        if file is None:
            return
        answers: list[dict] = []
        known: tuple[int, int] | None = None  # (a line's number, its index from the end): one count of the file
        with file:
            size = file.seek(0, os.SEEK_END)
            for index, (offset, line) in enumerate(lines_from_end(file)):
                entry, problem = parse_line(line, last=offset + len(line) == size)
                if problem:
                    if known is None:
                        known = (line_number(file, offset), index)
                    number = known[0] - (index - known[1])
                    self.damaged[number] = DamagedLine(number, problem)
                    if met is not None:
                        met[number] = self.damaged[number]
                if entry is None:
                    continue
                if entry["role"] == "user":
                    yield [entry, *reversed(answers)]
                    answers = []
                else:
                    answers.append(entry)
        # answers before the first message of the file answer nothing: dropped, as _exchanges drops them

    def _shared_exchanges_from_end(
        self, shared: SharedSessions, met: dict[int, DamagedLine] | None
    ) -> Iterator[list[dict]]:
        answers: list[dict] = []
        for number, line in shared.lines_from_end(self.name):
            entry, problem = parse_line(line)
            if problem:
                self.damaged[number] = DamagedLine(number, problem)
                if met is not None:
                    met[number] = self.damaged[number]
            if entry is None:
                continue
            if entry["role"] == "user":
                yield [entry, *reversed(answers)]
                answers = []
            else:
                answers.append(entry)

    def history(self, budget_chars: int) -> list[dict]:
        """The newest ``{"role", "content"}`` entries within the budget, oldest first.

        Whole exchanges (a person's message and the answers to it) are taken,
        newest first, while they fit. The newest exchange is always there: when it
        alone is over the budget it is cut to fit, the person's message first, so
        one long answer never leaves the planner without the last message.
        """
        return self.read_history(budget_chars)[0]

    def read_history(self, budget_chars: int) -> tuple[list[dict], list[str]]:
        """:meth:`history`, and a note for each damaged line this read skipped, in file order.

        The notes are the turn's own: every read that meets a damaged line names
        it again (the line stays damaged until it is mended by hand), however
        often this or another read named it before; :meth:`new_notes` is the
        once-per-line view for a person reading a terminal.
        """
        met: dict[int, DamagedLine] = {}
        picked: list[dict] = []
        left = budget_chars
        for exchange in self._exchanges_from_end(met):
            size = sum(len(entry["content"]) for entry in exchange)
            if size > left:
                if not picked:
                    picked = _cut(exchange, left)
                break
            picked[:0] = [{"role": entry["role"], "content": entry["content"]} for entry in exchange]
            left -= size
        return picked, [met[number].note(self.path) for number in sorted(met)]

    def append(self, role: str, content: str, **extra) -> None:
        self._append([{"role": role, "content": content, **extra}])

    def record_turn(self, message: str, turn: dict) -> None:
        """The message and its answer, written together: a turn of another process never comes between them."""
        self._append(
            [{"role": "user", "content": message}, {"role": "assistant", "content": summarise_turn(turn), "turn": turn}]
        )

    def _append(self, entries: list[dict]) -> None:
        self._write([json.dumps(entry, ensure_ascii=False) for entry in entries])

    def _write(self, lines: list[str]) -> None:
        if self.shared is not None:
            self.shared.append(self.name, lines)
        else:
            append_lines(self.path, lines)


def _exchanges(entries: list[dict]) -> list[list[dict]]:
    """Entries grouped as [person's message, answers...]; answers with no message before them are dropped."""
    groups: list[list[dict]] = []
    for entry in entries:
        if entry["role"] == "user":
            groups.append([entry])
        elif groups:
            groups[-1].append(entry)
    return groups


def _cut(exchange: list[dict], budget: int) -> list[dict]:
    """An exchange shortened to ``budget`` characters, the message first, a cut marked with '…'."""
    out = []
    for entry in exchange:
        content = entry["content"]
        if budget <= 0:
            break
        if len(content) > budget:
            content = content[: budget - 1] + "…"
        out.append({"role": entry["role"], "content": content})
        budget -= len(content)
    return out
