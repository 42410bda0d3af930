"""Settings, with one precedence: flag, then ``TOOLKILN_*`` variable, then
``$TOOLKILN_HOME/config.toml``, then the default.

Every field of :class:`Settings` is a setting, declared once: its type, its
bounds (``ge``/``gt``) and its choices (a ``Literal``) are read from the
declaration by :func:`load_settings`, which also writes the error messages from
them. Its variable is ``TOOLKILN_`` + the field name in capitals (``approval``
is ``TOOLKILN_APPROVAL``), its flag ``--`` + the name with dashes, and its config
key the field name. ``home`` itself comes from ``--home`` or ``TOOLKILN_HOME`` only.

Code that runs without a :class:`Settings` at hand (a :class:`~toolkiln.sandbox.WorkerPool`
built on its own) reads one setting with :func:`setting`, through the same
precedence and checks.
"""

import ast
import getpass
import math
import os
import types
from collections.abc import Mapping
from dataclasses import MISSING, Field, dataclass, field, fields, replace
from functools import cache
from pathlib import Path
from typing import Annotated, Any, Literal, NamedTuple, Union, get_args, get_origin

from toolkiln.errors import ConfigError, UsageError
from toolkiln.util.files import MAX_SETTINGS_FILE_BYTES, read_tool_file
from toolkiln.util.immutable import Immutable

# No ``from __future__ import annotations`` here: the field declarations are read at run time
# (types, bounds, choices), and plain annotations are those objects already.

__all__ = [
    "DEFAULT_BACKEND",
    "DEFAULT_MAX_RESOLVED_BYTES",
    "Above",
    "AtLeast",
    "AtMost",
    "SettingOrigin",
    "SettingSource",
    "Settings",
    "default_home",
    "describe",
    "load_settings",
    "resolve_settings",
    "setting",
    "with_changes",
]

DEFAULT_BACKEND = "mock"
"""The planner and the generator when nothing else is set (a row of :data:`toolkiln.models.backends.BACKENDS`)."""

DEFAULT_MAX_RESOLVED_BYTES = 4 * 1024 * 1024
"""What one step's params (or a text filled from results) may grow to once references are filled in:
room for a dozen whole results (each at most 256 KiB), far below a worker's 512 MiB."""


def default_home() -> Path:
    """The per-user data folder (``~/.local/share/toolkiln`` on Linux)."""
    from platformdirs import user_data_dir

    return Path(user_data_dir("toolkiln", appauthor=False))


class _Bound:
    """A lower bound on a setting, kept as ``Annotated`` metadata (a plain class: every start defines it)."""

    __slots__ = ("value",)

    def __init__(self, value: float) -> None:
        self.value = value
        """The bound itself."""

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.value!r})"


class AtLeast(_Bound):
    """A setting's lower bound, inclusive: ``Annotated[int, AtLeast(1)]``."""

    __slots__ = ()


class Above(_Bound):
    """A setting's lower bound, exclusive: ``Annotated[float, Above(0)]``."""

    __slots__ = ()


class AtMost(_Bound):
    """A setting's upper bound, inclusive: ``Annotated[float, Above(0), AtMost(86_400)]``."""

    __slots__ = ()


