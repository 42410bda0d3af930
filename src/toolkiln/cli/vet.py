"""``toolkiln vet``: the acceptance pipeline (gate, compile, trial) on files, persisting nothing."""

from __future__ import annotations

import re
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import click
from rich.console import Console

from toolkiln import acceptance, sandbox, store
from toolkiln.cli.common import EXIT_FAILED, EXIT_OK, base_settings, fail, json_option
from toolkiln.cli.render import plain, visible
from toolkiln.cli.terminal import json_text
from toolkiln.cli.tools_direct import params_object
from toolkiln.errors import ToolkilnError, UsageError
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.tools.cases import module_tests
from toolkiln.util.files import read_tool_file
from toolkiln.util.text import located
from toolkiln.vocab import Stage

if TYPE_CHECKING:
    from toolkiln.acceptance.vet import Verdict

__all__ = ["vet"]


UNREADABLE = "read"
"""The ``stage`` of a file that could not be read (missing, not UTF-8): it never reached the gate."""


MAX_TIMEOUT_S = 86_400
"""The longest trial ``vet --timeout`` takes: a day (inf or 1e300 once overflowed the worker's poll)."""


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option(
    "--params",
    "params_json",
    default=None,
    help="The trial's params as a JSON object (default: an exported file's trial_params, else {}).",
)
@click.option("--timeout", "timeout_s", type=float, default=None, help="Trial timeout in seconds.")
@json_option("One JSON object per file, one per line.")
@click.pass_context
def vet(ctx, files, params_json, timeout_s, as_json) -> None:
    """Run gate, compile and trial on each FILE; persist nothing. The tool's name is the file's stem.

    A file `tools export` wrote is tried with the trial_params in its header
    unless --params is given. A file that cannot be read is reported and the
    others are still vetted.
    """
    try:
        params = None if params_json is None else params_object(params_json)
        if timeout_s is not None and not 0 < timeout_s <= MAX_TIMEOUT_S:  # also NaN, which compares False
            raise UsageError(f"--timeout must be a positive number of seconds, at most {MAX_TIMEOUT_S:,}")
        sources, unreadable = _read_sources(files)
        rejected = len(unreadable)
        allow_unconfined = base_settings(ctx).allow_unconfined
        with sandbox.WorkerPool(DEFAULT_POLICY, size=1, allow_unconfined=allow_unconfined) as pool:
            pool.warm()  # the worker template starts while the gate (libcst) loads

            for path in files:
                if path in unreadable:
                    _print_unreadable(path, unreadable[path], as_json)
                    continue
                source = sources[path]
                trial_params = params if params is not None else _header_params(source, path)
                verdict = _misnamed(path, source) or acceptance.vet_source(
                    path.stem,
                    source,
                    trial_params,
                    pool=pool,
                    policy=DEFAULT_POLICY,
                    timeout_s=timeout_s,
                    tests=_file_tests(source, path),
                )
                rejected += not verdict.accepted
                _print_verdict(_hint_params(verdict, path, given=params is not None), path, as_json)
    except ToolkilnError as exc:  # a usage error, or no worker could start
        fail(exc, as_json)
    sys.exit(EXIT_FAILED if rejected else EXIT_OK)


def _read_sources(files: tuple[Path, ...]) -> tuple[dict[Path, str], dict[Path, str]]:
    """The readable files' sources, and why each other file could not be read; all unreadable is a usage error."""
    sources: dict[Path, str] = {}
    unreadable: dict[Path, str] = {}
    for path in files:
        try:
            sources[path] = read_tool_file(path, max_bytes=store.MAX_FILE_BYTES)
        except UsageError as exc:
            unreadable[path] = str(exc)
    if not sources:
        raise UsageError(next(iter(unreadable.values())))
    return sources, unreadable


def _header_params(source: str, path: Path) -> dict:
    """An exported file's recorded trial params; {} for a file without an export header."""
    return store.parse_export(source, path.name).trial_params if store.is_export(source) else {}


def _hint_params(verdict, path: Path, given: bool):
    """Say how to give params when the trial failed for want of one and none were given."""
    if given or verdict.stage != Stage.TRIAL:
        return verdict
    for err in verdict.errors:
        match = _MISSING_PARAM.search(err.get("message", ""))
        if match:
            example = f"'{{\"{match.group(1)}\": ...}}'"
            err["message"] += f"; give the trial's params: toolkiln vet {path} --params {example}"
    return verdict


_MISSING_PARAM = re.compile(r"param '([A-Za-z_][A-Za-z0-9_]*)' is missing")


def _misnamed(path: Path, source: str) -> Verdict | None:
    """A rejection when an export header names another tool than the file: import would refuse it too."""
    claimed = store.header_name(source)
    if claimed is None or claimed == path.stem:
        return None
    message = (
        f"the export header names the tool {claimed!r}, but a file is vetted and imported under its own name "
        f"({path.stem!r}); rename the file to {claimed}.py or fix the header's name"
    )
    return acceptance.Verdict(
        tool=path.stem, accepted=False, stage=Stage.GATE, errors=[{"line": 2, "message": message}]
    )


def _print_unreadable(path: Path, reason: str, as_json: bool) -> None:
    if as_json:
        errors = [{"line": 0, "message": reason}]
        row = {"file": str(path), "tool": path.stem, "accepted": False, "stage": UNREADABLE, "errors": errors}
        click.echo(json_text({**row, "result": None, "elapsed_ms": 0.0}))
    else:
        click.echo(f"✗ {visible(reason)}")


def _print_verdict(verdict, path: Path, as_json: bool) -> None:
    if as_json:
        click.echo(json_text(verdict.to_json(file=str(path))))
        return
    console = Console(soft_wrap=True)
    if verdict.accepted:
        shown = plain(json_text(verdict.result)[:200])  # the tool's text, not markup
        console.print(
            f"[green]✓[/] {plain(str(path))} accepted  → {shown}  [grey50]{verdict.elapsed_ms:.1f} ms[/]",
            highlight=False,
        )
        return
    console.print(f"[red]✗[/] {plain(str(path))} rejected at the {plain(verdict.stage)}", highlight=False)
    for err in verdict.errors:
        console.print(f"    {visible(located(err))}", markup=False, highlight=False)


def _file_tests(source: str, path: Path) -> list:
    """The file's own ``TESTS`` constant; a malformed one is reported as the file's usage error."""
    try:
        return module_tests(source)
    except UsageError as exc:
        raise UsageError(f"{path}: {exc}") from None
