"""What every ``toolkiln`` command shares: exit codes, errors, settings with flags, the agent.

The exit codes and the error report are :mod:`toolkiln.cli.exits`' (re-exported here).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import click
import click.shell_completion

import toolkiln
from toolkiln.cli.exits import EXIT_FAILED, EXIT_INTERRUPTED, EXIT_OK, EXIT_USAGE, fail, say, turn_exit_code
from toolkiln.models.backends import backend_help
from toolkiln.settings import load_settings
from toolkiln.util.text import visible
from toolkiln.vocab import Approval

if TYPE_CHECKING:
    from toolkiln.settings import Settings

__all__ = [
    "EXIT_FAILED",
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_USAGE",
    "GivenPath",
    "GroupOptions",
    "agent_option",
    "base_settings",
    "command_settings",
    "continue_option",
    "fail",
    "group_home",
    "json_option",
    "model_flags",
    "open_agent",
    "say_warnings",
    "open_kiln",
    "turn_exit_code",
    "wants_json",
]

_JSON_KEY = "toolkiln.json"


def _remember_json(ctx: click.Context, param: click.Parameter, value: bool) -> bool:
    if value:
        ctx.meta[_JSON_KEY] = True  # meta is shared by the whole context chain, so the boundary sees it
    return value


def json_option(help: str):  # noqa: A002 - click's own name for it
    """The ``--json`` flag. It is eager, so an error in any other flag is already reported as JSON."""
    return click.option("--json", "as_json", is_flag=True, is_eager=True, callback=_remember_json, help=help)


def wants_json(ctx: click.Context | None) -> bool:
    """Whether a ``--json`` flag was given to this command or to a group above it."""
    return ctx is not None and bool(ctx.meta.get(_JSON_KEY))


@dataclass(eq=False, repr=False)
class GroupOptions:
    """What the ``toolkiln`` group was given; settings are read when a command asks for them.

    Reading them lazily means a bad setting is reported by the command, in its
    output mode (its ``--json`` is known by then), not by the group before it.
    """

    home: Path | None = None
    settings: Settings | None = None


def _group_options(ctx: click.Context) -> GroupOptions:
    root = ctx.find_root()
    if not isinstance(root.obj, GroupOptions):  # a command invoked on its own, without the group
        root.obj = GroupOptions()
    return root.obj


def group_home(ctx: click.Context) -> Path | None:
    """The ``--home`` the group was given, if any."""
    return _group_options(ctx).home


def base_settings(ctx: click.Context) -> Settings:
    """The settings without command flags: ``--home``, environment, config.toml, defaults."""
    options = _group_options(ctx)
    if options.settings is None:
        options.settings = load_settings(home=options.home)
    return options.settings


def command_settings(ctx: click.Context, **flags) -> Settings:
    """The settings with this command's flags applied (a bad value ends the command at the error boundary)."""
    return load_settings(home=_group_options(ctx).home, **flags)


@contextmanager
def open_agent(settings: Settings, on_event=None, agent: str | None = None) -> Iterator:
    """A ready agent (``agent`` from agents.toml, or the default one) from :class:`toolkiln.Toolkiln`, closed afterwards."""
    with toolkiln.Toolkiln(settings) as kiln:
        yield kiln.agent_named(agent).with_events(on_event)


def say_warnings(warnings: list[str], shown: set[str] | None = None) -> None:
    """Each warning of a turn (a damaged session line it skipped) on stderr, for a person: those
    not in ``shown`` when it is given (a chat names each once), which then holds them too."""
    for warning in warnings:
        if shown is None or warning not in shown:
            say(f"toolkiln: warning: {visible(warning)}", err=True)
        if shown is not None:
            shown.add(warning)


@contextmanager
def open_kiln(settings: Settings) -> Iterator:
    """A :class:`toolkiln.Toolkiln` for the command, closed afterwards."""
    with toolkiln.Toolkiln(settings) as kiln:
        yield kiln


def agent_option(func):
    """--agent NAME, shared by run, chat and resume."""
    return click.option(
        "--agent",
        "agent_name",
        default=None,
        metavar="NAME",
        help="Run as this agent of agents.toml (see `toolkiln agents list`).",
    )(func)


def continue_option(func):
    """``--continue`` / ``-c``: the most recently changed session, instead of naming it with --session."""
    return click.option(
        "--continue",
        "-c",
        "continue_latest",
        is_flag=True,
        help="Continue the most recent session (toolkiln sessions list shows them).",
    )(func)


class GivenPath(click.Path):
    """click's ``Path``, refusing an empty value: ``Path("")`` is the current folder, which a script's
    ``--home "$UNSET"`` never meant."""

    def convert(self, value, param, ctx):
        if isinstance(value, str) and not value.strip():
            self.fail("is empty; name a file or folder, or leave the option out", param, ctx)
        return super().convert(value, param, ctx)


def model_flags(func):
    """--planner, --generator, --approval and --record, shared by run, chat and resume."""
    options = [
        click.option(
            "--planner",
            default=None,
            metavar="BACKEND[:MODEL]",
            help=f"{backend_help()} (TOOLKILN_PLANNER).",
        ),
        click.option(
            "--generator",
            default=None,
            metavar="BACKEND[:MODEL]",
            help="Same backends as --planner (TOOLKILN_GENERATOR).",
        ),
        click.option(
            "--approval",
            type=click.Choice([mode.value for mode in Approval]),
            default=None,
            help="manual holds new tools as pending until approved (TOOLKILN_APPROVAL).",
        ),
        click.option(
            "--record",
            type=GivenPath(path_type=Path),
            default=None,
            help="Append every model exchange to this JSON-lines file.",
        ),
    ]
    for option in reversed(options):
        func = option(func)
    return func
