"""``toolkiln tools``: list, audit, approve and move the tools in the registry.

In ``tools list`` a tool's ``origin`` says where it came from: ``catalog`` (shipped
by hand with toolkiln; no version), ``generated`` (written by a model in a turn)
or ``imported`` (re-vetted from a file ``tools export`` wrote). Every ``--json``
variant prints nothing but JSON on stdout.

A tool is named ``NAME`` (its latest version) or ``NAME@V`` (version V).
"""

from __future__ import annotations

import json
import os
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING

import click

from toolkiln import acceptance, cli, sandbox, store
from toolkiln.cli.common import base_settings, fail, json_option
from toolkiln.cli.listing import default_page_size, listed_entries, listed_json, write_json_array
from toolkiln.cli.registry import command_registry, complete_tool
from toolkiln.cli.render import plain, visible
from toolkiln.cli.terminal import json_text
from toolkiln.errors import ToolkilnError, ToolNotFound
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.store import StoredTool
from toolkiln.store.audit import (
    catalog_entries,
    history_json,
    integrity_problem,
    parse_ref,
    refused_earlier,
    reseal_text,
    search_entries,
    show_json,
    source_diff,
    superseded,
)
from toolkiln.store.review import approve_tool, reject_tool, retire_tool
from toolkiln.tools.catalog import load_catalog
from toolkiln.tools.returns import render_returns
from toolkiln.tools.toolspec import param_list
from toolkiln.util.text import located
from toolkiln.vocab import Approval, Provenance, ToolStatus

if TYPE_CHECKING:  # rich loads when something is drawn, never for --json output
    from rich.console import Console
    from rich.table import Table

__all__ = ["parse_ref", "tools"]


def _signature(params: list[dict]) -> str:
    return param_list(params)


def _print_entries(entries: list[dict], as_json: bool, none_found: str) -> None:
    """Tools as a JSON array, or as a table, or a line saying there are none."""
    if as_json:
        click.echo(json_text(entries))
    elif entries:
        console = cli.Console()
        console.print(_tools_table(entries, console.width))
    else:
        click.echo(none_found)


_TOOL_COLUMN_MAX = 48
"""The tool column is at least this wide when a name or signature needs it (longer ones are cut)."""
_TABLE_FRAME = 13
"""Columns a four-column table spends on its five borders and one space of padding each side of a cell."""
_MIN_DESCRIPTION = 12
"""A description is never cut shorter than this, however narrow the terminal."""


def _tools_table(entries: list[dict], width: int) -> Table:
    """One row per tool: its name and version over its parameters, origin, status, description."""
    refs = [e["name"] if e["version"] is None else f"{e['name']}@{e['version']}" for e in entries]
    signatures = [f"({_signature(e['params'])})" for e in entries]
    tool_width = min(max(map(len, refs + signatures), default=0), _TOOL_COLUMN_MAX)
    # Each row stays two lines (the page size counts on it): the description is cut to
    # the room left, not wrapped, and the other columns keep their width.
    room = max(_MIN_DESCRIPTION, width - tool_width - len("generated") - len("rejected") - _TABLE_FRAME)
    table = cli.Table()
    table.add_column("tool", no_wrap=True, min_width=tool_width)
    table.add_column("origin", no_wrap=True, min_width=len("generated"))
    table.add_column("status", no_wrap=True, min_width=len("rejected"))
    table.add_column("description", ratio=1, overflow="ellipsis")
    styles = {"active": "green", "pending": "yellow", "rejected": "red", "retired": "grey50"}
    for e, ref, signature in zip(entries, refs, signatures, strict=True):  # registry text: a model's words
        summary = e["description"].splitlines()[0] if e["description"] else ""
        summary = summary if len(summary) <= room else summary[: room - 1] + "…"
        table.add_row(
            f"[bold]{plain(ref)}[/]\n[grey50]{plain(signature)}[/]",
            plain(e["origin"]),
            f"[{styles.get(e['status'], 'default')}]{plain(e['status'])}[/]",
            plain(summary),
        )
    return table


@click.group()
def tools() -> None:
    """List, audit, approve, search, export and import the tools in the registry."""


