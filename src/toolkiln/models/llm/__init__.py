"""Model clients: one request, one forced tool call, whatever the provider.

    ModelClient (protocol)   ``name``, ``backend``, ``model``; ``call(ModelRequest) -> ToolCallResult``
    ├── AnthropicClient      the official SDK                          (llm/anthropic.py)
    ├── OpenAIClient         any OpenAI-compatible server, plain httpx (llm/openai.py)
    ├── ReplayClient         answers from a recorded transcript        (llm/replay.py)
    └── RecordingClient      wraps another client, writes every exchange (llm/record.py)

A *provider* (:class:`~toolkiln.models.llm.transport.Provider`: key, base URL) is kept
apart from the *client* (the wire format), so an OpenAI-compatible server is
only a base URL. Retries, backoff and the translation of HTTP and SDK failures
into :mod:`toolkiln.errors` happen in :mod:`toolkiln.models.llm.transport`, the one
boundary every backend goes through.

Messages have one neutral shape, whatever the provider (Anthropic's content
blocks, which the OpenAI client converts):

* ``{"role": "user" | "assistant", "content": "text"}``
* ``{"role": "assistant", "content": [{"type": "tool_use", "id", "name", "input"}]}``
* ``{"role": "user", "content": [{"type": "tool_result", "tool_use_id", "content", "is_error"}]}``

Nothing here imports an SDK or httpx: a backend's module is imported when it is
chosen (:func:`toolkiln.models.backends.make_client`), so the offline mock path starts
fast. A new provider is one client module here and one row in
:data:`toolkiln.models.backends.BACKENDS`.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol

from toolkiln.errors import ModelAnswerError, ModelRetry
from toolkiln.util.usage import Usage

if TYPE_CHECKING:
    from toolkiln.settings import Settings

__all__ = [
    "MAX_ANSWER_BYTES",
    "MAX_ANSWER_DEPTH",
    "ModelClient",
    "ModelParams",
    "ModelRequest",
    "ToolCallResult",
    "ask_forced_tool",
    "assistant_tool_call",
    "last_user_text",
    "tool_result",
    "user_text",
]

MAX_ANSWER_BYTES = 1024 * 1024
"""A forced tool call's input, as JSON text, may be at most this long (a tool's source is at most 64 KB)."""

MAX_ANSWER_DEPTH = 32
"""Arrays and objects may nest this deep in a forced tool call's input (a plan needs 4)."""


@dataclass(frozen=True)
class ModelParams:
    """How each request is sent: sampling, limits and retry policy."""

    max_tokens: int = 4096
    """Upper bound on the tokens of one answer."""
    temperature: float = 0.0
    """Sampling temperature; 0 keeps plans and code as repeatable as the model allows."""
    timeout_s: float = 60.0
    """Wall clock for one HTTP request."""
    max_retries: int = 3
    """Retries on 429, 529, other 5xx and connection errors; 0 sends once."""
    backoff_s: float = 0.5
    """First retry delay; each further retry waits twice as long."""

    @classmethod
    def from_settings(cls, settings: Settings) -> ModelParams:
        """Read the model fields of the settings."""
        return cls(
            max_tokens=settings.max_tokens,
            temperature=settings.temperature,
            timeout_s=settings.model_timeout_s,
            max_retries=settings.max_retries,
            backoff_s=settings.retry_backoff_s,
        )


@dataclass
class ModelRequest:
    """One request for a forced tool call."""

    kind: str
    """``planner`` or ``generator``: who asks (recorded, and part of the replay key)."""
    stable_system: str
    """The long part of the system prompt that rarely changes; marked for prompt caching."""
    system: str
    """The part of the system prompt that changes from request to request (may be empty)."""
    messages: list[dict]
    """The conversation in the neutral shape (see the module docstring)."""
    tool: dict
    """The forced tool: ``{"name", "description", "input_schema"}``."""
    subject: str = ""
    """What is asked, in words that do not depend on the home (the registry's look-alike
    tools are left out): how a replay finds the answer. Empty: the last plain user message."""

    def full_system(self) -> str:
        """The system prompt as one text (for providers without cache markers, and hashing)."""
        return "\n\n".join(part for part in (self.stable_system, self.system) if part)


