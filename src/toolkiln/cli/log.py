"""``toolkiln log``: the turns toolkiln has run, newest first, and one turn in full."""

from __future__ import annotations

import sys
from datetime import UTC, datetime

import click
from rich.console import Console
from rich.table import Table

from toolkiln.cli.common import json_option, wants_json
from toolkiln.cli.exits import EXIT_FAILED, say
from toolkiln.cli.registry import command_registry, complete_session, complete_tool
from toolkiln.cli.render import plain, render_turn, shorten_message
from toolkiln.cli.terminal import json_text
from toolkiln.errors import TurnNotFound
from toolkiln.store import TurnFilter, damage_line
from toolkiln.turn.graph import graph_text, plan_graph
from toolkiln.util.text import visible
from toolkiln.vocab import FAILED_OUTCOME, Outcome

__all__ = ["LIST_CHARS", "SHOW_CHARS", "log", "require_turn"]

LIST_CHARS = 200
"""How much of a message the list of turns shows without --full."""
SHOW_CHARS = 2000
"""How much of a message ``log show`` shows without --full."""


def require_turn(registry, turn_id: int) -> dict:
    """The logged turn ``turn_id``; a missing one is :class:`TurnNotFound` (exit code 1)."""
    turn = registry.runlog.turn(turn_id)
    if turn is None:
        raise TurnNotFound(f"no turn with id {turn_id}; `toolkiln log` lists them")
    return turn


def report_damage(turns: list[dict], as_json: bool) -> None:
    """Name each damaged turn on stderr (with ``--json`` its ``damaged`` field says it) and exit 1;
    nothing when every turn is whole. A damaged row is bad data in the registry, exit code 1 as for any."""
    damaged = [turn for turn in turns if turn["damaged"]]
    if not damaged:
        return
    if not as_json:
        for turn in damaged:
            line = (
                f"{damage_line(turn)}; shown without what cannot be read, the other turns and the tools are "
                f"unaffected; `toolkiln log show {turn['id']} --json` has the stored text, to recover it by hand"
            )
            say(f"toolkiln: error: {visible(line)}", err=True)
    sys.exit(EXIT_FAILED)


def _steps_summary(steps: list[dict]) -> str:
    return ", ".join(f"{s.get('tool', '?')} [{s.get('origin') or '—'}] {s.get('status', '?')}" for s in steps)


def _message_cell(turn: dict) -> str:
    """The person's message; a child turn's task under its handle and parent, a named agent's turn with its agent."""
    record = turn.get("record") or {}
    if record.get("parent") is not None:
        return f"↳ {record.get('handle') or record.get('agent')} (turn {record['parent']}): {turn['message']}"
    if record.get("agent"):
        return f"[{record['agent']}] {turn['message']}"
    return turn["message"]


def _reply(turn: dict) -> str | None:
    """The refusal, the question or the error of a turn, from wherever the record kept it."""
    plan = turn.get("plan") or {}
    record = turn.get("record") or {}
    error = record.get("error")
    if isinstance(error, dict):  # a turn whose planner failed
        return f"{error.get('type', 'error')}: {error.get('message', '')}"
    return (
        plan.get("refusal")
        or plan.get("question")
        or plan.get("message")
        or (record.get("message") if "task" in record else None)
    )


_LINKS = (
    ("agent", "agent"),
    ("handle", "handle"),
    ("parent", "delegated by turn"),
    ("resumes", "resumes turn"),
    ("resumed_by", "resumed by turn"),
)
"""What ties a turn to others: its agent, where it sits in a delegation tree, the turns it resumed or was resumed by."""

_FULL = click.option("--full", is_flag=True, help=f"Show long messages whole (else cut at {LIST_CHARS:,} characters).")


@click.group(invoke_without_command=True)
@json_option("Print a JSON array of turns (messages always whole).")
@click.option(
    "--limit", "-n", type=click.IntRange(min=1), default=20, show_default=True, help="How many turns, newest first."
)
@click.option("--session", default=None, help="Only this session's turns.", shell_complete=complete_session)
@click.option("--tool", default=None, help="Only turns with a step that used this tool.", shell_complete=complete_tool)
@click.option(
    "--outcome",
    type=click.Choice([*(o.value for o in Outcome), FAILED_OUTCOME]),
    default=None,
    help=f"Only this outcome ({FAILED_OUTCOME}: the planner failed).",
)
@click.option("--search", default=None, metavar="TEXT", help="Only turns whose message holds TEXT (any case).")
@_FULL
@click.pass_context
def log(ctx: click.Context, as_json: bool, limit: int, session, tool, outcome, search, full: bool) -> None:
    """The run log: every turn with its message, steps, origins, results and times."""
    if ctx.invoked_subcommand is not None:  # `log --json show 3`: the flag reaches show through the context
        return
    matching = TurnFilter(session=session, tool=tool, outcome=outcome, search=search)
    with command_registry(ctx, as_json, read_only=True) as registry:
        turns = registry.runlog.turns(limit, matching)
    if as_json:
        click.echo(json_text(turns))
        report_damage(turns, as_json)
        return
    if not turns:
        filtered = any(value is not None for value in (session, tool, outcome)) or bool(search)
        click.echo("No logged turn matches these filters." if filtered else "No turns logged yet.")
        return
    table = Table()
    for column, options in (
        ("id", {"justify": "right"}),
        ("when (UTC)", {"no_wrap": True}),
        ("outcome", {}),
        ("message", {"ratio": 2}),
        ("steps", {"ratio": 3}),
        ("ms", {"justify": "right"}),
    ):
        table.add_column(column, **options)
    for t in turns:  # every cell is text from the run log, which a model's words fill
        ms = f"{t['elapsed_ms']:.0f}" if isinstance(t["elapsed_ms"], (int, float)) else ""
        table.add_row(
            str(t["id"]),
            plain(str(t["created_at"])[:16].replace("T", " ")),
            plain(t["outcome"]),
            plain(_message_cell(t) if full else shorten_message(_message_cell(t), LIST_CHARS)),
            plain(_steps_cell(t)),
            ms,
        )
    Console().print(table)
    report_damage(turns, as_json)


