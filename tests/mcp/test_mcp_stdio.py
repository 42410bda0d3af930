"""``toolkiln mcp``'s own stdio transport: what crosses the pipes, and what must not.

The transport reads and writes the process's pipes from the event loop; these
tests drive a real ``toolkiln mcp`` subprocess (and one small SDK ``Server`` on
the same transport) over real pipes: through the SDK's client where a client's
view matters, byte by byte where the wire itself is the point.
"""

from __future__ import annotations

import importlib.util
import json
import os
import select
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

pytest.importorskip("mcp", reason="the mcp extra: pip install -e '.[test,bench,mcp]'")

import anyio  # noqa: E402

from fakes.mcp_wire import INITIALIZED as INITIALIZED_NOTE  # noqa: E402
from fakes.mcp_wire import Wire, call, exchange, initialize, request  # noqa: E402
from mcp import Client, StdioServerParameters  # noqa: E402

WAIT_S = 60
INITIALIZE = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {"protocolVersion": "2025-06-18", "capabilities": {}, "clientInfo": {"name": "wire", "version": "0"}},
}
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}


def line(message: dict) -> bytes:
    return json.dumps(message).encode() + b"\n"


def toolkiln_mcp(home: Path, **streams) -> subprocess.Popen:
    env = {**os.environ, "TOOLKILN_HOME": str(home)}
    return subprocess.Popen([sys.executable, "-m", "toolkiln", "mcp"], env=env, **streams)


def answers(stdout: bytes) -> list[dict]:
    """Every line the server wrote; each must be one JSON-RPC message."""
    return [json.loads(text) for text in stdout.decode().splitlines()]


def test_a_message_larger_than_a_pipe_buffer_crosses_both_ways(toolkiln_home):
    """A 300 kB argument arrives in many reads and is put back together into one request."""
    text = "word " * 60_000
    server = StdioServerParameters(
        command=sys.executable, args=["-m", "toolkiln", "mcp"], env={**os.environ, "TOOLKILN_HOME": str(toolkiln_home)}
    )

    async def session() -> None:
        async with Client(server, mode="legacy") as client:
            answer = await client.call_tool("text_stats", {"text": text})
            assert not answer.is_error, answer.content
            assert answer.structured_content["words"] == 60_000
            assert answer.structured_content["characters"] == len(text)

    anyio.run(session)


def read_until(proc: subprocess.Popen, request_id: int) -> dict:
    """The server's answer to ``request_id``, read as it comes (EOF on stdin would cancel a call in flight)."""
    deadline = time.monotonic() + WAIT_S
    pending = b""
    fd = proc.stdout.fileno()
    while time.monotonic() < deadline:
        if not select.select([fd], [], [], 0.1)[0]:
            continue
        chunk = os.read(fd, 65536)
        assert chunk, "the server closed its stdout before answering"
        *complete, pending = (pending + chunk).split(b"\n")
        for reply in map(json.loads, complete):
            if reply.get("id") == request_id:
                return reply
    raise AssertionError(f"no answer to request {request_id} within {WAIT_S} s")


