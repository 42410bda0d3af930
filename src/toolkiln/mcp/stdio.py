"""The stdio transport ``toolkiln mcp`` serves on: the SDK's ``stdio_server``, with three additions.

* **Stray output cannot reach the wire.** While serving, fd 0 reads the null
  device and fd 1 writes to stderr, so a stray ``print`` or a child process
  cannot tear a frame or swallow a request; both are restored afterwards. The
  SDK diverts stdout itself; stdin is claimed here (:func:`_claimed_stdin`),
  because the last addition needs the lines it carries.
* **Requests read before the input ends are answered.** The SDK's server stops
  every request in flight the moment the client closes its input, so a client
  that writes its requests and closes (``toolkiln mcp < requests.jsonl``) could
  lose the last answers; they get up to :data:`DRAIN_S` to finish first.
* **A line that is not a JSON-RPC message gets an answer.** The SDK's transport
  hands such a line to the server as an exception, which only logs it, so a
  client that sent a request the server cannot read would wait for its answer
  for ever. JSON-RPC 2.0 asks for an error answer instead
  (:func:`unreadable_answer`), which :class:`AnsweringReadStream` writes.

Everything else (reading, parsing, writing, the server loop) is the SDK's own,
through its public API: ``stdio_server`` and ``Server.run``.
"""

from __future__ import annotations

import collections
import contextlib
import fcntl
import importlib.util
import io
import json
import os
import stat
import sys
from collections.abc import AsyncIterator
from typing import Any, cast

import anyio
import mcp_types as types
from mcp.server.stdio import stdio_server
from mcp.shared.dispatcher import as_request_id, coerce_request_id
from mcp.shared.message import SessionMessage

__all__ = ["DRAIN_S", "AnsweringReadStream", "TrackedWriteStream", "loop_options", "stdio_streams", "unreadable_answer"]

DRAIN_S = 5.0
"""When the client's input ends, how long requests already read may take to be answered before they are stopped."""


def loop_options(*fds: int) -> dict[str, Any]:
    """anyio's backend options for serving over ``fds``: uvloop when it is installed and they are all pipes.

    A client that starts the server gives it pipes; anything else (a socket, a
    terminal, a file) keeps asyncio's loop.
    """
    try:
        modes = [os.fstat(fd).st_mode for fd in fds]
    except OSError:
        return {}
    if not all(stat.S_ISFIFO(mode) for mode in modes) or importlib.util.find_spec("uvloop") is None:
        return {}
    return {"use_uvloop": True}


class _RecordedLines:
    """The client's lines, as the SDK's reader takes them, each also kept until its message is received."""

    def __init__(self, source: anyio.AsyncFile[str]) -> None:
        self._source = source
        self.pending: collections.deque[str] = collections.deque()
        """Lines handed to the SDK whose message (or exception) the server has not received yet, in order."""

    async def __aiter__(self) -> AsyncIterator[str]:
        async for line in self._source:
            if line.strip():  # a blank line is no message: nothing to parse, nothing to answer
                self.pending.append(line)
                yield line


class _InFlight:
    """Requests read and not yet answered (nor cancelled by the client), by id as the SDK correlates them."""

    def __init__(self) -> None:
        self._ids: set[types.RequestId] = set()
        self._idle = anyio.Event()
        self._idle.set()

    def read(self, item: object) -> None:
        message = item.message if isinstance(item, SessionMessage) else None
        if isinstance(message, types.JSONRPCRequest):
            if not self._ids:
                self._idle = anyio.Event()
            self._ids.add(coerce_request_id(message.id))
        elif isinstance(message, types.JSONRPCNotification) and message.method == "notifications/cancelled":
            self._done(as_request_id((message.params or {}).get("requestId")))

    def sent(self, item: SessionMessage) -> None:
        if isinstance(item.message, types.JSONRPCResponse | types.JSONRPCError):
            self._done(item.message.id)

    def _done(self, request_id: types.RequestId | None) -> None:
        if request_id is not None:
            self._ids.discard(coerce_request_id(request_id))
            if not self._ids:
                self._idle.set()

    async def drained(self) -> None:
        """Return once every request read so far is answered or cancelled, or after :data:`DRAIN_S`."""
        with anyio.move_on_after(DRAIN_S):
            await self._idle.wait()


