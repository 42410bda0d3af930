"""``toolkiln run``: one task, planned, its tools acquired and run, one result per step."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console

from ..app import log_turn
from ..errors import ToolkilnError
from ..terminal import json_text
from .common import agent_option, command_settings, fail, json_option, model_flags, open_agent, turn_exit_code
from .render import Spinner, render_turn
from .task_input import read_task

__all__ = ["run"]


@click.command()
@click.argument("task", nargs=-1)
@model_flags
@agent_option
@click.option("--session", default=None, help="Continue (or start) a named chat session.")
@click.option(
    "--file",
    "files",
    multiple=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Append this file's text to the task, quoted as data (repeatable).",
)
@json_option("Print only the run --json object.")
@click.pass_context
def run(ctx, task, planner, generator, approval, record, agent_name, session, files, as_json) -> None:
    """Plan TASK, acquire the tools it needs and run them, one result per step.

    TASK - (or no TASK with a pipe on standard input) reads the task from standard input.
    """
    from ..sessions import Session

    settings = command_settings(ctx, planner=planner, generator=generator, approval=approval, record=record)
    console = Console(stderr=True, soft_wrap=True)
    spinner = Spinner(console, enabled=not as_json)
    try:
        message = read_task(task, files)
        chat = Session(settings.home, session) if session else None
        history = chat.history(settings.history_chars) if chat else []
        with open_agent(settings, on_event=spinner.event, agent=agent_name) as agent, spinner.running("planning…"):
            turn = agent.turn(message, history)
            log_turn(agent, message, turn, session)
        data = turn.to_json()
        if chat:
            chat.record_turn(message, data)
    except ToolkilnError as exc:
        fail(exc, as_json)
    if as_json:
        click.echo(json_text(data))
    else:
        render_turn(Console(soft_wrap=True), data)
    sys.exit(turn_exit_code(data))