@dataclass(eq=False, repr=False)
class Settings(Immutable):
    """Everything toolkiln can be told, after precedence is applied.

    Built from anything but :func:`load_settings`, every value is still checked against its
    declaration (:meth:`__post_init__`)."""

    home: Path = field(default_factory=default_home)
    """Holds the registry, the sessions and config.toml."""
    planner: str = DEFAULT_BACKEND
    """``BACKEND[:MODEL]`` of the planner (:data:`toolkiln.models.backends.BACKENDS`)."""
    generator: str = DEFAULT_BACKEND
    """``BACKEND[:MODEL]`` of the generator."""
    approval: Literal["auto", "manual"] = "auto"
    """``auto`` runs a tool once its trial passed; ``manual`` holds it as pending."""
    max_attempts: Annotated[int, AtLeast(1)] = 3
    """How many sources the generator may submit for one tool (repair loop)."""
    improve: Literal["off", "propose", "auto"] = "propose"
    """When a reused tool fails: ``off``; ``propose`` a next version that waits for a reviewer;
    ``auto`` store it active (with approval ``auto``) and retry the step with it."""
    pool_size: Annotated[int, AtLeast(1)] = 2
    """Worker processes kept warm."""
    executor: Literal["local", "ray"] = "local"
    """Where tools run: ``local`` worker processes, or ``ray``: the same workers on the nodes of the
    Ray cluster at ``RAY_ADDRESS`` (a local Ray when unset; needs ``toolkiln[ray]``)."""
    ray_node_workers: Annotated[int, AtLeast(1)] = 2
    """With ``executor = "ray"``: worker processes per Ray node, the calls one node runs at once."""
    search_k: Annotated[int, AtLeast(0)] = 20
    """How many registry tools, by relevance, the planner is shown."""
    answer_mode: Literal["template", "compose", "off"] = "template"
    """How a turn's answer is written: ``template`` fills the plan's answer from the results, ``compose``
    asks the planner's model once more after the steps ran, ``off`` writes none."""
    max_replans: Annotated[int, AtLeast(0)] = 1
    """How many more planning rounds a turn gets after a step failed (an error or a failed check)."""
    history_chars: Annotated[int, AtLeast(0)] = 6000
    """How much of a session's history the planner is given, newest first."""
    max_tokens: Annotated[int, AtLeast(1)] = 4096
    """Per model call."""
    temperature: Annotated[float, AtLeast(0)] = 0.0
    """Per model call."""
    model_timeout_s: Annotated[float, Above(0), AtMost(86_400)] = 60.0
    """Per model request (at most a day: the HTTP client cannot wait longer than its clock counts)."""
    max_retries: Annotated[int, AtLeast(0)] = 3
    """Retries of a model request on 429, 529, 5xx and connection errors."""
    retry_backoff_s: Annotated[float, AtLeast(0), AtMost(600)] = 0.5
    """First backoff between retries; it doubles each time (a Retry-After header wins)."""
    openai_mode: Literal["tools", "json_schema"] = "tools"
    """``tools`` (forced function call) or ``json_schema`` (response_format) for servers without tool calling."""
    record: Path | None = None
    """When set, every model exchange is appended to this JSON-lines file."""
    allow_unconfined: bool = False
    """Run workers without seccomp where it is unavailable (not on Linux). Unsafe."""
    author: str | None = None
    """Who is recorded as the writer of a tool added by hand (``tools add``); ``$USER`` when unset."""
    web_token: str | None = None
    """``toolkiln serve`` requires it of every request; one is made up when bound beyond loopback."""
    max_resolved_bytes: Annotated[int, AtLeast(1024)] = DEFAULT_MAX_RESOLVED_BYTES
    """What a step's params may grow to once ``$ref``/``$template`` references are filled in (JSON characters)."""
    database_url: str | None = None
    """A PostgreSQL URL (``postgresql://user@host/db``) for a store many machines share; unset, SQLite in the home."""
    registry_key_file: Path | None = None
    """The key that signs the registry's rows (every machine of a team the same); unset, ``registry.key`` in the home."""
    user: str | None = None
    """Who the command line acts as (approvals, turns in the run log); ``$USER`` when unset."""

    def __post_init__(self) -> None:
        """Check every value against its declaration, as :func:`load_settings` does (an int becomes a float
        where a float is declared); None stays None where the declaration allows it."""
        for name in _NAMES:
            value = getattr(self, name)
            if value is None and _optional(name):
                continue
            checked = _convert(name, value, "Settings() in code")
            if checked is not value:
                object.__setattr__(self, name, checked)

    @property
    def author_name(self) -> str:
        """:attr:`author`, else who runs this command as the system names them (:func:`current_user`)."""
        return self.author or current_user()

    @property
    def key_path(self) -> Path:
        """:attr:`registry_key_file`, else ``registry.key`` in the home."""
        return self.registry_key_file or self.home / "registry.key"

    @property
    def acting_user(self) -> str:
        """:attr:`user`, else who runs this command as the system names them: who the command line acts as."""
        return self.user or current_user()


_FIELDS: dict[str, Field] = {declared.name: declared for declared in fields(Settings)}
"""Each setting's declaration: type (with its bounds as ``Annotated`` metadata), default."""
_NAMES = tuple(_FIELDS)

# -- reading one value as its declaration says -------------------------------------------

_KIND_WORDS = {int: "a whole number", float: "a number", bool: "true or false", Path: "a path", str: "a text"}
_TRUE = frozenset({"1", "true", "yes", "on"})
_FALSE = frozenset({"0", "false", "no", "off"})
_UNITS = {"_s": " seconds"}
_LARGEST_INT = 2**63 - 1
"""No count is larger: SQLite, which some of them reach, holds nothing larger."""


def _bounds(annotation: Any) -> tuple[Any, ...]:
    """The bounds declared on a field (``Annotated[int, AtLeast(1)]``), none for a plain type."""
    return annotation.__metadata__ if get_origin(annotation) is Annotated else ()


def _optional(name: str) -> bool:
    """Whether setting ``name`` is declared ``X | None``."""
    annotation = _FIELDS[name].type
    return get_origin(annotation) in (Union, types.UnionType) and type(None) in get_args(annotation)


