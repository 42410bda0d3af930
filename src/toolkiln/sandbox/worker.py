"""A worker process: runs tools for the pool, confined, speaking JSON lines.

Every worker is forked from the pool's template process
(:mod:`toolkiln.sandbox.template`), which imported and warmed up everything a
tool may need but never runs a tool itself. Right after the fork the new process
closes every descriptor but its two protocol pipes, moves into its own empty
working folder and confines itself (:func:`become_worker`): rlimits, no new
privileges, parent-death signal, seccomp. The environment is empty (the
template's was), stdin/stdout/stderr are ``/dev/null``; nothing a tool prints
can reach the protocol: ``print`` is collected per call.

Protocol (one JSON object per line, never pickle)::

    worker → host  {"op": "ready", "confined": true} | {"op": "error", "message": "..."}
    host → worker  {"op": "run", "name": "...", "sha": "...", "params": {...}, "source"?: "...", "check"?: "..."}
                   {"op": "check", "expression": "...", "result": ...}
    worker → host  {"op": "need_source"}        (sha not cached; host answers {"op": "source", "source": ...})
                   {"op": "fetch", "url": "..."} (a tool called fetch(); host answers
                                                  {"op": "fetched", "ok": true, "value": {...}} or
                                                  {"op": "fetched", "ok": false, "error": "..."})
                   {"op": "done", "ok": true, "result": ..., "output": "...", "retire"?: true,
                    "check"?: {"ok": true, "result": bool} | {"ok": false, "kind": "...", "error": "..."}}
                                                 (a run that carried a check: evaluated right after the call)
                   {"op": "done", "ok": false, "kind": "...", "error": "...", "errors": [...], "output": "...",
                    "retire": false}

The host's requests are dispatched through :data:`WORKER_OPS`, and a tool's
brokered calls are built from :data:`BROKERED_OPS`; the host has the matching
table (``WorkerPool``'s ``_HOST_OPS``). A new brokered capability is one entry
on each side.

After a reply with ``retire`` (the worker ran out of memory, or still holds more
than half its memory limit after the call: see :mod:`toolkiln.sandbox.residue`) or
once it has used half its CPU budget, the worker exits and the pool starts a new one.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterable
from typing import Any

from toolkiln.sandbox.protocol import decode_line, encode
from toolkiln.sandbox.residue import clear_module_state
from toolkiln.sandbox.runtime import FetchError, ToolRuntime

__all__ = ["BROKERED_OPS", "WORKER_OPS", "Channel", "become_worker", "prepare_runtime", "warm_up_interpreter"]

_READ_SIZE = 1 << 16
"""Bytes read from the pipe at a time: the Linux pipe buffer's default size."""
CPU_BUDGET_SHARE = 0.5
"""A worker retires once its calls have used this share of the CPU rlimit, so a
call never starts in a worker that SIGXCPU could kill halfway through."""
_OUT_OF_STEP_EXIT = 3
"""Exit code when the host's answer to a brokered call is missing or not the one asked for."""
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
    """Blocking JSON-lines over two pipe descriptors (attached after the fork)."""

    def __init__(self, fd_in: int = -1, fd_out: int = -1) -> None:
        self.fd_in = fd_in
        self.fd_out = fd_out
        self._buffer = bytearray()

    def attach(self, fd_in: int, fd_out: int) -> None:
        """Speak over these descriptors from now on (a forked worker's own pipes)."""
        self.fd_in, self.fd_out = fd_in, fd_out
        self._buffer.clear()

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


# -- brokered calls: the tool asks, the host answers ---------------------------------

BROKERED_OPS: dict[str, str] = {"fetch": "fetched"}
"""Each brokered request a tool can make, and the op of the host's answer."""


def _ask_host(channel: Channel, op: str, **arguments: Any) -> Any:
    """Send one brokered request and wait for its answer; the answer's value, or
    :class:`~toolkiln.sandbox.runtime.FetchError` with the host's reason."""
    channel.send({"op": op, **arguments})
    answer = channel.receive()
    if not isinstance(answer, dict) or answer.get("op") != BROKERED_OPS[op]:
        os._exit(_OUT_OF_STEP_EXIT)  # host gone or out of step: stop at once (a tool could catch SystemExit)
    if answer.get("ok"):
        return answer["value"]
    raise FetchError(answer.get("error") or f"{op} failed")


def _make_fetch(channel: Channel) -> Callable[[str], dict]:
    def fetch(url: str) -> dict:
        """Ask the host to GET ``url``; returns {'status', 'url', 'headers', 'text'}."""
        if not isinstance(url, str):
            raise TypeError("fetch(url) needs the URL as a str")
        return _ask_host(channel, "fetch", url=url)

    return fetch