def test_a_line_that_is_not_json_rpc_does_not_end_the_server(toolkiln_home):
    proc = toolkiln_mcp(toolkiln_home, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    request = {"jsonrpc": "2.0", "id": 2, "method": "tools/call"}
    request["params"] = {"name": "calculate", "arguments": {"expression": "6 * 7"}}
    proc.stdin.write(line(INITIALIZE) + line(INITIALIZED) + b"this is not json\n" + b'{"jsonrpc": "2.0"}\n\n')
    proc.stdin.write(line(request))
    proc.stdin.flush()
    reply = read_until(proc, 2)
    _, stderr = proc.communicate(timeout=WAIT_S)
    assert proc.returncode == 0, stderr
    assert reply["result"]["structuredContent"] == {"value": 42}


def test_stdin_from_a_file_is_served_too(toolkiln_home, tmp_path):
    """A regular file cannot be driven by the event loop: the SDK's own transport takes it."""
    requests = tmp_path / "requests.jsonl"
    requests.write_bytes(line(INITIALIZE) + line(INITIALIZED))
    with requests.open("rb") as stdin:
        proc = toolkiln_mcp(toolkiln_home, stdin=stdin, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
        stdout, stderr = proc.communicate(timeout=WAIT_S)
    assert proc.returncode == 0, stderr
    (reply,) = answers(stdout)
    assert reply["result"]["serverInfo"]["name"] == "toolkiln"


def test_a_client_that_goes_away_without_reading_ends_the_server_quietly(toolkiln_home):
    proc = toolkiln_mcp(toolkiln_home, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    proc.stdin.write(line(INITIALIZE) + line(INITIALIZED) + line({"jsonrpc": "2.0", "id": 2, "method": "tools/list"}))
    proc.stdin.flush()
    proc.stdout.close()  # the answers have nowhere to go
    proc.stdin.close()
    assert proc.wait(timeout=WAIT_S) == 0
    stderr = proc.stderr.read().decode()
    proc.stderr.close()
    assert "Traceback" not in stderr, stderr


NOISY_SERVER = textwrap.dedent(
    """
    import os, subprocess, sys
    import anyio
    import mcp_types as types
    from mcp.server.lowlevel.server import Server
    from toolkiln.mcp.stdio import stdio_streams

    async def call(ctx, params):
        print("stray print")
        sys.stdout.flush()
        os.write(1, b"stray write to fd 1\\n")
        subprocess.run(["sh", "-c", "echo stray child output"], check=True)
        data = sys.stdin.read()  # fd 0 reads the null device while serving, never the client's requests
        return types.CallToolResult(content=[types.TextContent(type="text", text=f"stdin gave {len(data)} bytes")])

    async def main():
        server = Server("noisy", on_call_tool=call)
        async with stdio_streams() as (read, write):
            await server.run(read, write, server.create_initialization_options())

    anyio.run(main)
    os.write(1, b"fd 1 is the wire again\\n")
    """
)


def test_stray_output_while_serving_goes_to_stderr_and_the_wire_comes_back_after(tmp_path):
    """Whatever a handler or a child prints cannot tear a frame; fd 0 and 1 are restored on exit."""
    script = tmp_path / "noisy_server.py"
    script.write_text(NOISY_SERVER)
    call = {"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "anything", "arguments": {}}}
    proc = subprocess.Popen(
        [sys.executable, str(script)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE
    )
    stdout, stderr = proc.communicate(line(INITIALIZE) + line(INITIALIZED) + line(call), timeout=WAIT_S)
    assert proc.returncode == 0, stderr.decode()
    *frames, last = stdout.decode().splitlines()
    replies = {reply["id"]: reply for reply in map(json.loads, frames)}  # every frame is JSON: nothing tore one
    assert replies[2]["result"]["content"][0]["text"] == "stdin gave 0 bytes"
    assert last == "fd 1 is the wire again"
    for stray in ("stray print", "stray write to fd 1", "stray child output"):
        assert stray in stderr.decode()


def test_the_bench_floor_server_answers_as_toolkiln_mcp_does(toolkiln_home):
    """``mcp_floor_call_us`` is only a floor if the canned server sends what toolkiln sends."""
    bench = Path(__file__).resolve().parents[2] / "bench"
    spec = importlib.util.spec_from_file_location("bench_script", bench / "bench.py")  # bench/ is not a package
    assert spec is not None and spec.loader is not None
    script = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(script)
    script.save_bench_tool(toolkiln_home, "celsius_to_fahrenheit")  # the very tool the bench calls through both
    floor = bench / "mcp_floor_server.py"
    servers = {
        "toolkiln": StdioServerParameters(
            command=sys.executable,
            args=["-m", "toolkiln", "mcp"],
            env={**os.environ, "TOOLKILN_HOME": str(toolkiln_home)},
        ),
        "floor": StdioServerParameters(command=sys.executable, args=[str(floor)], env=dict(os.environ)),
    }
    seen: dict[str, tuple] = {}

    async def session(label: str) -> None:
        async with Client(servers[label], mode="legacy") as client:
            tool = {tool.name: tool for tool in (await client.list_tools()).tools}["celsius_to_fahrenheit"]
            answer = await client.call_tool("celsius_to_fahrenheit", {"celsius": 30})
            seen[label] = (tool.input_schema, tool.output_schema, answer.structured_content, answer.content[0].text)

    for label in servers:
        anyio.run(session, label)
    assert seen["floor"] == seen["toolkiln"]


SPIN = '"""Spins until it is stopped."""\n\n\ndef spin() -> dict:\n    while True:\n        pass\n'


def test_requests_are_served_while_a_call_runs_and_a_cancelled_call_is_never_answered(toolkiln_home):
    """A ping and another call are answered while a tool spins; the client's cancellation stops the
    spinning call, which then gets no answer (JSON-RPC's rule), and the server goes on."""
    from toolkiln.store import Registry

    with Registry(toolkiln_home / "registry.sqlite3") as registry:
        registry.save(
            name="spin", source=SPIN, description="", params=[], backend="mock", model="mock", trial_params={}
        )
    proc = toolkiln_mcp(toolkiln_home, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wire = Wire(proc)
    wire.send(
        INITIALIZE, INITIALIZED, call(2, "spin"), request(3, "ping"), call(4, "calculate", {"expression": "6 * 7"})
    )
    assert wire.answer(3)["result"] == {}
    assert wire.answer(4)["result"]["structuredContent"] == {"value": 42}
    assert 2 not in wire.replies  # still spinning: the two were answered beside it
    cancel = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": 2, "reason": "enough"}}
    wire.send(cancel, call(5, "calculate", {"expression": "6 * 7"}))
    assert wire.answer(5)["result"]["structuredContent"] == {"value": 42}
    wire.close()
    assert proc.returncode == 0, wire.stderr
    assert 2 not in wire.replies


def test_the_handshake_era_loop_answers_as_the_sdks_server_run(toolkiln_home):
    """Over the pipes a client that opens with ``initialize`` is served by toolkiln's own assembly of the
    SDK's parts (no relay task); every answer, good or refused, is the one ``Server.run`` gives in process."""
    import toolkiln
    from toolkiln.mcp.server import ToolkilnMCP

    envelope = {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}
    messages = [
        initialize("2025-06-18"),
        INITIALIZED_NOTE,
        request(2, "ping"),
        request("three", "tools/list"),  # an id that is text
        call(4, "calculate", {"expression": "6 * 7"}),
        call(5, "calculate", ["6 * 7"]),  # params the SDK refuses
        request(6, "ping", envelope),  # a 2026-era request on a handshake-era connection: refused
        request(7, "no/such/method"),
        request(8, "resources/templates/list"),
        call(9, "no_such_tool", {}),
    ]
    proc = toolkiln_mcp(toolkiln_home, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    wire = Wire(proc)
    over_the_pipes = wire.exchange(messages)
    wire.close()
    assert proc.returncode == 0, wire.stderr
    with toolkiln.open(home=toolkiln_home, models=False) as kiln:
        mcp = ToolkilnMCP(kiln)
        through_server_run = anyio.run(exchange, mcp.server, messages, mcp.initialization_options())
    assert over_the_pipes == through_server_run
    assert over_the_pipes[6]["error"]["code"] == -32600 and "handshake" in over_the_pipes[6]["error"]["message"]
    assert over_the_pipes[4]["result"]["structuredContent"] == {"value": 42}


def test_uvloop_serves_pipes_and_asyncio_everything_else(tmp_path):
    """A client that starts the server hands it pipes: those get uvloop when it is installed; a socket,
    a terminal or a file keeps asyncio's loop."""
    import pty
    import socket

    from toolkiln.mcp.stdio import loop_options

    uvloop = {"use_uvloop": True} if importlib.util.find_spec("uvloop") else {}
    read_end, write_end = os.pipe()
    left, right = socket.socketpair()
    controller, terminal = pty.openpty()
    regular = (tmp_path / "requests.jsonl").open("w")
    try:
        assert loop_options(read_end, write_end) == uvloop
        assert loop_options(read_end, left.fileno()) == {}
        assert loop_options(terminal, write_end) == {}
        assert loop_options(read_end, regular.fileno()) == {}
        assert loop_options(read_end, 999) == {}  # not open
    finally:
        for fd in (read_end, write_end, controller, terminal):
            os.close(fd)
        left.close()
        right.close()
        regular.close()


def test_a_line_that_cannot_be_read_gets_json_rpcs_error_answer_with_its_id_where_it_has_one(toolkiln_home):
    """The SDK's transport only logs such a line, so its client would wait for ever; JSON-RPC 2.0 asks
    for Parse error or Invalid Request, with the request's id when it can be read, null otherwise."""
    big = "9" * 5000
    lines = [
        f'{{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {{"name": "calculate", "arguments": {{"expression": {big}}}}}}}',
        "this is not json",
        "[1, 2]",
        '{"jsonrpc": "1.0", "id": "six", "method": "ping"}',
        '{"jsonrpc": "2.0", "method": 5}',  # a notification, however malformed, is never answered
        f'{{"jsonrpc": "2.0", "id": {big}, "method": "ping"}}',  # an id that cannot be read: null
        '{"jsonrpc": "2.0", "id": 9, "method": "ping"}',
    ]
    proc = toolkiln_mcp(toolkiln_home, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    stdout, stderr = proc.communicate(
        line(INITIALIZE) + line(INITIALIZED) + "\n".join(lines).encode() + b"\n", timeout=WAIT_S
    )
    assert proc.returncode == 0, stderr
    replies = answers(stdout)[1:]  # after initialize's
    assert [(reply.get("id"), reply.get("error", {}).get("code")) for reply in replies] == [
        (2, -32700),
        (None, -32700),
        (None, -32600),
        ("six", -32600),
        (None, -32700),
        (9, None),
    ]
    assert replies[0]["error"]["message"] == "Parse error: an integer of 5000 digits; at most 4300 are read"
    assert replies[1]["error"]["message"].startswith("Parse error: the line is not JSON")


def test_an_sdk_client_whose_call_the_server_cannot_read_gets_an_error_not_a_wait(toolkiln_home):
    from mcp.shared.exceptions import MCPError

    server = StdioServerParameters(
        command=sys.executable, args=["-m", "toolkiln", "mcp"], env={**os.environ, "TOOLKILN_HOME": str(toolkiln_home)}
    )

    async def session() -> None:
        async with Client(server, mode="legacy") as client:
            with anyio.fail_after(WAIT_S), pytest.raises(MCPError, match="5001 digits"):
                await client.call_tool("calculate", {"expression": 10**5000})
            answer = await client.call_tool("calculate", {"expression": "6 * 7"})  # the session goes on
            assert answer.structured_content == {"value": 42}

    anyio.run(session)
