"""The ``toolkiln`` command.

Exit codes: 0 when everything asked for worked; 1 when a step, a check, a vetted
file or a model failed; 2 on a usage or configuration error. Errors are one
line on stderr (``toolkiln: error: …``); with ``--json`` the object on stdout
is ``{"error": {"type": …, "message": …}}`` instead.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import NoReturn

import click
from rich.console import Console

from .. import __version__
from ..app import log_turn
from ..errors import ConfigError, ToolkilnError, UsageError
from ..settings import Settings, load_settings
from .render import Spinner, plain, render_turn, visible

__all__ = ["main"]

_USAGE_ERRORS = (UsageError, ConfigError)


def fail(exc: ToolkilnError, as_json: bool) -> NoReturn:
    """Report an error the way this command's output mode wants, and exit."""
    code = 2 if isinstance(exc, _USAGE_ERRORS) else 1
    if as_json:
        click.echo(json.dumps({"error": {"type": type(exc).__name__, "message": str(exc)}}))
    else:
        click.echo(f"toolkiln: error: {exc}", err=True)
    sys.exit(code)


_HELP_INSTEAD = getattr(click.exceptions, "NoArgsIsHelpError", ())  # click >= 8.2


class ToolkilnGroup(click.Group):
    """The command group, and the boundary where errors become output.

    A toolkiln error that leaves a command, and click's own usage errors (a bad
    flag value, a missing argument), end as one line on stderr, or as the JSON
    error object on stdout when ``--json`` was given. Ctrl-C exits 130.
    """

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        argv = list(sys.argv[1:] if args is None else args)
        as_json = "--json" in argv
        try:
            code = super().main(argv, prog_name, complete_var, standalone_mode=False, **extra)
        except _HELP_INSTEAD as exc:  # a bare `toolkiln` or `toolkiln tools`: the help, as click shows it
            exc.show()
            sys.exit(exc.exit_code)
        except click.UsageError as exc:
            see = f"; see {exc.ctx.command_path} --help" if exc.ctx is not None else ""
            fail(UsageError(exc.format_message().rstrip(".") + see), as_json)
        except click.ClickException as exc:
            fail(UsageError(exc.format_message()), as_json)
        except ToolkilnError as exc:
            fail(exc, as_json)
        except (click.Abort, KeyboardInterrupt):
            click.echo("toolkiln: interrupted", err=True)
            sys.exit(130)
        sys.exit(code if isinstance(code, int) else 0)  # click returns the code of --help, --version


@click.group(name="toolkiln", cls=ToolkilnGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="toolkiln")
@click.option(
    "--home",
    type=click.Path(path_type=Path),
    default=None,
    help="Folder for the registry, sessions and config.toml (TOOLKILN_HOME).",
)
@click.pass_context
def main(ctx: click.Context, home: Path | None) -> None:
    """toolkiln: plan a task, take or write the tools it needs, run them safely."""
    ctx.obj = load_settings(home=home)


def _settings(ctx: click.Context, **flags) -> Settings:
    """The settings with this command's flags applied (a bad value ends the command at :class:`ToolkilnGroup`)."""
    return load_settings(home=ctx.obj.home, **flags)


@contextmanager
def open_agent(settings: Settings, on_event=None) -> Iterator:
    """A ready agent from :class:`toolkiln.Toolkiln`, closed afterwards (the core builds it, not the CLI)."""
    from ..app import Toolkiln

    with Toolkiln(settings) as kiln:
        yield kiln.agent.with_events(on_event)


def model_flags(func):
    """--planner, --generator, --approval and --record, shared by run, chat and resume."""
    options = [
        click.option(
            "--planner",
            default=None,
            metavar="BACKEND[:MODEL]",
            help="mock (default), anthropic:MODEL, openai:MODEL, replay:FILE (TOOLKILN_PLANNER).",
        ),
        click.option(
            "--generator",
            default=None,
            metavar="BACKEND[:MODEL]",
            help="Same backends as --planner (TOOLKILN_GENERATOR).",
        ),
        click.option(
            "--approval",
            type=click.Choice(["auto", "manual"]),
            default=None,
            help="manual holds new tools as pending until approved (TOOLKILN_APPROVAL).",
        ),
        click.option(
            "--record",
            type=click.Path(path_type=Path),
            default=None,
            help="Append every model exchange to this JSON-lines file.",
        ),
    ]
    for option in reversed(options):
        func = option(func)
    return func


