"""``toolkiln run``: one task, planned, its tools acquired and run, one result per step.

The command itself is :func:`toolkiln.cli.run_command.run_turn`; this module reads its
arguments with click.
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

from toolkiln.cli.common import (
    agent_option,
    command_settings,
    complete_session,
    continue_option,
    fail,
    json_option,
    model_flags,
)
from toolkiln.cli.exits import turn_exit_code
from toolkiln.cli.run_command import run_turn
from toolkiln.cli.terminal import json_text
from toolkiln.errors import ToolkilnError

__all__ = ["run"]


@click.command()
@click.argument("task", nargs=-1)
@model_flags
@agent_option
@click.option(
    "--session", default=None, help="Continue (or start) a named chat session.", shell_complete=complete_session
)
@continue_option
@click.option(
    "--file",
    "files",
    multiple=True,
    type=click.Path(dir_okay=False, path_type=Path),
    help="Append this file's text to the task, quoted as data (repeatable).",
)
@json_option("Print only the run --json object.")
@click.pass_context
def run(ctx, task, planner, generator, approval, record, agent_name, session, continue_latest, files, as_json) -> None:
    """Plan TASK, acquire the tools it needs and run them, one result per step.

    TASK - (or no TASK with a pipe on standard input) reads the task from standard input.
    In a session that was just asked a clarifying question, a number picks that option.
    """
    settings = command_settings(ctx, planner=planner, generator=generator, approval=approval, record=record)
    spinner = None if as_json else _spinner()  # --json draws nothing, so it never loads rich
    try:
        data = run_turn(
            settings,
            task,
            files=files,
            agent_name=agent_name,
            session=session,
            continue_latest=continue_latest,
            spinner=spinner,
        )
    except ToolkilnError as exc:
        fail(exc, as_json)
    if as_json:
        click.echo(json_text(data))
    else:
        from rich.console import Console

        from toolkiln.cli.render import render_turn

        render_turn(Console(soft_wrap=True), data)
    sys.exit(turn_exit_code(data))


def _spinner():
    from rich.console import Console

    from toolkiln.cli.render import Spinner

    return Spinner(Console(stderr=True, soft_wrap=True), enabled=True)
