"""Answering from a recorded transcript (``--planner replay:FILE``).

A request is matched by

1. its kind (planner or generator) and the forced tool's name;
2. its *subject*, the part of the request that does not depend on the home: the
   generator's request for the tool (name, description, example params) without
   the registry's look-alike tools, or for the planner the last plain user message
   (the person's message). Recorded as ``subject``; a transcript recorded without
   it falls back to the last plain user message;
3. the last user turn when it answers an earlier call (the pipeline's verdict on
   a source, a correction): the check that the conversation went the same way.

Not by the system prompt or the history, so a transcript recorded in one home
replays in another whatever tools the registry holds, and keeps working when the
tool list or the policy text changes. When the same key was recorded several
times (a planner asked the same message twice, a model corrected without a tool
call), the answers are given in recorded order; once they are used up, the last
one is repeated. A request the transcript never saw raises
:class:`~toolkiln.errors.ReplayMiss`.
"""

from __future__ import annotations

import json
import threading
from collections import defaultdict
from pathlib import Path
from typing import TYPE_CHECKING

from toolkiln.errors import ConfigError, ReplayMiss
from toolkiln.models.llm import ModelRequest, ToolCallResult, last_user_text
from toolkiln.util.usage import Usage

if TYPE_CHECKING:
    from toolkiln.settings import Settings

__all__ = ["ReplayClient", "replay_key"]


def replay_key(kind: str, tool: str, messages: list[dict], subject: str = "") -> tuple[str, str, str, str]:
    """What a recorded exchange is found by: kind, tool, subject, and the last user turn when it answers a call."""
    users = [m for m in messages if m.get("role") == "user"]
    if not subject:
        plain = [m for m in users if isinstance(m.get("content"), str)]
        subject = plain[-1]["content"] if plain else ""
    answers_a_call = bool(users) and not isinstance(users[-1].get("content"), str)
    return kind, tool, _squash(subject), _squash(last_user_text(messages)) if answers_a_call else ""


def _squash(text: str) -> str:
    return " ".join(str(text).split())


class ReplayClient:
    """A :class:`~toolkiln.models.llm.ModelClient` that answers from a JSON-lines transcript."""

    backend = "replay"

    def __init__(self, path: Path | str) -> None:
        self.path = Path(path)
        self.model = str(self.path)
        self.name = f"replay:{self.path}"
        self._answers: dict[tuple, list[dict]] = defaultdict(list)
        self._used: dict[tuple, int] = defaultdict(int)
        self._lock = threading.Lock()
        for number, record in enumerate(self._read(), start=1):
            try:
                request = record["request"]
                key = replay_key(record["kind"], request["tool"], request["messages"], request.get("subject") or "")
                response = record["response"]
                if not isinstance(response["input"], dict):
                    raise TypeError("input is not an object")
            except (KeyError, TypeError) as exc:
                raise ConfigError(
                    f"{self.path} line {number} is not a transcript record ({exc}); record it again with --record"
                ) from None
            self._answers[key].append(response)

    @classmethod
    def create(cls, model: str | None, *, settings: Settings, role: str) -> ReplayClient:
        if not model:
            raise ConfigError(f"name the transcript: --{role} replay:FILE")
        return cls(model)

    def _read(self) -> list[dict]:
        try:
            lines = self.path.read_text(encoding="utf-8").splitlines()
        except FileNotFoundError:
            raise ConfigError(
                f"the transcript {self.path} does not exist; record one with --record {self.path}"
            ) from None
        except OSError as exc:
            raise ConfigError(f"cannot read the transcript {self.path} ({exc.strerror})") from None
        records = []
        for number, line in enumerate(lines, start=1):
            if not line.strip():
                continue
            try:
                records.append(json.loads(line))
            except json.JSONDecodeError:
                raise ConfigError(
                    f"{self.path} line {number} is not JSON; record the transcript again with --record"
                ) from None
        return records

    def call(self, request: ModelRequest) -> ToolCallResult:
        key = replay_key(request.kind, request.tool["name"], request.messages, request.subject)
        with self._lock:
            answers = self._answers.get(key)
            if not answers:
                said = key[3] or key[2]
                shown = said if len(said) <= 80 else said[:79] + "…"
                raise ReplayMiss(
                    f"the transcript {self.path} has no answer for this {request.kind} request "
                    f"(last message: {shown!r}); record it with --record"
                )
            index = min(self._used[key], len(answers) - 1)
            self._used[key] += 1
        answer = answers[index]
        # A replayed answer costs nothing; ``calls`` still counts it.
        return ToolCallResult(
            dict(answer["input"]),
            Usage(calls=1),
            call_id=answer.get("call_id", "call_1"),
            text=answer.get("text") or "",
            problem=answer.get("problem"),
            raw={"replayed_from": str(self.path)},
        )
