"""``toolkiln agents``: the agents of ``$TOOLKILN_HOME/agents.toml``, listed and shown."""

from __future__ import annotations

import json

import click
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from toolkiln.agents.team import AGENTS_FILE, AgentSpec, load_agents
from toolkiln.cli.common import base_settings, fail, json_option, wants_json
from toolkiln.errors import ToolkilnError, UsageError

__all__ = ["agents"]


def _specs(ctx: click.Context, as_json: bool) -> dict[str, AgentSpec]:
    try:
        return load_agents(base_settings(ctx).home)
    except ToolkilnError as exc:
        fail(exc, as_json)


def _or_default(value: str | None) -> str:
    return value or "(settings)"


@click.group(invoke_without_command=True)
@json_option("Print a JSON array of agents.")
@click.pass_context
def agents(ctx: click.Context, as_json: bool) -> None:
    """The agents of agents.toml: what each does, its team, its tools and its budget."""
    if ctx.invoked_subcommand is not None:
        return
    ctx.invoke(list_agents, as_json=as_json)


@agents.command("list")
@json_option("Print a JSON array of agents.")
@click.pass_context
def list_agents(ctx: click.Context, as_json: bool) -> None:
    """Every agent, sorted by name."""
    as_json = as_json or wants_json(ctx)
    specs = _specs(ctx, as_json)
    if as_json:
        click.echo(json.dumps([spec.to_json() for _, spec in sorted(specs.items())], ensure_ascii=False))
        return
    if not specs:
        click.echo(f"No agents: {base_settings(ctx).home / AGENTS_FILE} does not exist (see docs/guides/agents.md).")
        return
    table = Table()
    for column in ("name", "does", "team", "planner", "budget"):
        table.add_column(column)
    for name, spec in sorted(specs.items()):
        table.add_row(
            escape(name),
            escape(spec.does),
            escape(", ".join(spec.team) or "—"),
            escape(_or_default(spec.planner)),
            escape(_budget_line(spec)),
        )
    Console(soft_wrap=True).print(table)


@agents.command("show")
@click.argument("name")
@json_option("Print the agent as JSON.")
@click.pass_context
def show_agent(ctx: click.Context, name: str, as_json: bool) -> None:
    """One agent in full."""
    as_json = as_json or wants_json(ctx)
    specs = _specs(ctx, as_json)
    spec = specs.get(name)
    if spec is None:
        known = ", ".join(sorted(specs)) or "none"
        fail(UsageError(f"no agent named {name!r} (agents: {known}); see `toolkiln agents list`"), as_json)
    if as_json:
        click.echo(json.dumps(spec.to_json(), ensure_ascii=False))
        return
    console = Console(soft_wrap=True, highlight=False)
    tools = "every tool" if spec.tools is None else ", ".join(spec.tools) or "none"
    for label, value in (
        ("agent", spec.name),
        ("does", spec.does),
        ("planner", _or_default(spec.planner)),
        ("generator", _or_default(spec.generator)),
        ("team", ", ".join(spec.team) or "— (no task tool)"),
        ("tools", tools),
        ("budget", _budget_line(spec)),
        ("instructions", spec.instructions or "—"),
    ):
        console.print(f"[bold]{label}[/]: {escape(value)}")


def _budget_line(spec: AgentSpec) -> str:
    b = spec.budget
    tokens = "no token limit" if b.tokens is None else f"{b.tokens} tokens"
    idle = "no idle limit" if b.idle_s is None else f"idle {b.idle_s:g} s"
    return f"{tokens}, depth {b.depth}, {idle}"
