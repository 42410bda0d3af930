"""The fast lane of ``toolkiln mcp``'s stdio transport: plain ``ping`` and ``tools/call`` answered off the pipe.

Each test drives a real server process over real pipes twice, with the lane and
without it (the SDK's dispatcher answering everything, as before the lane), and
compares what went on the wire byte for byte. The server reports on stderr how
many requests the lane took, so a test also shows which way each one went.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("mcp", reason="the mcp extra: pip install -e '.[test,bench,mcp]'")

from fakes.mcp_wire import INITIALIZED, Wire, call, initialize, request  # noqa: E402

SERVER = textwrap.dedent(
    """
    import sys
    import anyio
    import toolkiln
    from toolkiln.mcp.server import ToolkilnMCP
    from toolkiln.mcp.stdio import loop_options, serve, stdio_streams

    async def main(kiln, lane):
        mcp = ToolkilnMCP(kiln)
        async with stdio_streams() as (read, write):
            await serve(mcp.server, read, write, mcp.initialization_options(), lane=lane)
        sys.stderr.write(f"lane took {read.lane.taken if read.lane else 0}\\n")

    with toolkiln.open(home=sys.argv[1], models=False) as kiln:
        anyio.run(main, kiln, sys.argv[2] == "on", backend_options=loop_options(0, 1))
    """
)

SPIN = '"""Spins until it is stopped."""\n\n\ndef spin() -> dict:\n    while True:\n        pass\n'


class RawWire(Wire):
    """A :class:`Wire` that also keeps each answer's line exactly as it was written."""

    def __init__(self, proc: subprocess.Popen) -> None:
        super().__init__(proc)
        self.lines: dict[Any, bytes] = {}
        self.written = 0
        """How many lines the server wrote in all."""

    def _take(self, chunk: bytes) -> None:
        *complete, self._pending = (self._pending + chunk).split(b"\n")
        for raw in complete:
            self.written += 1
            reply = json.loads(raw)
            self.replies[reply.get("id")] = reply
            self.lines[reply.get("id")] = raw


@pytest.fixture
def server_script(tmp_path) -> Path:
    script = tmp_path / "lane_server.py"
    script.write_text(SERVER)
    return script


