"""Any OpenAI-compatible chat-completions server on plain httpx: Ollama, vLLM, llama.cpp, OpenAI.

``POST {OPENAI_BASE_URL}/chat/completions`` — the base defaults to
``http://localhost:11434/v1`` (Ollama); ``OPENAI_API_KEY`` is sent as a bearer
token when set (local servers need none; ``api.openai.com`` does).

Two modes, chosen by ``TOOLKILN_OPENAI_MODE`` (or a ``openai_mode`` setting):

``tools`` (default)
    ``tools`` with the one function and a forced ``tool_choice``; the function's
    ``arguments`` arrive as a JSON string and are decoded here.
``json_schema``
    for servers or models without tool calling: ``response_format`` of type
    ``json_schema`` with the tool's input schema, and the answer is the message's
    text (a JSON object, possibly wrapped in a ``` fence).

The neutral conversation (see :mod:`toolkiln.models.llm`) is converted on the way out:
a ``tool_use`` becomes an assistant ``tool_calls`` entry, a ``tool_result`` a
``tool`` message (in ``json_schema`` mode: the JSON as assistant text, the result
as user text). Chat-completions has no ``is_error``, so an error result starts
with ``Error:``.
"""

from __future__ import annotations

import json
import re
from typing import TYPE_CHECKING, Any

import httpx

from toolkiln.errors import ConfigError, ModelAnswerError, ModelError
from toolkiln.models.llm import MAX_ANSWER_BYTES, MAX_ANSWER_DEPTH, ModelParams, ModelRequest, ToolCallResult
from toolkiln.models.llm.transport import (
    ErrorContext,
    Failure,
    Provider,
    error_message,
    out_of_tokens,
    retry_after,
    send_with_retries,
)
from toolkiln.util.untrusted_json import NotJSONError, UntrustedJSONError, loads_bounded
from toolkiln.util.usage import Usage

if TYPE_CHECKING:
    from toolkiln.settings import Settings

__all__ = ["MODES", "OpenAIClient", "decode_json_object"]

DEFAULT_URL = "http://localhost:11434/v1"
MODES = ("tools", "json_schema")
"""How the forced answer is asked for; see the module docstring."""

JSON_MODE_HINT = "if the model or server cannot call tools, set TOOLKILN_OPENAI_MODE=json_schema"


