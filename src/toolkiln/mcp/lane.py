"""The fast lane: plain ``ping`` and ``tools/call`` lines answered as they come off the pipe.

:class:`~toolkiln.mcp.direct.DirectAnswers` already answers these two requests
without the SDK's per-request validation, but each still takes the SDK's whole
way to get there: the line validated into a JSON-RPC model, a task spawned in
the dispatcher's task group under a cancel scope, a request context and a
session object built, the middleware chain, and on the way out a response model
built and dumped. On a small machine that is most of what a call costs the
server. :class:`FastLane` sits in the stdio read stream, in front of the SDK's
dispatcher, and takes a line only when it is one of those two requests in the
plainest form (and the same one ``DirectAnswers`` would answer): a JSON object
with nothing but ``jsonrpc`` ``"2.0"``, an ``id`` that is text or a whole
number, the ``method``, and for ``tools/call`` params that are a text ``name``
and object ``arguments`` (no ``_meta``, nothing else); ``ping`` with no params
or empty ones. And only on a handshake-era connection whose ``initialize`` the
SDK has accepted, with no middleware but ``DirectAnswers`` (no tracing). Every
other line goes on to the SDK exactly as before.

What the SDK promises a request, the lane keeps:

* the answer is the one ``DirectAnswers`` gives (the SDK's result sieve
  included), in the JSON-RPC envelope the SDK writes, byte for byte;
* calls run concurrently, each in its own task, so a ping or a cancel is read
  while a tool runs;
* ``notifications/cancelled`` for a call in the lane stops it (the worker that
  ran it is stopped, as a timeout does) and the call is never answered; the
  notification still goes on to the SDK, as it always did;
* when the client hangs up, calls still running are stopped and answered with
  the SDK's "Connection closed" error;
* a failure in toolkiln's own code becomes the error answer the SDK's
  dispatcher would write for it.

Request ids are kept apart as the SDK keeps them (``"7"`` and ``7`` are one id
for cancelling); a client that reuses an id still in flight cancels both.
"""

from __future__ import annotations

import asyncio
import json
import logging
from typing import Any

import anyio
import mcp_types as types
import pydantic_core
from mcp.server.connection import Connection
from mcp.shared.dispatcher import as_request_id, coerce_request_id
from mcp.shared.jsonrpc_dispatcher import cancelled_request_id_from_params, handler_exception_to_error_data
from mcp.shared.message import SessionMessage
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS

from toolkiln.mcp.direct import DirectAnswers, plain_call

__all__ = ["FastLane"]

log = logging.getLogger(__name__)

_KEYS = frozenset({"jsonrpc", "id", "method", "params"})
_CLOSE_WRITE_S = 2.0
"""How long the answer to a call stopped by the client's hang-up may wait to be written (the SDK's bound)."""


