"""The stdio transport ``toolkiln mcp`` serves on: JSON-RPC lines over the process's own pipes.

The MCP SDK's ``stdio_server`` reads stdin through ``anyio.wrap_file``, so every
line costs a trip to a worker thread and back, and every answer two more (write,
flush), plus a task hop through a memory stream each way. On a small machine
those hops are most of a tool call's time. This transport hands ``Server.run``
a read stream and a write stream that are the pipes themselves, driven by the
event loop (asyncio's pipe transports, no thread): a message is parsed in the
task that receives it and written in the task that sends it.

What stays as the SDK does it: each line is validated into a JSON-RPC message
with the SDK's own adapter (a line that is not one reaches the server as the
exception, which the SDK logs), each answer is dumped by the SDK's model, and
while serving, fd 0 reads the null device and fd 1 writes to stderr, so a stray
``print`` or a child process cannot tear a frame on the wire; both are restored
afterwards. Where stdin or stdout is not a pipe, socket or terminal (a regular
file), :func:`stdio_streams` says so and the caller falls back to the SDK's
transport.

:func:`serve` is ``Server.run`` over these streams without the relay task that
``Server.run`` puts in front of every connection to choose its protocol era: a
client that opens with ``initialize`` goes straight to the SDK's handshake-era
loop. There, plain ``ping`` and ``tools/call`` lines are answered by
:class:`~toolkiln.mcp.lane.FastLane` as they are read, before the SDK's
dispatcher would parse them.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import fcntl
import importlib.util
import json
import os
import stat
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Mapping
from typing import Any, cast

import anyio
import mcp_types as types
from mcp.server.connection import Connection
from mcp.server.lowlevel.server import Server
from mcp.server.models import InitializationOptions
from mcp.server.runner import ServerRunner, aclose_shielded
from mcp.shared.dispatcher import DispatchContext, as_request_id
from mcp.shared.exceptions import MCPError
from mcp.shared.jsonrpc_dispatcher import JSONRPCDispatcher
from mcp.shared.message import SessionMessage
from mcp.shared.transport_context import TransportContext

from toolkiln.mcp.direct import DirectAnswers
from toolkiln.mcp.lane import FastLane

__all__ = ["PipeReadStream", "PipeWriteStream", "loop_options", "pipes_usable", "serve", "stdio_streams"]

PAUSE_LINES = 64
"""Stop reading the pipe while this many received lines wait to be handled (the client then blocks)."""
CLOSE_TIMEOUT_S = 2.0
"""How long closing waits for answers still buffered to reach a client that has stopped reading."""


def loop_options(*fds: int) -> dict[str, Any]:
    """anyio's backend options for serving over ``fds``: uvloop when it is installed and they are all pipes.

    uvloop's event loop (libuv's, in C) does a request's loop work, waking the
    task that reads the pipe, scheduling the handler's, writing the answer, in
    about a fifth less time than asyncio's. A client that starts the server gives
    it pipes; anything else (a socket, a terminal) keeps asyncio's loop, which
    the transport is tested on.
    """
    try:
        modes = [os.fstat(fd).st_mode for fd in fds]
    except OSError:
        return {}
    if not all(stat.S_ISFIFO(mode) for mode in modes) or importlib.util.find_spec("uvloop") is None:
        return {}
    return {"use_uvloop": True}


def pipes_usable(*fds: int) -> bool:
    """Whether the event loop can drive these descriptors (pipes, sockets, terminals; not regular files)."""
    try:
        modes = [os.fstat(fd).st_mode for fd in fds]
    except OSError:
        return False
    return all(stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode) or stat.S_ISCHR(mode) for mode in modes)


class _LineReader(asyncio.Protocol):
    """Splits what arrives on the pipe into lines; pauses the pipe when too many wait."""

    def __init__(self) -> None:
        self.lines: collections.deque[bytes] = collections.deque()
        self.partial = bytearray()
        self.ended = False
        self.transport: asyncio.ReadTransport | None = None
        self._paused = False
        self._waiter: asyncio.Future[None] | None = None

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        # uvloop's pipe transport has a read transport's methods without being asyncio's class
        self.transport = cast(asyncio.ReadTransport, transport)

    def data_received(self, data: bytes) -> None:
        self.partial += data  # a bytearray: a long line arriving in many reads is not copied again each time
        if b"\n" not in data:
            return
        *complete, rest = self.partial.split(b"\n")
        self.partial = rest
        self.lines.extend(bytes(line) for line in complete if line.strip())
        if len(self.lines) >= PAUSE_LINES and self.transport is not None and not self._paused:
            self._paused = True
            self.transport.pause_reading()
        self._wake()

    def eof_received(self) -> bool:
        self.ended = True
        self._wake()
        return False

    def connection_lost(self, exc: Exception | None) -> None:
        self.ended = True
        self._wake()

    def _wake(self) -> None:
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    async def next_line(self) -> bytes | None:
        """The next complete line, or None once the other end has closed and every line is taken."""
        while not self.lines:
            if self.ended:
                return None
            self._waiter = asyncio.get_running_loop().create_future()
            try:
                await self._waiter
            finally:
                self._waiter = None
        if self._paused and len(self.lines) <= PAUSE_LINES // 2 and self.transport is not None:
            self._paused = False
            self.transport.resume_reading()
        return self.lines.popleft()


class PipeReadStream:
    """The read half ``Server.run`` takes: each line parsed into a ``SessionMessage`` as it is received."""

    def __init__(self, reader: _LineReader) -> None:
        self._reader = reader
        self._closed = False
        self._held: SessionMessage | Exception | None = None
        self.lane: FastLane | None = None
        """Takes the lines it answers itself before they are parsed for the SDK (see :mod:`toolkiln.mcp.lane`)."""
        self.answer_unreadable: Callable[[bytes], Awaitable[None]] | None = None
        """Writes the error answer to a line that is not a JSON-RPC message (see :func:`unreadable_answer`)."""

    async def peek(self) -> SessionMessage | Exception | None:
        """The next message without taking it (the next :meth:`receive` returns it); None at the end of input."""
        if self._held is None:
            try:
                self._held = await self.receive()
            except anyio.EndOfStream:
                return None
        return self._held

    async def receive(self) -> SessionMessage | Exception:
        if self._closed:
            raise anyio.ClosedResourceError
        if self._held is not None:
            held, self._held = self._held, None
            return held
        while True:
            line = await self._reader.next_line()
            if line is None:
                if self.lane is not None:  # as the SDK's dispatcher stops its handlers when the client hangs up
                    await self.lane.close()
                raise anyio.EndOfStream
            if self.lane is None or not await self.lane.take(line):
                break
        try:  # as the SDK's transport does: a line that is not JSON-RPC reaches the server as the error
            message = types.jsonrpc_message_adapter.validate_json(line.decode("utf-8", "replace"), by_name=False)
        except Exception as exc:
            answer = unreadable_answer(line)
            if answer is not None and self.answer_unreadable is not None:
                with contextlib.suppress(anyio.BrokenResourceError):
                    await self.answer_unreadable(answer)
            return exc
        return SessionMessage(message)

    def __aiter__(self) -> PipeReadStream:
        return self

    async def __anext__(self) -> SessionMessage | Exception:
        try:
            return await self.receive()
        except anyio.EndOfStream:
            raise StopAsyncIteration from None

    async def aclose(self) -> None:
        if not self._closed:
            self._closed = True
            if self._reader.transport is not None:
                self._reader.transport.close()

    async def __aenter__(self) -> PipeReadStream:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


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


class _Drainer(asyncio.Protocol):
    """Write-side flow control: answers wait while the client is not reading."""

    def __init__(self) -> None:
        loop = asyncio.get_running_loop()
        self.lost: asyncio.Future[None] = loop.create_future()
        self._resumed: asyncio.Event = asyncio.Event()
        self._resumed.set()

    def pause_writing(self) -> None:
        self._resumed.clear()

    def resume_writing(self) -> None:
        self._resumed.set()

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.lost.done():
            self.lost.set_result(None)
        self._resumed.set()

    async def drain(self) -> None:
        await self._resumed.wait()


class PipeWriteStream:
    """The write half ``Server.run`` takes: each message dumped and written by the task that sends it."""

    def __init__(self, transport: asyncio.WriteTransport, drainer: _Drainer) -> None:
        self._transport = transport
        self._drainer = drainer

    async def send(self, item: SessionMessage, /) -> None:
        if self._transport.is_closing():
            raise anyio.BrokenResourceError  # the client has gone: the SDK treats this as a closed connection
        await self.send_line(item.message.model_dump_json(by_alias=True, exclude_unset=True).encode("utf-8"))

    async def send_line(self, data: bytes) -> None:
        """Write one message already in its wire form (without the line end)."""
        if self._transport.is_closing():
            raise anyio.BrokenResourceError
        self._transport.write(data + b"\n")
        await self._drainer.drain()

    async def aclose(self) -> None:
        if not self._transport.is_closing():
            self._transport.close()  # writes what is buffered first
        with anyio.move_on_after(CLOSE_TIMEOUT_S, shield=True):
            await asyncio.shield(self._drainer.lost)
        if not self._drainer.lost.done():  # a client that stopped reading: drop what it did not take
            self._transport.abort()

    async def __aenter__(self) -> PipeWriteStream:
        return self

    async def __aexit__(self, *exc_info: object) -> None:
        await self.aclose()


def _divert(fd: int, open_diversion: Callable[[], int]) -> tuple[int, Callable[[], None]]:
    """Point ``fd`` elsewhere; returns a private descriptor on the wire it had, and the undo.

    The private descriptor is the event loop's to close; the undo keeps a copy of its own.
    """
    kept = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)
    wire = fcntl.fcntl(fd, fcntl.F_DUPFD_CLOEXEC, 3)
    try:
        diversion = open_diversion()
        try:
            os.dup2(diversion, fd)
        finally:
            os.close(diversion)
    except OSError:
        os.close(kept)
        os.close(wire)
        raise

    def restore() -> None:
        with contextlib.suppress(OSError):
            os.dup2(kept, fd)
            os.set_blocking(fd, True)  # the loop made the shared pipe non-blocking
        os.close(kept)

    return wire, restore


def _stderr_or_null() -> int:
    """Where stray stdout goes while serving: stderr, or nowhere when there is none."""
    try:
        return os.dup(2)
    except OSError:
        return os.open(os.devnull, os.O_WRONLY)


@contextlib.asynccontextmanager
async def stdio_streams() -> AsyncIterator[tuple[PipeReadStream, PipeWriteStream]]:
    """Claim stdin and stdout for the duration and yield the streams ``Server.run`` reads and writes.

    Raises :class:`ValueError` when stdin or stdout cannot be driven by the
    event loop (see :func:`pipes_usable`).
    """
    if not pipes_usable(0, 1):
        raise ValueError("stdin and stdout must be pipes, sockets or terminals")
    loop = asyncio.get_running_loop()
    with contextlib.ExitStack() as undo:
        wire_in, restore_in = _divert(0, lambda: os.open(os.devnull, os.O_RDONLY))
        undo.callback(restore_in)
        wire_out, restore_out = _divert(1, _stderr_or_null)
        undo.callback(restore_out)
        reader = _LineReader()
        read_transport: Any
        read_transport, _ = await loop.connect_read_pipe(lambda: reader, open(wire_in, "rb", buffering=0))
        drainer = _Drainer()
        write_transport: Any
        write_transport, _ = await loop.connect_write_pipe(lambda: drainer, open(wire_out, "wb", buffering=0))
        read, write = PipeReadStream(reader), PipeWriteStream(write_transport, drainer)
        read.answer_unreadable = write.send_line
        try:
            yield read, write
        finally:
            await read.aclose()
            await write.aclose()


async def serve(
    server: Server[Any],
    read: PipeReadStream,
    write: PipeWriteStream,
    options: InitializationOptions,
    *,
    lane: bool = True,
) -> None:
    """``server.run(read, write, options)``, without the relay task in front of a handshake-era client.

    ``Server.run`` reads ahead to the client's first request to choose the protocol
    era, then passes every message on to the chosen loop through a second task and
    a memory stream: a task switch and a channel per message, about a fifth of a
    ping's work in the server. A client that opens with ``initialize`` is in the
    handshake era (the SDK decides so too); it is served by the SDK's own parts for
    that era (``JSONRPCDispatcher``, ``Connection.for_loop``, ``ServerRunner``),
    put together as ``Server.run`` puts them, reading this stream directly, and
    refused a 2026-enveloped request as ``Server.run`` refuses it. Any other
    opening goes to ``server.run``, which sees the message :meth:`PipeReadStream.peek` held.

    With ``lane`` (and no middleware but :class:`~toolkiln.mcp.direct.DirectAnswers`, so
    no tracing), plain ``ping`` and ``tools/call`` lines are answered by the
    :class:`~toolkiln.mcp.lane.FastLane` before the SDK's dispatcher sees them.
    """
    first = await read.peek()
    message = first.message if isinstance(first, SessionMessage) else None
    if not (isinstance(message, types.JSONRPCRequest) and message.method == "initialize"):
        await server.run(read, write, options)
        return
    async with server.lifespan(server) as lifespan_state:
        # As Server.run does: the read loop waits for ``initialize`` (a client may send the next request
        # before its answer), handler exceptions become error answers.
        dispatcher: JSONRPCDispatcher[TransportContext] = JSONRPCDispatcher(
            read, write, inline_methods=frozenset({"initialize"})
        )
        connection = Connection.for_loop(dispatcher)
        runner = ServerRunner(server, connection, lifespan_state, init_options=options)
        if lane and len(server.middleware) == 1 and isinstance(server.middleware[0], DirectAnswers):  # no tracing
            read.lane = FastLane(server.middleware[0], connection, write)

        async def on_request(
            dctx: DispatchContext[TransportContext], method: str, params: Mapping[str, Any] | None
        ) -> dict[str, Any]:
            if method != "initialize" and _enveloped(params):
                raise MCPError(code=types.INVALID_REQUEST, message=_ENVELOPE_REFUSED)
            return await runner.on_request(dctx, method, params)

        try:
            await dispatcher.run(on_request, runner.on_notify)
        finally:
            if read.lane is not None:
                with anyio.CancelScope(shield=True):
                    await read.lane.close()
            await aclose_shielded(connection)


_ENVELOPE_REFUSED = "this connection serves the handshake protocol era; requests carrying the 2026-07-28 envelope are not accepted on it"
"""The SDK's words for a 2026-era request on a handshake-era connection."""


def _enveloped(params: Mapping[str, Any] | None) -> bool:
    """Whether a request carries the 2026-07-28 envelope (its ``_meta`` names a protocol version)."""
    meta = params.get("_meta") if params else None
    return isinstance(meta, Mapping) and types.PROTOCOL_VERSION_META_KEY in meta