def start(script: Path, home: Path, lane: bool) -> RawWire:
    proc = subprocess.Popen(
        [sys.executable, str(script), str(home), "on" if lane else "off"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=dict(os.environ),
    )
    return RawWire(proc)


def served(script: Path, home: Path, messages: list[dict], lane: bool) -> tuple[dict[Any, bytes], int]:
    """Each message in turn (a request's answer awaited before the next goes): the answers' lines by id,
    and how many requests the lane took."""
    wire = start(script, home, lane)
    wire.exchange(messages)
    wire.close()
    stderr = wire.stderr.decode()
    assert wire.proc.returncode == 0, stderr
    return wire.lines, int(stderr.rsplit("lane took ", 1)[1].split()[0])


def save_spin(home: Path) -> None:
    from toolkiln.store import Registry

    with Registry(home / "registry.sqlite3") as registry:
        registry.save(
            name="spin", source=SPIN, description="", params=[], backend="mock", model="mock", trial_params={}
        )


PLAIN = [
    request(2, "ping"),
    request(3, "ping", {}),
    call(4, "calculate", {"expression": "6 * 7"}),
    call("five", "calculate", {"expression": "1 / 3"}),  # an id that is text; a float result
    call(0, "calculate", {"expression": "1 / 0"}),  # the tool's own error
    call(-7, "ünknown_tööl", {}),  # an error result that is not ASCII
    call(2**53, "text_stats", {"text": "naïve café ✓"}),
    call(8, "calculate"),  # no arguments: the tool's params are checked
    request(9, "tools/call", {"name": "calculate", "arguments": None}),
]
LEFT_TO_THE_SDK = [
    request(20, "ping", {"_meta": {"progressToken": 1}}),
    call(21, "calculate", {"expression": "1 + 1"}, _meta={"progressToken": 2}),
    call(22, "calculate", {"expression": "1 + 1"}, extra=True),
    call(23, "calculate", ["1 + 1"]),  # arguments that are not an object: the SDK's refusal
    call(24, 42, {}),  # a name that is not text
    {"jsonrpc": "2.0", "id": 25, "method": "tools/call", "params": {"name": "calculate"}, "extra": 1},
    request(26, "tools/list"),
    request(27, "ping", {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}),
]


def test_plain_requests_are_answered_by_the_lane_byte_for_byte_as_the_sdk_answers_them(server_script, toolkiln_home):
    messages = [initialize("2025-06-18"), INITIALIZED, *PLAIN, *LEFT_TO_THE_SDK]
    with_lane, taken = served(server_script, toolkiln_home, messages, lane=True)
    without, taken_without = served(server_script, toolkiln_home, messages, lane=False)
    assert with_lane == without
    assert (taken, taken_without) == (len(PLAIN), 0)  # every plain request went the lane's way, nothing else did
    assert json.loads(with_lane[4])["result"]["structuredContent"] == {"value": 42}
    assert json.loads(with_lane[0])["result"]["isError"]
    assert "ünknown_tööl".encode() in with_lane[-7]  # as the SDK writes it: UTF-8, not escaped


def test_nothing_is_taken_before_initialize_or_on_a_connection_of_the_2026_era(server_script, toolkiln_home):
    """Before ``initialize`` is accepted the SDK's gate answers; a client that opens with a 2026-enveloped
    request is served by the SDK's ``Server.run`` throughout."""
    envelope = {"_meta": {"io.modelcontextprotocol/protocolVersion": "2026-07-28"}}
    before = [request(2, "ping"), call(3, "calculate", {"expression": "1 + 1"})]
    modern = [request(4, "ping", envelope), request(5, "ping"), call(6, "calculate", {"expression": "1 + 1"})]
    for messages in (before, modern):
        with_lane, taken = served(server_script, toolkiln_home, messages, lane=True)
        without, _ = served(server_script, toolkiln_home, messages, lane=False)
        assert with_lane == without
        assert taken == 0


def test_a_call_in_the_lane_is_cancelled_by_its_id_and_never_answered(server_script, toolkiln_home):
    """The cancel may give the id as text ("2" is 2, as the SDK correlates ids); other requests go on."""
    save_spin(toolkiln_home)
    wire = start(server_script, toolkiln_home, lane=True)
    wire.send(initialize("2025-06-18"), INITIALIZED, call(2, "spin"), request(3, "ping"))
    assert wire.answer(3)["result"] == {}
    cancel = {"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"requestId": "2"}}
    wire.send(cancel, call(4, "calculate", {"expression": "6 * 7"}), call(5, "calculate", {"expression": "6 * 7"}))
    assert wire.answer(4)["result"]["structuredContent"] == {"value": 42}
    assert wire.answer(5)["result"]["structuredContent"] == {"value": 42}
    wire.close()
    assert wire.proc.returncode == 0, wire.stderr
    assert 2 not in wire.replies
    assert "lane took 4" in wire.stderr.decode()


def test_a_call_still_running_when_the_client_hangs_up_is_answered_connection_closed(server_script, toolkiln_home):
    """As the SDK's dispatcher does: the call is stopped, its answer is the "Connection closed" error."""
    save_spin(toolkiln_home)
    lines = {}
    for lane in (True, False):
        wire = start(server_script, toolkiln_home, lane)
        wire.send(initialize("2025-06-18"), INITIALIZED, call(2, "spin"), request(3, "ping"))
        wire.answer(3)
        wire.close()  # end of stdin while spin runs
        assert wire.proc.returncode == 0, wire.stderr
        lines[lane] = wire.lines[2]
    assert lines[True] == lines[False]
    assert json.loads(lines[True])["error"] == {"code": -32000, "message": "Connection closed"}


def test_many_calls_in_flight_at_once_are_each_answered_once_with_their_own_result(server_script, toolkiln_home):
    """Forty calls written in one go, more than the pool has workers: each answered once, by its own id."""
    wire = start(server_script, toolkiln_home, lane=True)
    calls = [call(n, "calculate", {"expression": f"{n} * 3"}) for n in range(2, 42)]
    wire.send(initialize("2025-06-18"), INITIALIZED, *calls)
    for n in range(2, 42):
        assert wire.answer(n)["result"]["structuredContent"] == {"value": n * 3}
    wire.close()
    assert wire.proc.returncode == 0, wire.stderr
    assert wire.written == 41  # initialize and the forty: nothing answered twice
    assert "lane took 40" in wire.stderr.decode()


def test_a_line_nested_too_deep_to_parse_is_left_to_the_sdk_and_the_server_goes_on(server_script, toolkiln_home):
    """``json.loads`` gives up on deep nesting with a RecursionError, not a ValueError: the lane must too."""
    deep = b'{"jsonrpc": "2.0", "id": 2, "method": "ping", "params": {"x": ' + b"[" * 100_000 + b"]" * 100_000 + b"}}\n"
    results = {}
    for lane in (True, False):
        wire = start(server_script, toolkiln_home, lane)
        wire.send(initialize("2025-06-18"), INITIALIZED)
        wire.answer(1)
        assert wire.proc.stdin is not None
        wire.proc.stdin.write(deep)
        wire.send(request(3, "ping"))
        results[lane] = (wire.answer(3), wire.replies.get(2))
        wire.close()
        assert wire.proc.returncode == 0, wire.stderr
    assert results[True] == results[False]
    assert results[True][0]["result"] == {}
