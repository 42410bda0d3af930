"""``toolkiln vet``: the acceptance pipeline (gate, compile, trial) on files, persisting nothing."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import click
from rich.console import Console

from ..errors import ToolkilnError, UsageError
from ..files import read_tool_file
from ..terminal import json_text
from .common import EXIT_FAILED, EXIT_OK, base_settings, fail, json_option
from .render import plain, visible

__all__ = ["vet"]


@click.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--params", "params_json", default="{}", help="The trial's params as a JSON object.")
@click.option("--timeout", "timeout_s", type=float, default=None, help="Trial timeout in seconds.")
@json_option("One JSON object per file, one per line.")
@click.pass_context
def vet(ctx, files, params_json, timeout_s, as_json) -> None:
    """Run gate, compile and trial on each FILE; persist nothing. The tool's name is the file's stem."""
    from ..policy import DEFAULT_POLICY
    from ..registry.transfer import MAX_FILE_BYTES
    from ..sandbox import WorkerPool

    try:
        params = _params_object(params_json)
        if timeout_s is not None and timeout_s <= 0:
            raise UsageError("--timeout must be a positive number of seconds")
        sources = {path: read_tool_file(path, max_bytes=MAX_FILE_BYTES) for path in files}
        rejected = 0
        allow_unconfined = base_settings(ctx).allow_unconfined
        with WorkerPool(DEFAULT_POLICY, size=1, allow_unconfined=allow_unconfined) as pool:
            pool.warm()  # the worker template starts while the gate (libcst) loads
            from ..acceptance.vet import vet_source

            for path, source in sources.items():
                verdict = _misnamed(path, source) or vet_source(
                    path.stem, source, params, pool=pool, policy=DEFAULT_POLICY, timeout_s=timeout_s
                )
                rejected += not verdict.accepted
                _print_verdict(verdict, path, as_json)
    except ToolkilnError as exc:  # a usage error, or no worker could start
        fail(exc, as_json)
    sys.exit(EXIT_FAILED if rejected else EXIT_OK)


def _misnamed(path: Path, source: str):
    """A rejection when an export header names another tool than the file: import would refuse it too."""
    from ..acceptance.vet import Verdict
    from ..registry.transfer import header_name

    claimed = header_name(source)
    if claimed is None or claimed == path.stem:
        return None
    message = (
        f"the export header names the tool {claimed!r}, but a file is vetted and imported under its own name "
        f"({path.stem!r}); rename the file to {claimed}.py or fix the header's name"
    )
    return Verdict(tool=path.stem, accepted=False, stage="gate", errors=[{"line": 2, "message": message}])


def _params_object(text: str) -> dict:
    try:
        params = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"--params is not valid JSON ({exc.msg}); pass an object like '{{\"x\": 1}}'") from None
    if not isinstance(params, dict):
        raise UsageError("--params must be a JSON object, like '{\"x\": 1}'")
    return params


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
        line = f"line {err['line']}: " if err.get("line") else ""
        console.print(f"    {line}{visible(err['message'])}", markup=False, highlight=False)
