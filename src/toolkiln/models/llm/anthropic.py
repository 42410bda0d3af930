"""Claude through the official ``anthropic`` SDK.

The key comes from ``ANTHROPIC_API_KEY`` and is checked before any request; the
server from ``ANTHROPIC_BASE_URL`` (default ``https://api.anthropic.com``). The
SDK's own retries are switched off so that every backend retries the same way
(:func:`toolkiln.models.llm.transport.send_with_retries`). The stable part of the
system prompt carries ``cache_control: ephemeral``, so repeated turns read the
policy text from the prompt cache. The SDK's Messages API (2.x) takes no
``temperature``, so that setting applies to the ``openai`` backend only.

The SDK's import starts in the background when a client is made (never when
toolkiln starts) and the SDK client is made on the first request.
"""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Any

from toolkiln.errors import ConfigError, ModelAnswerError
from toolkiln.models.llm import ModelParams, ModelRequest, ToolCallResult
from toolkiln.models.llm.transport import (
    ErrorContext,
    Failure,
    Provider,
    error_message,
    out_of_tokens,
    retry_after,
    send_with_retries,
)
from toolkiln.util.preload import preload
from toolkiln.util.usage import Usage

if TYPE_CHECKING:
    from toolkiln.settings import Settings

__all__ = ["AnthropicClient"]

DEFAULT_URL = "https://api.anthropic.com"


class AnthropicClient:
    """A :class:`~toolkiln.models.llm.ModelClient` for the Anthropic Messages API."""

    backend = "anthropic"

    def __init__(self, model: str, *, provider: Provider, params: ModelParams, role: str = "planner") -> None:
        if not provider.api_key:
            raise ConfigError(f"set {provider.key_env or 'ANTHROPIC_API_KEY'}, or use --{role} mock")
        preload("anthropic")  # about two seconds: it runs while the rest of toolkiln starts

        self.model = model
        self.name = f"anthropic:{model}"
        self.params = params
        self.temperature = None  # the SDK's Messages API (2.x) takes no temperature; the model's default applies
        self._context = ErrorContext(provider, model, role, params.timeout_s)
        self._provider = provider
        self._sdk: Any = None
        self._sdk_errors: Any = None
        self._sdk_lock = threading.Lock()

    def _client(self) -> Any:
        """The SDK client, made on first use (waiting for the SDK's import if it is still running)."""
        with self._sdk_lock:
            if self._sdk is None:
                import anthropic

                self._sdk_errors = anthropic
                self._sdk = anthropic.Anthropic(
                    api_key=self._provider.api_key,
                    base_url=self._provider.base_url,
                    max_retries=0,
                    timeout=self.params.timeout_s,
                )
            return self._sdk

    @classmethod
    def create(cls, model: str, *, settings: Settings, role: str) -> AnthropicClient:
        provider = Provider.from_env(
            "anthropic", key_env="ANTHROPIC_API_KEY", url_env="ANTHROPIC_BASE_URL", default_url=DEFAULT_URL
        )
        return cls(model, provider=provider, params=ModelParams.from_settings(settings), role=role)

    def close(self) -> None:
        with self._sdk_lock:
            if self._sdk is not None:
                self._sdk.close()

    def body(self, request: ModelRequest) -> dict:
        """The keyword arguments of ``messages.create`` for ``request``."""
        system = []
        if request.stable_system:
            system.append({"type": "text", "text": request.stable_system, "cache_control": {"type": "ephemeral"}})
        if request.system:
            system.append({"type": "text", "text": request.system})
        return {
            "model": self.model,
            "max_tokens": self.params.max_tokens,
            "system": system,
            "messages": request.messages,
            "tools": [request.tool],
            "tool_choice": {"type": "tool", "name": request.tool["name"]},
        }

    def call(self, request: ModelRequest) -> ToolCallResult:
        body = self.body(request)
        message = send_with_retries(
            lambda: self._client().messages.create(**body), self._failure, params=self.params, context=self._context
        )
        return self._result(message, request.tool["name"])

    def _result(self, message: Any, tool_name: str) -> ToolCallResult:
        try:
            return self._tool_call(message, tool_name)
        except (AttributeError, TypeError, KeyError, ValueError) as exc:
            # The SDK builds its Message without validating the body, so a server that is not the
            # Messages API (``null``, a list, ``{"content": 5}``) surfaces here as missing attributes.
            raise ModelAnswerError(
                f"{self._provider.base_url} answered in a shape that is not a Messages API response "
                f"({type(exc).__name__}); check ANTHROPIC_BASE_URL points at the Messages API"
            ) from None

    def _tool_call(self, message: Any, tool_name: str) -> ToolCallResult:
        # warnings=False: a tool_use input that is not an object is reported below as the
        # model's mistake; pydantic's serializer warning about it would only clutter stderr.
        raw = message.model_dump(mode="json", warnings=False)
        usage = _usage(message.usage)
        if message.stop_reason == "max_tokens":
            raise ModelAnswerError(out_of_tokens(self.params.max_tokens))
        if message.stop_reason == "refusal":
            raise ModelAnswerError(
                f"{self.model} declined to answer (stop_reason 'refusal'); rephrase the message or use another model"
            )
        text = "\n".join(b.text for b in message.content if getattr(b, "type", "") == "text")
        for block in message.content:
            if getattr(block, "type", "") == "tool_use" and block.name == tool_name:
                if not isinstance(block.input, dict):
                    problem = f"the {tool_name} input was not a JSON object"
                    return ToolCallResult({}, usage, call_id=block.id, text=text, problem=problem, raw=raw)
                return ToolCallResult(dict(block.input), usage, call_id=block.id, text=text, raw=raw)
        problem = f"the answer held no {tool_name} call"
        return ToolCallResult({}, usage, call_id=None, text=text, problem=problem, raw=raw)

    def _failure(self, exc: BaseException) -> Failure | None:
        """The SDK's exceptions in neutral terms; the single translation point for this backend."""
        sdk = self._sdk_errors
        if sdk is None:  # the SDK itself failed to load: not a failure of the request
            return None
        if isinstance(exc, sdk.APITimeoutError):
            return Failure("timeout", message=str(exc))
        if isinstance(exc, sdk.APIConnectionError):
            cause = exc.__cause__
            return Failure("connect", message=f"{type(cause).__name__}: {cause}" if cause else str(exc))
        if isinstance(exc, sdk.APIStatusError):
            message = getattr(exc, "api_message", None) or error_message(exc.body) or exc.message
            return Failure("status", exc.status_code, message, retry_after(exc.response.headers))
        if isinstance(exc, sdk.APIResponseValidationError):
            return Failure("status", 502, f"the answer did not look like a Messages API response: {exc}")
        return None


def _usage(usage: Any) -> Usage:
    return Usage(
        input_tokens=usage.input_tokens or 0,
        output_tokens=usage.output_tokens or 0,
        cache_read_input_tokens=getattr(usage, "cache_read_input_tokens", None) or 0,
        cache_creation_input_tokens=getattr(usage, "cache_creation_input_tokens", None) or 0,
        calls=1,
    )
