"""The ``toolkiln`` command group, and the boundary where errors become output.

Each command family lives in its own module and is registered here with one line
of :data:`COMMANDS`; a module is imported when click resolves its command's name
(click's lazy group), so each command loads no more than it uses. ``toolkiln --help``
resolves them all, to show each command's own help. Exit codes and
the error format are in :mod:`toolkiln.cli.common`.
"""

from __future__ import annotations

import importlib
import sys
from pathlib import Path
from typing import NoReturn

import click

from toolkiln._version import __version__
from toolkiln.cli.common import GivenPath, GroupOptions, fail, wants_json
from toolkiln.cli.examples import add_examples
from toolkiln.cli.exits import finish, interrupted, stop_writing_stdout
from toolkiln.errors import ToolkilnError, UsageError

__all__ = ["COMMANDS", "SUBCOMMANDS", "entry", "main"]

COMMANDS: dict[str, str] = {
    "run": "toolkiln.cli.run:run",
    "vet": "toolkiln.cli.vet:vet",
    "chat": "toolkiln.cli.chat:chat",
    "resume": "toolkiln.cli.chat:resume",
    "tools": "toolkiln.cli.tools:tools",
    "log": "toolkiln.cli.log:log",
    "mcp": "toolkiln.cli.mcp:mcp",
    "agents": "toolkiln.cli.agents:agents",
    "serve": "toolkiln.cli.serve:serve",
    "guard": "toolkiln.cli.guard:guard",
    "sessions": "toolkiln.cli.sessions:sessions",
    "config": "toolkiln.cli.config:config",
    "workflows": "toolkiln.cli.workflows:workflows",
    "users": "toolkiln.cli.users:users",
    "db": "toolkiln.cli.db:db",
}
"""Every command and where it lives (``module:attr``), in the order ``toolkiln --help`` lists them.
A command's module is imported when click resolves the command's name; its help is its own."""

SUBCOMMANDS: dict[str, tuple[str, ...]] = {
    "tools": (
        "toolkiln.cli.tools_direct:run_tool",
        "toolkiln.cli.tools_direct:add_tool",
        "toolkiln.cli.tools_reseal:reseal_tools",
        "toolkiln.cli.tools_health:test_tool",
        "toolkiln.cli.tools_health:tool_stats",
        "toolkiln.cli.tools_health:duplicate_tools",
    ),
}
"""Commands another module adds to a group, registered when the group loads."""

try:
    from click.utils import _detect_program_name
except ImportError:  # a click that moved it: the script's name will do
    _detect_program_name = None  # type: ignore[assignment]  # an older or newer click's layout

_HELP_INSTEAD = getattr(click.exceptions, "NoArgsIsHelpError", ())  # click >= 8.2


def _load(path: str):
    """The object at ``module:attr``."""
    module, _, attr = path.partition(":")
    return getattr(importlib.import_module(module), attr)


def _report(exc: click.ClickException | ToolkilnError, ctx: click.Context | None) -> NoReturn:
    """One error as one line, or as the JSON error object when the command was given ``--json``."""
    as_json = wants_json(ctx)
    if isinstance(exc, click.UsageError):
        fail(UsageError(_with_help_pointer(exc.format_message(), exc.ctx)), as_json)
    if isinstance(exc, click.ClickException):
        fail(UsageError(exc.format_message()), as_json)
    fail(exc, as_json)


def _with_help_pointer(message: str, ctx: click.Context | None) -> str:
    """click's message, then where to read more: "No such command 'rn'. Did you mean 'run'? See toolkiln --help."."""
    text = " ".join(message.split())
    if ctx is None:
        return text
    if text.endswith((".", "?", "!")):
        return f"{text} See {ctx.command_path} --help."
    return f"{text}; see {ctx.command_path} --help"


def home_first(args: list[str]) -> list[str]:
    """``args`` with a ``--home DIR`` given after the command moved before it, where the group reads it.

    Only whole ``--home`` / ``--home=DIR`` words before a ``--`` are moved; a task's words stay as they are.
    """
    for index, arg in enumerate(args):
        if arg == "--":
            break
        if index == 0:
            continue
        if arg == "--home" and index + 1 < len(args):
            return [arg, args[index + 1], *args[:index], *args[index + 2 :]]
        if arg.startswith("--home="):
            return [arg, *args[:index], *args[index + 1 :]]
    return args


