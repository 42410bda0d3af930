"""What ``toolkiln run`` does once its arguments are read, and the way in that skips click.

:func:`run_turn` is the command: the click command (:mod:`toolkiln.cli.run`)
calls it with what click parsed. For the plain form that scripts and benchmarks
use, ``toolkiln run WORDS… --json``, the ``toolkiln`` script reads the arguments
itself (:func:`toolkiln.cli.entry.plain_run_task`) and calls :func:`run_plain`, which ends the
command through the same error boundary as the click group
(:mod:`toolkiln.cli.exits`): the same output, the same exit codes, without loading
click, which alone costs several times Python's own start-up. Anything else — an
option other than ``--json``, an argument starting with ``-`` (``-`` itself, ``--``,
``-h``), no TASK, shell completion — goes to click, which reads it and writes its
usage, help and errors as always.
"""

from __future__ import annotations

import gc
import sys
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from toolkiln.cli.exits import fail, finish, interrupted, say, stop_writing_stdout, turn_exit_code
from toolkiln.cli.task_input import read_task
from toolkiln.errors import ToolkilnError

if TYPE_CHECKING:
    from toolkiln.settings import Settings

__all__ = ["run_plain", "run_turn", "warn_damaged"]


def run_plain(task: tuple[str, ...]) -> NoReturn:
    """``toolkiln run TASK --json`` without click; ends the process as the click group would."""
    try:
        try:
            _run_plain(task)
        except ToolkilnError as exc:  # past the command's own boundary: the group's main says it in one line
            fail(exc, False)
        except KeyboardInterrupt:
            interrupted()
        except BrokenPipeError:
            stop_writing_stdout()
            sys.exit(0)
    except SystemExit as exc:
        finish(exc)
    raise AssertionError("a run always ends in SystemExit")


def _run_plain(task: tuple[str, ...]) -> NoReturn:
    """The command inside the boundary :meth:`toolkiln.cli.main.ToolkilnGroup.invoke` draws."""
    try:
        from toolkiln.settings import load_settings

        settings = load_settings(home=None, planner=None, generator=None, approval=None, record=None)
        try:
            data = run_turn(settings, task)
        except ToolkilnError as exc:
            fail(exc, True)
        from toolkiln.cli.terminal import json_text

        say(json_text(data))
        sys.exit(turn_exit_code(data))
    except ToolkilnError as exc:
        fail(exc, True)
    except BrokenPipeError:
        stop_writing_stdout()
        sys.exit(0)
    except SystemExit as exc:
        if isinstance(exc.__context__, BrokenPipeError):
            stop_writing_stdout()
            sys.exit(0)
        raise


def run_turn(
    settings: Settings,
    task: tuple[str, ...],
    *,
    files: tuple[Path, ...] = (),
    agent_name: str | None = None,
    session: str | None = None,
    continue_latest: bool = False,
    spinner=None,
) -> dict:
    """Read the task, plan it, acquire its tools and run them; the turn as JSON data.

    ``spinner`` (:class:`toolkiln.cli.render.Spinner`) shows progress when output is drawn.
    Raises :class:`~toolkiln.errors.ToolkilnError` for a task, session or setting that is wrong.
    """
    from toolkiln.app import Toolkiln, run_logged

    message = read_task(task, files)
    if session is not None or continue_latest:
        from toolkiln.store.sessions import session_name

        session = session_name(settings.home, session, continue_latest)
    chat = _session(settings, session)
    if chat:
        message = chat.reply(message)  # "2" answers the question the session was just asked
    history, warnings = chat.read_history(settings.history_chars) if chat else ([], [])
    if chat:
        warn_damaged(chat)  # on stderr at once, for a person; the turn's JSON names them too (``warnings``)
    on_event = spinner.event if spinner else None
    running = spinner.running("planning…") if spinner else nullcontext()
    with Toolkiln(settings) as kiln:
        agent = kiln.agent_named(agent_name).with_events(on_event)
        with running:
            if spinner:
                spinner.name_models(agent.planner.name, agent.generator.name)
            _collect_from_here()
            turn = run_logged(agent, message, history, session=session, warnings=warnings)
    data = turn.to_json()
    if chat:
        chat.record_turn(message, data)
    return data


def warn_damaged(chat) -> None:
    """Name each damaged line of the session met so far on stderr, once: the turn runs on without it."""
    from toolkiln.util.text import visible

    for note in chat.new_notes():
        say(f"toolkiln: warning: {visible(note)}", err=True)


def _collect_from_here() -> None:
    """Garbage collection back on for the turn (the ``toolkiln`` script turns it off while a run
    loads); what was loaded so far is frozen, so no collection walks it again."""
    gc.freeze()
    gc.enable()


def _session(settings: Settings, name: str | None):
    """The named chat session, or None (sessions load only when one is named)."""
    if not name:
        return None
    from toolkiln.store.sessions import Session

    return Session(settings.home, name)
