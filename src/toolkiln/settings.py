"""Settings, with one precedence: flag, then ``TOOLKILN_*`` variable, then
``$TOOLKILN_HOME/config.toml``, then the default.

Every field below is a setting; its variable is ``TOOLKILN_`` + the field name
in capitals (``approval`` is ``TOOLKILN_APPROVAL``) and its config key is the
field name. ``home`` itself comes from ``--home`` or ``TOOLKILN_HOME`` only.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass, field, fields, replace
from pathlib import Path
from typing import Any

from .errors import ConfigError

__all__ = ["Settings", "default_home", "load_settings"]


def default_home() -> Path:
    """The per-user data folder (``~/.local/share/toolkiln`` on Linux)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("toolkiln", appauthor=False))


@dataclass(frozen=True)
class Settings:
    """Everything toolkiln can be told, after precedence is applied."""

    home: Path = field(default_factory=default_home)
    """Holds the registry, the sessions and config.toml."""
    planner: str = "mock"
    """``BACKEND[:MODEL]`` of the planner: mock, anthropic, openai, replay."""
    generator: str = "mock"
    """``BACKEND[:MODEL]`` of the generator."""
    approval: str = "auto"
    """``auto`` runs a tool once its trial passed; ``manual`` holds it as pending."""
    max_attempts: int = 3
    """How many sources the generator may submit for one tool (repair loop)."""
    pool_size: int = 2
    """Worker processes kept warm."""
    search_k: int = 20
    """How many registry tools, by relevance, the planner is shown."""
    history_chars: int = 6000
    """How much of a session's history the planner is given, newest first."""
    max_tokens: int = 4096
    """Per model call."""
    temperature: float = 0.0
    """Per model call."""
    model_timeout_s: float = 60.0
    """Per model request."""
    max_retries: int = 3
    """Retries of a model request on 429, 529, 5xx and connection errors."""
    retry_backoff_s: float = 0.5
    """First backoff between retries; it doubles each time (a Retry-After header wins)."""
    openai_mode: str = "tools"
    """``tools`` (forced function call) or ``json_schema`` (response_format) for servers without tool calling."""
    record: Path | None = None
    """When set, every model exchange is appended to this JSON-lines file."""
    allow_unconfined: bool = False
    """Run workers without seccomp where it is unavailable (not on Linux). Unsafe."""
    author: str | None = None
    """Who is recorded as the writer of a tool added by hand (``tools add``); ``$USER`` when unset."""
    web_token: str | None = None
    """``toolkiln serve`` requires it of every request; one is made up when bound beyond loopback."""

    @property
    def author_name(self) -> str:
        """:attr:`author`, else ``$USER``, else ``unknown``."""
        return self.author or os.environ.get("USER") or "unknown"

    @property
    def registry_path(self) -> Path:
        return self.home / "registry.sqlite3"

    @property
    def sessions_dir(self) -> Path:
        return self.home / "sessions"


_CHOICES = {"approval": ("auto", "manual"), "openai_mode": ("tools", "json_schema")}

_TYPES = {
    "home": Path,
    "planner": str,
    "generator": str,
    "approval": str,
    "max_attempts": int,
    "pool_size": int,
    "search_k": int,
    "history_chars": int,
    "max_tokens": int,
    "temperature": float,
    "model_timeout_s": float,
    "max_retries": int,
    "retry_backoff_s": float,
    "openai_mode": str,
    "record": Path,
    "allow_unconfined": bool,
    "author": str,
    "web_token": str,
}

_LOWEST = {
    "max_attempts": 1,
    "pool_size": 1,
    "search_k": 0,
    "history_chars": 0,
    "max_tokens": 1,
    "temperature": 0,
    "max_retries": 0,
    "retry_backoff_s": 0,
}
"""The smallest value a numeric setting may take; ``model_timeout_s`` must be above 0."""

_KIND_WORDS = {int: "a whole number", float: "a number", bool: "true or false", Path: "a path", str: "a text"}


def _convert(name: str, raw: Any, kind: type, where: str) -> Any:
    """``raw`` as ``kind``, checked against the setting's choices and range; ``where`` names its source."""
    try:
        if kind is bool and isinstance(raw, str):
            lowered = raw.strip().lower()
            if lowered not in {"1", "0", "true", "false", "yes", "no", "on", "off"}:
                raise ValueError(raw)
            value: Any = lowered in {"1", "true", "yes", "on"}
        elif kind is Path:
            value = Path(raw).expanduser()
        elif kind in (int, float):
            # TOML's 2.5 must not quietly become 2, nor true become 1.
            if isinstance(raw, bool) or (kind is int and isinstance(raw, float)):
                raise ValueError(raw)
            value = kind(raw)
        else:
            value = kind(raw)
    except (TypeError, ValueError):
        raise ConfigError(f"setting {name!r} must be {_KIND_WORDS[kind]}, got {raw!r} (from {where})") from None
    choices = _CHOICES.get(name)
    if choices and value not in choices:
        raise ConfigError(f"setting {name!r} must be one of {', '.join(choices)}, got {raw!r} (from {where})")
    if name in _LOWEST and value < _LOWEST[name]:
        raise ConfigError(f"setting {name!r} must be at least {_LOWEST[name]}, got {raw!r} (from {where})")
    if name == "model_timeout_s" and value <= 0:
        raise ConfigError(f"setting {name!r} must be above 0 seconds, got {raw!r} (from {where})")
    return value


def _read_config(home: Path) -> dict:
    path = home / "config.toml"
    if not path.exists():
        return {}
    try:
        data = tomllib.loads(path.read_text(encoding="utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise ConfigError(f"{path} is not valid TOML ({exc}); fix or remove it") from None
    except OSError as exc:
        raise ConfigError(f"cannot read {path}: {exc.strerror}") from None
    if "home" in data:
        raise ConfigError(f"{path}: 'home' cannot be set in the file it holds; use --home or TOOLKILN_HOME")
    unknown = sorted(set(data) - set(_TYPES))
    if unknown:
        known = ", ".join(sorted(set(_TYPES) - {"home"}))
        raise ConfigError(f"{path}: unknown setting {unknown[0]!r}; known: {known}")
    return data


def load_settings(environ: dict | None = None, **flags: Any) -> Settings:
    """Settings from flags (None means not given), environment and config file."""
    env = os.environ if environ is None else environ
    if flags.get("home"):
        home = _convert("home", flags["home"], Path, "--home")
    elif env.get("TOOLKILN_HOME"):
        home = _convert("home", env["TOOLKILN_HOME"], Path, "TOOLKILN_HOME")
    else:
        home = default_home()
    config = _read_config(home)
    values: dict[str, Any] = {"home": home}
    for f in fields(Settings):
        variable = f"TOOLKILN_{f.name.upper()}"
        if f.name == "home":
            continue
        if flags.get(f.name) is not None:
            values[f.name] = _convert(f.name, flags[f.name], _TYPES[f.name], f"--{f.name.replace('_', '-')}")
        elif env.get(variable) not in (None, ""):
            values[f.name] = _convert(f.name, env[variable], _TYPES[f.name], variable)
        elif f.name in config:
            values[f.name] = _convert(f.name, config[f.name], _TYPES[f.name], str(home / "config.toml"))
    return Settings(**values)


def with_changes(settings: Settings, **changes: Any) -> Settings:
    """A copy with some fields changed (tests and the chat use this)."""
    return replace(settings, **changes)