class ToolkilnGroup(click.Group):
    """The command group, and the boundary where errors become output.

    A toolkiln error that leaves a command, and click's own usage errors (a bad
    flag value, a missing argument), end as one line on stderr, or as the JSON
    error object on stdout when ``--json`` was given (read from the click context
    the command ran in, see :func:`~toolkiln.cli.common.json_option`). Ctrl-C exits 130.
    A reader that stops reading (``toolkiln run … | head -1``) ends the command
    quietly with exit code 0. ``--home`` may also come after the command.
    """

    def list_commands(self, ctx: click.Context) -> list[str]:
        return [*COMMANDS, *(name for name in super().list_commands(ctx) if name not in COMMANDS)]

    def get_command(self, ctx: click.Context, name: str) -> click.Command | None:
        if name in COMMANDS and name not in self.commands:
            command = _load(COMMANDS[name])
            for path in SUBCOMMANDS.get(name, ()):
                command.add_command(_load(path))
            add_examples(command, name)
            self.add_command(command, name)
        return super().get_command(ctx, name)

    def invoke(self, ctx: click.Context):
        try:
            return super().invoke(ctx)
        except _HELP_INSTEAD:
            raise
        except (click.ClickException, ToolkilnError) as exc:
            _report(exc, getattr(exc, "ctx", None) or ctx)
        except BrokenPipeError:
            stop_writing_stdout()
            sys.exit(0)
        except KeyboardInterrupt:  # before click's own answer, which writes an empty line first
            raise click.Abort() from None
        except SystemExit as exc:
            if isinstance(exc.__context__, BrokenPipeError):  # rich's own answer to it: exit 1
                stop_writing_stdout()
                sys.exit(0)
            raise

    def main(self, args=None, prog_name=None, complete_var=None, standalone_mode=True, **extra):
        args = home_first(list(sys.argv[1:] if args is None else args))
        if not standalone_mode:
            return super().main(args, prog_name, complete_var, standalone_mode=False, **extra)
        try:
            code = self._parse_and_invoke(args, prog_name, complete_var, **extra)
        except _HELP_INSTEAD as exc:  # a bare `toolkiln` or `toolkiln tools`: the help, as click shows it
            exc.show()
            sys.exit(exc.exit_code)
        except (click.ClickException, ToolkilnError) as exc:  # before any command ran, e.g. a bad --home
            _report(exc, getattr(exc, "ctx", None))
        except (click.Abort, KeyboardInterrupt):
            interrupted()
        except BrokenPipeError:  # e.g. `toolkiln --help | head -1`
            stop_writing_stdout()
            sys.exit(0)
        sys.exit(code if isinstance(code, int) else 0)  # click returns the code of --help, --version

    def _parse_and_invoke(self, args: list[str], prog_name: str | None, complete_var: str | None, **extra):
        """What click's own ``main`` does with ``standalone_mode=False``, less its answer to a Ctrl-C:
        click writes an empty line before passing the interrupt on, wherever in its frames it lands
        (a frame's first line included), so :meth:`main` could not keep the answer to one line."""
        if prog_name is None:
            prog_name = _program_name()
        self._main_shell_completion(extra, prog_name, complete_var)
        try:
            with self.make_context(prog_name, args, **extra) as ctx:
                return self.invoke(ctx)
        except click.exceptions.Exit as exc:  # --help, --version, ctx.exit()
            return exc.exit_code


def _program_name() -> str:
    """``toolkiln``, or ``python -m toolkiln``: what click's usage lines call the program."""
    return "toolkiln" if _detect_program_name is None else _detect_program_name()


@click.group(name="toolkiln", cls=ToolkilnGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, "--version", prog_name="toolkiln")
@click.option(
    "--home",
    type=GivenPath(path_type=Path),
    default=None,
    help="Folder for the registry, sessions and config.toml (TOOLKILN_HOME).",
)
@click.pass_context
def main(ctx: click.Context, home: Path | None) -> None:
    """toolkiln: plan a task, take or write the tools it needs, run them safely."""
    ctx.obj = GroupOptions(home=home)


add_examples(main)


def entry() -> None:
    """The installed ``toolkiln`` script: the command group, then a prompt exit (:func:`toolkiln.cli.exits.finish`)."""
    try:
        main()
    except SystemExit as exc:
        finish(exc)