class FastLane:
    """Takes plain ``ping`` and ``tools/call`` lines off the read stream and answers them (see the module)."""

    def __init__(self, answers: DirectAnswers, connection: Connection, write: Any) -> None:
        self.answers = answers
        self.connection = connection
        self.write = write
        """The stream answers go to; it has ``send_line(bytes)`` and the SDK's ``send(SessionMessage)``."""
        self._calls: dict[Any, list[_Call]] = {}
        """Calls in flight by their coerced id."""
        self.taken = 0
        """How many requests the lane has answered or started (the rest went to the SDK)."""

    def open(self) -> bool:
        """Whether the lane may answer: a handshake-era connection whose ``initialize`` was accepted."""
        connection = self.connection
        return connection.client_params is not None and connection.protocol_version in HANDSHAKE_PROTOCOL_VERSIONS

    async def take(self, line: bytes) -> bool:
        """Answer ``line`` when it is the lane's; False leaves it to the SDK (a cancel is seen and left too)."""
        if b'"ping"' not in line and b'"tools/call"' not in line and b'"notifications/cancelled"' not in line:
            return False
        if not self.open():
            return False
        try:
            message = json.loads(line)
        except (ValueError, RecursionError):  # not JSON, or nested too deep to read: the SDK's to refuse
            return False
        if type(message) is not dict:
            return False
        method = message.get("method")
        if method == "notifications/cancelled":
            self._cancelled(message.get("params"))
            return False
        request_id = as_request_id(message.get("id"))
        if request_id is None or message.get("jsonrpc") != "2.0" or not message.keys() <= _KEYS:
            return False
        params = message.get("params")
        version = self.connection.protocol_version
        if method == "ping" and ("params" not in message or params == {}):
            self.taken += 1
            await self._send_result(request_id, self.answers.as_sent("ping", version, {}))
            return True
        if method == "tools/call" and isinstance(params, dict) and plain_call(params):
            self.taken += 1
            self._start(request_id, params["name"], params.get("arguments") or {}, version)
            return True
        return False

    def _start(self, request_id: types.RequestId, name: str, arguments: dict[str, Any], version: str) -> None:
        call = _Call(request_id)
        call.task = asyncio.get_running_loop().create_task(self._answer(call, name, arguments, version))
        self._calls.setdefault(coerce_request_id(request_id), []).append(call)

    def _cancelled(self, params: Any) -> None:
        """The client has given up on a request: a call of the lane stops and goes unanswered."""
        request_id = cancelled_request_id_from_params(params if isinstance(params, dict) else None)
        if request_id is None:
            return
        for call in self._calls.get(coerce_request_id(request_id), ()):
            call.peer_cancelled = True
            if call.task is not None:
                call.task.cancel()

    async def _answer(self, call: _Call, name: str, arguments: dict[str, Any], version: str) -> None:
        try:
            try:
                answer = self.answers.as_sent("tools/call", version, await self.answers.call(name, arguments))
            finally:
                self._forget(call)
        except asyncio.CancelledError:
            if not call.peer_cancelled:  # the client hung up: answer as the SDK does, then stop
                await self._closing_error(call.request_id)
            raise
        except Exception as exc:
            if not call.peer_cancelled:
                await self._send_error(call.request_id, exc)
            return
        if not call.peer_cancelled:
            await self._send_result(call.request_id, answer)

    def _forget(self, call: _Call) -> None:
        key = coerce_request_id(call.request_id)
        calls = self._calls.get(key)
        if calls is not None:
            calls.remove(call)
            if not calls:
                del self._calls[key]

    async def _send_result(self, request_id: types.RequestId, result: dict[str, Any]) -> None:
        """Write ``result`` in the envelope the SDK writes (``JSONRPCResponse`` dumped by alias)."""
        try:
            await self.write.send_line(pydantic_core.to_json({"jsonrpc": "2.0", "id": request_id, "result": result}))
        except (anyio.BrokenResourceError, anyio.ClosedResourceError):  # the client has gone, as the SDK drops it
            log.debug("dropped the answer to %r: the write stream is closed", request_id)

    async def _send_error(self, request_id: types.RequestId, exc: Exception) -> None:
        """The error answer the SDK's dispatcher writes for a handler that raised ``exc``."""
        error = handler_exception_to_error_data(exc)
        if error is None:
            log.error("handler for 'tools/call' raised", exc_info=exc)
            error = types.ErrorData(code=0, message=str(exc))  # the SDK's dispatcher's code for it
        await self._send_message(types.JSONRPCError(jsonrpc="2.0", id=request_id, error=error))

    async def _closing_error(self, request_id: types.RequestId) -> None:
        closed = types.ErrorData(code=types.CONNECTION_CLOSED, message="Connection closed")
        try:
            await asyncio.wait_for(
                asyncio.shield(self._send_message(types.JSONRPCError(jsonrpc="2.0", id=request_id, error=closed))),
                _CLOSE_WRITE_S,
            )
        except (TimeoutError, asyncio.CancelledError):
            pass

    async def _send_message(self, message: types.JSONRPCMessage) -> None:
        try:
            await self.write.send(SessionMessage(message))
        except Exception:  # the client has gone: nobody is left to answer
            log.debug("dropped an answer: the write stream is closed")

    async def close(self) -> None:
        """Stop every call still running (each answers "Connection closed") and wait for them."""
        tasks = [call.task for calls in self._calls.values() for call in calls if call.task is not None]
        for task in tasks:
            task.cancel()
        if tasks:
            await asyncio.gather(*tasks, return_exceptions=True)


class _Call:
    """One ``tools/call`` in the lane."""

    __slots__ = ("peer_cancelled", "request_id", "task")

    def __init__(self, request_id: types.RequestId) -> None:
        self.request_id = request_id
        self.task: asyncio.Task[None] | None = None
        self.peer_cancelled = False
