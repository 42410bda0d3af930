"""Chat sessions: the history a planner sees, kept under ``$TOOLKILN_HOME/sessions``.

A session is a JSON-lines file, one entry per message: the person's messages
as they were typed, and toolkiln's answers as a short text summary of the turn
(the plan's steps with their results or errors, a refusal, a question with its
options, a generator's hand-back). The planner gets the newest entries that fit
the ``history_chars`` budget, oldest first.
"""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

from .errors import ConfigError, UsageError
from .vocab import Outcome, StepStatus

__all__ = ["Session", "summarise_turn"]

_NAME = re.compile(r"^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$")


def summarise_turn(turn: dict) -> str:
    """A turn's ``run --json`` object as the text the planner reads next time."""
    outcome = turn.get("outcome")
    if outcome == Outcome.REFUSE:
        return f"Refused: {turn.get('message')}"
    if outcome == Outcome.CLARIFY:
        options = "; ".join(f"{i}. {o}" for i, o in enumerate(turn.get("options") or [], 1))
        return f"Asked: {turn.get('message')} Options: {options}"
    lines = [f"Plan: {turn.get('reasoning') or ''}".strip()]
    for step in turn.get("steps", []):
        head = f"{step['id']} {step['tool']}({json.dumps(step['params'], ensure_ascii=False)}) [{step.get('origin')}]"
        if step["status"] == StepStatus.OK:
            lines.append(f"{head} -> {json.dumps(step['result'], ensure_ascii=False)[:400]}")
        else:
            lines.append(f"{head} {step['status']}: {step.get('error')}")
        hand_back = step.get("hand_back")
        if hand_back:
            lines.append(
                f"  hand-back: needs {hand_back['what_is_needed']}; "
                f"established {hand_back.get('what_i_established') or 'nothing'}"
            )
    return "\n".join(lines)


class Session:
    """One named chat history."""

    def __init__(self, home: Path, name: str) -> None:
        if not _NAME.match(name):
            raise UsageError(f"session name {name!r} may hold only letters, digits, '.', '_' and '-'")
        self.name = name
        self.path = home / "sessions" / f"{name}.jsonl"

    def entries(self) -> list[dict]:
        if not self.path.exists():
            return []
        out = []
        for line in self.path.read_text(encoding="utf-8").split("\n"):  # not splitlines: U+2028 is text
            try:
                entry = json.loads(line)
            except json.JSONDecodeError:
                continue  # a torn last line from a crash: skip it, keep the rest
            if (
                isinstance(entry, dict)
                and entry.get("role") in ("user", "assistant")
                and isinstance(entry.get("content"), str)
            ):
                out.append(entry)
        return out

    def history(self, budget_chars: int) -> list[dict]:
        """The newest ``{"role", "content"}`` entries within the budget, oldest first.

        Whole exchanges (a person's message and the answers to it) are taken,
        newest first, while they fit. The newest exchange is always there: when it
        alone is over the budget it is cut to fit, the person's message first, so
        one long answer never leaves the planner without the last message.
        """
        picked: list[dict] = []
        left = budget_chars
        for exchange in reversed(_exchanges(self.entries())):
            size = sum(len(entry["content"]) for entry in exchange)
            if size > left:
                if not picked:
                    picked = _cut(exchange, left)
                break
            picked[:0] = [{"role": entry["role"], "content": entry["content"]} for entry in exchange]
            left -= size
        return picked

    def append(self, role: str, content: str, **extra) -> None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            line = json.dumps({"role": role, "content": content, **extra}, ensure_ascii=False)
            with open(self.path, "a", encoding="utf-8") as fh:
                fh.write(line + "\n")
                fh.flush()
                os.fsync(fh.fileno())
        except OSError as exc:
            raise ConfigError(f"cannot write session {self.path}: {exc.strerror}") from None

    def record_turn(self, message: str, turn: dict) -> None:
        self.append("user", message)
        self.append("assistant", summarise_turn(turn), turn=turn)


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
