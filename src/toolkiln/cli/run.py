"""``toolkiln run``: one task, planned, its tools acquired and run, one result per step.

The turn is :meth:`toolkiln.Toolkiln.run`'s, as for every other surface; this module
reads the arguments and the task, and shows the turn.
"""

from __future__ import annotations

import gc
import sys
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING

import click

import toolkiln
from toolkiln import cli, store
from toolkiln.cli.common import (
    agent_option,
    command_settings,
    continue_option,
    fail,
    json_option,
    model_flags,
    say_warnings,
)
from toolkiln.cli.exits import turn_exit_code
from toolkiln.cli.registry import complete_session
from toolkiln.cli.task_input import read_task
from toolkiln.cli.terminal import json_text
from toolkiln.errors import ToolkilnError

if TYPE_CHECKING:
    from toolkiln.settings import Settings

__all__ = ["run", "run_turn"]


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
        cli.render_turn(cli.Console(soft_wrap=True), data)
    sys.exit(turn_exit_code(data))


def run_turn(
    settings: Settings,
    task: tuple[str, ...],
    *,
    files: tuple[Path, ...] = (),
    agent_name: str | None = None,
    session: str | None = None,
    continue_latest: bool = False,
    spinner=None,
) -> dict:
    """Read the task and run it as one :meth:`toolkiln.Toolkiln.run`; the turn as JSON data.

    ``spinner`` (:class:`toolkiln.cli.render.Spinner`) shows progress when output is drawn.
    Raises :class:`~toolkiln.errors.ToolkilnError` for a task, session or setting that is wrong.
    """
    message = read_task(task, files)
    if session is not None or continue_latest:
        session = store.session_name(store.sessions_home(settings), session, continue_latest)
    running = spinner.running("planning…") if spinner else nullcontext()
    with toolkiln.Toolkiln(settings) as kiln:
        if spinner:
            agent = kiln.agent_named(agent_name)
            spinner.name_models(agent.planner.name, agent.generator.name)
        with running:
            _collect_from_here()
            turn = kiln.run(message, session=session, on_event=spinner.event if spinner else None, agent=agent_name)
    say_warnings(turn.warnings)  # on stderr, for a person; the turn's JSON names them too (``warnings``)
    return turn.to_json()


def _collect_from_here() -> None:
    """Garbage collection back on for the turn (the ``toolkiln`` script turns it off while a run
    loads); what was loaded so far is frozen, so no collection walks it again."""
    gc.freeze()
    gc.enable()


def _spinner():
    return cli.Spinner(cli.Console(stderr=True, soft_wrap=True), enabled=True)
