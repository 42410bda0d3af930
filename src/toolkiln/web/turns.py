"""Turns run by the web server: off the event loop, on one shared pool of threads, watched live.

A turn is :meth:`toolkiln.Toolkiln.run` in a worker thread, the same call the
CLI makes. Its progress events (:class:`toolkiln.vocab.EventName`) are handed to the event
loop and fanned out to whoever watches (a streaming request, a page that came
back after a reload). Nobody has to watch: a client that goes away mid-turn
does not stop the turn, which finishes, is logged and recorded in its session.
"""

from __future__ import annotations

import asyncio
import contextvars
import secrets
import threading
from collections.abc import AsyncIterator, Callable
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field

from toolkiln.app import Toolkiln
from toolkiln.errors import ToolkilnError
from toolkiln.store.sessions import Session, sessions_home
from toolkiln.vocab import EventName

__all__ = ["LiveTurn", "TurnRunner", "error_json"]

_FINAL = (EventName.TURN, EventName.ERROR)


def error_json(exc: BaseException) -> dict:
    """The ``{"error": {"type", "message"}}`` object the CLI prints with ``--json``."""
    if isinstance(exc, ToolkilnError):
        return {"error": {"type": type(exc).__name__, "message": str(exc)}}
    return {"error": {"type": "InternalError", "message": f"internal error: {type(exc).__name__}: {exc}"}}


@dataclass
class LiveTurn:
    """One turn the server is running, with the events it sent so far."""

    id: str
    """A random handle for watching it again (``GET /api/turns/{id}/events``)."""
    message: str
    """The person's message."""
    session: str | None
    """The chat session it belongs to."""
    future: Future | None = None
    """Resolves to the ``run --json`` object, or raises the turn's error."""
    events: list[tuple[str, dict]] = field(default_factory=list)
    """Every event so far, so a late watcher sees the whole turn."""
    _watchers: list[tuple[asyncio.AbstractEventLoop, asyncio.Queue]] = field(default_factory=list)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    def publish(self, kind: str, data: dict) -> None:
        """Record an event (from the turn's thread) and hand it to each watcher's event loop.

        Nobody watching costs no wake-up of the event loop: a plain ``POST /api/turns``
        only waits for the result.
        """
        item = (str(kind), data)
        with self._lock:
            self.events.append(item)
            watchers = list(self._watchers)
        for loop, queue in watchers:
            try:
                loop.call_soon_threadsafe(queue.put_nowait, item)
            except RuntimeError:  # that loop closed; the turn still finishes and is logged
                pass

    def subscribe(self) -> tuple[list[tuple[str, dict]], asyncio.Queue]:
        """The events so far and a queue for the ones to come (none missed, none twice)."""
        queue: asyncio.Queue = asyncio.Queue()
        with self._lock:
            self._watchers.append((asyncio.get_running_loop(), queue))
            return list(self.events), queue

    def unsubscribe(self, queue: asyncio.Queue) -> None:
        with self._lock:
            self._watchers = [(loop, q) for loop, q in self._watchers if q is not queue]

    def summary(self) -> dict:
        return {"id": self.id, "message": self.message, "session": self.session}


class TurnRunner:
    """Runs turns for one :class:`Toolkiln` on a bounded pool of threads."""

    def __init__(self, kiln: Toolkiln, *, threads: int = 8) -> None:
        self.kiln = kiln
        self._executor = ThreadPoolExecutor(max_workers=threads, thread_name_prefix="toolkiln-web-turn")
        self._live: dict[str, LiveTurn] = {}
        self._guard = threading.Lock()

    def start(self, message: str, session: str | None, agent: str | None = None) -> LiveTurn:
        """Start a turn now, in a thread of the pool; its events go to whoever watches."""
        return self._launch(
            LiveTurn(id=secrets.token_hex(8), message=message, session=session),
            lambda on_event: self.kiln.run(message, session=session, on_event=on_event, agent=agent).to_json(),
        )

    def resume(self, logged: dict) -> LiveTurn:
        """Run a logged turn's plan again (:meth:`toolkiln.Toolkiln.resume`, as ``toolkiln resume ID``).

        The new turn is added to the logged turn's session, so the chat shows it under the message again."""
        session = logged.get("session")

        def work(on_event: Callable[[str, dict], None]) -> dict:
            turn = self.kiln.resume(logged["id"], on_event=on_event).to_json()
            if session is not None:
                Session(sessions_home(self.kiln.settings), session).record_turn(logged["message"], turn)
            return turn

        return self._launch(LiveTurn(id=secrets.token_hex(8), message=logged["message"], session=session), work)

    def _launch(self, live: LiveTurn, run: Callable[[Callable[[str, dict], None]], dict]) -> LiveTurn:
        deliver = live.publish

        def work() -> dict:
            try:
                turn = run(deliver)
            except BaseException as exc:
                deliver(EventName.ERROR, error_json(exc)["error"])
                raise
            finally:
                with self._guard:
                    self._live.pop(live.id, None)
            deliver(EventName.TURN, turn)
            return turn

        with self._guard:
            self._live[live.id] = live
        live.future = self._executor.submit(contextvars.copy_context().run, work)  # the request's user with it
        return live

    def running(self, session: str | None = None) -> list[LiveTurn]:
        """The turns still running, of one session or all."""
        with self._guard:
            return [t for t in self._live.values() if session is None or t.session == session]

    def get(self, turn_id: str) -> LiveTurn | None:
        with self._guard:
            return self._live.get(turn_id)

    async def result(self, live: LiveTurn) -> dict:
        """The turn's ``run --json`` object once it is over; raises its error."""
        assert live.future is not None
        return await asyncio.wrap_future(live.future)

    async def watch(self, live: LiveTurn) -> AsyncIterator[tuple[str, dict]]:
        """Every event of the turn, past ones first, until its ``turn`` or ``error`` event."""
        backlog, queue = live.subscribe()
        try:
            for kind, data in backlog:
                yield kind, data
                if kind in _FINAL:
                    return
            while True:
                kind, data = await queue.get()
                yield kind, data
                if kind in _FINAL:
                    return
        finally:
            live.unsubscribe(queue)

    def close(self) -> None:
        """Wait for running turns to finish (they are logged), then stop the threads."""
        self._executor.shutdown(wait=True)
