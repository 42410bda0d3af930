"""``toolkiln sessions``: the saved chat sessions, listed, shown and deleted."""

from __future__ import annotations

import json
import sys

import click
from rich.console import Console
from rich.table import Table

from toolkiln.cli.common import base_settings, json_option, wants_json
from toolkiln.cli.exits import EXIT_FAILED, say
from toolkiln.cli.registry import complete_session
from toolkiln.cli.render import plain, render_turn
from toolkiln.store.sessions import Session, list_sessions, sessions_home
from toolkiln.util.text import visible

__all__ = ["sessions"]


def _session(ctx: click.Context, name: str) -> Session:
    return Session(sessions_home(base_settings(ctx)), name).require()


@click.group()
def sessions() -> None:
    """The saved chat sessions (what chat, run --session and --continue continue)."""


@sessions.command("list")
@json_option("Print a JSON array of sessions.")
@click.pass_context
def list_command(ctx: click.Context, as_json: bool) -> None:
    """Every session, the most recently changed first: name, messages, last change, first message."""
    found = [info.to_json() for info in list_sessions(sessions_home(base_settings(ctx)))]
    if as_json:
        click.echo(json.dumps(found, ensure_ascii=False))
        return
    if not found:
        click.echo("No sessions yet; start one with toolkiln chat.")
        return
    table = Table()
    for column in ("session", "messages", "changed (UTC)", "first message"):
        table.add_column(column, no_wrap=column != "first message")
    for info in found:
        table.add_row(
            plain(info["name"]), str(info["messages"]), info["updated_at"][:16].replace("T", " "), plain(info["title"])
        )
    Console().print(table)


@sessions.command()
@click.argument("name", shell_complete=complete_session)
@json_option("Print the session as JSON: its name and exchanges (message, turns).")
@click.pass_context
def show(ctx: click.Context, name: str, as_json: bool) -> None:
    """A session's conversation: each message and the turns that answered it.

    A line of the session's file that cannot be read is skipped and named on stderr
    (with --json in ``damaged``: its line number and problem), and the exit code is 1.
    """
    as_json = as_json or wants_json(ctx)
    session = _session(ctx, name)
    exchanges = session.exchanges()
    if as_json:
        damaged = [line.to_json() for line in session.damaged.values()]
        click.echo(json.dumps({"name": session.name, "exchanges": exchanges, "damaged": damaged}, ensure_ascii=False))
    else:
        console = Console(soft_wrap=True)
        if not exchanges:
            console.print(f"session {plain(name)} has no messages yet")
        for exchange in exchanges:
            console.print(f"[bold cyan]you>[/] {plain(exchange['message'])}", highlight=False)
            for turn in exchange["turns"]:
                render_turn(console, turn)
        for note in session.new_notes():
            say(f"toolkiln: error: {visible(note)}", err=True)
    if session.damaged:  # bad data in a file toolkiln keeps, exit code 1 as for a damaged run log row
        sys.exit(EXIT_FAILED)


@sessions.command()
@click.argument("name", shell_complete=complete_session)
@json_option('Print {"deleted": NAME}.')
@click.pass_context
def delete(ctx: click.Context, name: str, as_json: bool) -> None:
    """Delete a session's history (the run log keeps its turns)."""
    _session(ctx, name).delete()  # a missing one ends at the error boundary, in this output mode
    click.echo(json.dumps({"deleted": name}) if as_json else f"deleted session {name}")
