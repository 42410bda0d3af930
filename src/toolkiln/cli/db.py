"""``toolkiln db``: the store itself — its schema, and moving a home's SQLite file into PostgreSQL."""

from __future__ import annotations

import json
from pathlib import Path

import click

from toolkiln.cli.common import base_settings, fail, json_option
from toolkiln.errors import ToolkilnError, UsageError
from toolkiln.store import Registry, open_registry
from toolkiln.store.copy import copy_store, sign_ins_left
from toolkiln.store.postgres import is_postgres_url, redacted

__all__ = ["db"]


@click.group()
def db() -> None:
    """The store itself: bring its schema up to date, or copy a home's SQLite file into PostgreSQL."""


@db.command("migrate")
@json_option('Print {"store", "applied": [step, ...]}.')
@click.pass_context
def migrate_command(ctx: click.Context, as_json: bool) -> None:
    """Bring the store's schema up to date (every command also does on first use); say which steps were applied."""
    settings = base_settings(ctx)
    try:
        registry = open_registry(settings)
    except ToolkilnError as exc:
        fail(exc, as_json)
    applied = list(getattr(registry.db, "applied", []))
    where = registry.where
    registry.close()
    if as_json:
        click.echo(json.dumps({"store": where, "applied": applied}))
    elif applied:
        click.echo(f"{where}: applied {', '.join(applied)}")
    else:
        click.echo(f"{where}: the schema is up to date")


@db.command("copy")
@click.option("--from", "source", required=True, metavar="sqlite:PATH", help="The SQLite store to copy (its file).")
@click.option("--to", "target", required=True, metavar="postgresql://…", help="An empty PostgreSQL store.")
@json_option('Print {"from", "to", "copied": {table: rows}, "not_copied": {"user_sign_ins": rows}}.')
@click.pass_context
def copy_command(ctx: click.Context, source: str, target: str, as_json: bool) -> None:
    """Copy every version, signature, approval, turn, mark, user and session of a SQLite store into an empty
    PostgreSQL one, in one transaction; the signing key stays the one beside the SQLite file (or
    TOOLKILN_REGISTRY_KEY_FILE), and every machine of the team then points at that key.

    Browsers' sign-ins are not copied: each stays with the store it was made in (copied, it would
    work against both, and signing out of one would not end it in the other), so people sign in
    again at /login with their token. Users and their tokens are copied."""
    settings = base_settings(ctx)
    path = Path(source.removeprefix("sqlite:")).expanduser()
    try:
        if not is_postgres_url(target):
            raise UsageError(f"--to {target!r} is not a PostgreSQL URL; give postgresql://user@host/db")
        if not path.is_file():
            raise UsageError(f"--from {source!r}: there is no SQLite store at {path}")
        key = settings.registry_key_file or path.with_suffix(".key")
        with Registry(path, read_only=True, key_file=key) as old, Registry(target, key_file=key) as new:
            copied = copy_store(old, new, path.parent / "sessions")
            left = sign_ins_left(old)
    except ToolkilnError as exc:
        fail(exc, as_json)
    if as_json:
        click.echo(json.dumps({"from": str(path), "to": redacted(target), "copied": copied, "not_copied": left}))
        return
    shown = ", ".join(f"{rows} {table}" for table, rows in copied.items())
    click.echo(f"copied {path} into {redacted(target)}: {shown}")
    if left["user_sign_ins"]:
        many = left["user_sign_ins"]
        click.echo(f"not copied: {many} browser sign-in{'s' * (many > 1)}; people sign in again at /login")
    click.echo("point every machine at it with TOOLKILN_DATABASE_URL and the same TOOLKILN_REGISTRY_KEY_FILE")