def _kind(annotation: Any) -> tuple[type, tuple[str, ...]]:
    """The base type of a field's annotation and its choices (empty when any value of the type goes)."""
    if get_origin(annotation) is Annotated:
        annotation = get_args(annotation)[0]
    if get_origin(annotation) is Literal:
        choices = get_args(annotation)
        return type(choices[0]), tuple(choices)
    if get_origin(annotation) in (Union, types.UnionType):  # ``Path | None``: None is only the default
        annotation = next(arg for arg in get_args(annotation) if arg is not type(None))
    return annotation, ()


def _parse(raw: Any, kind: type) -> Any:
    """``raw`` (text from a variable or flag, or a TOML value) as ``kind``; ValueError when it is not one."""
    if kind is bool:
        if isinstance(raw, bool):
            return raw
        lowered = str(raw).strip().lower() if isinstance(raw, str) else None
        if lowered in _TRUE or lowered in _FALSE:
            return lowered in _TRUE
        raise ValueError(raw)
    if kind is Path:
        if not isinstance(raw, str | Path):
            raise ValueError(raw)
        return Path(raw).expanduser()
    if kind in (int, float):
        # TOML's 2.5 must not quietly become 2, nor true become 1.
        if isinstance(raw, bool) or (kind is int and isinstance(raw, float)):
            raise ValueError(raw)
        return kind(raw)
    if not isinstance(raw, str):
        raise ValueError(raw)
    return raw


def _convert(name: str, raw: Any, where: str) -> Any:
    """``raw`` as setting ``name`` declares it: type, choices, bounds; ``where`` names its source."""
    annotation = _FIELDS[name].type
    kind, choices = _kind(annotation)
    if kind is Path and isinstance(raw, str) and not raw.strip():  # Path("") would be the current folder
        raise ConfigError(f"setting {name!r} is empty; name a path, or leave the setting out (from {where})")
    try:
        value = _parse(raw, kind)
    except (TypeError, ValueError):
        raise ConfigError(f"setting {name!r} must be {_KIND_WORDS[kind]}, got {raw!r} (from {where})") from None
    if choices and value not in choices:
        raise ConfigError(f"setting {name!r} must be one of {', '.join(choices)}, got {raw!r} (from {where})")
    if kind is float and not math.isfinite(value):  # NaN passes every bound; inf overflows a timeout or a sleep
        raise ConfigError(f"setting {name!r} must be a finite number, got {raw!r} (from {where})")
    if kind is int and value > _LARGEST_INT:
        raise ConfigError(f"setting {name!r} must be at most {_LARGEST_INT}, got {raw!r} (from {where})")
    unit = next((words for suffix, words in _UNITS.items() if name.endswith(suffix)), "")
    for bound in _bounds(annotation):
        if isinstance(bound, AtLeast) and value < bound.value:
            raise ConfigError(f"setting {name!r} must be at least {bound.value}, got {raw!r} (from {where})")
        if isinstance(bound, Above) and value <= bound.value:
            raise ConfigError(f"setting {name!r} must be above {bound.value}{unit}, got {raw!r} (from {where})")
        if isinstance(bound, AtMost) and value > bound.value:
            raise ConfigError(f"setting {name!r} must be at most {bound.value:,}{unit}, got {raw!r} (from {where})")
    if name == "record" and value.is_dir():  # checked before any model is asked, so no paid answer is lost
        raise ConfigError(
            f"setting 'record' names the folder {value}; name a file in it, e.g. {value / 'transcript.jsonl'} "
            f"(from {where})"
        )
    return value


# -- precedence --------------------------------------------------------------------------


def _flag(name: str) -> str:
    return f"--{name.replace('_', '-')}"


def _variable(name: str) -> str:
    return f"TOOLKILN_{name.upper()}"


def _home(env: Mapping[str, str], flag: Any = None) -> Path:
    if flag is not None:
        return _convert("home", flag, _flag("home"))
    if env.get("TOOLKILN_HOME"):
        return _convert("home", env["TOOLKILN_HOME"], "TOOLKILN_HOME")
    return default_home()


def _read_config(home: Path) -> dict:
    path = home / "config.toml"
    if not path.exists():
        return {}
    import tomllib  # only for a home with a config file: most runs have none to decode

    try:  # a regular file only: a FIFO would block the command for ever
        data = tomllib.loads(read_tool_file(path, max_bytes=MAX_SETTINGS_FILE_BYTES, what="a settings file"))
    except tomllib.TOMLDecodeError as exc:
        raise ConfigError(f"{path} is not valid TOML ({exc}); fix or remove it") from None
    except UsageError as exc:
        raise ConfigError(f"{exc}; make {path} a TOML file or remove it") from None
    if "home" in data:
        raise ConfigError(f"{path}: 'home' cannot be set in the file it holds; use --home or TOOLKILN_HOME")
    unknown = sorted(set(data) - set(_NAMES))
    if unknown:
        known = ", ".join(sorted(set(_NAMES) - {"home"}))
        raise ConfigError(f"{path}: unknown setting {unknown[0]!r}; known: {known}")
    return data


