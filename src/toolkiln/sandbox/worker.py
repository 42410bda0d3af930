"""A worker process: runs tools for the pool, confined, speaking JSON lines.

Started by :class:`toolkiln.sandbox.pool.WorkerPool` as
``python -I -S -c BOOTSTRAP PATHS FD_IN FD_OUT`` (or ``python -m
toolkiln.sandbox.worker FD_IN FD_OUT`` when toolkiln is importable), with an
empty environment, an empty temporary working folder, stdin/stdout/stderr on
``/dev/null`` and the protocol on two dedicated pipe descriptors. Nothing a
tool prints can reach the protocol: ``print`` is collected per call.

Protocol (one JSON object per line, never pickle)::

    host → worker  {"op": "init", "policy": {...}, "forbidden_attributes": [...],
                    "parent_pid": N, "allow_unconfined": false}
    worker → host  {"op": "ready", "confined": true} | {"op": "error", "message": "..."}
    host → worker  {"op": "run", "name": "...", "sha": "...", "params": {...}, "source"?: "..."}
                   {"op": "check", "expression": "...", "result": ...}
    worker → host  {"op": "need_source"}        (sha not cached; host answers {"op": "source", "source": ...})
                   {"op": "fetch", "url": "..."} (a tool called fetch(); host answers
                                                  {"op": "fetched", "ok": true, "value": {...}} or
                                                  {"op": "fetched", "ok": false, "error": "..."})
                   {"op": "done", "ok": true, "result": ..., "output": "...", "retire"?: true}
                   {"op": "done", "ok": false, "kind": "...", "error": "...", "errors": [...], "output": "...",
                    "retire": false}

After a reply with ``retire`` (the worker ran out of memory, or still holds more
than half its memory limit after the call: see :mod:`toolkiln.sandbox.residue`) or
once it has used half its CPU budget, the worker exits and the pool starts a new one.
"""

from __future__ import annotations

import os
import sys
import time
import warnings
from typing import Any

from toolkiln.sandbox.protocol import decode_line, encode

__all__ = ["Channel", "main"]

BOOTSTRAP = """\
import json, os, sys
try:
    sys.path[:0] = json.loads(sys.argv[1])
    from toolkiln.sandbox.worker import main
except BaseException as exc:
    error = {"op": "error", "message": "cannot load the worker: %s: %s" % (type(exc).__name__, exc)}
    os.write(int(sys.argv[3]), (json.dumps(error) + "\\n").encode("ascii"))
    sys.exit(1)
sys.exit(main(int(sys.argv[2]), int(sys.argv[3])))
"""
"""The ``-c`` program the pool starts: puts toolkiln's folders on ``sys.path``
(the environment is empty, so ``PYTHONPATH`` cannot), then runs :func:`main`."""

_READ_SIZE = 1 << 16
MEMORY_CHECK_EVERY_S = 0.005
"""The address space is measured (a read of ``/proc/self/statm``, a few µs) once calls
have run this long since the last measurement: in five milliseconds a call can touch
some tens of megabytes at most, far below the half of the limit that retires a
worker, and a short call does not pay for a measurement every time."""

_WARM_UP_TOOL = """
def warm_up(text: str) -> dict:
    words = sorted(set(text.lower().split()))
    pairs = list(zip(words, range(len(words))))
    total = 0
    for _, value in pairs:
        total += value
    counts = {}
    for word in words:
        counts[word] = 0
        counts[word] += 1
    out = "{:>6.2f}|{}".format(total / 3, text)
    print(out, end="")
    return {"words": words, "max": max([1, 2]), "out": out, "printed": printed}
"""