class OpenAIClient:
    """A :class:`~toolkiln.models.llm.ModelClient` for chat-completions servers."""

    backend = "openai"

    def __init__(
        self, model: str, *, provider: Provider, params: ModelParams, role: str = "planner", mode: str = "tools"
    ) -> None:
        if mode not in MODES:
            raise ConfigError(
                f"the OpenAI mode must be one of {', '.join(MODES)}, got {mode!r}; see TOOLKILN_OPENAI_MODE"
            )
        if not provider.api_key and "api.openai.com" in provider.base_url:
            raise ConfigError(f"set {provider.key_env}, or use --{role} mock")
        self.model = model
        self.name = f"openai:{model}"
        self.mode = mode
        self.params = params
        self.temperature = params.temperature
        self._context = ErrorContext(
            provider, model, role, params.timeout_s, bad_request_hint=JSON_MODE_HINT if mode == "tools" else ""
        )
        headers = {"Authorization": f"Bearer {provider.api_key}"} if provider.api_key else {}
        try:
            self._http = httpx.Client(base_url=provider.base_url + "/", headers=headers, timeout=params.timeout_s)
        except (httpx.InvalidURL, ValueError) as exc:
            raise ConfigError(
                f"OPENAI_BASE_URL {provider.base_url!r} is not a usable URL ({exc}); "
                "use something like http://localhost:11434/v1"
            ) from None

    @classmethod
    def create(cls, model: str, *, settings: Settings, role: str) -> OpenAIClient:
        provider = Provider.from_env(
            "openai", key_env="OPENAI_API_KEY", url_env="OPENAI_BASE_URL", default_url=DEFAULT_URL
        )
        return cls(
            model, provider=provider, params=ModelParams.from_settings(settings), role=role, mode=settings.openai_mode
        )

    def close(self) -> None:
        self._http.close()

    # -- request --------------------------------------------------------------------

    def body(self, request: ModelRequest) -> dict:
        """The JSON body sent for ``request``."""
        tool = request.tool
        body: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.params.max_tokens,
            "temperature": self.params.temperature,
        }
        if self.mode == "tools":
            body["messages"] = [
                {"role": "system", "content": request.full_system()},
                *_chat_messages(request.messages, native_tools=True),
            ]
            body["tools"] = [
                {
                    "type": "function",
                    "function": {
                        "name": tool["name"],
                        "description": tool.get("description", ""),
                        "parameters": tool["input_schema"],
                    },
                }
            ]
            body["tool_choice"] = {"type": "function", "function": {"name": tool["name"]}}
        else:
            system = (
                f"{request.full_system()}\n\nAnswer with one JSON object and nothing else: the input of "
                f"`{tool['name']}` ({tool.get('description', '')}), following the given JSON schema."
            )
            body["messages"] = [
                {"role": "system", "content": system},
                *_chat_messages(request.messages, native_tools=False),
            ]
            body["response_format"] = {
                "type": "json_schema",
                "json_schema": {"name": tool["name"], "schema": tool["input_schema"], "strict": False},
            }
        return body

    def call(self, request: ModelRequest) -> ToolCallResult:
        body = self.body(request)
        response = send_with_retries(lambda: self._post(body), _failure, params=self.params, context=self._context)
        return self._result(response, request.tool["name"])

    def _post(self, body: dict) -> dict:
        response = self._http.post("chat/completions", json=body)
        response.raise_for_status()
        try:
            data = response.json()
        except ValueError:
            raise ModelError(
                f"{self._context.provider.base_url} answered with something that is not JSON; "
                "check OPENAI_BASE_URL points at a chat-completions server"
            ) from None
        if not isinstance(data, dict) or not data.get("choices"):
            raise ModelError(
                f"{self._context.provider.base_url} answered without choices; "
                "check OPENAI_BASE_URL points at a chat-completions server"
            )
        return data

    # -- response -------------------------------------------------------------------

    def _result(self, data: dict, tool_name: str) -> ToolCallResult:
        try:
            return self._tool_call(data, tool_name)
        except (AttributeError, TypeError, KeyError, IndexError, ValueError) as exc:  # a body of the wrong shape
            raise ModelAnswerError(
                f"{self._context.provider.base_url} answered in a shape that is not a chat-completions "
                f"response ({type(exc).__name__}); check OPENAI_BASE_URL points at a chat-completions server"
            ) from None

    def _tool_call(self, data: dict, tool_name: str) -> ToolCallResult:
        choice = data["choices"][0]
        message = choice.get("message") or {}
        usage = _usage(data.get("usage") or {})
        if choice.get("finish_reason") == "length":
            raise ModelAnswerError(out_of_tokens(self.params.max_tokens))
        if message.get("refusal"):
            raise ModelAnswerError(
                f"{self.model} declined to answer ({' '.join(str(message['refusal']).split())}); "
                "rephrase the message or use another model"
            )
        text = message.get("content") or ""
        calls = message.get("tool_calls") or []
        if self.mode == "tools" and calls:
            call = next((c for c in calls if (c.get("function") or {}).get("name") == tool_name), calls[0])
            arguments = (call.get("function") or {}).get("arguments")
            call_id = call.get("id") or "call_1"
            decoded, problem = decode_json_object(arguments, what=f"the {tool_name} arguments")
            return ToolCallResult(decoded, usage, call_id=call_id, text=text, problem=problem, raw=data)
        # JSON mode, or a server that ignored tool_choice and answered in text.
        if not text.strip():
            return ToolCallResult({}, usage, call_id=None, problem=f"the answer held no {tool_name} call", raw=data)
        decoded, problem = decode_json_object(text, what="the answer")
        return ToolCallResult(decoded, usage, call_id=None, text=text, problem=problem, raw=data)


