"""A fake OpenAI-compatible chat-completions server (``POST /v1/chat/completions``) on loopback.

with FakeOpenAI() as fake:
    fake.queue_tool_call("submit_plan", {"reasoning": "...", "outcome": "plan", "steps": []})
    os.environ["OPENAI_BASE_URL"] = fake.url     # http://127.0.0.1:PORT/v1
    ...
    fake.requests[0]["tool_choice"]
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from fakes._server import Reply, ScriptedServer

DEFAULT_USAGE = {"prompt_tokens": 150, "completion_tokens": 40, "total_tokens": 190}


class FakeOpenAI(ScriptedServer):
    """Scripted chat completions. ``url`` is the base URL including ``/v1`` (``OPENAI_BASE_URL``)."""

    endpoint = "/v1/chat/completions"
    _ids = itertools.count(1)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def completion(
        self, message: dict, *, finish_reason: str, usage: dict | None = None, model: str = "local-test"
    ) -> dict:
        """A chat-completions response body."""
        return {
            "id": f"chatcmpl-{next(self._ids)}",
            "object": "chat.completion",
            "created": 0,
            "model": model,
            "choices": [{"index": 0, "message": message, "finish_reason": finish_reason}],
            "usage": dict(DEFAULT_USAGE, **(usage or {})),
        }

    def queue_tool_call(
        self, name: str, arguments: dict | str, *, finish_reason: str = "tool_calls", usage: dict | None = None
    ) -> FakeOpenAI:
        """Answer with one tool call; a dict is JSON-encoded, a str is sent as it is (malformed JSON too)."""
        self.queue(200, self.tool_call_body(name, arguments, finish_reason=finish_reason, usage=usage))
        return self

    def tool_call_body(
        self, name: str, arguments: dict | str, *, finish_reason: str = "tool_calls", usage: dict | None = None
    ) -> dict:
        args = arguments if isinstance(arguments, str) else json.dumps(arguments)
        call = {"id": f"call_{next(self._ids)}", "type": "function", "function": {"name": name, "arguments": args}}
        return self.completion(
            {"role": "assistant", "content": None, "tool_calls": [call]}, finish_reason=finish_reason, usage=usage
        )

    def queue_content(self, text: str, *, finish_reason: str = "stop", usage: dict | None = None) -> FakeOpenAI:
        """Answer with message text (JSON mode answers, or prose)."""
        message = {"role": "assistant", "content": text}
        self.queue(200, self.completion(message, finish_reason=finish_reason, usage=usage))
        return self

    def queue_error(self, status: int, message: str = "scripted error", *, headers: dict | None = None) -> FakeOpenAI:
        """Answer with an error in OpenAI's shape."""
        self.queue(status, self.error_body(status, message), headers=headers)
        return self

    def error_body(self, status: int, message: str) -> dict:
        return {"error": {"message": message, "type": "invalid_request_error" if status < 500 else "server_error"}}

    def tool_call_reply(self, name: str, arguments: dict | str, **kwargs: Any) -> Reply:
        """A tool-call reply, for handlers and fallbacks built by callers."""
        return Reply(200, self.tool_call_body(name, arguments, **kwargs))