@tools.command("list")
@json_option("Print a JSON array of tools (every one unless --limit).")
@click.option("--all", "show_all", is_flag=True, help="Everything: also rejected and retired tools, on one page.")
@click.option("--limit", type=click.IntRange(min=1), default=None, help="At most this many tools.")
@click.option("--offset", type=click.IntRange(min=0), default=0, help="Skip this many tools first.")
@click.option(
    "--sort",
    type=click.Choice(["name", "used", "failing"]),
    default="name",
    help="By name (default), most calls in logged turns first, or most failures first.",
)
@click.pass_context
def list_command(ctx: click.Context, as_json: bool, show_all: bool, limit: int | None, offset: int, sort: str) -> None:
    """Every tool the planner can use: the catalog and the registry, sorted by name.

    On a terminal the table shows a page that fits it (--limit, --offset to move, --all for
    everything); piped, it shows every tool, as --json does unless --limit is given."""
    if limit is None and not (as_json or show_all) and _paged():
        limit = default_page_size()
    with command_registry(ctx, as_json, read_only=sort == "name") as registry:
        rows: Iterable[list] = registry.listing(include_inactive=show_all)
        catalog = catalog_entries()
        if sort != "name":  # catalog tools have no registry version to count: they come last
            rows, catalog = [_sorted_by_use(registry, rows, sort) + _catalog_rows(catalog)], []
        if as_json:
            write_json_array(listed_json(catalog, rows, offset=offset, limit=limit), sys.stdout)
            return
        shown = list(listed_entries(catalog, rows, offset=offset, limit=limit))
        total = len(load_catalog()) + registry.count_listed(include_inactive=show_all)
    if not shown:
        click.echo("No tools yet." if not offset else f"No tools after the first {offset:,}; there are {total:,}.")
        return
    console = cli.Console()
    console.print(_tools_table(shown, console.width))
    if offset or len(shown) < total:
        more = f"; --offset {offset + len(shown)} for the next page" if offset + len(shown) < total else ""
        click.echo(f"tools {offset + 1:,}–{offset + len(shown):,} of {total:,}{more}, --all for everything")


def _paged() -> bool:
    """Whether the table is cut to a page: on a terminal, or where ``$LINES`` says how tall the page is;
    piped into a file or another program, every row is written (a pipe has no height)."""
    return sys.stdout.isatty() or bool(os.environ.get("LINES"))


def _sorted_by_use(registry, batches, sort: str) -> list:
    """The listing's rows in one batch, most calls (``used``) or most failures (``failing``) first, then by name.

    A name counts the calls of all its versions in logged turns (:mod:`toolkiln.store.usage`)."""
    totals: dict[str, tuple[int, int]] = {}
    for row in registry.usage.stats():
        calls, failures = totals.get(row["name"], (0, 0))
        totals[row["name"]] = (calls + row["calls"], failures + row["failures"])
    key = 1 if sort == "failing" else 0
    rows = [row for batch in batches for row in batch]
    return sorted(rows, key=lambda row: (-totals.get(row[0], (0, 0))[key], row[0]))


def _catalog_rows(catalog: list[dict]) -> list[tuple]:
    """Catalog entries as listing rows ``(name, origin, entry as JSON text)``."""
    return [(entry["name"], "catalog", json.dumps(entry, ensure_ascii=False)) for entry in catalog]


def _provenance(tool: StoredTool, problem: ToolkilnError | None) -> Table:
    if problem is None:
        integrity = f"{plain(tool.sha256)}\n[green]verified: the source matches, the row is signed, the gate passes[/]"
    else:
        integrity = f"{plain(tool.sha256)}\n[bold red]REFUSED: {plain(problem)}[/]"
    table = cli.Table.grid(padding=(0, 2))
    table.add_column(style="bold", no_wrap=True)
    table.add_column(overflow="fold")
    rows = [
        ("tool", plain(tool.ref)),
        ("status", plain(tool.status) + (f" — {plain(tool.status_reason)}" if tool.status_reason else "")),
        ("origin", plain(tool.provenance)),
        *_authorship(tool),
        ("created", plain(tool.created_at)),
        ("status changed", plain(tool.status_changed_at or "—")),
        *([("resealed", plain(reseal_text(tool.resealed)))] if tool.resealed else []),
        ("sha256", integrity),
        ("params", plain(_signature(tool.params)) or "—"),
        ("returns", plain(render_returns(tool.returns))),
        ("description", plain(tool.description)),
        ("trial params", plain(json_text(tool.trial_params))),
        ("trial result", plain(json_text(tool.trial_result)[:300])),
        *([("improves", plain(_improves_line(tool)))] if tool.improves else []),
        ("tests", f"{len(tool.tests or [])} (`toolkiln tools test {plain(tool.ref)}` runs them again)"),
    ]
    for label, value in rows:
        table.add_row(label, value)
    for number, test in enumerate(tool.tests or [], 1):
        table.add_row(f"  test {number}", plain(json_text(test)[:300]))
    table.add_row("repair attempts", str(len(tool.attempts)))
    for number, attempt in enumerate(tool.attempts, 1):
        table.add_row(f"  attempt {number}", _attempt_line(attempt))
    return table


