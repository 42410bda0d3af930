"""The two requests an MCP client repeats, ``ping`` and ``tools/call``, answered without the SDK's per-request checks.

For every request the MCP SDK's ``ServerRunner`` validates the raw params
against the negotiated version's schema, validates them again into the
handler's params model, and on the way out dumps the handler's result model,
validates that dump against the version's result schema and dumps it once more.
On a small machine those five pydantic passes cost more than the rest of a ping.

:class:`DirectAnswers` is a ``Server.middleware`` (the SDK's documented hook,
run before any of that) that answers ``ping`` and ``tools/call`` itself, with
the answer's wire form, when the request can take no other path through the
SDK than to toolkiln's own handler: a request (not a notification) on a
handshake-era connection whose ``initialize`` was accepted, whose params are
plainly what the schema allows (``ping``: none;
``tools/call``: a ``name`` that is text and ``arguments`` that are an object or
absent, nothing else, no ``_meta``). Everything else goes down the SDK's chain
as before, so bad params, the initialization gate and 2026-era requests get the
SDK's own answers and errors. (Neither method may carry a cache hint, the one
other thing the SDK adds to an answer.)

What it sends is what the SDK would: an answer goes through the SDK's own
result sieve (:func:`mcp_types.methods.serialize_server_result`) until one of
the same shape (its keys) at the same protocol version has come out of it
unchanged; from then on answers of that shape are sent as they are. (A tool
call's answer has two shapes, a result and an error; every handshake version
sends both unchanged with the SDK this was written against.)
Cancellation, concurrency and errors are untouched: the middleware runs in the
task and cancel scope the SDK's dispatcher gave the request.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Mapping
from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.shared.exceptions import MCPError
from mcp_types import INTERNAL_ERROR
from mcp_types.methods import serialize_server_result
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS
from pydantic import ValidationError

__all__ = ["CallAnswer", "DirectAnswers", "plain_call", "sieved"]

CallAnswer = Callable[[str, dict[str, Any]], Awaitable[dict[str, Any]]]
"""``(name, arguments) -> CallToolResult`` in its wire form (camelCase keys)."""

_CALL_KEYS = frozenset({"name", "arguments"})


def sieved(method: str, version: str, answer: Mapping[str, Any]) -> dict[str, Any]:
    """``answer`` as the SDK sends a handler's result for ``method`` at ``version``: validated, unknown fields dropped.

    Raises :class:`MCPError` (internal error) for an answer the SDK would refuse to send, as the SDK does."""
    try:
        return serialize_server_result(method, version, answer)
    except ValidationError:
        raise MCPError(code=INTERNAL_ERROR, message="Handler returned an invalid result") from None


class DirectAnswers:
    """A ``Server.middleware`` answering plain ``ping`` and ``tools/call`` requests itself (see the module)."""

    def __init__(self, call: CallAnswer) -> None:
        self.call = call
        """The tool call's answer, the same one the registered ``tools/call`` handler gives."""
        self._checked: dict[tuple[str, str, frozenset[str]], bool] = {}
        """(method, version, the answer's keys) -> whether the SDK's sieve left such an answer unchanged."""

    async def __call__(self, ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        method, params = ctx.method, ctx.params
        if ctx.request_id is None or not self._handshake_done(ctx):
            return await call_next(ctx)
        if method == "ping" and not params:
            return self.as_sent(method, ctx.protocol_version, {})
        if method == "tools/call" and plain_call(params):
            assert params is not None  # plain_call said so
            answer = await self.call(params["name"], params.get("arguments") or {})
            return self.as_sent(method, ctx.protocol_version, answer)
        return await call_next(ctx)

    @staticmethod
    def _handshake_done(ctx: ServerRequestContext[Any, Any]) -> bool:
        """A handshake-era connection whose ``initialize`` was accepted (the SDK's gate is open)."""
        return ctx.protocol_version in HANDSHAKE_PROTOCOL_VERSIONS and ctx.session.client_params is not None

    def as_sent(self, method: str, version: str, answer: dict[str, Any]) -> dict[str, Any]:
        """``answer`` as the SDK would send it; put through its sieve until a shape is known to pass unchanged."""
        key = (method, version, frozenset(answer))
        if self._checked.get(key):
            return answer
        sent = sieved(method, version, answer)
        self._checked[key] = sent == answer
        return sent


def plain_call(params: Mapping[str, Any] | None) -> bool:
    """``tools/call`` params the SDK's validation is sure to pass unchanged: a text name, object arguments."""
    if not isinstance(params, dict) or not isinstance(params.get("name"), str) or not params.keys() <= _CALL_KEYS:
        return False
    arguments = params.get("arguments")
    return arguments is None or isinstance(arguments, dict)
