"""A canned MCP stdio server: the floor under ``mcp_call_us``.

It answers ``initialize``, ``tools/list``, ``tools/call`` and ``ping`` with the
same messages ``toolkiln mcp`` sends for the bench's tool, but from a blocking
loop over the pipes that does nothing else: no SDK, no registry, no worker. The
SDK client calling it costs what the client itself costs plus a pipe round
trip, which no server can go below (``mcp_floor_call_us``, ``mcp_floor_ping_us``).

    python bench/mcp_floor_server.py     speaks MCP on stdin/stdout until EOF
"""

from __future__ import annotations

import json
import sys

TOOL = {
    "name": "celsius_to_fahrenheit",
    "title": "celsius_to_fahrenheit@1",
    "description": "Converts degrees Celsius to degrees Fahrenheit.",
    "inputSchema": {
        "type": "object",
        "properties": {"celsius": {"type": "number"}},
        "required": ["celsius"],
        "additionalProperties": False,
    },
    "outputSchema": {"type": "object", "properties": {"fahrenheit": {"type": "number"}}},
}


def answer(request: dict) -> dict:
    """The result for one request; the call's answer is the bench tool's, computed."""
    method, params = request.get("method"), request.get("params") or {}
    if method == "initialize":
        return {
            "protocolVersion": params.get("protocolVersion"),
            "capabilities": {"tools": {"listChanged": True}},
            "serverInfo": {"name": "floor", "version": "0"},
        }
    if method == "tools/list":
        return {"tools": [TOOL]}
    if method == "tools/call":
        result = {"fahrenheit": params["arguments"]["celsius"] * 9 / 5 + 32}
        return {
            "content": [{"type": "text", "text": json.dumps(result)}],
            "structuredContent": result,
            "isError": False,
        }
    return {}


def main() -> None:
    wire_in, wire_out = sys.stdin.buffer, sys.stdout.buffer
    for line in wire_in:
        request = json.loads(line)
        if "id" not in request:  # a notification: nothing to answer
            continue
        reply = {"jsonrpc": "2.0", "id": request["id"], "result": answer(request)}
        wire_out.write(json.dumps(reply).encode() + b"\n")
        wire_out.flush()


if __name__ == "__main__":
    main()