@dataclass
class ToolCallResult:
    """The model's forced tool call."""

    input: dict
    """The tool call's input, decoded; ``{}`` when it could not be decoded (see ``problem``)."""
    usage: Usage = field(default_factory=Usage)
    """Tokens this call used (``calls`` is 1)."""
    call_id: str | None = "call_1"
    """The tool call's id, so a correction can answer it with a tool_result; None when
    the model made no tool call at all."""
    text: str = ""
    """Any plain text the model wrote besides (or instead of) the call."""
    problem: str | None = None
    """Why the answer is not a usable tool call (no call, undecodable JSON); sent back to the model."""
    raw: dict = field(default_factory=dict)
    """The provider's response body, for debugging."""


class ModelClient(Protocol):
    name: str
    """``backend:model``, shown to the person and recorded with what it wrote."""
    backend: str
    """Its row in :data:`toolkiln.models.backends.BACKENDS`."""
    model: str
    """The model as the provider names it (or the transcript, for replay)."""

    def call(self, request: ModelRequest) -> ToolCallResult: ...


# -- neutral messages --------------------------------------------------------------


def user_text(text: str) -> dict:
    return {"role": "user", "content": text}


def assistant_tool_call(call_id: str, name: str, input: dict) -> dict:
    return {"role": "assistant", "content": [{"type": "tool_use", "id": call_id, "name": name, "input": input}]}


def tool_result(call_id: str, content: str, *, is_error: bool) -> dict:
    block = {"type": "tool_result", "tool_use_id": call_id, "content": content, "is_error": is_error}
    return {"role": "user", "content": [block]}


def last_user_text(messages: list[dict]) -> str:
    """The text of the last user message: its text, or its tool results' contents."""
    for message in reversed(messages):
        if message.get("role") != "user":
            continue
        content = message.get("content")
        if isinstance(content, str):
            return content
        parts = [b.get("text") or b.get("content") or "" for b in content or [] if isinstance(b, dict)]
        return "\n".join(str(p) for p in parts)
    return ""


# -- asking with one correction ------------------------------------------------------


def ask_forced_tool(
    client: ModelClient, request: ModelRequest, parse: Callable[[dict], Any], *, what: str
) -> tuple[Any, Usage]:
    """Call ``client`` and ``parse`` the tool input; on :class:`ModelRetry` send the reason back once.

    The correction goes back in the same conversation: the model's own call, then a
    ``tool_result`` marked ``is_error`` carrying the reason. A second misfit raises
    :class:`ModelAnswerError` naming ``what`` ("the planner's answer did not fit the
    plan format twice: ..."). The usage of every call is summed; on failure it rides
    on the exception as ``usage``.
    """
    usage = Usage()
    messages = list(request.messages)
    name = request.tool["name"]
    for round_ in (1, 2):
        result = client.call(_with_messages(request, messages))
        usage.add(result.usage)
        try:
            if result.problem:
                raise ModelRetry(result.problem)
            try:
                return parse(result.input), usage
            except RecursionError:  # a last line of defence: the decoders bound depth first
                raise ModelRetry(f"the {name} input nests too deeply") from None
        except ModelRetry as retry:
            if round_ == 2:
                err = ModelAnswerError(f"{what} twice: {retry}")
                err.usage = usage  # type: ignore[attr-defined]
                raise err from None
            messages += _correction(result, name, f"{retry}. Call {name} again with a corrected answer.")
    raise AssertionError("unreachable")


def _correction(result: ToolCallResult, name: str, text: str) -> list[dict]:
    """The model's answer and the reason it does not fit, as the next two messages."""
    if result.call_id is None:
        return [{"role": "assistant", "content": result.text.strip() or "(no tool call)"}, user_text(text)]
    return [assistant_tool_call(result.call_id, name, result.input), tool_result(result.call_id, text, is_error=True)]


def _with_messages(request: ModelRequest, messages: list[dict]) -> ModelRequest:
    return dataclasses.replace(request, messages=list(messages))
