"""``ping`` and ``tools/call`` answered by toolkiln's middleware say exactly what the SDK's own path says.

In process: raw JSON-RPC messages go to the SDK ``Server`` over memory streams,
once as ``toolkiln mcp`` serves them and once with the direct answers taken
out, so every answer is compared with the SDK's own, at every handshake-era
protocol version, for good requests and for the malformed ones the SDK refuses.
"""

from __future__ import annotations

import pytest

pytest.importorskip("mcp", reason="the mcp extra: pip install -e '.[test,bench,mcp]'")

import anyio  # noqa: E402
import mcp_types as types  # noqa: E402
from mcp.server.lowlevel.server import Server  # noqa: E402
from mcp_types.version import HANDSHAKE_PROTOCOL_VERSIONS  # noqa: E402

import toolkiln  # noqa: E402
from fakes.mcp_wire import INITIALIZED, call, exchange, initialize, request  # noqa: E402
from toolkiln.mcp.direct import DirectAnswers  # noqa: E402
from toolkiln.mcp.server import ToolkilnMCP  # noqa: E402


def direct_answers(server: Server) -> DirectAnswers:
    (found,) = [m for m in server.middleware if isinstance(m, DirectAnswers)]
    return found


def without_direct_answers(server: Server) -> None:
    server.middleware = [m for m in server.middleware if not isinstance(m, DirectAnswers)]


def both_ways(tmp_path, messages: list[dict]) -> tuple[dict, dict, DirectAnswers]:
    """The answers with the direct answers, without them, and the middleware that answered."""
    with toolkiln.open(home=tmp_path, models=False) as kiln:
        mcp = ToolkilnMCP(kiln)
        direct = anyio.run(exchange, mcp.server, messages)
        middleware = direct_answers(mcp.server)
        without_direct_answers(mcp.server)
        through_the_sdk = anyio.run(exchange, mcp.server, messages)
    return direct, through_the_sdk, middleware


@pytest.mark.parametrize("version", HANDSHAKE_PROTOCOL_VERSIONS)
def test_a_ping_a_result_and_an_error_result_are_answered_as_the_sdk_answers_them(tmp_path, version):
    messages = [
        initialize(version),
        INITIALIZED,
        request(2, "ping"),
        call(3, "calculate", {"expression": "6 * 7"}),
        call(4, "calculate", {"expression": "1/0"}),  # the tool fails: an error result
        call(5, "no_such_tool", {}),
        call(6, "statistics_summary", {"numbers": [1, 2, 3]}),
        call(7, "toolkiln_run"),  # no arguments at all: an error result from toolkiln_run
    ]
    direct, through_the_sdk, middleware = both_ways(tmp_path, messages)
    assert direct == through_the_sdk
    assert direct[3]["result"]["structuredContent"] == {"value": 42}
    assert direct[4]["result"]["isError"] and "division by zero" in direct[4]["result"]["content"][0]["text"]
    assert "needs a message" in direct[7]["result"]["content"][0]["text"]
    # the middleware did answer them, and the SDK's sieve left every shape as it was
    answered = {(method, seen_version) for method, seen_version, _keys in middleware._checked}
    assert answered == {("ping", version), ("tools/call", version)}
    assert all(middleware._checked.values())


@pytest.mark.parametrize(
    "refused",
    [
        call(2, 5, {}),  # a name that is not text
        call(2, "calculate", ["6 * 7"]),  # arguments that are not an object
        request(2, "tools/call"),  # no params
        request(2, "tools/call", {"arguments": {}}),  # no name
        call(2, "calculate", {"expression": "1"}, _meta=5),  # a _meta that is not an object
        call(2, "calculate", {"expression": "1"}, _meta={"progressToken": 1.5}),  # a token neither text nor whole
        call(2, "calculate", {"expression": "1"}, task=5),  # a task that is not one
    ],
)
def test_params_the_sdk_refuses_get_the_sdks_error(tmp_path, refused):
    messages = [initialize("2025-11-25"), INITIALIZED, refused, request(3, "ping")]
    direct, through_the_sdk, _ = both_ways(tmp_path, messages)
    assert direct == through_the_sdk
    assert direct[2]["error"]["code"] == types.INVALID_PARAMS
    assert direct[3]["result"] == {}  # the server goes on


def test_what_the_middleware_leaves_alone_is_answered_by_the_sdk_as_before(tmp_path):
    messages = [
        call(2, "calculate", {"expression": "2 + 3"}),  # before initialize: the SDK's gate refuses it
        request(3, "ping"),  # a ping is allowed before initialize
        initialize("2025-11-25"),
        call(4, "calculate", {"expression": "2 + 3"}, _meta={"progressToken": "t"}),  # _meta: the SDK's way
        request(5, "ping", {"_meta": {"progressToken": "t"}}),
        request(6, "tools/list"),
    ]
    direct, through_the_sdk, middleware = both_ways(tmp_path, messages)
    assert direct == through_the_sdk
    assert direct[2]["error"]["code"] == types.INVALID_PARAMS
    assert direct[4]["result"]["structuredContent"] == {"value": 5}
    assert middleware._checked == {}  # none of them was the middleware's to answer


def test_an_answer_the_sdk_would_trim_is_sent_trimmed(tmp_path):
    """A field the negotiated version does not know is dropped, as the SDK's sieve drops it, every time."""

    async def answer(name: str, arguments: dict) -> dict:
        return {"content": [{"type": "text", "text": name}], "isError": False, "resultType": "complete"}

    async def sdk_handler(ctx, params):  # never reached: the middleware answers
        raise AssertionError("the SDK's handler was called")

    server = Server("trim", on_call_tool=sdk_handler)
    server.middleware = [DirectAnswers(answer)]
    messages = [initialize("2025-06-18"), INITIALIZED, call(2, "first", {}), call(3, "second", {})]
    answers = anyio.run(exchange, server, messages)
    assert answers[2]["result"] == {"content": [{"type": "text", "text": "first"}], "isError": False}
    assert answers[3]["result"] == {"content": [{"type": "text", "text": "second"}], "isError": False}


def test_neither_method_can_carry_a_cache_hint():
    """The SDK adds a cache hint to the answers of the methods that may have one; the middleware adds none."""
    from mcp_types.methods import CACHEABLE_METHODS

    assert not {"ping", "tools/call"} & set(CACHEABLE_METHODS)