SettingSource = Literal["flag", "env", "file", "default"]
"""Where a setting's value came from, in the order of precedence."""


class SettingOrigin(NamedTuple):
    """Where one setting's effective value came from (``toolkiln config`` shows it)."""

    source: SettingSource
    where: str
    """The flag (``--planner``), the variable (``TOOLKILN_PLANNER``) or the file; empty for a default."""


_DEFAULT = SettingOrigin("default", "")


def _resolve(name: str, flag: Any, env: Mapping[str, str], config: dict, home: Path) -> tuple[SettingOrigin, Any]:
    """``(origin, value)`` of one setting from the first layer that has it; the value is None for a default."""
    variable = _variable(name)
    if flag is not None:
        return SettingOrigin("flag", _flag(name)), _convert(name, flag, _flag(name))
    if env.get(variable) not in (None, ""):
        return SettingOrigin("env", variable), _convert(name, env[variable], variable)
    if name in config:
        where = str(home / "config.toml")
        return SettingOrigin("file", where), _convert(name, config[name], where)
    return _DEFAULT, None


def load_settings(environ: Mapping[str, str] | None = None, **flags: Any) -> Settings:
    """Settings from flags (None means not given), environment and config file."""
    return resolve_settings(environ, **flags)[0]


def resolve_settings(
    environ: Mapping[str, str] | None = None, **flags: Any
) -> tuple[Settings, dict[str, SettingOrigin]]:
    """:func:`load_settings`, and where each setting's value came from, in declaration order."""
    env = os.environ if environ is None else environ
    unknown = sorted(set(flags) - set(_NAMES))
    if unknown:
        raise ConfigError(f"unknown setting {unknown[0]!r}; known: {', '.join(sorted(_NAMES))}")
    home = _home(env, flags.get("home"))
    origins = {"home": _home_origin(env, flags.get("home"))}
    config = _read_config(home)
    values: dict[str, Any] = {"home": home}
    for name in _NAMES:
        if name == "home":
            continue
        origins[name], value = _resolve(name, flags.get(name), env, config, home)
        if origins[name] is not _DEFAULT:
            values[name] = value
    return Settings(**values), origins


def _home_origin(env: Mapping[str, str], flag: Any) -> SettingOrigin:
    if flag is not None:
        return SettingOrigin("flag", _flag("home"))
    if env.get("TOOLKILN_HOME"):
        return SettingOrigin("env", "TOOLKILN_HOME")
    return _DEFAULT


def describe(name: str) -> str:
    """A setting's description, from the docstring under its declaration."""
    return _descriptions().get(name, "")


@cache
def _descriptions() -> dict[str, str]:
    """Each field's docstring, read from this module's source (only ``toolkiln config`` asks, so
    the source is parsed then, not at every start)."""
    tree = ast.parse(Path(__file__).read_text(encoding="utf-8"))
    found: dict[str, str] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "Settings":
            for declared, after in zip(node.body, node.body[1:], strict=False):
                if (
                    isinstance(declared, ast.AnnAssign)
                    and isinstance(declared.target, ast.Name)
                    and isinstance(after, ast.Expr)
                    and isinstance(after.value, ast.Constant)
                    and isinstance(after.value.value, str)
                ):
                    found[declared.target.id] = " ".join(after.value.value.split())
    return found


def _default(name: str) -> Any:
    declared = _FIELDS[name]
    if declared.default is not MISSING:
        return declared.default
    factory: Any = declared.default_factory  # every field without a default has a factory
    return factory()


def setting(name: str, environ: Mapping[str, str] | None = None) -> Any:
    """One setting's value from the variable, then config.toml, then the default (no flags here)."""
    env = os.environ if environ is None else environ
    home = _home(env)
    origin, value = _resolve(name, None, env, _read_config(home), home)
    return value if origin is not _DEFAULT else _default(name)


def with_changes(settings: Settings, **changes: Any) -> Settings:
    """A copy with some fields changed, each checked like any other value (tests and the chat use this)."""
    unknown = sorted(set(changes) - set(_NAMES))
    if unknown:
        raise ConfigError(f"unknown setting {unknown[0]!r}; known: {', '.join(sorted(_NAMES))}")
    return replace(settings, **{name: _convert(name, value, "a change in code") for name, value in changes.items()})


def current_user() -> str:
    """Who runs this command, as the system names them (``$LOGNAME``, ``$USER``, then the user database);
    ``uid N`` where the uid has no name (a bare container). One name for the acting person everywhere:
    who wrote a tool by hand, who imported or resealed one."""
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return f"uid {os.getuid()}"
