"""Recording every model exchange as JSON lines (``--record FILE``).

One line per call::

    {"kind": "planner", "request": {"backend", "model", "max_tokens", "temperature",
                                    "system", "tool", "messages", "subject"},
     "response": {"input", "usage", "call_id", "problem", "text"}}

No secrets are written: the request is rebuilt from what toolkiln asked, never
from the HTTP exchange, so no key and no header can reach the file. Such a file
is what :class:`~toolkiln.models.llm.replay.ReplayClient` answers from.
"""

from __future__ import annotations

import json
import threading
from pathlib import Path

from toolkiln.errors import ConfigError
from toolkiln.models.llm import ModelClient, ModelRequest, ToolCallResult

__all__ = ["RecordingClient", "exchange_record"]

_WRITE_LOCK = threading.Lock()
"""One lock for every recorder: the planner's and the generator's share a file, and a
long line is written in several system calls that must not interleave."""


class RecordingClient:
    """Wraps a client; appends each exchange to ``path`` after the call succeeded."""

    def __init__(self, inner: ModelClient, path: Path | str) -> None:
        self.inner = inner
        self.path = Path(path)
        self.name, self.backend, self.model = inner.name, inner.backend, inner.model
        if self.path.is_dir():  # checked before any model is asked, so no paid answer is lost
            raise ConfigError(
                f"--record {self.path} is a folder; name a file, e.g. --record {self.path / 'transcript.jsonl'}"
            )
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with self.path.open("a", encoding="utf-8"):
                pass
        except OSError as exc:
            raise ConfigError(
                f"cannot write the transcript {self.path} ({exc.strerror}); pick another --record path"
            ) from None

    def close(self) -> None:
        close = getattr(self.inner, "close", None)
        if close is not None:
            close()

    def call(self, request: ModelRequest) -> ToolCallResult:
        result = self.inner.call(request)
        line = json.dumps(exchange_record(self.inner, request, result), ensure_ascii=False)
        try:
            with _WRITE_LOCK, self.path.open("a", encoding="utf-8") as out:
                out.write(line + "\n")
        except OSError as exc:  # removed or made read-only since the start: say so, keep no traceback
            raise ConfigError(
                f"cannot append to the transcript {self.path} ({exc.strerror}); pick another --record path"
            ) from None
        return result


def exchange_record(client: ModelClient, request: ModelRequest, result: ToolCallResult) -> dict:
    """The JSON record of one exchange."""
    params = getattr(client, "params", None)
    response = {"input": result.input, "usage": result.usage.to_dict(), "call_id": result.call_id}
    if result.problem:
        response["problem"] = result.problem
    if result.text:
        response["text"] = result.text
    return {
        "kind": request.kind,
        "request": {
            "backend": client.backend,
            "model": client.model,
            "max_tokens": getattr(params, "max_tokens", None),
            "temperature": getattr(client, "temperature", None),
            "system": request.full_system(),
            "tool": request.tool["name"],
            "messages": request.messages,
            **({"subject": request.subject} if request.subject else {}),
        },
        "response": response,
    }