def _improves_line(tool: StoredTool) -> str:
    """``version 1, which failed on {"text": "äöü"}: ValueError: …``."""
    failure = tool.improved_for or {}
    return f"version {tool.improves}, which failed on {json_text(failure.get('params'))}: {failure.get('error') or '?'}"


def _attempt_line(attempt: dict) -> str:
    """One submitted source's verdict: accepted, or the stage that refused it and its first errors."""
    if attempt.get("accepted"):
        return "[green]accepted[/]"
    errors = attempt.get("errors") or []
    said = "; ".join(located(e) for e in errors[:3])
    more = f" (+{len(errors) - 3} more; --json has all)" if len(errors) > 3 else ""
    return f"[red]refused by the {plain(str(attempt.get('stage') or '?'))}[/]: {plain(said)}{more}"


def _authorship(tool: StoredTool) -> list[tuple[str, str]]:
    """Who wrote it; for an imported version, what its file claimed, apart from who imported it and when."""
    if tool.provenance != Provenance.IMPORTED or tool.claimed is None:
        return [
            ("written by", plain(f"{tool.backend} / {tool.model}")),
            ("prompt hash", plain(tool.prompt_hash or "—")),
        ]
    claimed = tool.claimed
    return [
        ("imported by", plain(f"{tool.imported_by or '?'} on {tool.created_at}, from {claimed.get('file') or '?'}")),
        (
            "claimed by the file",
            "[yellow]unverified:[/] "
            + plain(
                f"written by {claimed.get('backend') or '?'} / {claimed.get('model') or '?'}, "
                f"prompt hash {claimed.get('prompt_hash') or '—'}, created {claimed.get('created_at') or '?'}, "
                f"version {claimed.get('version') or '?'}"
            ),
        ),
    ]


def _print_source(console: Console, source: str) -> None:
    source = visible(source.replace("\r\n", "\n"))  # a source is shown, never obeyed (`--json` has it verbatim)
    if console.is_terminal:
        console.print(cli.Syntax(source, "python", line_numbers=True))
    else:
        click.echo(source, nl=not source.endswith("\n"))


@tools.command()
@click.argument("ref", metavar="NAME[@V]", shell_complete=complete_tool)
@json_option("Print the version and its provenance as JSON.")
@click.pass_context
def show(ctx: click.Context, ref: str, as_json: bool) -> None:
    """Print a tool's source and its provenance (latest version unless @V)."""
    with command_registry(ctx, as_json, read_only=True) as registry:
        name, version = parse_ref(ref)
        tool = registry.get(name, version)
        catalog = {} if tool is not None or version is not None else load_catalog()
        if tool is None and name not in catalog:
            registry.require(name, version)  # raises with what exists
        earlier = refused_earlier(registry, tool) if tool is not None else None
        problem = integrity_problem(registry, tool) if tool is not None else None
        shown = show_json(tool, registry) if tool is not None and as_json else None
    console = cli.Console()
    if tool is None:
        if as_json:
            tool_data = catalog[name]
            data = {
                "name": name,
                "origin": "catalog",
                "description": tool_data.schema.description,
                "params": tool_data.schema.to_dicts(),
                "returns": tool_data.returns,
                "source": tool_data.source,
            }
            click.echo(json_text(data))
            return
        console.print(f"[bold]{plain(name)}[/] — catalog tool, shipped with toolkiln", highlight=False)
        _print_source(console, catalog[name].source)
        return
    if as_json:
        click.echo(json_text(shown))
    else:
        console.print(_provenance(tool, problem), highlight=False)
        if earlier is not None:
            reason = f" ({earlier.status_reason})" if earlier.status_reason else ""
            console.print(
                f"[yellow]warning: this exact source was {plain(earlier.status)} before as {plain(earlier.ref)}"
                f"{plain(reason)}[/]",
                highlight=False,
                soft_wrap=True,
            )
        console.print()
        _print_source(console, tool.source)
    if problem is not None:
        fail(problem, False)  # on stderr, also with --json: stdout holds the one object


