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

    @property
    def registry_path(self) -> Path:
        return self.home / "registry.sqlite3"

    @property
    def sessions_dir(self) -> Path:
        return self.home / "sessions"


_CHOICES = {"approval": ("auto", "manual"), "openai_mode": ("tools", "json_schema")}


def _convert(name: str, raw: Any, kind: type) -> Any:
    try:
        if kind is bool and isinstance(raw, str):
            lowered = raw.strip().lower()
            if lowered not in {"1", "0", "true", "false", "yes", "no", "on", "off"}:
                raise ValueError(raw)
            value: Any = lowered in {"1", "true", "yes", "on"}
        elif kind is Path:
            value = Path(raw).expanduser()
        elif kind in (int, float):
            if isinstance(raw, bool):
                raise ValueError(raw)
            value = kind(raw)
        else:
            value = kind(raw)
    except (TypeError, ValueError):
        raise ConfigError(f"setting {name!r} must be a {kind.__name__}, got {raw!r}") from None
    choices = _CHOICES.get(name)
    if choices and value not in choices:
        raise ConfigError(f"setting {name!r} must be one of {', '.join(choices)}, got {raw!r}")
    return value


_TYPES = {"home": Path, "planner": str, "generator": str, "approval": str, "max_attempts": int,
          "pool_size": int, "search_k": int, "history_chars": int, "max_tokens": int,
          "temperature": float, "model_timeout_s": float, "max_retries": int, "retry_backoff_s": float, "openai_mode": str, "record": Path,
          "allow_unconfined": bool}


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
    unknown = sorted(set(data) - set(_TYPES) - {"home"})
    if unknown:
        raise ConfigError(f"{path}: unknown setting {unknown[0]!r}; known: {', '.join(sorted(_TYPES))}")
    return data


def load_settings(environ: dict | None = None, **flags: Any) -> Settings:
    """Settings from flags (None means not given), environment and config file."""
    env = os.environ if environ is None else environ
    home_raw = flags.get("home") or env.get("TOOLKILN_HOME")
    home = _convert("home", home_raw, Path) if home_raw else default_home()
    config = _read_config(home)
    values: dict[str, Any] = {"home": home}
    for f in fields(Settings):
        if f.name == "home":
            continue
        kind = _TYPES[f.name]
        if flags.get(f.name) is not None:
            values[f.name] = _convert(f.name, flags[f.name], kind)
        elif env.get(f"TOOLKILN_{f.name.upper()}") not in (None, ""):
            values[f.name] = _convert(f.name, env[f"TOOLKILN_{f.name.upper()}"], kind)
        elif f.name in config:
            values[f.name] = _convert(f.name, config[f.name], kind)
    settings = Settings(**values)
    if settings.max_attempts < 1 or settings.pool_size < 1:
        raise ConfigError("max_attempts and pool_size must be at least 1")
    return settings


def with_changes(settings: Settings, **changes: Any) -> Settings:
    """A copy with some fields changed (tests and the chat use this)."""
    return replace(settings, **changes)