class AnsweringReadStream:
    """The read stream ``Server.run`` takes: the SDK's, with an error answer written for a line it could not
    read, and at the end of input a wait for the requests already read to be answered (the SDK's server
    stops them as soon as the input ends)."""

    def __init__(self, inner: Any, write: TrackedWriteStream, lines: _RecordedLines) -> None:
        self._inner = inner
        self._write = write
        self._lines = lines

    @property
    def last_context(self) -> Any:
        """The sender's context the SDK's dispatcher looks for, as the SDK's own stream carries it."""
        return getattr(self._inner, "last_context", None)

    async def receive(self) -> SessionMessage | Exception:
        try:
            item = await self._inner.receive()
        except anyio.EndOfStream:
            await self._write.in_flight.drained()
            raise
        line = self._lines.pending.popleft() if self._lines.pending else None  # one line, one item, in order
        self._write.in_flight.read(item)
        if isinstance(item, Exception) and line is not None:
            answer = unreadable_answer(line.encode())
            if answer is not None:
                with contextlib.suppress(anyio.BrokenResourceError, anyio.ClosedResourceError):
                    await self._write.send(SessionMessage(types.jsonrpc_message_adapter.validate_json(answer)))
        return cast(SessionMessage | Exception, item)

    async def aclose(self) -> None:
        await self._inner.aclose()

    def __aiter__(self) -> AnsweringReadStream:
        return self

    async def __anext__(self) -> SessionMessage | Exception:
        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def __aenter__(self) -> AnsweringReadStream:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


class TrackedWriteStream:
    """The write stream ``Server.run`` takes: the SDK's, noting each answer sent."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.in_flight = _InFlight()

    async def send(self, item: SessionMessage, /) -> None:
        await self._inner.send(item)
        self.in_flight.sent(item)

    async def aclose(self) -> None:
        await self._inner.aclose()

    async def __aenter__(self) -> TrackedWriteStream:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


@contextlib.contextmanager
def _claimed_stdin() -> Any:
    """The client's stdin as a private descriptor, fd 0 reading the null device meanwhile (restored after).

    The private descriptor is never closed: the SDK reads it on a worker thread that may still be
    blocked in a read when serving ends, and a closed number could be reused under it."""
    wire = fcntl.fcntl(0, fcntl.F_DUPFD_CLOEXEC, 3)
    null = os.open(os.devnull, os.O_RDONLY)
    try:
        os.dup2(null, 0)
    finally:
        os.close(null)
    try:
        yield io.TextIOWrapper(os.fdopen(wire, "rb", closefd=False), encoding="utf-8", errors="replace")
    finally:
        with contextlib.suppress(OSError):
            os.dup2(wire, 0)


@contextlib.asynccontextmanager
async def stdio_streams() -> AsyncIterator[tuple[AnsweringReadStream, TrackedWriteStream]]:
    """Claim stdin and stdout for the duration and yield the streams ``Server.run`` reads and writes."""
    with _claimed_stdin() as stdin:
        lines = _RecordedLines(anyio.wrap_file(stdin))
        try:
            async with stdio_server(stdin=cast(anyio.AsyncFile[str], lines)) as (read, write):
                tracked = TrackedWriteStream(write)
                yield AnsweringReadStream(read, tracked, lines), tracked
        except* (BrokenPipeError, ConnectionResetError):  # the client hung up without reading its answers
            pass


class _TooLong:
    """An integer with more digits than Python reads from text (``sys.get_int_max_str_digits``)."""

    def __init__(self, digits: int) -> None:
        self.digits = digits


def unreadable_answer(line: bytes) -> bytes | None:
    """The JSON-RPC error answer to ``line``, which the SDK could not read as a message; None when
    nothing may answer it (a notification, or a client's malformed answer to a server's request).

    The SDK's own transport only logs such a line, so a client that sent a request the server
    cannot read waits for its answer forever. JSON-RPC 2.0 asks for an error answer instead:
    ``Parse error`` (-32700) for a line that is not JSON, ``Invalid Request`` (-32600) for JSON
    that is not a request, each with the request's id where it can be read (else null).
    """
    longest: list[int] = []

    def integer(text: str) -> int | _TooLong:
        digits = len(text.lstrip("-"))
        limit = sys.get_int_max_str_digits()
        if limit and digits > limit:
            longest.append(digits)
            return _TooLong(digits)
        return int(text)

    try:
        message = json.loads(line, parse_int=integer)
    except (ValueError, RecursionError) as exc:  # not UTF-8, not JSON, or nested too deep to read
        return _error_line(None, types.PARSE_ERROR, f"Parse error: the line is not JSON ({_reason(exc)})")
    if not isinstance(message, dict):
        return _error_line(None, types.INVALID_REQUEST, "Invalid Request: a message is one JSON object")
    if "id" not in message or "method" not in message:  # a notification, or an answer: never answered
        return None
    request_id = as_request_id(message["id"])
    if longest:
        return _error_line(
            request_id,
            types.PARSE_ERROR,
            f"Parse error: an integer of {max(longest)} digits; at most {sys.get_int_max_str_digits()} are read",
        )
    return _error_line(request_id, types.INVALID_REQUEST, "Invalid Request: not a JSON-RPC 2.0 request")


def _reason(exc: BaseException) -> str:
    if isinstance(exc, RecursionError):
        return "nested too deep"
    if isinstance(exc, UnicodeDecodeError):
        return "not UTF-8"
    return str(exc).split(":", 1)[0]


def _error_line(request_id: types.RequestId | None, code: int, message: str) -> bytes:
    answer = {"jsonrpc": "2.0", "id": request_id, "error": {"code": code, "message": message}}
    return json.dumps(answer, separators=(",", ":"), ensure_ascii=False).encode()
