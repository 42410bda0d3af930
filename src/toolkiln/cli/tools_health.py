"""``toolkiln tools test``, ``tools stats`` and ``tools duplicates``: whether the registry's tools earn their keep.

* ``tools test NAME[@V]`` runs a version's stored tests again in the workers: exit 0
  when every one passes, 1 otherwise (also when it has none to run: nothing was shown).
* ``tools stats [NAME]`` lists each version's calls and failures in logged turns, its
  last use and the last run of its tests; ``--json`` for a program.
* ``tools duplicates`` lists pairs of active tools that pass each other's tests.
"""

from __future__ import annotations

import sys

import click

import toolkiln
from toolkiln import cli
from toolkiln.cli.common import base_settings, fail, json_option
from toolkiln.cli.registry import complete_tool
from toolkiln.cli.render import plain, short_json
from toolkiln.cli.terminal import json_text
from toolkiln.errors import ToolkilnError
from toolkiln.store.audit import parse_ref

__all__ = ["duplicate_tools", "tool_stats", "test_tool"]


def _open(ctx: click.Context):
    return toolkiln.Toolkiln(base_settings(ctx), warm=False, models=False)


@click.command("test")
@click.argument("ref", metavar="NAME[@V]", shell_complete=complete_tool)
@json_option("Print the version and each test's outcome as one JSON object.")
@click.pass_context
def test_tool(ctx: click.Context, ref: str, as_json: bool) -> None:
    """Run the stored tests of a version (the latest unless @V) again; exit 1 when any fails."""
    try:
        name, version = parse_ref(ref)
        with _open(ctx) as kiln:
            tool, outcomes = kiln.test_tool(name, version)
    except ToolkilnError as exc:
        fail(exc, as_json)
        return
    passed = sum(outcome.passed for outcome in outcomes)
    if as_json:
        data = {"tool": tool.ref, "passed": passed, "failed": len(outcomes) - passed}
        click.echo(json_text({**data, "tests": [outcome.to_json() for outcome in outcomes]}))
    else:
        for outcome in outcomes:
            mark = "ok  " if outcome.passed else "FAIL"
            click.echo(f"{mark} {plain(outcome.test.label(outcome.number))}")
            if not outcome.passed:
                click.echo(f"     {plain(outcome.error or '')}")
        if not outcomes:
            click.echo(f"{plain(tool.ref)} has no tests; a new version gets them from the generator or TESTS")
        else:
            click.echo(f"{plain(tool.ref)}: {passed} of {len(outcomes)} tests passed")
    sys.exit(0 if outcomes and passed == len(outcomes) else 1)


@click.command("stats")
@click.argument("name", required=False, shell_complete=complete_tool)
@json_option("Print a JSON array: one object per version.")
@click.pass_context
def tool_stats(ctx: click.Context, name: str | None, as_json: bool) -> None:
    """Calls, failures and last use of each version in logged turns, and its tests' last run."""
    try:
        with _open(ctx) as kiln:
            rows = kiln.tool_stats(name)
    except ToolkilnError as exc:
        fail(exc, as_json)
        return
    if as_json:
        click.echo(json_text(rows))
        return
    if not rows:
        click.echo("No tools yet." if name is None else f"{plain(name)} has no stored versions.")
        return
    table = cli.Table(title="tool usage in logged turns")
    for column in ("tool", "status", "calls", "failures", "last used", "tests"):
        table.add_column(column, overflow="fold", justify="right" if column in ("calls", "failures") else "left")
    for row in rows:
        run = row["last_test_run"]
        tests = f"{row['tests']}" + (f" ({run['passed']} ok, {run['failed']} failed)" if run else "")
        improves = f" ← @{row['improves']}" if row["improves"] else ""
        table.add_row(
            plain(f"{row['name']}@{row['version']}{improves}"),
            plain(row["status"]),
            str(row["calls"]),
            str(row["failures"]),
            plain(row["last_used"] or "never"),
            plain(tests),
        )
    cli.Console(highlight=False).print(table)


@click.command("duplicates")
@json_option("Print a JSON array of the pairs.")
@click.pass_context
def duplicate_tools(ctx: click.Context, as_json: bool) -> None:
    """Pairs of active tools that pass each other's tests: candidates to retire one of."""
    try:
        with _open(ctx) as kiln:
            pairs = kiln.duplicate_tools()
    except ToolkilnError as exc:
        fail(exc, as_json)
        return
    if as_json:
        click.echo(json_text([pair.to_json() for pair in pairs]))
        return
    if not pairs:
        click.echo("No two active tools pass each other's tests.")
        return
    for pair in pairs:
        first, second = pair.first, pair.second
        click.echo(f"{plain(first.ref)} ~ {plain(second.ref)}: each passes the other's tests")
        click.echo(f"    {plain(short_json(first.description))}")
    click.echo("Retire the one you do not want: toolkiln tools retire NAME --reason 'duplicate of …'")
