"""The floors the bench measures toolkiln against, and the bench's trivial tool.

``PipeEcho`` is a persistent bare Python child answering each JSON line with a
JSON line over pipes: a worker with nothing in it, the floor under a reused call.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

__all__ = ["PipeEcho", "ratio", "tool_source"]


def tool_source(name: str) -> str:
    return (
        f'"""Converts degrees Celsius to degrees Fahrenheit ({name})."""\n\n\n'
        f"def {name}(celsius: float) -> dict:\n"
        '    return {"fahrenheit": celsius * 9 / 5 + 32}\n'
    )


_PIPE_CHILD = """\
import json, os
buffer = b""
while True:
    chunk = os.read(0, 65536)
    if not chunk:
        break
    buffer += chunk
    while b"\\n" in buffer:
        line, buffer = buffer.split(b"\\n", 1)
        request = json.loads(line)
        os.write(1, json.dumps({"id": request["id"], "ok": True, "result": {"fahrenheit": 86.0}}).encode() + b"\\n")
"""
"""A persistent child that answers each JSON line with a JSON line: a worker with nothing in it."""


class PipeEcho:
    """A :data:`_PIPE_CHILD` process and one round trip to it at a time."""

    def __init__(self) -> None:
        self.process = subprocess.Popen(
            [sys.executable, "-I", "-S", "-c", _PIPE_CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE, bufsize=0
        )
        self.count = 0

    def roundtrip(self, params: dict) -> float:
        """Microseconds for one request (the shape of a worker's ``call``) and its answer."""
        assert self.process.stdin is not None and self.process.stdout is not None
        self.count += 1
        started = time.perf_counter()
        request = {"op": "call", "id": self.count, "name": "celsius_to_fahrenheit", "digest": "0" * 16}
        os.write(self.process.stdin.fileno(), json.dumps({**request, "params": params}).encode() + b"\n")
        reply = b""
        while not reply.endswith(b"\n"):
            chunk = os.read(self.process.stdout.fileno(), 65536)
            if not chunk:
                raise RuntimeError("the pipe round-trip child exited")
            reply += chunk
        answer = json.loads(reply)
        elapsed = (time.perf_counter() - started) * 1e6
        if answer["id"] != self.count:
            raise RuntimeError("the pipe round-trip child answered out of turn")
        return elapsed

    def close(self) -> None:
        assert self.process.stdin is not None
        self.process.stdin.close()
        self.process.wait(timeout=5)


def ratio(over: dict, under: dict) -> dict:
    """``over`` as a multiple of ``under``: median over median, p95 over p95."""
    return {
        "median": round(over["median"] / under["median"], 2),
        "p95": round(over["p95"] / under["p95"], 2),
        "n": min(over["n"], under["n"]),
        "unit": "x",
    }
