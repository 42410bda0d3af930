"""``toolkiln tools run`` and ``toolkiln tools add``: a tool called, or a hand-written one added, directly.

``tools run NAME`` calls a catalog tool or the active (approved) version of a
registry tool exactly as a plan step would: params checked and widened against
the signature, the stored source's hash re-checked, a confined worker under the
call timeout. Params come as ``--params JSON`` or as ``key=value`` words: the
value of a ``str`` parameter is taken as it is written (``text=30 apples``),
any other value as JSON when it reads as JSON (``celsius=30`` is the number
30, ``flag=true`` a bool, ``items=[1,2]`` a list) and as text otherwise.

Exit codes: 0 when the tool returned a result; 1 when the tool failed (it
raised, timed out, returned non-JSON), when no such tool may run (unknown,
pending, rejected, retired: a name that is not there exits 1 as in ``tools
show``) or when its source no longer matches its hash; 2 when the params are
malformed or do not fit the signature (a usage error: fix the call).

``tools add FILE`` runs a hand-written tool through the whole acceptance
pipeline (gate, compile, trial with ``--params`` or the signature's defaults)
and stores it with origin ``hand`` and the ``author`` setting (else ``$USER``)
as its writer; with ``approval = manual`` it waits as pending. Exit 0 when
stored (or already stored), 1 when the pipeline refused it, 2 on a usage error
(an unreadable file, malformed params, a parameter without a default and no
``--params``).
"""

from __future__ import annotations

import sys
from pathlib import Path

import click

import toolkiln
from toolkiln import cli, store
from toolkiln.cli.common import base_settings, fail, json_option
from toolkiln.cli.registry import complete_tool
from toolkiln.cli.render import BADGES, plain, short_json, visible
from toolkiln.cli.terminal import json_text
from toolkiln.errors import ParamTypeError, ToolkilnError, ToolRejected, UsageError
from toolkiln.tools.cases import read_tests_json
from toolkiln.tools.toolspec import MAX_PARAMS_BYTES, MAX_PARAMS_DEPTH
from toolkiln.util.files import read_tool_file
from toolkiln.util.untrusted_json import NotJSONError, UntrustedJSONError, loads_bounded

__all__ = ["add_tool", "params_object", "parse_params", "run_tool"]


def parse_params(params_json: str | None, pairs: tuple[str, ...], text_params: frozenset[str] = frozenset()) -> dict:
    """The params of a direct call, from ``--params JSON`` or from ``key=value`` words (not both).

    A word's value is JSON when it reads as JSON, else text; for a parameter
    named in ``text_params`` (typed ``str``) it is always the text as written.
    """
    if params_json is not None and pairs:
        raise UsageError("give the params either as --params JSON or as key=value words, not both")
    if params_json is not None:
        return params_object(params_json)
    params = {}
    for pair in pairs:
        key, sep, value = pair.partition("=")
        if not sep or not key.strip():
            raise UsageError(f"{pair!r} is not key=value; write each param as name=value, e.g. celsius=30")
        key = key.strip()
        if key in params:
            raise UsageError(f"param {key!r} is given twice")
        if key in text_params:
            params[key] = value
            continue
        try:
            params[key] = _bounded(value)
        except NotJSONError:
            params[key] = value
        except UntrustedJSONError as exc:  # NaN, 1e999, 5,000 digits: JSON Python reads, no tool can take
            raise UsageError(f"param {key!r} {exc}; give a number a tool can take, or --params JSON") from None
    return params


def params_object(text: str) -> dict:
    """``--params``: one JSON object, within the limits a plan's params have; :class:`UsageError` otherwise."""
    try:
        params = _bounded(text)
    except NotJSONError as exc:
        raise UsageError(f"--params is not valid JSON ({exc.detail}); pass an object like '{{\"x\": 1}}'") from None
    except UntrustedJSONError as exc:
        raise UsageError(f"--params {exc}") from None
    if not isinstance(params, dict):
        raise UsageError("--params must be a JSON object, like '{\"x\": 1}'")
    return params


def _bounded(text: str):
    """JSON a person typed, decoded as a model's params are: no NaN, no 5,000-digit integer, no 10,000 levels."""
    return loads_bounded(text, max_bytes=MAX_PARAMS_BYTES, max_depth=MAX_PARAMS_DEPTH)


def _open(ctx: click.Context):
    """A :class:`toolkiln.Toolkiln` on this command's settings, without models (no key needed)."""
    return toolkiln.Toolkiln(base_settings(ctx), warm=False, models=False)


