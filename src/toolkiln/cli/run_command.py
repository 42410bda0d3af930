"""What ``toolkiln run`` does once click has read its arguments: :func:`run_turn`."""

from __future__ import annotations

import gc
from contextlib import nullcontext
from pathlib import Path
from typing import TYPE_CHECKING

from toolkiln.cli.exits import say
from toolkiln.cli.task_input import read_task

if TYPE_CHECKING:
    from toolkiln.settings import Settings

__all__ = ["run_turn", "warn_damaged"]


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
