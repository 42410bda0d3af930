"""``toolkiln chat`` (an interactive session) and ``toolkiln resume``."""

from __future__ import annotations

import sys
import time

import click
from rich.console import Console

from ..app import log_turn
from ..errors import ModelError, PlanError, ToolkilnError, UsageError
from ..terminal import json_text
from ..vocab import Approval, Outcome
from .common import (
    agent_option,
    command_settings,
    fail,
    json_option,
    model_flags,
    open_agent,
    open_kiln,
    turn_exit_code,
)
from .render import Spinner, plain, render_turn, visible

__all__ = ["chat", "resume"]

_HELP = "Type a task; /quit or Ctrl-D ends the chat."


def _read_line(prompt: str) -> str | None:
    """A line from the person; None at end of input."""
    click.echo(prompt, nl=False, err=True)
    line = sys.stdin.readline()
    if not line:
        click.echo("", err=True)
        return None
    if not sys.stdin.isatty():  # piped input: echo it, so a transcript reads like a chat
        click.echo(visible(line.rstrip("\n")), err=True)
    return line.rstrip("\n")


def _answer_to_question(turn: dict, line: str) -> str | None:
    """The message a reply to a clarifying question becomes, or None if it is not an answer."""
    options = turn.get("options") or []
    text = line.strip()
    if text.isdigit() and 1 <= int(text) <= len(options):
        return options[int(text) - 1]
    if turn.get("allow_free_text", True) and text:
        return text
    return None


@click.command()
@model_flags
@agent_option
@click.option("--session", default=None, help="Continue this session (default: a new one named by time).")
@click.pass_context
def chat(ctx, planner, generator, approval, record, agent_name, session) -> None:
    """An interactive chat: each line is a task; the planner sees the session's history."""
    from ..sessions import Session

    settings = command_settings(ctx, planner=planner, generator=generator, approval=approval, record=record)
    name = session or time.strftime("chat-%Y%m%d-%H%M%S")
    out, err = Console(soft_wrap=True), Console(stderr=True, soft_wrap=True)
    spinner = Spinner(err, enabled=True)
    try:
        current = Session(settings.home, name)
        with open_agent(settings, on_event=spinner.event, agent=agent_name) as agent:
            err.print(
                f"[grey50]session {name} · planner {plain(agent.planner.name)} · "
                f"generator {plain(agent.generator.name)}. {_HELP}[/]"
            )
            pending_question: dict | None = None
            while True:
                line = _read_line("you> ")
                if line is None or line.strip() in ("/quit", "/exit"):
                    break
                if not line.strip():
                    continue
                message = line.strip()
                if pending_question is not None:
                    answer = _answer_to_question(pending_question, line)
                    if answer is None:
                        err.print(f"[yellow]choose 1–{len(pending_question['options'])}[/]")
                        continue
                    message = answer
                pending_question = None
                try:
                    with spinner.running("planning…"):
                        turn = agent.turn(message, current.history(settings.history_chars))
                        log_turn(agent, message, turn, name)
                except (ModelError, PlanError, UsageError) as exc:
                    err.print(f"[red]toolkiln: error: {plain(str(exc))}[/]")  # a model's words, not markup
                    continue
                data = turn.to_json()
                current.record_turn(message, data)
                render_turn(out, data)
                if data["outcome"] == Outcome.CLARIFY:
                    pending_question = data
    except ToolkilnError as exc:
        fail(exc, False)


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
