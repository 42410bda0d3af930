"""Providers, retries, and the one place where HTTP failures become toolkiln errors.

Each backend turns its own exceptions (the Anthropic SDK's, httpx's) into a
neutral :class:`Failure`; :func:`send_with_retries` retries the retryable ones
with exponential backoff and translates the last one with :func:`failure_error`:

    HTTP 401, 403           ConfigError       the key was rejected; check ANTHROPIC_API_KEY
    HTTP 404                ConfigError       unknown model; pick another with --planner B:MODEL
    HTTP 408, 409, 429, 5xx retried, then ModelUnavailable
    connection refused/reset retried, then ModelUnavailable "cannot reach URL"
    timeout                 ModelUnavailable  (not retried: it already took the whole timeout)
    other 4xx               ModelError        the server refused the request, with its message
    undecodable body        ModelAnswerError  nested too deeply, a number too long: never a traceback

Each retry is reported before its wait (:func:`toolkiln.util.notices.report`, event
``retry``: who asked, which model, retry n of m, the wait, the reason), so a
terminal's progress line or a web page can say why nothing seems to happen.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from http import HTTPStatus
from typing import TypeVar
from urllib.parse import urlsplit

from toolkiln.errors import ConfigError, ModelAnswerError, ModelError, ModelUnavailable, ToolkilnError
from toolkiln.models.llm import ModelParams
from toolkiln.util.notices import report
from toolkiln.util.text import one_line
from toolkiln.vocab import EventName

__all__ = [
    "ErrorContext",
    "check_base_url",
    "Failure",
    "Provider",
    "error_message",
    "failure_error",
    "out_of_tokens",
    "retry_after",
    "send_with_retries",
    "undecodable_answer",
]

T = TypeVar("T")

RETRYABLE_STATUS = frozenset({408, 409, 429})
"""Besides every 5xx (529 is Anthropic's "overloaded")."""

MAX_RETRY_AFTER_S = 30.0
"""A server's Retry-After is honoured up to this long."""
MAX_BACKOFF_S = 600.0
"""The longest wait before one retry, however often the backoff has doubled."""


@dataclass(frozen=True)
class Provider:
    """Where a backend sends its requests and with which key."""

    backend: str
    """The backend's name: ``anthropic`` or ``openai``."""
    base_url: str
    """The server's base URL, as shown in error messages."""
    api_key: str | None = field(default=None, repr=False)
    """The key; never printed, never recorded."""
    key_env: str = ""
    """The variable the key comes from, named in error messages."""
    url_env: str = ""
    """The variable the base URL comes from, named in error messages."""

    @classmethod
    def from_env(cls, backend: str, *, key_env: str, url_env: str, default_url: str) -> Provider:
        """The provider from ``key_env`` and ``url_env``; a base URL that is not ``http(s)://HOST…``
        is a :class:`ConfigError` now, not a network failure retried later."""
        url = (os.environ.get(url_env) or default_url).strip().rstrip("/")
        check_base_url(url, url_env, default_url)
        return cls(backend, url, api_key(key_env), key_env, url_env)


def api_key(key_env: str) -> str | None:
    """The key in ``key_env`` without surrounding whitespace (a pasted line's newline), or None.

    A key holding a space, a line break or a character outside printable ASCII is a
    :class:`ConfigError` now: sent, it would fail as an illegal header, reported as a
    server that cannot be reached. The message never shows the key."""
    key = (os.environ.get(key_env) or "").strip()
    if key and not all("!" <= char <= "~" for char in key):
        raise ConfigError(
            f"{key_env} holds a space, a line break or a character no API key has; set it to the key alone"
        )
    return key or None


def check_base_url(url: str, url_env: str, example: str) -> None:
    """Raise :class:`ConfigError` unless ``url`` is an absolute http or https URL with a host."""
    try:
        parts = urlsplit(url)
        parts.port  # noqa: B018 - raises ValueError for a port that is not a number
    except ValueError as exc:
        raise ConfigError(f"{url_env} {url!r} is not a usable URL ({exc}); use something like {example}") from None
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise ConfigError(
            f"{url_env} {url!r} is not a usable URL (it needs http:// or https:// and a host); "
            f"use something like {example}"
        )


@dataclass
class Failure:
    """A request that did not produce an answer, in backend-neutral terms."""

    kind: str
    """``status`` (the server answered with an error), ``connect`` or ``timeout``."""
    status: int | None = None
    """The HTTP status, for ``status``."""
    message: str = ""
    """The server's or the transport's own words."""
    retry_after: float | None = None
    """Seconds the server asked us to wait, when it said so."""

    @property
    def retryable(self) -> bool:
        if self.kind == "connect":
            return True
        return (
            self.kind == "status"
            and self.status is not None
            and (self.status in RETRYABLE_STATUS or self.status >= 500)
        )

    @property
    def reason(self) -> str:
        """A few words for a progress line: ``429 rate limited``, ``503 service unavailable``."""
        if self.kind != "status" or self.status is None:
            return "timed out" if self.kind == "timeout" else "connection failed"
        return f"{self.status} {_STATUS_WORDS.get(self.status) or _phrase(self.status)}"


_STATUS_WORDS = {429: "rate limited", 529: "overloaded"}
"""How a progress line names the statuses a model API uses for "not now"."""


def _phrase(status: int) -> str:
    try:
        return HTTPStatus(status).phrase.lower()
    except ValueError:
        return "server error" if status >= 500 else "error"


@dataclass(frozen=True)
class ErrorContext:
    """What an error message needs to name the fix."""

    provider: Provider
    """Where the request went."""
    model: str
    """The model asked for."""
    role: str
    """``planner`` or ``generator``: which flag to name."""
    timeout_s: float
    """The request timeout, for the timeout message."""
    bad_request_hint: str = ""
    """Added to a 400's message (e.g. how to switch a server without tool calling to JSON mode)."""


def send_with_retries(
    send: Callable[[], T],
    to_failure: Callable[[BaseException], Failure | None],
    *,
    params: ModelParams,
    context: ErrorContext,
    sleep: Callable[[float], None] = time.sleep,
) -> T:
    """Call ``send``; retry retryable failures up to ``params.max_retries`` times, then translate.

    ``to_failure`` maps a backend's exception to a :class:`Failure`, or None for an
    exception that is not a transport failure (it propagates untouched).
    """
    retries = max(params.max_retries, 0)
    for attempt in range(retries + 1):
        try:
            return send()
        except ToolkilnError:
            raise
        except Exception as exc:
            failure = to_failure(exc)
            if failure is None and isinstance(exc, (RecursionError, ValueError)):
                # An answer no JSON decoder takes (nested thousands deep, a 5,000-digit number).
                raise undecodable_answer(exc, context) from None
            if failure is None:
                raise
            if not failure.retryable or attempt == retries:
                raise failure_error(failure, context, retries=attempt) from None
            delay = _delay(params.backoff_s, attempt, failure.retry_after)
            _report_retry(failure, context, attempt + 1, retries, delay)
            sleep(delay)
    raise AssertionError("unreachable")


def _report_retry(failure: Failure, context: ErrorContext, retry: int, retries: int, delay: float) -> None:
    """Tell whoever listens (a spinner, a web page) that retry ``retry`` of ``retries`` comes in ``delay`` s."""
    report(
        EventName.RETRY,
        {
            "role": context.role,
            "model": f"{context.provider.backend}:{context.model}",
            "retry": retry,
            "max_retries": retries,
            "delay_s": round(delay, 3),
            "reason": failure.reason,
        },
    )


def undecodable_answer(exc: BaseException, ctx: ErrorContext) -> ModelAnswerError:
    """The error for a response body that could not be decoded at all."""
    why = "nested too deeply" if isinstance(exc, RecursionError) else one_line(str(exc), 120, "…")
    return ModelAnswerError(
        f"the answer from {ctx.provider.base_url} could not be decoded ({why}); "
        f"try again, or use another model with --{ctx.role}"
    )


def _delay(backoff_s: float, attempt: int, retry_after: float | None) -> float:
    if retry_after is not None and retry_after > 0:
        return min(retry_after, MAX_RETRY_AFTER_S)
    return min(backoff_s * 2.0 ** min(attempt, 30), MAX_BACKOFF_S)  # many retries must not overflow a float


def failure_error(failure: Failure, ctx: ErrorContext, *, retries: int = 0) -> ToolkilnError:
    """The toolkiln error, one line with the fix, for a request that finally failed."""
    url, flag = ctx.provider.base_url, f"--{ctx.role}"
    said = f": {one_line(failure.message, 200, '…')}" if failure.message else ""
    after = f" after {retries} {'retry' if retries == 1 else 'retries'}" if retries else ""
    if failure.kind == "connect":
        where = f"check {ctx.provider.url_env} and that the server is running" if ctx.provider.url_env else ""
        detail = one_line(failure.message, 200, "…") or "connection failed"
        return ModelUnavailable(f"cannot reach {url} ({detail}){after}; {where or 'check that the server is running'}")
    if failure.kind == "timeout":
        return ModelUnavailable(
            f"{url} did not answer within {ctx.timeout_s:g} s; raise TOOLKILN_MODEL_TIMEOUT_S or try again later"
        )
    status = failure.status
    if status in (401, 403):
        return ConfigError(f"the API key was rejected by {url} (HTTP {status}{said}); check {ctx.provider.key_env}")
    if status == 404:
        return ConfigError(
            f"unknown model {ctx.model!r} at {url} (HTTP 404{said}); "
            f"pick another with {flag} {ctx.provider.backend}:MODEL"
            + (f" or check {ctx.provider.url_env}" if ctx.provider.url_env else "")
        )
    if status == 429:
        return ModelUnavailable(
            f"{url} kept answering HTTP 429 (rate limited){after}; wait a minute and try again, "
            "or raise TOOLKILN_MAX_RETRIES"
        )
    if failure.retryable:
        return ModelUnavailable(f"{url} kept failing with HTTP {status}{said}{after}; try again later")
    hint = f"; {ctx.bad_request_hint}" if ctx.bad_request_hint and status == 400 else ""
    return ModelError(f"{url} refused the request (HTTP {status}{said}){hint}")


def retry_after(headers) -> float | None:
    """Seconds a server asked us to wait: ``retry-after-ms`` or ``retry-after`` (in seconds), else None."""
    for name, scale in (("retry-after-ms", 0.001), ("retry-after", 1.0)):
        try:
            return float(headers.get(name)) * scale
        except (TypeError, ValueError):
            continue
    return None


def error_message(body: object) -> str:
    """A server's own words in an error body: ``{"error": {"message"}}``, ``{"error": "..."}`` or ``{"message"}``."""
    if not isinstance(body, dict):
        return ""
    error = body.get("error")
    if isinstance(error, dict):
        return str(error.get("message") or "")
    return str(error or body.get("message") or "")


def out_of_tokens(max_tokens: int) -> str:
    return f"the model ran out of tokens (max_tokens={max_tokens}); raise TOOLKILN_MAX_TOKENS"
