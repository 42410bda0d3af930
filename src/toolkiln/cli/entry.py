"""The installed ``toolkiln`` script.

It answers ``toolkiln --version`` before click is even imported (click alone costs
several times Python's own start-up) and hands everything else to the click group
:data:`toolkiln.cli.main`, which imports only the command that runs. For a command
that runs tools it first launches the worker template
(:func:`toolkiln.sandbox.process.prestart`), whose start-up then overlaps the
command's own.

Ctrl-C: once this module is loaded, it ends the command with one line,
``toolkiln: interrupted``, and exit code 130 (the command itself reports it
the same way). Before that, while the Python interpreter is still starting, the
interrupt is the interpreter's: in its first few milliseconds Python has not yet
set up its own handling of SIGINT, so the process ends by the signal's default
action and prints nothing (a shell shows exit status 130, 128 + SIGINT; a parent
process sees it killed by signal 2: ``returncode == -2`` in :mod:`subprocess`).
The rest of Python's start-up (its ``site`` module; ``runpy`` for ``python -m``,
or the first lines of pip's ``toolkiln`` script, up to loading this module) runs
before any of toolkiln's code can guard it: an interrupt there gets Python's own
``KeyboardInterrupt`` report.
"""

from __future__ import annotations

import gc
import sys

from toolkiln._version import __version__

__all__ = ["TOOL_COMMANDS", "VERSION_LINE", "entry_point"]

VERSION_LINE = f"toolkiln, version {__version__}"
"""What ``toolkiln --version`` prints: click's ``version_option`` format, which the group uses too."""


TOOL_COMMANDS = frozenset({"run", "chat", "resume", "mcp", "serve"})
"""Commands that run tools in workers (servers included), so their template is worth starting at once."""


def entry_point() -> None:
    """Run the ``toolkiln`` command with ``sys.argv``; Ctrl-C while it starts ends it in one line.

    The command handles Ctrl-C itself once it runs; the guard also covers the moment
    between the start-up and the command's own handling.
    """
    try:
        command = _start()
        if command is not None:
            command()
    except KeyboardInterrupt:
        sys.stderr.write("toolkiln: interrupted\n")
        sys.exit(130)


def _start():
    """Answer ``--version`` (None), or start the worker template when useful and return the command to run."""
    args = sys.argv[1:]
    if args == ["--version"]:
        sys.stdout.write(VERSION_LINE + "\n")
        return None
    command = _command(args)
    if command == "run":
        # Loading a run builds only long-lived objects (modules, classes, tables): the collector
        # would walk them again and again and free nothing. ``run`` turns it back on (and freezes
        # what was loaded) just before the turn starts.
        gc.disable()
    if command in TOOL_COMMANDS and "--help" not in args and "-h" not in args:
        from toolkiln.sandbox.process import prestart
        from toolkiln.sandbox.template import BOOTSTRAP

        prestart(BOOTSTRAP)
    from toolkiln.cli.main import entry

    return entry


def _command(args: list[str]) -> str | None:
    """The command name: the first argument that is neither an option nor ``--home``'s value."""
    skip = False
    for arg in args:
        if skip:
            skip = False
        elif arg == "--home":
            skip = True
        elif not arg.startswith("-"):
            return arg
    return None