@click.command("run")
@click.argument("name", shell_complete=complete_tool)
@click.argument("pairs", nargs=-1, metavar="[KEY=VALUE]...")
@click.option("--params", "params_json", default=None, help="The params as a JSON object.")
@json_option("Print the call as one JSON object, like a run --json step.")
@click.pass_context
def run_tool(ctx: click.Context, name: str, pairs: tuple[str, ...], params_json: str | None, as_json: bool) -> None:
    """Call tool NAME (catalog or active registry tool) with params, as a plan step would."""
    try:
        with _open(ctx) as kiln:
            schema = kiln.schema(name)
            texts = frozenset(p.name for p in schema.params if p.type.render() in ("str", "str | None"))
            params = parse_params(params_json, pairs, texts)
            try:
                done = kiln.call_tool(name, params)
            except ParamTypeError as exc:  # the call was malformed, not the tool
                raise UsageError(str(exc)) from None
    except ToolkilnError as exc:
        fail(exc, as_json)
        return
    data = done.to_json()
    if as_json:
        click.echo(json_text(data))
    else:
        _print_call(data)
    sys.exit(0 if done.ok else 1)


def _print_call(data: dict) -> None:
    """One line like a turn's step: status, origin badge, tool@version(params), time; then result or error."""
    console = cli.Console(soft_wrap=True)
    params = ", ".join(f"{plain(k)}={plain(short_json(v, 60))}" for k, v in data["params"].items())
    version = f"@{data['version']}" if data["version"] else ""
    mark = "[green]✓[/]" if data["status"] == "ok" else "[red]✗[/]"
    console.print(
        f"{mark} {BADGES[data['origin']]} [bold]{plain(data['tool'])}{version}[/]({params})"
        f"  [grey50]{data['elapsed_ms']:.1f} ms[/]",
        highlight=False,
    )
    if data["status"] == "ok":
        console.print(f"    → {plain(short_json(data['result']))}", highlight=False)
    else:
        console.print(f"    [red]{plain(data['error'] or 'failed')}[/]", highlight=False)


@click.command("add")
@click.argument("file", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--params",
    "params_json",
    default=None,
    help="The trial's params as a JSON object (default: the signature's defaults).",
)
@click.option("--name", default=None, help="The tool's name (default: the file's stem); the entry point must have it.")
@click.option(
    "--tests",
    "tests_file",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help='A JSON file of tests, [{"params": {...}, "expect": ...} or {"params": {...}, "check": "..."}] '
    "(default: the module's TESTS constant).",
)
@json_option("Print the stored version as one JSON object.")
@click.pass_context
def add_tool(
    ctx: click.Context, file: Path, params_json: str | None, name: str | None, tests_file: Path | None, as_json: bool
) -> None:
    """Vet a hand-written tool FILE (gate, compile, trial, its tests) and store it, origin hand."""
    try:
        params = parse_params(params_json, ()) if params_json is not None else None
        tests = _read_tests(tests_file) if tests_file is not None else None
        source = read_tool_file(file, max_bytes=store.MAX_FILE_BYTES)  # a regular file, capped before reading
        tool_name = name or file.stem
        with _open(ctx) as kiln:
            before = {t.sha256 for t in kiln.registry.history(tool_name)}
            tool = kiln.add_tool(source, tool_name, params, tests=tests)
    except ToolRejected as exc:  # exit 1, with the file it came from
        fail(ToolRejected(f"{file}: {exc}", stage=exc.stage, errors=exc.errors), as_json)
        return
    except ToolkilnError as exc:
        fail(exc, as_json)
        return
    added = tool.sha256 not in before
    if as_json:
        data = {"file": str(file), "added": added, **tool.to_dict(source=False), "ref": tool.ref}
        click.echo(json_text(data))
        return
    if not added:
        click.echo(visible(f"{file}: already stored as {tool.ref} ({tool.status}); nothing added"))
        return
    waiting = "; approve it with `toolkiln tools approve " + tool.ref + "`" if tool.status == "pending" else ""
    click.echo(
        visible(f"added {tool.ref} ({tool.status}), written by hand by {tool.model}{waiting}\n")
        + f"    trial {json_text(tool.trial_params)} → {short_json(tool.trial_result)}"
    )


def _read_tests(path: Path) -> list[dict]:
    """``--tests FILE``: a JSON list of tests, read within the limits of a tool file."""
    text = read_tool_file(path, max_bytes=store.MAX_FILE_BYTES)
    return [case.to_json() for case in read_tests_json(text, str(path))]
