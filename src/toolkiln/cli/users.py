"""``toolkiln users``: the people of a shared toolkiln, their roles and their tokens."""

from __future__ import annotations

import json

import click
from rich.console import Console
from rich.table import Table

from toolkiln.cli.common import json_option, wants_json
from toolkiln.cli.registry import command_registry
from toolkiln.cli.render import plain

__all__ = ["users"]


@click.group()
def users() -> None:
    """The users of the store, with their roles; once any exists, serve and mcp --http ask every request for a token."""


@users.command("add")
@click.argument("name")
@click.option("--role", required=True, help="member (runs turns, reads), reviewer (also approves), admin (also users).")
@click.pass_context
def add_command(ctx: click.Context, name: str, role: str) -> None:
    """Add user NAME with --role; the token is the last line printed, shown only this once."""
    with command_registry(ctx) as registry:
        token = registry.users.add(name, role)
    click.echo(f"added {name} ({role}); their token, shown only now (send it as Authorization: Bearer TOKEN):")
    click.echo(token)


@users.command("list")
@json_option("Print a JSON array of users (never their tokens).")
@click.pass_context
def list_command(ctx: click.Context, as_json: bool) -> None:
    """Every user with their role, when their token was made and when they last made a request."""
    with command_registry(ctx, wants_json(ctx), read_only=True) as registry:
        found = [user.to_json() for user in registry.users.listed()]
    if as_json:
        click.echo(json.dumps(found, ensure_ascii=False))
        return
    if not found:
        click.echo("No users yet: serve answers loopback requests as before. Add one with toolkiln users add.")
        return
    table = Table()
    for column in ("user", "role", "added (UTC)", "token made (UTC)", "last used (UTC)"):
        table.add_column(column)
    for user in found:
        table.add_row(
            plain(str(user["name"])),
            str(user["role"]),
            str(user["created_at"])[:16],
            str(user["token_created_at"])[:16],
            (user["last_used_at"] or "never")[:16],
        )
    Console().print(table)


@users.command("remove")
@click.argument("name")
@click.pass_context
def remove_command(ctx: click.Context, name: str) -> None:
    """Remove user NAME; their token stops working at once. The last admin is never removed."""
    with command_registry(ctx) as registry:
        registry.users.remove(name)
    click.echo(f"removed {name}")


@users.command("token")
@click.argument("name")
@click.pass_context
def token_command(ctx: click.Context, name: str) -> None:
    """A new token for NAME (the last line printed); their old one stops working at once."""
    with command_registry(ctx) as registry:
        token = registry.users.new_token(name)
    click.echo(f"a new token for {name}, shown only now; the old one no longer works:")
    click.echo(token)
