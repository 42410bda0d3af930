"""The ``toolkiln`` command group, and the boundary where errors become output.

Each command family lives in its own module and is registered here with one line.
Exit codes and the error format are in :mod:`toolkiln.cli.common`.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import NoReturn

import click

from .. import __version__
from ..errors import ToolkilnError, UsageError
from .agents import agents
from .chat import chat, resume
from .common import EXIT_INTERRUPTED, GroupOptions, fail, wants_json
from .config import config
from .examples import add_examples
from .guard import guard
from .log import log
from .mcp import mcp
from .run import run
from .serve import serve
from .sessions import sessions
from .tools import tools
from .tools_direct import add_tool, run_tool
from .vet import vet

__all__ = ["main"]

_HELP_INSTEAD = getattr(click.exceptions, "NoArgsIsHelpError", ())  # click >= 8.2


def _report(exc: click.ClickException | ToolkilnError, ctx: click.Context | None) -> NoReturn:
    """One error as one line, or as the JSON error object when the command was given ``--json``."""
    as_json = wants_json(ctx)
    if isinstance(exc, click.UsageError):
        see = f"; see {exc.ctx.command_path} --help" if exc.ctx is not None else ""
        fail(UsageError(exc.format_message().rstrip(".") + see), as_json)
    if isinstance(exc, click.ClickException):
        fail(UsageError(exc.format_message()), as_json)
    fail(exc, as_json)


class ToolkilnGroup(click.Group):
    """The command group, and the boundary where errors become output.

    A toolkiln error that leaves a command, and click's own usage errors (a bad
    flag value, a missing argument), end as one line on stderr, or as the JSON
    error object on stdout when ``--json`` was given (read from the click context
    the command ran in, see :func:`~toolkiln.cli.common.json_option`). Ctrl-C exits 130.
    """

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except _HELP_INSTEAD:
            raise
        except (click.ClickException, ToolkilnError) as exc:
            _report(exc, getattr(exc, "ctx", None) or ctx)

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        try:
            code = super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        except _HELP_INSTEAD as exc:  # a bare `toolkiln` or `toolkiln tools`: the help, as click shows it
            exc.show()
            sys.exit(exc.exit_code)
        except (click.ClickException, ToolkilnError) as exc:  # before any command ran, e.g. a bad --home
            _report(exc, getattr(exc, "ctx", None))
        except (click.Abort, KeyboardInterrupt):
            click.echo("toolkiln: interrupted", err=True)
            sys.exit(EXIT_INTERRUPTED)
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
    ctx.obj = GroupOptions(home=home)


main.add_command(run)
main.add_command(vet)
main.add_command(chat)
main.add_command(resume)
main.add_command(tools)
main.add_command(log)
main.add_command(mcp)
tools.add_command(run_tool)
tools.add_command(add_tool)
main.add_command(agents)
main.add_command(serve)
main.add_command(guard)
main.add_command(sessions)
main.add_command(config)
add_examples(main)