def decode_json_object(value: Any, *, what: str) -> tuple[dict, str | None]:
    """Decode a JSON object from a string (fences and prose around it tolerated).

    Returns ``(object, None)`` or ``({}, why_not)``. The text is held to
    :data:`~toolkiln.models.llm.MAX_ANSWER_BYTES` and :data:`~toolkiln.models.llm.MAX_ANSWER_DEPTH`
    before it is decoded, so no answer can raise instead of being sent back.
    """
    if isinstance(value, dict):
        return value, None
    if not isinstance(value, str):
        return {}, f"{what} did not hold a JSON object"
    text = _strip_fence(value.strip())
    try:
        decoded = _loads(text)
    except UntrustedJSONError as exc:
        start, end = text.find("{"), text.rfind("}")
        try:
            decoded = _loads(text[start : end + 1]) if 0 <= start < end and (start, end) != (0, len(text) - 1) else None
        except UntrustedJSONError:
            decoded = None
        if decoded is None:
            if isinstance(exc, NotJSONError):
                return {}, f"{what} did not decode as JSON ({exc.detail})"
            return {}, f"{what}: the JSON {exc}"
    if not isinstance(decoded, dict):
        return {}, f"{what} did not hold a JSON object"
    return decoded, None


def _loads(text: str) -> Any:
    return loads_bounded(text, max_bytes=MAX_ANSWER_BYTES, max_depth=MAX_ANSWER_DEPTH)


_FENCE = re.compile(r"^```[\w-]*[ \t]*\n(.*?)\n?```\s*$", re.DOTALL)


def _strip_fence(text: str) -> str:
    match = _FENCE.match(text)
    return match.group(1) if match else text


def _usage(usage: dict) -> Usage:
    prompt = int(usage.get("prompt_tokens") or 0)
    cached = int(((usage.get("prompt_tokens_details") or {}).get("cached_tokens")) or 0)
    return Usage(
        input_tokens=max(prompt - cached, 0),
        output_tokens=int(usage.get("completion_tokens") or 0),
        cache_read_input_tokens=cached,
        calls=1,
    )


def _failure(exc: BaseException) -> Failure | None:
    """httpx's exceptions in neutral terms; the single translation point for this backend."""
    if isinstance(exc, httpx.TimeoutException):
        return Failure("timeout", message=str(exc))
    if isinstance(exc, httpx.HTTPStatusError):
        response = exc.response
        return Failure("status", response.status_code, _error_message(response), retry_after(response.headers))
    if isinstance(exc, httpx.TransportError):
        return Failure("connect", message=f"{type(exc).__name__}: {exc}")
    return None


def _error_message(response: httpx.Response) -> str:
    try:
        return error_message(response.json())
    except (ValueError, RecursionError):
        return response.text[:200]


# -- conversation conversion ------------------------------------------------------------


def _chat_messages(messages: list[dict], *, native_tools: bool) -> list[dict]:
    """Neutral messages as chat-completions messages.

    With ``native_tools`` a call becomes an assistant ``tool_calls`` entry and a
    result a ``tool`` message; without (``json_schema`` mode), every message is
    plain text: a call is its JSON, a result the text of the verdict.
    """
    out: list[dict] = []
    for message in messages:
        role, content = message["role"], message["content"]
        if isinstance(content, str):
            out.append({"role": role, "content": content})
        elif native_tools:
            out.extend(_tool_turns(role, content))
        else:
            out.append(
                {"role": role, "content": "\n".join(_block_text(b) for b in content if b.get("type") in _BLOCKS)}
            )
    return out


_BLOCKS = ("tool_use", "tool_result", "text")


def _tool_turns(role: str, content: list[dict]) -> list[dict]:
    """One message's blocks as an assistant turn with its calls, or as tool results and text."""
    calls = [b for b in content if b.get("type") == "tool_use"]
    text = "\n".join(b["text"] for b in content if b.get("type") == "text")
    if calls:
        return [
            {
                "role": "assistant",
                "content": text or None,
                "tool_calls": [
                    {
                        "id": b["id"],
                        "type": "function",
                        "function": {"name": b["name"], "arguments": json.dumps(b["input"])},
                    }
                    for b in calls
                ],
            }
        ]
    turns = [
        {"role": "tool", "tool_call_id": b["tool_use_id"], "content": _result_text(b)}
        for b in content
        if b.get("type") == "tool_result"
    ]
    return turns + ([{"role": role, "content": text}] if text else [])


def _block_text(block: dict) -> str:
    if block["type"] == "tool_use":
        return json.dumps(block["input"])
    if block["type"] == "tool_result":
        return _result_text(block)
    return block["text"]


def _result_text(block: dict) -> str:
    # Chat-completions has no is_error: the text says it.
    text = str(block.get("content", ""))
    return f"Error: {text}" if block.get("is_error") else text
