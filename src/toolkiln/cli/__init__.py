"""The ``toolkiln`` command.

Exit codes: 0 when everything asked for worked; 1 when a step, a check, a vetted
file or a model failed; 2 on a usage or configuration error. Errors are one
line on stderr (``toolkiln: error: …``); with ``--json`` the object on stdout
is ``{"error": {"type": …, "message": …}}`` instead.
"""

from __future__ import annotations

import json
import sys
import threading
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator

import click
from rich.console import Console
from rich.markup import escape

from .. import __version__
from ..errors import ConfigError, ModelError, PlanError, ToolkilnError, UsageError
from ..settings import Settings, load_settings
from .render import Spinner, render_turn

__all__ = ["main"]

_USAGE_ERRORS = (UsageError, ConfigError)


def fail(exc: ToolkilnError, as_json: bool) -> None:
    """Report an error the way this command's output mode wants, and exit."""
    code = 2 if isinstance(exc, _USAGE_ERRORS) else 1
    if as_json:
        click.echo(json.dumps({"error": {"type": type(exc).__name__, "message": str(exc)}}))
    else:
        click.echo(f"toolkiln: error: {exc}", err=True)
    sys.exit(code)


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="toolkiln")
@click.option("--home", type=click.Path(path_type=Path), default=None,
              help="Folder for the registry, sessions and config.toml (TOOLKILN_HOME).")
@click.pass_context
def main(ctx: click.Context, home: Path | None) -> None:
    """toolkiln: plan a task, take or write the tools it needs, run them safely."""
    try:
        ctx.obj = load_settings(home=home)
    except ToolkilnError as exc:
        fail(exc, "--json" in sys.argv)


def _settings(ctx: click.Context, **flags) -> Settings:
    try:
        return load_settings(home=ctx.obj.home, **flags)
    except ToolkilnError as exc:
        fail(exc, bool(flags.get("_json")))
        raise


@contextmanager
def open_agent(settings: Settings, on_event=None) -> Iterator:
    """A ready agent with its registry and worker pool, closed afterwards."""
    from ..agent import Agent
    from ..backends import make_generator, make_planner
    from ..policy import DEFAULT_POLICY
    from ..registry import open_registry
    from ..sandbox import WorkerPool

    planner = make_planner(settings.planner, settings=settings)
    generator = make_generator(settings.generator, settings=settings)
    registry = open_registry(settings)
    pool = WorkerPool(DEFAULT_POLICY, size=settings.pool_size)
    # Workers start while the planner thinks; a failure here shows again on first use.
    threading.Thread(target=_quietly, args=(pool.start,), daemon=True, name="toolkiln-warm").start()
    try:
        yield Agent(planner=planner, generator=generator, registry=registry, pool=pool,
                    settings=settings, policy=DEFAULT_POLICY, on_event=on_event)
    finally:
        pool.close()
        registry.close()


def _quietly(func) -> None:
    try:
        func()
    except Exception:
        pass


def log_turn(agent, message: str, turn, session: str | None) -> None:
    record = {**turn.to_json(), "message": message, "plan": turn.plan.to_dict() if turn.plan else None,
              "planner": agent.planner.name, "generator": agent.generator.name, "session": session}
    agent.registry.log_turn(record)


def model_flags(func):
    """--planner, --generator, --approval, --record and --json, shared by run, chat and resume."""
    options = [
        click.option("--planner", default=None, metavar="BACKEND[:MODEL]",
                     help="mock (default), anthropic:MODEL, openai:MODEL, replay:FILE (TOOLKILN_PLANNER)."),
        click.option("--generator", default=None, metavar="BACKEND[:MODEL]",
                     help="Same backends as --planner (TOOLKILN_GENERATOR)."),
        click.option("--approval", type=click.Choice(["auto", "manual"]), default=None,
                     help="manual holds new tools as pending until approved (TOOLKILN_APPROVAL)."),
        click.option("--record", type=click.Path(path_type=Path), default=None,
                     help="Append every model exchange to this JSON-lines file."),
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
    settings = _settings(ctx, planner=planner, generator=generator, approval=approval,
                         record=record, _json=as_json)
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
def vet(files, params_json, timeout_s, as_json) -> None:
    """Run gate, compile and trial on each FILE; persist nothing. The tool's name is the file's stem."""
    from ..codegen.vet import vet_source
    from ..policy import DEFAULT_POLICY
    from ..sandbox import WorkerPool

    try:
        params = json.loads(params_json)
    except json.JSONDecodeError as exc:
        raise click.UsageError(f"--params is not valid JSON ({exc.msg}); pass an object like '{{\"x\": 1}}'")
    if not isinstance(params, dict):
        raise click.UsageError("--params must be a JSON object, like '{\"x\": 1}'")
    if timeout_s is not None and timeout_s <= 0:
        raise click.UsageError("--timeout must be a positive number of seconds")
    sources = {}
    for path in files:
        try:
            sources[path] = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as exc:
            raise click.UsageError(f"cannot read {path}: {getattr(exc, 'strerror', None) or exc}")
    console = Console(soft_wrap=True)
    rejected = 0
    with WorkerPool(DEFAULT_POLICY, size=1) as pool:
        for path, source in sources.items():
            verdict = vet_source(path.stem, source, params, pool=pool, policy=DEFAULT_POLICY, timeout_s=timeout_s)
            rejected += not verdict.accepted
            if as_json:
                click.echo(json.dumps(verdict.to_json(file=str(path))))
            elif verdict.accepted:
                shown = escape(json.dumps(verdict.result, ensure_ascii=False)[:200])  # the tool's text, not markup
                console.print(f"[green]✓[/] {escape(str(path))} accepted  → {shown}"
                              f"  [grey50]{verdict.elapsed_ms:.1f} ms[/]", highlight=False)
            else:
                console.print(f"[red]✗[/] {escape(str(path))} rejected at the {verdict.stage}", highlight=False)
                for err in verdict.errors:
                    line = f"line {err['line']}: " if err.get("line") else ""
                    console.print(f"    {line}{err['message']}", markup=False, highlight=False)
    sys.exit(1 if rejected else 0)


def _add_commands() -> None:
    from .chat import chat, resume
    from .log import log
    from .tools import tools

    for command in (tools, log, chat, resume):
        main.add_command(command)


_add_commands()
