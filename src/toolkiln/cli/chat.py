"""``toolkiln chat`` (an interactive session) and ``toolkiln resume``."""

from __future__ import annotations

import sys
import time

import click
from rich.console import Console

from toolkiln.cli.chat_commands import ChatContext, handle_command
from toolkiln.cli.common import (
    agent_option,
    command_settings,
    continue_option,
    fail,
    json_option,
    model_flags,
    open_kiln,
    say_warnings,
    turn_exit_code,
)
from toolkiln.cli.prompt import open_input
from toolkiln.cli.registry import complete_session
from toolkiln.cli.render import Spinner, plain, render_turn
from toolkiln.cli.terminal import json_text
from toolkiln.errors import ModelError, PlanError, ToolkilnError, UsageError
from toolkiln.store.sessions import Session, session_name, sessions_home
from toolkiln.vocab import Approval

__all__ = ["chat", "resume"]

_HELP = "Type a task; /help lists the commands, /quit or Ctrl-D ends the chat."


@click.command()
@model_flags
@agent_option
@click.option(
    "--session",
    default=None,
    help="Continue this session (default: a new one named by time).",
    shell_complete=complete_session,
)
@continue_option
@click.pass_context
def chat(ctx, planner, generator, approval, record, agent_name, session, continue_latest) -> None:
    """An interactive chat: each message is a task; the planner sees the session's history."""
    settings = command_settings(ctx, planner=planner, generator=generator, approval=approval, record=record)
    out, err = Console(soft_wrap=True), Console(stderr=True, soft_wrap=True)
    spinner = Spinner(err, enabled=True)
    try:
        where = sessions_home(settings)
        name = session_name(where, session, continue_latest) or time.strftime("chat-%Y%m%d-%H%M%S")
        current = Session(where, name)
        reader = open_input(settings.home)
        with open_kiln(settings) as kiln:
            agent = kiln.agent_named(agent_name)
            err.print(
                f"[grey50]session {name} · planner {plain(agent.planner.name)} · "
                f"generator {plain(agent.generator.name)}. {_HELP}[/]"
            )
            spinner.name_models(agent.planner.name, agent.generator.name)
            commands = ChatContext(err=err, session=current, registry=kiln.registry)
            _converse(reader, commands, kiln, agent_name, spinner, out)
    except ToolkilnError as exc:
        fail(exc, False)


def _converse(reader, commands: ChatContext, kiln, agent_name: str | None, spinner: Spinner, out: Console) -> None:
    """Read, handle a chat command or run a turn (:meth:`toolkiln.Toolkiln.run`), show it; until /quit
    or the end of input. Each damaged line of the session file is named once."""
    err, current = commands.err, commands.session
    shown: set[str] = set()
    say_warnings(current.read_history(kiln.settings.history_chars)[1], shown)
    while True:
        line = reader.read("you> ")
        if line is None:
            return
        handled = handle_command(commands, line)
        if handled is False:
            return
        if handled or not line.strip():
            continue
        message = line.strip()
        if message.startswith("//"):
            message = message[1:]
        choices = current.choices_unanswered(message)
        if choices:
            err.print(f"[yellow]choose 1–{choices}[/]")
            continue
        try:
            with spinner.running("planning…"):
                turn = kiln.run(message, session=current.name, on_event=spinner.event, agent=agent_name)
        except (ModelError, PlanError, UsageError) as exc:
            err.print(f"[red]toolkiln: error: {plain(str(exc))}[/]", highlight=False)  # a model's words, not markup
            continue
        say_warnings(turn.warnings, shown)
        render_turn(out, turn.to_json())


@click.command()
@click.argument("turn_id", required=False, type=int)
@model_flags
@agent_option
@json_option("Print only the run --json object.")
@click.pass_context
def resume(ctx, turn_id, planner, generator, approval, record, agent_name, as_json) -> None:
    """Run a logged turn's plan again (default: the newest turn with a pending step).

    The plan is not asked for again: the same steps run, now with the tools that
    were approved since. A turn that ran with manual approval resumes with it
    (unless --approval says otherwise), so a tool it still needs waits again.
    Delegated steps are reattached by agent and prompt: a settled one answers
    from its logged report, a pending one carries on. The turn runs as the agent
    it was logged with, unless --agent says otherwise.
    """
    settings = command_settings(ctx, planner=planner, generator=generator, approval=approval, record=record)
    try:
        with open_kiln(settings) as kiln:
            turn = kiln.resume(turn_id, agent=agent_name, approval=Approval(approval) if approval else None)
    except ToolkilnError as exc:
        fail(exc, as_json)
    data = turn.to_json()
    if as_json:
        click.echo(json_text(data))
    else:
        render_turn(Console(soft_wrap=True), data)
    sys.exit(turn_exit_code(data))
