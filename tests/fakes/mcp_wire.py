"""Speaking raw JSON-RPC to an MCP server: to an SDK ``Server`` in process, or to ``toolkiln mcp`` over its pipes.

Where a test compares what two ways of serving answer, both sides are driven
with the same messages, and each answer is kept as it went on the wire, by id.
Every wait is for an answer, bounded by a generous deadline.
"""

from __future__ import annotations

import json
import os
import select
import subprocess
import time
from typing import Any

import anyio
import mcp_types as types
from mcp.server.lowlevel.server import Server
from mcp.server.models import InitializationOptions
from mcp.shared.message import SessionMessage

WAIT_S = 60.0
"""How long an answer may take on a loaded machine: a bound, never a measure."""
INITIALIZED = {"jsonrpc": "2.0", "method": "notifications/initialized"}


def initialize(version: str = "2025-11-25") -> dict:
    params = {"protocolVersion": version, "capabilities": {}, "clientInfo": {"name": "wire", "version": "0"}}
    return {"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": params}


def request(request_id: Any, method: str, params: Any = None) -> dict:
    message = {"jsonrpc": "2.0", "id": request_id, "method": method}
    if params is not None:
        message["params"] = params
    return message


def call(request_id: Any, name: Any, arguments: Any = None, **extra: Any) -> dict:
    """A ``tools/call`` request; ``extra`` goes into its params beside the name and arguments."""
    params = {"name": name, **extra}
    if arguments is not None:
        params["arguments"] = arguments
    return request(request_id, "tools/call", params)


def line(message: dict) -> bytes:
    return json.dumps(message).encode() + b"\n"


async def exchange(
    server: Server, messages: list[dict], options: InitializationOptions | None = None
) -> dict[Any, dict]:
    """Each message sent in turn to ``server.run`` over memory streams, each request's answer awaited
    before the next message goes; the answers by id, as they went on the wire."""
    send_in, read_in = anyio.create_memory_object_stream[SessionMessage | Exception](len(messages))
    write_out, read_out = anyio.create_memory_object_stream[SessionMessage](len(messages))
    options = options or server.create_initialization_options()
    answers: dict[Any, dict] = {}
    with anyio.fail_after(WAIT_S):
        async with anyio.create_task_group() as group:
            group.start_soon(server.run, read_in, write_out, options)
            for message in messages:
                await send_in.send(SessionMessage(types.jsonrpc_message_adapter.validate_python(message)))
                if "id" not in message:
                    continue
                while message["id"] not in answers:
                    reply = (await read_out.receive()).message
                    wire = reply.model_dump(by_alias=True, exclude_unset=True, mode="json")
                    answers[wire.get("id")] = wire
            await send_in.aclose()
    return answers


class Wire:
    """A server process spoken to line by line over its stdin and stdout; every answer it writes is kept, by id."""

    def __init__(self, proc: subprocess.Popen) -> None:
        self.proc = proc
        self.replies: dict[Any, dict] = {}
        self.stderr = b""
        self._pending = b""

    def send(self, *messages: dict) -> None:
        assert self.proc.stdin is not None
        self.proc.stdin.write(b"".join(map(line, messages)))
        self.proc.stdin.flush()

    def answer(self, request_id: Any) -> dict:
        """The answer to ``request_id``, waiting for it as long as a loaded machine may need."""
        deadline = time.monotonic() + WAIT_S
        while request_id not in self.replies:
            assert time.monotonic() < deadline, f"no answer to request {request_id} within {WAIT_S} s"
            self._read(timeout_s=0.1)
        return self.replies[request_id]

    def exchange(self, messages: list[dict]) -> dict[Any, dict]:
        """Each message sent in turn, each request's answer awaited before the next goes; the answers by id."""
        for message in messages:
            self.send(message)
            if "id" in message:
                self.answer(message["id"])
        return {message["id"]: self.replies[message["id"]] for message in messages if "id" in message}

    def close(self) -> None:
        """Hang up (end of stdin) and take whatever the server still writes before it exits."""
        rest, self.stderr = self.proc.communicate(timeout=WAIT_S)
        self._take(rest)

    def _read(self, timeout_s: float) -> None:
        assert self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        if select.select([fd], [], [], timeout_s)[0]:
            chunk = os.read(fd, 65536)
            assert chunk, "the server closed its stdout before answering"
            self._take(chunk)

    def _take(self, chunk: bytes) -> None:
        *complete, self._pending = (self._pending + chunk).split(b"\n")
        for reply in map(json.loads, complete):
            if "id" in reply:  # a notification has none
                self.replies.setdefault(reply["id"], reply)