def turn_exit_code(turn: dict) -> int:
    bad = [s for s in turn["steps"] if s["status"] == "error" or s.get("check_status") in ("failed", "error")]
    return 1 if bad else 0


@main.command()
@click.argument("task", nargs=-1)
@model_flags
@click.option("--session", default=None, help="Continue (or start) a named chat session.")
@click.option("--json", "as_json", is_flag=True, help="Print only the run --json object.")
@click.pass_context
def run(ctx, task, planner, generator, approval, record, session, as_json) -> None:
    """Plan TASK, acquire the tools it needs and run them, one result per step."""
    from ..sessions import Session

    message = " ".join(task).strip()
    settings = _settings(ctx, planner=planner, generator=generator, approval=approval, record=record)
    console = Console(stderr=True, soft_wrap=True)
    spinner = Spinner(console, enabled=not as_json)
    try:
        if not message:
            raise UsageError('the task is empty; say what you want done, e.g. toolkiln run "convert 30 C to F"')
        chat = Session(settings.home, session) if session else None
        history = chat.history(settings.history_chars) if chat else []
        with open_agent(settings, on_event=spinner.event) as agent, spinner.running("planning…"):
            turn = agent.turn(message, history)
            log_turn(agent, message, turn, session)
        data = turn.to_json()
        if chat:
            chat.record_turn(message, data)
    except ToolkilnError as exc:
        fail(exc, as_json)
        return
    if as_json:
        click.echo(json.dumps(data, ensure_ascii=False))
    else:
        render_turn(Console(soft_wrap=True), data)
    sys.exit(turn_exit_code(data))


@main.command()
@click.argument("files", nargs=-1, required=True, type=click.Path(path_type=Path))
@click.option("--params", "params_json", default="{}", help="The trial's params as a JSON object.")
@click.option("--timeout", "timeout_s", type=float, default=None, help="Trial timeout in seconds.")
@click.option("--json", "as_json", is_flag=True, help="One JSON object per file, one per line.")
@click.pass_context
def vet(ctx, files, params_json, timeout_s, as_json) -> None:
    """Run gate, compile and trial on each FILE; persist nothing. The tool's name is the file's stem."""
    from ..acceptance.vet import vet_source
    from ..policy import DEFAULT_POLICY
    from ..sandbox import WorkerPool

    try:
        params = _params_object(params_json)
        if timeout_s is not None and timeout_s <= 0:
            raise UsageError("--timeout must be a positive number of seconds")
        sources = {path: _read_source(path) for path in files}
        rejected = 0
        with WorkerPool(DEFAULT_POLICY, size=1, allow_unconfined=ctx.obj.allow_unconfined) as pool:
            for path, source in sources.items():
                verdict = vet_source(path.stem, source, params, pool=pool, policy=DEFAULT_POLICY, timeout_s=timeout_s)
                rejected += not verdict.accepted
                _print_verdict(verdict, path, as_json)
    except ToolkilnError as exc:  # a usage error, or no worker could start
        fail(exc, as_json)
    sys.exit(1 if rejected else 0)


def _params_object(text: str) -> dict:
    try:
        params = json.loads(text)
    except json.JSONDecodeError as exc:
        raise UsageError(f"--params is not valid JSON ({exc.msg}); pass an object like '{{\"x\": 1}}'") from None
    if not isinstance(params, dict):
        raise UsageError("--params must be a JSON object, like '{\"x\": 1}'")
    return params


def _read_source(path: Path) -> str:
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise UsageError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}") from None


def _print_verdict(verdict, path: Path, as_json: bool) -> None:
    if as_json:
        click.echo(json.dumps(verdict.to_json(file=str(path))))
        return
    console = Console(soft_wrap=True)
    if verdict.accepted:
        shown = plain(json.dumps(verdict.result, ensure_ascii=False)[:200])  # the tool's text, not markup
        console.print(
            f"[green]✓[/] {plain(str(path))} accepted  → {shown}  [grey50]{verdict.elapsed_ms:.1f} ms[/]",
            highlight=False,
        )
        return
    console.print(f"[red]✗[/] {plain(str(path))} rejected at the {verdict.stage}", highlight=False)
    for err in verdict.errors:
        line = f"line {err['line']}: " if err.get("line") else ""
        console.print(f"    {line}{visible(err['message'])}", markup=False, highlight=False)


def _add_commands() -> None:
    from .chat import chat, resume
    from .log import log
    from .tools import tools

    for command in (tools, log, chat, resume):
        main.add_command(command)


_add_commands()
