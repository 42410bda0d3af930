"""``toolkiln config``: every effective setting, where it came from, and the paths in use."""

from __future__ import annotations

import json
import os
import re
from pathlib import Path

import click
from rich.console import Console
from rich.table import Table

from toolkiln.cli.common import group_home, json_option
from toolkiln.cli.prompt import HISTORY_FILE
from toolkiln.cli.render import plain
from toolkiln.settings import Settings, describe, resolve_settings
from toolkiln.store import REGISTRY_FILE
from toolkiln.store.postgres import redacted

__all__ = ["config"]

_SECRET_SETTINGS = frozenset({"web_token"})
_MODEL_VARIABLES = ("ANTHROPIC_API_KEY", "ANTHROPIC_BASE_URL", "OPENAI_API_KEY", "OPENAI_BASE_URL")
_SECRET_VARIABLES = frozenset({"ANTHROPIC_API_KEY", "OPENAI_API_KEY"})


def _shown(name: str, value) -> object:
    """A setting as it may be printed: a secret only says whether it is set."""
    if name in _SECRET_SETTINGS:
        return None if value is None else "(set)"
    if name == "database_url" and value:
        return redacted(str(value))  # a password in the URL is never printed
    return str(value) if isinstance(value, Path) else value


def _without_markup(doc: str) -> str:
    """A docstring's reStructuredText roles and literals as plain words: ``:data:`x``` and ````x```` become x."""
    return _LITERAL.sub(r"\1", _ROLE.sub(r"\1", doc))


_ROLE = re.compile(r":[a-z]+:`~?([^`]+)`")
_LITERAL = re.compile(r"``([^`]+)``")


def _store(settings: Settings) -> dict[str, str]:
    """Which store is in use: the SQLite file in the home, or the PostgreSQL database of ``database_url``."""
    if settings.database_url:
        where = redacted(settings.database_url)
        return {"kind": "postgresql", "where": where, "key_file": str(settings.key_path)}
    return {"kind": "sqlite", "where": str(settings.home / REGISTRY_FILE), "key_file": str(settings.key_path)}


def _paths(home: Path, record: Path | None, shared: bool) -> dict[str, dict]:
    paths = {
        "home": home,
        "config": home / "config.toml",
        "registry": home / REGISTRY_FILE,
        "sessions": home / "sessions",
        "chat_history": home / HISTORY_FILE,
    }
    if shared:  # in the PostgreSQL store, not in the home
        del paths["registry"], paths["sessions"]
    if record is not None:
        paths["record"] = record
    return {key: {"path": str(path), "exists": path.exists()} for key, path in paths.items()}


def _model_environment() -> dict[str, str | None]:
    """The model servers' variables (outside toolkiln's settings); keys only as set or not."""
    shown: dict[str, str | None] = {}
    for variable in _MODEL_VARIABLES:
        value = os.environ.get(variable) or None
        shown[variable] = "(set)" if value and variable in _SECRET_VARIABLES else value
    return shown


@click.command()
@json_option(
    'Print {"settings": [{name, value, source, from, description}], "store": {kind, where, key_file}, '
    '"paths": {...}, "environment": {...}}.'
)
@click.pass_context
def config(ctx: click.Context, as_json: bool) -> None:
    """Every setting's effective value and where it came from (flag, env, file, default), and the paths in use.

    Precedence: a command's flag, then TOOLKILN_<NAME>, then $TOOLKILN_HOME/config.toml, then the default.
    """
    settings, origins = resolve_settings(home=group_home(ctx))
    rows = [
        {
            "name": name,
            "value": _shown(name, getattr(settings, name)),
            "source": o.source,
            "from": o.where,
            "description": _without_markup(describe(name)),
        }
        for name, o in origins.items()
    ]
    paths = _paths(settings.home, settings.record, bool(settings.database_url))
    environment = _model_environment()
    store = _store(settings)
    if as_json:
        shown = {"settings": rows, "store": store, "paths": paths, "environment": environment}
        click.echo(json.dumps(shown, ensure_ascii=False))
        return
    console = Console(soft_wrap=True)
    table = Table(title="settings")
    for column in ("setting", "value", "source", "from"):
        # names and variables stay whole, to be copied; a long value folds rather than being cut
        table.add_column(column, no_wrap=column != "value", overflow="fold" if column == "value" else "ellipsis")
    table.add_column("meaning", ratio=1)
    for row in rows:
        value = "—" if row["value"] is None else str(row["value"])
        cells = (row["name"], plain(value), row["source"], plain(str(row["from"])), plain(str(row["description"])))
        table.add_row(*(str(cell) for cell in cells))
    console.print(table)
    console.print(f"[bold]store[/]: {store['kind']} at {plain(store['where'])}", highlight=False)
    for key, entry in paths.items():
        state = "" if entry["exists"] else "  [grey50](not there yet)[/]"
        console.print(f"[bold]{key}[/]: {plain(entry['path'])}{state}", highlight=False)
    for variable, set_to in environment.items():
        console.print(f"[bold]{variable}[/]: {plain(set_to or '(unset)')}", highlight=False)
