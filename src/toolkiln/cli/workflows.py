"""``toolkiln workflows``: the workflow catalogue, finding one by words, and per-session progress."""

from __future__ import annotations

import json

import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from toolkiln.cli.common import base_settings, fail, json_option, wants_json
from toolkiln.cli.registry import command_registry
from toolkiln.errors import ToolkilnError, UsageError
from toolkiln.workflows.model import (
    OPERATOR,
    StepProgress,
    Workflow,
    find,
    load_workflows,
    next_step,
    require,
    session_progress,
)

__all__ = ["workflows"]

MARK_TEXT_CHARS = 2000
"""The longest ``--note`` or ``--by`` a mark keeps: it is shown with the workflow's progress, to people and planners."""
_STATE_STYLE = {"done": "green", "inferred": "cyan", "outstanding": "yellow"}


def _catalogue(ctx: click.Context, as_json: bool) -> dict[str, Workflow]:
    try:
        return load_workflows(base_settings(ctx).home)
    except ToolkilnError as exc:
        fail(exc, as_json)


def _one(ctx: click.Context, workflow_id: str, as_json: bool) -> Workflow:
    try:
        return require(_catalogue(ctx, as_json), workflow_id)
    except ToolkilnError as exc:
        fail(exc, as_json)


def _echo_json(value: object) -> None:
    click.echo(json.dumps(value, ensure_ascii=False))


_session_option = click.option(
    "--session", required=True, metavar="NAME", help="The chat session (as in `run --session`) the progress is for."
)


@click.group()
def workflows() -> None:
    """Workflows: tasks that only work as steps in one order, with progress per session."""


@workflows.command("list")
@json_option("Print a JSON array of workflows.")
@click.pass_context
def list_workflows(ctx: click.Context, as_json: bool) -> None:
    """Every workflow: the shipped examples and $TOOLKILN_HOME/workflows/*.toml."""
    catalogue = _catalogue(ctx, as_json or wants_json(ctx))
    if as_json or wants_json(ctx):
        _echo_json([w.to_json() for _, w in sorted(catalogue.items())])
        return
    table = Table()
    for column in ("id", "title", "steps", "file"):
        table.add_column(column)
    for workflow_id, w in sorted(catalogue.items()):
        table.add_row(escape(workflow_id), escape(w.title), str(len(w.steps)), escape(w.path))
    Console(soft_wrap=True).print(table)


@workflows.command("show")
@click.argument("workflow_id", metavar="ID")
@json_option("Print the workflow as JSON.")
@click.pass_context
def show_workflow(ctx: click.Context, workflow_id: str, as_json: bool) -> None:
    """One workflow with every step: owner, tools, what it produces, what it requires, its hazard."""
    as_json = as_json or wants_json(ctx)
    w = _one(ctx, workflow_id, as_json)
    if as_json:
        _echo_json(w.to_json())
        return
    console = Console(soft_wrap=True, highlight=False)
    console.print(f"[bold]{escape(w.id)}[/]: {escape(w.title)}  ({escape(w.path)})")
    if w.definition:
        console.print(escape(w.definition))
    for step in w.steps:
        owner = "operator (a person)" if step.owner == OPERATOR else step.owner
        console.print(f"- [bold]{escape(step.id)}[/] ({escape(owner)}) {escape(step.does)}")
        for label, value in (
            ("tools", ", ".join(step.tools)),
            ("produces", step.produces),
            ("requires", ", ".join(step.requires)),
            ("hazard", step.hazard),
        ):
            if value:
                console.print(f"    {label}: {escape(value)}")


@workflows.command("find")
@click.argument("text")
@click.option("--limit", "-n", type=click.IntRange(min=1), default=5, show_default=True, help="How many candidates.")
@json_option("Print a JSON array of {id, title, score, words}.")
@click.pass_context
def find_workflow(ctx: click.Context, text: str, limit: int, as_json: bool) -> None:
    """The workflows whose exemplars, title and definition share the most words with TEXT (no model call)."""
    as_json = as_json or wants_json(ctx)
    matches = find(text, _catalogue(ctx, as_json).values(), limit)
    if as_json:
        _echo_json([m.to_json() for m in matches])
        return
    if not matches:
        click.echo("No workflow shares a word with that text; `toolkiln workflows list` shows them all.")
        return
    for m in matches:
        click.echo(f"{m.score:.2f}  {m.workflow.id}  {m.workflow.title}  (words: {', '.join(m.words)})")


