"""Test doubles speaking the model APIs on loopback, and a settings stand-in.

from fakes import FakeAnthropic, FakeOpenAI, model_settings, refusing_url

Beside them: test data shared by several test files (:mod:`fakes.samples`), registries in
a known state (:mod:`fakes.registries`), ``toolkiln serve`` on loopback
(:mod:`fakes.toolkiln_server`), a pseudo-terminal (:mod:`fakes.terminal`) and child
processes watched through /proc (:mod:`fakes.procs`).
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from fakes._server import Reply, ScriptedServer
from fakes.anthropic_server import FakeAnthropic
from fakes.openai_server import FakeOpenAI
from toolkiln.settings import Settings, load_settings

__all__ = [
    "FakeAnthropic",
    "FakeOpenAI",
    "MODEL_ENV",
    "Reply",
    "ScriptedServer",
    "clear_model_env",
    "model_settings",
    "refusing_url",
]

MODEL_ENV = (
    "ANTHROPIC_API_KEY",
    "ANTHROPIC_AUTH_TOKEN",
    "ANTHROPIC_BASE_URL",
    "OPENAI_API_KEY",
    "OPENAI_BASE_URL",
    "TOOLKILN_OPENAI_MODE",
    "ANTHROPIC_CUSTOM_HEADERS",
)
"""Variables the model backends read; tests start with none of them set."""


def clear_model_env(monkeypatch) -> None:
    """Unset every variable a model backend reads (pytest's ``monkeypatch`` restores them)."""
    for name in MODEL_ENV:
        monkeypatch.delenv(name, raising=False)


@contextmanager
def refusing_url(path: str = "") -> Iterator[str]:
    """A loopback URL that refuses every connection, for as long as the block runs.

    Its port stays bound (never listening) until the block ends: a connection to it is
    refused by the kernel, and no other process can take the port meanwhile (nor can a
    client's own connection land on it as its source port), unlike a port bound and
    closed again, which is free for anyone the moment it is closed."""
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        yield f"http://127.0.0.1:{sock.getsockname()[1]}{path}"


def model_settings(**overrides: Any) -> Settings:
    """Settings as the environment gives them, with retries that wait a millisecond (``overrides`` act as flags).

    A value Settings would refuse (``max_retries=-1``) is forced in afterwards, so the
    layers below Settings can be tested against it."""
    values: dict[str, Any] = dict(max_tokens=1024, temperature=0.0, model_timeout_s=5.0, max_retries=2)
    values.update(retry_backoff_s=0.001)
    values.update(overrides)
    forced = {
        name: values.pop(name) for name in ("max_retries",) if isinstance(values.get(name), int) and values[name] < 0
    }
    settings = load_settings(**values)
    for name, value in forced.items():
        object.__setattr__(settings, name, value)
    return settings
