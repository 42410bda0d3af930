"""How a ``toolkiln`` command ends: exit codes, the error report, Ctrl-C, a closed pipe, the exit.

Exit codes: 0 when everything asked for worked; 1 when a step, a check (False,
not one that could not be evaluated), a vetted file or a model failed; 2 on a
usage or configuration error; 130 on Ctrl-C. Errors are one line on stderr
(``toolkiln: error: …``); with ``--json`` the object on stdout is
``{"error": {"type": …, "message": …}}`` instead.

The click group (:mod:`toolkiln.cli.main`) ends its commands through these functions.
"""

from __future__ import annotations

import atexit
import codecs
import io
import json
import os
import sys
import threading
from typing import NoReturn

import click

from toolkiln.errors import ConfigError, SessionNotFound, ToolkilnError, ToolNotFound, TurnNotFound, UsageError
from toolkiln.util.text import visible
from toolkiln.vocab import CheckStatus, StepStatus

__all__ = [
    "EXIT_FAILED",
    "EXIT_INTERRUPTED",
    "EXIT_OK",
    "EXIT_USAGE",
    "exit_without_teardown",
    "fail",
    "finish",
    "flush_quietly",
    "interrupted",
    "is_terminal",
    "say",
    "stop_writing_stdout",
    "turn_exit_code",
]

EXIT_OK = 0
EXIT_FAILED = 1
EXIT_USAGE = 2
EXIT_INTERRUPTED = 130

_USAGE_ERRORS = (UsageError, ConfigError)
_NOT_THERE = (SessionNotFound, ToolNotFound, TurnNotFound)
"""A name that is not there (a tool, a version, a turn, a session): exit code 1 for every command."""


def say(text: str = "", err: bool = False) -> None:
    """One line on stdout (stderr with ``err``), flushed: what ``click.echo`` does with the text
    toolkiln prints, which never holds a raw terminal escape (each is written out or JSON-escaped).

    A stream that says it is ASCII (or says nothing) click writes UTF-8 to instead, with
    replacement characters: there click itself writes, so the bytes stay the same."""
    stream = sys.stderr if err else sys.stdout
    if stream is None:  # no console at all (pythonw): nothing to say it on
        return
    if _ascii_only(stream):
        click.echo(text, err=err)
        return
    stream.write(text + "\n")
    stream.flush()


def _ascii_only(stream) -> bool:
    try:
        return codecs.lookup(getattr(stream, "encoding", None) or "ascii").name == "ascii"
    except LookupError:
        return False


def fail(exc: ToolkilnError, as_json: bool) -> NoReturn:
    """Report an error the way this command's output mode wants, and exit."""
    code = EXIT_USAGE if isinstance(exc, _USAGE_ERRORS) and not isinstance(exc, _NOT_THERE) else EXIT_FAILED
    if as_json:
        say(json.dumps({"error": {"type": type(exc).__name__, "message": str(exc)}}))
    else:
        say(f"toolkiln: error: {visible(str(exc))}", err=True)  # it may quote a model, a tool or a file
    sys.exit(code)


def turn_exit_code(turn: dict) -> int:
    """1 when a step failed or its check was False, else 0.

    A check that could not be evaluated (``check_status`` ``error``) is reported with
    its reason but does not by itself fail the turn: the step's result stands.
    """
    bad = [s for s in turn["steps"] if s["status"] == StepStatus.ERROR or s.get("check_status") == CheckStatus.FAILED]
    return EXIT_FAILED if bad else EXIT_OK


def is_terminal(stream) -> bool:
    try:
        return bool(stream.isatty())
    except (AttributeError, ValueError):  # replaced, or closed
        return False


def stop_writing_stdout() -> None:
    """The reader of stdout has gone: send what is still buffered nowhere, so exiting raises nothing."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError, io.UnsupportedOperation):  # not a real file (a test runner)
        pass


def interrupted() -> NoReturn:
    """Ctrl-C: one line, ``toolkiln: interrupted``, and exit code 130."""
    if is_terminal(sys.stderr):  # the ^C a terminal echoed ends no line
        say(err=True)
    say("toolkiln: interrupted", err=True)
    sys.exit(EXIT_INTERRUPTED)


def finish(exc: SystemExit) -> NoReturn:
    """End the process the way ``exc`` says, and promptly.

    After Ctrl-C the command has said so and closed what it opened; a step thread
    may still be waiting on a model's HTTP reply, and the interpreter would join it
    at exit (until the reply came). The process ends at once instead. Otherwise,
    with no other thread left to join, it ends without the interpreter's teardown.
    """
    if exc.code == EXIT_INTERRUPTED:
        flush_quietly()
        os._exit(EXIT_INTERRUPTED)
    if any(thread.is_alive() and not thread.daemon for thread in _other_threads()):
        raise exc  # the interpreter joins them first, as always
    exit_without_teardown(exc.code)


def _other_threads() -> list:
    return [thread for thread in threading.enumerate() if thread is not threading.main_thread()]


def exit_without_teardown(code: object) -> NoReturn:
    """End the process once the command is done, without the interpreter's teardown.

    The command has closed what it opened and no other thread is left to join. What
    remains of a normal exit is freeing every object of every module loaded, about
    25 ms for a process that loaded what ``toolkiln run`` does: a tenth of a reused run.
    The exit functions still run (:mod:`atexit`: a pool left open is closed there),
    the output is flushed, and the exit code is the one ``SystemExit`` would give.
    """
    atexit._run_exitfuncs()  # what Py_Finalize would run next; the teardown after it is what is skipped
    if code is None:
        status = 0
    elif isinstance(code, int):
        status = code
    else:  # sys.exit("message"): printed, status 1, as the interpreter does
        print(code, file=sys.stderr)
        status = 1
    flush_quietly()
    os._exit(status)


def flush_quietly() -> None:
    for stream in (sys.stdout, sys.stderr):
        try:
            stream.flush()
        except (OSError, ValueError):  # a closed pipe, a closed file: nothing more to say
            pass