def _print_progress(w: Workflow, session: str, states: list[StepProgress]) -> None:
    console = Console(soft_wrap=True, highlight=False)
    console.print(f"[bold]{escape(w.id)}[/] in session {escape(session)}")
    for state in states:
        style = _STATE_STYLE[state.state.value]
        line = f"- {escape(state.step.id)} [{style}]{state.state.value}[/] ({escape(state.step.owner)})"
        if state.mark is not None:
            said = "done" if state.mark.done else "not done"
            line += f"  {said} by {escape(state.mark.by)} at {escape(state.mark.at)}"
            if state.mark.note:
                line += f": {escape(state.mark.note)}"
        console.print(line)
    upcoming = next_step(states)
    if upcoming is not None:
        console.print(f"next: {escape(upcoming.id)} ({escape(upcoming.owner)}): {escape(upcoming.does)}")
    else:
        finished = all(state.finished for state in states)
        console.print("next: — (every step is finished)" if finished else "next: — (no outstanding step can start)")


def _progress_json(w: Workflow, session: str, states: list[StepProgress]) -> dict:
    upcoming = next_step(states)
    return {
        "workflow": w.id,
        "session": session,
        "steps": [s.to_json() for s in states],
        "next": upcoming.id if upcoming else None,
    }


@workflows.command("progress")
@click.argument("workflow_id", metavar="ID")
@_session_option
@json_option("Print the progress as JSON.")
@click.pass_context
def show_progress(ctx: click.Context, workflow_id: str, session: str, as_json: bool) -> None:
    """Each step's state in a session: done (someone said so), inferred (its tools ran ok) or outstanding."""
    as_json = as_json or wants_json(ctx)
    w = _one(ctx, workflow_id, as_json)
    with command_registry(ctx, as_json, read_only=True) as registry:
        states = session_progress(registry.workflow_marks, w, session)
    if as_json:
        _echo_json(_progress_json(w, session, states))
        return
    _print_progress(w, session, states)


@workflows.command("record")
@click.argument("workflow_id", metavar="ID")
@click.argument("step")
@click.option("--done/--not-done", "done", required=True, help="Say the step is done, or override it to not done.")
@click.option("--note", default="", help="Why, kept with the mark.")
@click.option("--by", default=OPERATOR, show_default=True, help="Who says so.")
@_session_option
@json_option("Print the progress after the mark as JSON.")
@click.pass_context
def record_step(
    ctx: click.Context, workflow_id: str, step: str, done: bool, note: str, by: str, session: str, as_json: bool
) -> None:
    """Mark STEP of workflow ID done or not done in a session; the mark overrides what was inferred."""
    as_json = as_json or wants_json(ctx)
    w = _one(ctx, workflow_id, as_json)
    try:
        w.step(step)
        for label, text in (("--note", note), ("--by", by)):
            if len(text) > MARK_TEXT_CHARS:
                raise UsageError(
                    f"{label} is {len(text):,} characters; a mark keeps at most {MARK_TEXT_CHARS:,} "
                    "(say where the rest is instead)"
                )
    except ToolkilnError as exc:
        fail(exc, as_json)
    with command_registry(ctx, as_json) as registry:
        registry.workflow_marks.record(session, w.id, step, done=done, by=by, note=note)
        states = session_progress(registry.workflow_marks, w, session)
    if as_json:
        _echo_json(_progress_json(w, session, states))
        return
    _print_progress(w, session, states)


@workflows.command("dismiss")
@click.argument("workflow_id", metavar="ID")
@_session_option
@click.option("--by", default=OPERATOR, show_default=True, help="Who says so.")
@json_option("Print {workflow, session, dismissed, by} as JSON.")
@click.pass_context
def dismiss_workflow(ctx: click.Context, workflow_id: str, session: str, by: str, as_json: bool) -> None:
    """Say workflow ID does not apply to a session: the planner stops being shown it there until a message
    matches it again. Its marks stay on record."""
    as_json = as_json or wants_json(ctx)
    w = _one(ctx, workflow_id, as_json)
    with command_registry(ctx, as_json) as registry:
        try:
            registry.workflow_marks.dismiss(session, w.id, by)
        except ToolkilnError as exc:
            fail(exc, as_json)
    if as_json:
        _echo_json({"workflow": w.id, "session": session, "dismissed": True, "by": by})
        return
    click.echo(f"{w.id} no longer applies in session {session}; a message that matches it applies it again")