@tools.command()
@click.argument("ref", metavar="NAME[@V]", shell_complete=complete_tool)
@json_option("Print every version as JSON (without sources).")
@click.pass_context
def history(ctx: click.Context, ref: str, as_json: bool) -> None:
    """Every version of NAME: status (an active one a later one replaced: superseded), who wrote it, when, its hash."""
    name, version = parse_ref(ref)
    with command_registry(ctx, as_json, read_only=True) as registry:
        registry.require(name, version)
        versions = registry.history(name)
    if as_json:
        click.echo(json_text(history_json(versions)))
        return
    replaced = superseded(versions)
    table = cli.Table(title=f"{plain(name)}: {len(versions)} version(s)")
    for column in ("v", "status", "origin", "written by", "created (UTC)", "sha256", "reason"):
        table.add_column(
            column,
            no_wrap=column not in ("written by", "reason"),
            overflow="fold" if column == "written by" else "ellipsis",
        )
    for t in versions:
        table.add_row(
            str(t.version),
            plain(f"superseded by v{replaced[t.version]}" if t.version in replaced else t.status),
            plain(t.provenance),
            plain(f"{t.backend} / {t.model}"),
            plain(t.created_at[:16].replace("T", " ")),
            plain(t.sha256[:12]),
            plain(
                "; ".join(
                    filter(None, [t.status_reason, f"resealed {reseal_text(t.resealed)}" if t.resealed else None])
                )
            ),
        )
    cli.Console().print(table)


@tools.command()
@click.argument("name", shell_complete=complete_tool)
@click.argument("versions", nargs=-1, type=int, metavar="[V1 V2]")
@click.pass_context
def diff(ctx: click.Context, name: str, versions: tuple[int, ...]) -> None:
    """Unified diff of two versions of NAME (default: the previous against the latest)."""
    if len(versions) > 2:
        raise click.UsageError("give at most two versions: tools diff NAME [V1 V2]")
    with command_registry(ctx, read_only=True) as registry:
        latest = registry.require(name)
        if len(versions) == 2:
            old, new = versions
        elif len(versions) == 1:
            old, new = versions[0], latest.version
        else:
            if latest.version == 1:
                fail(ToolNotFound(f"{name!r} has only one version, so there is no other to compare it with"), False)
            old, new = latest.version - 1, latest.version
        before, after = registry.require(name, old), registry.require(name, new)
    text = visible(source_diff(before, after, show=visible))  # the refs too: a crafted row's name
    console = cli.Console()
    if not text:
        click.echo(visible(f"{before.ref} and {after.ref} have the same source"))
    elif console.is_terminal:
        console.print(cli.Syntax(text, "diff"))
    else:
        click.echo(text, nl=False)


@tools.command()
@click.argument("ref", metavar="NAME[@V]", shell_complete=complete_tool)
@click.option("--force", is_flag=True, help="Approve a retired version too, bringing it back into use.")
@click.pass_context
def approve(ctx: click.Context, ref: str, force: bool) -> None:
    """Approve a version (the latest unless @V): it may run from now on.

    A retired version is refused unless --force: approving it undoes its retirement.
    """
    with command_registry(ctx) as registry:
        name, version = parse_ref(ref)
        tool, before = approve_tool(
            registry,
            name,
            version,
            force=force,
            catalog=load_catalog(),
            listed_by=_LISTED_BY,
            force_hint="say so with `toolkiln tools approve {ref} --force`",
        )
    if before == ToolStatus.RETIRED:
        click.echo(visible(f"approved {tool.ref}: it was retired and is back in use"))
        return
    was = "" if before == "active" else f" (was {before})"
    click.echo(visible(f"approved {tool.ref}{was}"))


@tools.command()
@click.argument("ref", metavar="NAME[@V]", shell_complete=complete_tool)
@click.option("--reason", required=True, help="Why it is rejected; kept with the version.")
@click.pass_context
def reject(ctx: click.Context, ref: str, reason: str) -> None:
    """Reject a version (the latest unless @V): it is never offered to the planner again."""
    with command_registry(ctx) as registry:
        name, version = parse_ref(ref)
        tool = reject_tool(
            registry,
            name,
            version,
            reason,
            catalog=load_catalog(),
            listed_by=_LISTED_BY,
            reason_hint="pass --reason TEXT",
        )
    click.echo(visible(f"rejected {tool.ref}: {tool.status_reason}"))