class Channel:
    """Blocking JSON-lines over two pipe descriptors."""

    def __init__(self, fd_in: int, fd_out: int) -> None:
        self.fd_in = fd_in
        self.fd_out = fd_out
        self._buffer = bytearray()

    def receive(self) -> Any:
        """The next message, or None once the host has closed the pipe."""
        while True:
            end = self._buffer.find(b"\n")
            if end >= 0:
                line = bytes(self._buffer[:end])
                del self._buffer[: end + 1]
                return decode_line(line)
            chunk = os.read(self.fd_in, _READ_SIZE)
            if not chunk:
                return None
            self._buffer += chunk

    def send_line(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            written = os.write(self.fd_out, view)
            view = view[written:]

    def send(self, message: dict) -> None:
        self.send_line(encode(message).encode("ascii") + b"\n")


def _make_fetch(channel: Channel) -> Any:
    from toolkiln.sandbox.runtime import FetchError

    def fetch(url: str) -> dict:
        """Ask the host to GET ``url``; returns {'status', 'url', 'headers', 'text'}."""
        if not isinstance(url, str):
            raise TypeError("fetch(url) needs the URL as a str")
        channel.send({"op": "fetch", "url": url})
        answer = channel.receive()
        if not isinstance(answer, dict) or answer.get("op") != "fetched":
            os._exit(3)  # host gone or out of step: stop at once (a tool could catch SystemExit)
        if answer.get("ok"):
            return answer["value"]
        raise FetchError(answer.get("error") or "fetch failed")

    return fetch


def _warm_up(runtime: Any) -> None:
    """Touch, before confinement, everything that loads lazily (codecs, strptime,
    time zone, OpenSSL digests): once confined, the worker can open no file.

    The warm-up tool uses builtins only; under a policy without them it fails,
    which costs nothing but a slower first call."""
    import datetime
    import hashlib

    runtime.run("warm_up", _WARM_UP_TOOL, {"text": "Warm up the worker, warm"})
    runtime.check("len(result) > 0", [1])
    time.localtime()
    datetime.datetime.now()
    datetime.datetime.strptime("2024-02-29 12:30", "%Y-%m-%d %H:%M")
    time.strptime("2024", "%Y")
    for encoding in (
        "ascii",
        "latin-1",
        "utf-16",
        "utf-16-le",
        "utf-16-be",
        "utf-32",
        "utf-7",
        "cp1252",
        "cp437",
        "iso8859-15",
        "mac-roman",
        "idna",
        "punycode",
        "unicode-escape",
        "raw-unicode-escape",
    ):
        "warm".encode(encoding)
    for algorithm in ("md5", "sha1", "sha256", "sha512", "blake2b"):
        getattr(hashlib, algorithm)(b"warm").hexdigest()


def _serve(channel: Channel, runtime: Any, cpu_budget_s: float, space: Any) -> None:
    # CPU time never exceeds the wall time spent in calls plus what start-up
    # used, so summing call durations (a vDSO clock read, not a system call)
    # is a safe over-estimate of the CPU budget spent.
    spent = time.process_time()
    unmeasured = MEMORY_CHECK_EVERY_S  # measure after the first call
    while True:
        message = channel.receive()
        if message is None:
            return
        started = time.perf_counter()
        op = message.get("op")
        if op == "run":
            name, sha = message["name"], message["sha"]
            source = message.get("source")
            if source is None and not runtime.has_code(name, sha):
                channel.send({"op": "need_source"})
                answer = channel.receive()
                if answer is None:
                    return
                source = answer.get("source")
            reply = runtime.run(name, source, message.get("params") or {}, sha=sha)
        elif op == "check":
            reply = runtime.check(message["expression"], message.get("result"))
        else:
            channel.send({"op": "error", "message": f"unknown op {op!r}"})
            return
        unmeasured += time.perf_counter() - started
        if unmeasured > MEMORY_CHECK_EVERY_S and not reply.retire:
            unmeasured = 0.0
            reply.retire = space.exhausted()  # memory a call pinned must not fail a later call here
        channel.send_line(reply.to_line())
        spent += time.perf_counter() - started
        if reply.retire or spent > cpu_budget_s:
            return  # fresh worker next time: memory may be fragmented, CPU nearly spent


def main(fd_in: int, fd_out: int) -> int:
    """Run the worker: handshake, warm up, confine, serve until the host leaves."""
    channel = Channel(fd_in, fd_out)
    init = channel.receive()
    if not isinstance(init, dict) or init.get("op") != "init":
        return 2
    warnings.simplefilter("ignore")  # nothing may try to print or read source lines later
    try:
        from toolkiln.sandbox.confine import confine
        from toolkiln.sandbox.residue import AddressSpace
        from toolkiln.sandbox.runtime import ToolRuntime

        policy = init["policy"]
        runtime = ToolRuntime(
            policy,
            forbidden_attributes=frozenset(
                init.get("forbidden_attributes") or policy.get("forbidden_attributes") or ()
            ),
            fetch=_make_fetch(channel),
        )
        _warm_up(runtime)
        space = AddressSpace(int(policy["limits"].get("memory_mb", 512)) * 1024 * 1024)
        confinement = confine(
            policy["limits"],
            parent_pid=int(init["parent_pid"]),
            allow_unconfined=bool(init.get("allow_unconfined")),
        )
    except Exception as exc:  # report any start-up failure in one line, then stop
        channel.send({"op": "error", "message": " ".join(f"{type(exc).__name__}: {exc}".split())})
        return 1
    channel.send({"op": "ready", "confined": confinement.seccomp, "note": confinement.note})
    cpu_budget = float(policy["limits"].get("cpu_s", 30)) / 2
    try:
        _serve(channel, runtime, cpu_budget, space)
    except (BrokenPipeError, ConnectionError):
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]), int(sys.argv[2])))
