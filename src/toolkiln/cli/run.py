"""``toolkiln run``: one task, planned, its tools acquired and run, one result per step."""

from __future__ import annotations

import sys
from contextlib import nullcontext
from pathlib import Path

import click

from ..app import run_logged
from ..errors import ToolkilnError
from ..terminal import json_text
from .common import (
    agent_option,
    command_settings,
    complete_session,
    continue_option,
    fail,
    json_option,
    model_flags,
    open_agent,
    session_name,
    turn_exit_code,
)
from .task_input import read_task

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
        message = read_task(task, files)
        session = session_name(settings.home, session, continue_latest)
        chat = _session(settings, session)
        question = chat.pending_question() if chat else None
        if question is not None:  # "2" answers the question the session was just asked
            from ..sessions import answer_to_question

            message = answer_to_question(question, message) or message
        history = chat.history(settings.history_chars) if chat else []
        on_event = spinner.event if spinner else None
        running = spinner.running("planning…") if spinner else nullcontext()
        with open_agent(settings, on_event=on_event, agent=agent_name) as agent, running:
            if spinner:
                spinner.name_models(agent.planner.name, agent.generator.name)
            turn = run_logged(agent, message, history, session=session)
        data = turn.to_json()
        if chat:
            chat.record_turn(message, data)
    except ToolkilnError as exc:
        fail(exc, as_json)
    if as_json:
        click.echo(json_text(data))
    else:
        from rich.console import Console

        from .render import render_turn

        render_turn(Console(soft_wrap=True), data)
    sys.exit(turn_exit_code(data))


def _spinner():
    from rich.console import Console

    from .render import Spinner

    return Spinner(Console(stderr=True, soft_wrap=True), enabled=True)


def _session(settings, name: str | None):
    """The named chat session, or None (sessions load only when one is named)."""
    if not name:
        return None
    from ..sessions import Session

    return Session(settings.home, name)