def _steps_damaged(turn: dict) -> bool:
    return any(d["field"] == "steps" for d in turn["damaged"])


def _steps_cell(turn: dict) -> str:
    if _steps_damaged(turn):
        return "(steps damaged: see below)"
    return _steps_summary(turn["steps"]) or (_reply(turn) or "")


@log.command()
@click.argument("turn_id", type=int, metavar="ID")
@json_option("Print the turn as JSON.")
@click.option("--full", is_flag=True, help=f"Show a long message whole (else cut at {SHOW_CHARS:,} characters).")
@click.pass_context
def show(ctx: click.Context, turn_id: int, as_json: bool, full: bool) -> None:
    """One turn in full: message, plan, each step with origin, params, result, error and time.

    A delegated step shows its child turn below it, indented, down the whole tree.
    """
    as_json = as_json or wants_json(ctx)
    with command_registry(ctx, as_json, read_only=True) as registry:
        turn = require_turn(registry, turn_id)
    if as_json:
        click.echo(json_text(turn))
        report_damage([turn], as_json)
        return
    console = Console()
    console.print(
        f"[bold]turn {turn['id']}[/]  {plain(turn['created_at'])}  session {plain(turn['session'] or '—')}",
        highlight=False,
    )
    message = turn["message"] if full else shorten_message(turn["message"], SHOW_CHARS)
    console.print(f"[bold]message[/]: {plain(message)}", highlight=False)
    console.print(
        f"[bold]planner[/]: {plain(turn['planner'] or '—')}  [bold]generator[/]: {plain(turn['generator'] or '—')}",
        highlight=False,
    )
    record = turn.get("record") or {}
    links = [f"[bold]{label}[/]: {plain(record[key])}" for key, label in _LINKS if record.get(key) is not None]
    if links:
        console.print("  ".join(links), highlight=False)
    plan = turn["plan"] or {}
    view = {
        "outcome": turn["outcome"],
        "reasoning": plan.get("reasoning"),
        "message": _reply(turn),
        "options": plan.get("options") or [],
        "allow_free_text": plan.get("allow_free_text", True),
        "steps": [
            {
                "id": "?",
                "tool": "?",
                "origin": None,
                "params": {},
                "status": "?",
                "result": None,
                "error": None,
                "elapsed_ms": 0.0,
                **step,
            }
            for step in turn["steps"]
        ],
        "steps_damaged": _steps_damaged(turn),
        "usage": turn["usage"],
        "elapsed_ms": turn["elapsed_ms"] or 0.0,
    }
    render_turn(console, view)
    _print_graph(console, turn)
    report_damage([turn], as_json)


def _print_graph(console: Console, turn: dict) -> None:
    """The plan as a graph (the web draws the same one): columns of steps, what each uses, children below."""
    if _steps_damaged(turn):
        return
    graph = plan_graph(turn)
    if len(graph.nodes) < 2 and not any(node.child is not None for node in graph.nodes):
        return
    console.print("[bold]graph[/] (column, step, tool, origin, status ← the steps it uses):", highlight=False)
    for line in graph_text(graph, "  "):
        console.print(plain(line), highlight=False)


_DATE_FORMATS = ["%Y-%m-%d", "%Y-%m-%dT%H:%M:%S", "%Y-%m-%d %H:%M:%S", "%Y-%m-%dT%H:%M"]


@log.command()
@click.option(
    "--before",
    required=True,
    type=click.DateTime(_DATE_FORMATS),
    metavar="DATE",
    help="Delete the turns logged before this UTC time: YYYY-MM-DD or YYYY-MM-DDTHH:MM[:SS].",
)
@json_option('Print {"purged": N, "before": ISO_TIME}.')
@click.pass_context
def purge(ctx: click.Context, before: datetime, as_json: bool) -> None:
    """Delete old turns from the run log (tools and sessions are kept)."""
    as_json = as_json or wants_json(ctx)
    cutoff = before.replace(tzinfo=UTC).isoformat(timespec="seconds")
    with command_registry(ctx, as_json) as registry:
        purged = registry.runlog.purge_turns(cutoff)
    if as_json:
        click.echo(json_text({"purged": purged, "before": cutoff}))
    else:
        click.echo(f"purged {purged} turn(s) logged before {cutoff}")