def warm_up_interpreter(modules: Iterable[str] = ()) -> None:
    """Load what a worker needs whatever its policy: codecs, strptime, the time zone,
    OpenSSL digests, and ``modules`` (the template passes the default policy's, before its
    host has sent the policy; a module a policy does not allow is never reachable from a
    tool, which imports only through the runtime's façades). Once confined, a worker can
    open no file, so nothing may be left to load lazily."""
    import datetime
    import hashlib
    import importlib

    for name in modules:
        try:
            importlib.import_module(name)
        except ImportError:
            pass  # the runtime reports it, for a policy that allows it
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


def _warm_up(runtime: Any) -> None:
    """Touch, before confinement, everything that loads lazily: a tool run and a check
    through the runtime, then :func:`warm_up_interpreter` (quick where the template
    already ran it).

    The warm-up tool uses builtins only; under a policy without them it fails,
    which costs nothing but a slower first call."""
    runtime.run("warm_up", _WARM_UP_TOOL, {"text": "Warm up the worker, warm"})
    runtime.check("len(result) > 0", [1])
    warm_up_interpreter()


# -- the host's requests ---------------------------------------------------------------

Handler = Callable[[Channel, Any, dict], Any]
"""``(channel, runtime, message) -> Reply``, or None when the host has gone."""


def _op_run(channel: Channel, runtime: Any, message: dict) -> Any:
    name, sha = message["name"], message["sha"]
    source = message.get("source")
    if source is None and not runtime.has_code(name, sha):
        channel.send({"op": "need_source"})
        answer = channel.receive()
        if answer is None:
            return None
        source = answer.get("source")
    reply = runtime.run(name, source, message.get("params") or {}, sha=sha)
    check = message.get("check")
    if reply.ok and isinstance(check, str) and reply.result_json is not None:
        # Judged over the result as the host will decode it (tuples become lists), in the same round trip.
        reply.check = runtime.check(check, decode_line(reply.result_json.encode("ascii")))
        reply.retire = reply.retire or reply.check.retire
    return reply


def _op_check(channel: Channel, runtime: Any, message: dict) -> Any:
    return runtime.check(message["expression"], message.get("result"))


WORKER_OPS: dict[str, Handler] = {"run": _op_run, "check": _op_check}
"""What the host may ask of a worker, op → handler."""


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
        op = message.get("op") if isinstance(message, dict) else None
        handler = WORKER_OPS.get(op) if isinstance(op, str) else None
        if handler is None:
            channel.send({"op": "error", "message": f"unknown op {str(message)[:80]!r}"})
            return
        reply = handler(channel, runtime, message)
        if reply is None:
            return
        unmeasured += time.perf_counter() - started
        if unmeasured > MEMORY_CHECK_EVERY_S and not reply.retire:
            unmeasured = 0.0
            reply.retire = space.exhausted()  # memory a call pinned must not fail a later call here
        channel.send_line(reply.to_line())
        spent += time.perf_counter() - started
        if reply.retire or spent > cpu_budget_s:
            return  # fresh worker next time: memory may be fragmented, CPU nearly spent


def prepare_runtime(init: dict, channel: Channel) -> ToolRuntime:
    """Build and warm up the runtime a worker will use (in the template, before any fork).

    Everything that loads lazily is touched here: once confined, a worker can
    open no file, so it can import nothing new."""
    policy = init["policy"]
    runtime = ToolRuntime(
        policy,
        forbidden_attributes=frozenset(init.get("forbidden_attributes") or policy.get("forbidden_attributes") or ()),
        fetch=_make_fetch(channel),
    )
    _warm_up(runtime)
    # Binds the residue clearers (importing what they need) here, once: a confined fork
    # could import nothing, and starts with the warm-up's caches already empty.
    clear_module_state()
    return runtime


def become_worker(channel: Channel, runtime: ToolRuntime, init: dict, *, parent_pid: int) -> int:
    """In a freshly forked process: confine, say ready, serve until the host leaves; the exit code."""
    try:
        from toolkiln.sandbox.confine import confine
        from toolkiln.sandbox.residue import AddressSpace

        runtime.forked()
        limits = init["policy"]["limits"]
        # Opened here, after the fork and before confinement: /proc/self must name this
        # worker (a descriptor the template opened would measure the template).
        space = AddressSpace(int(limits.get("memory_mb", 512)) * 1024 * 1024)
        confinement = confine(limits, parent_pid=parent_pid, allow_unconfined=bool(init.get("allow_unconfined")))
    except Exception as exc:  # report any start-up failure in one line, then stop
        channel.send({"op": "error", "message": " ".join(f"{type(exc).__name__}: {exc}".split())})
        return 1
    channel.send({"op": "ready", "confined": confinement.seccomp, "note": confinement.note})
    cpu_budget = float(limits.get("cpu_s", 30)) * CPU_BUDGET_SHARE
    try:
        _serve(channel, runtime, cpu_budget, space)
    except (BrokenPipeError, ConnectionError):
        return 0
    return 0