@tools.command()
@click.argument("name", shell_complete=complete_tool)
@click.option("--reason", default=None, help="Why it is retired; kept with each version.")
@click.pass_context
def retire(ctx: click.Context, name: str, reason: str | None) -> None:
    """Retire every version of NAME: it is never offered to the planner again."""
    if "@" in name:
        raise click.UsageError(f"retire takes a name without @V ({name.partition('@')[0]}): every version is retired")

    with command_registry(ctx) as registry:
        versions = retire_tool(registry, name, reason, catalog=load_catalog(), listed_by=_LISTED_BY)
    click.echo(visible(f"retired {name} ({len(versions)} version(s))"))


_LISTED_BY = "`toolkiln tools list --all`"
"""Where a person finds the registry's tools, named by a review error about a catalog tool."""


@tools.command()
@click.argument("query", nargs=-1, required=True)
@click.option("--limit", "-k", type=click.IntRange(min=1), default=5, show_default=True, help="How many tools.")
@json_option("Print a JSON array of tools, best first.")
@click.pass_context
def search(ctx: click.Context, query: tuple[str, ...], limit: int, as_json: bool) -> None:
    """The catalog and registry tools most relevant to QUERY, in a person's own words.

    Catalog tools that match come first (they are always there), then the registry's, best first.
    """
    text = " ".join(query)
    with command_registry(ctx, as_json, read_only=True) as registry:
        entries = search_entries(registry, text, limit)
    _print_entries(entries, as_json, "No matching tools.")


@tools.command("export")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@click.option("--force", is_flag=True, help="Overwrite files in FOLDER that hold something else.")
@click.pass_context
def export_command(ctx: click.Context, folder: Path, force: bool) -> None:
    """Write one NAME.py per active tool into FOLDER, with a provenance header.

    A file there that differs from what would be written (edited by hand, say) is
    refused by name and nothing is written, unless --force.
    """
    with command_registry(ctx, read_only=True) as registry:
        written = store.export_tools(registry, folder, force=force)
    for path in written:
        click.echo(visible(f"wrote {path}"))
    click.echo(visible(f"exported {len(written)} tool(s) to {folder}"))


@tools.command("import")
@click.argument("folder", type=click.Path(file_okay=False, path_type=Path))
@json_option("One JSON object per file, one per line.")
@click.pass_context
def import_command(ctx: click.Context, folder: Path, as_json: bool) -> None:
    """Re-vet every .py file in FOLDER (gate, compile, trial) and save the ones accepted.

    A file without an export header is a hand-written tool named like the file,
    tried with its signature's defaults (origin hand; one that needs params is
    refused: add it with `tools add FILE --params JSON`). Exit code 1 when any
    file was refused. New versions are pending when approval is manual.
    """
    settings = base_settings(ctx)
    status = ToolStatus.PENDING if settings.approval == Approval.MANUAL else ToolStatus.ACTIVE
    accepted = refused = skipped = 0
    with (
        command_registry(ctx, as_json) as registry,
        sandbox.WorkerPool(DEFAULT_POLICY, size=settings.pool_size, allow_unconfined=settings.allow_unconfined) as pool,
    ):

        def vet(name: str, source: str, params: dict, cases):
            return acceptance.vet_source(
                name,
                source,
                params,
                pool=pool,
                policy=DEFAULT_POLICY,
                dedicated=status == ToolStatus.PENDING,
                tests=cases,
            )

        for report in store.iter_import(
            registry, folder, vet=vet, status=status, author=settings.author_name
        ):  # each file reported as it is done
            accepted += report.accepted
            refused += not report.accepted
            skipped += report.skipped
            _print_import_report(report, as_json)
    if not as_json:
        click.echo(f"{accepted - skipped} imported, {skipped} skipped, {refused} refused", err=bool(refused))
    sys.exit(1 if refused else 0)


def _print_import_report(report, as_json: bool) -> None:
    if as_json:
        entry = {
            "file": report.file,
            "accepted": report.accepted,
            "skipped": report.skipped,
            "message": report.message,
            "tool": report.tool.ref if report.tool else None,
        }
        click.echo(json_text(entry))
    else:  # a file's name and its header are the file's words
        click.echo(visible(("refused " if not report.accepted else "") + report.message), err=not report.accepted)
