"""A fake of the Anthropic Messages API (``POST /v1/messages``) on loopback.

with FakeAnthropic() as fake:
    fake.queue_tool_call("submit_plan", {"reasoning": "...", "outcome": "plan", "steps": []})
    client = anthropic.Anthropic(api_key="test-key", base_url=fake.url)
    ...
    fake.requests[0]["tool_choice"]  # what the client sent
"""

from __future__ import annotations

import itertools
from typing import Any

from fakes._server import Reply, ScriptedServer

DEFAULT_USAGE = {
    "input_tokens": 120,
    "output_tokens": 30,
    "cache_read_input_tokens": 0,
    "cache_creation_input_tokens": 0,
}

_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    413: "request_too_large",
    429: "rate_limit_error",
    500: "api_error",
    529: "overloaded_error",
}


class FakeAnthropic(ScriptedServer):
    """Scripted Messages API. ``url`` is the base URL to give the SDK (``ANTHROPIC_BASE_URL``)."""

    endpoint = "/v1/messages"
    _ids = itertools.count(1)

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def message(
        self,
        content: list[dict],
        *,
        stop_reason: str = "tool_use",
        usage: dict | None = None,
        model: str = "claude-test",
    ) -> dict:
        """A Messages API response body."""
        return {
            "id": f"msg_{next(self._ids):04d}",
            "type": "message",
            "role": "assistant",
            "model": model,
            "content": content,
            "stop_reason": stop_reason,
            "stop_sequence": None,
            "usage": dict(DEFAULT_USAGE, **(usage or {})),
        }

    def queue_tool_call(
        self,
        name: str,
        input: dict,
        *,
        stop_reason: str = "tool_use",
        usage: dict | None = None,
        text: str | None = None,
        id: str | None = None,
    ) -> FakeAnthropic:
        """Answer with a ``tool_use`` block calling ``name`` with ``input`` (optionally after some text)."""
        content = [{"type": "text", "text": text}] if text else []
        content.append({"type": "tool_use", "id": id or f"toolu_{next(self._ids):04d}", "name": name, "input": input})
        self.queue(200, self.message(content, stop_reason=stop_reason, usage=usage))
        return self

    def queue_text(self, text: str, *, stop_reason: str = "end_turn", usage: dict | None = None) -> FakeAnthropic:
        """Answer with plain text and no tool call."""
        self.queue(200, self.message([{"type": "text", "text": text}], stop_reason=stop_reason, usage=usage))
        return self

    def queue_error(
        self, status: int, message: str = "scripted error", *, headers: dict | None = None
    ) -> FakeAnthropic:
        """Answer with an API error in Anthropic's shape."""
        self.queue(status, self.error_body(status, message), headers=headers)
        return self

    def error_body(self, status: int, message: str) -> dict:
        return {"type": "error", "error": {"type": _ERROR_TYPES.get(status, "api_error"), "message": message}}

    def tool_call_reply(self, name: str, input: dict, **kwargs: Any) -> Reply:
        """A tool-call reply, for handlers and fallbacks built by callers."""
        content = [{"type": "tool_use", "id": f"toolu_{next(self._ids):04d}", "name": name, "input": input}]
        return Reply(200, self.message(content, **kwargs))
