"""The worker pool: confined processes that run tools, one call at a time each.

:class:`WorkerPool` hands each call to a free worker (starting one if fewer
than ``size`` are alive), waits for the answer with a wall-clock deadline, and
turns whatever happened into a :class:`RunOutcome`. It never raises for a
tool's misbehaviour: a tool that raises, loops, exhausts memory, returns
something that is not JSON or kills its worker produces an outcome, and the
worker is replaced when needed. It raises only when no worker can start at all
(:class:`~toolkiln.errors.ConfigError`, e.g. seccomp is unavailable).

This module is the boundary where worker failures become toolkiln's terms.

Workers are started from one long-lived thread per pool: Linux delivers the
parent-death signal when the *thread* that forked a child exits, so a worker
started from a short-lived caller thread would be killed with it.
"""

from __future__ import annotations

import atexit
import importlib.util
import json
import math
import os
import select
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time
import weakref
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from toolkiln.errors import ConfigError, ToolkilnError
from toolkiln.policy import DEFAULT_POLICY, Policy
from toolkiln.sandbox.guards import DEFAULT_FORBIDDEN_ATTRIBUTES
from toolkiln.sandbox.protocol import decode_line, encode
from toolkiln.sandbox.runtime import MAX_ERROR_CHARS, sha256_text
from toolkiln.sandbox.worker import BOOTSTRAP

__all__ = ["KINDS", "RunOutcome", "WorkerPool"]

KINDS = frozenset({"compile", "raised", "timeout", "memory", "not_json", "too_large", "crashed", "param_type"})
"""Every ``RunOutcome.kind`` a failed call can have."""

ALLOW_UNCONFINED_ENV = "TOOLKILN_ALLOW_UNCONFINED"
"""Set to 1 to let workers run without seccomp where it is unavailable (unsafe)."""

STARTUP_TIMEOUT_S = 30.0
FETCH_MARGIN_S = 0.2
"""A fetch must finish this long before the call's own deadline."""
MAX_FETCHES_PER_CALL = 16
_READ_SIZE = 1 << 16


@dataclass
class RunOutcome:
    """What one call of a tool (or one check) came to."""

    ok: bool
    """The call returned a JSON-serialisable result."""
    result: Any = None
    """The result (JSON data) when ok."""
    error: str | None = None
    """One-line message when not ok."""
    kind: str | None = None
    """compile, raised, timeout, memory, not_json, too_large, crashed or param_type."""
    errors: list[dict] = field(default_factory=list)
    """Line-numbered compile errors ``{"line", "message"}`` when kind is compile."""
    output: str = ""
    """What the tool printed (capped)."""
    elapsed_ms: float = 0.0
    """Wall-clock time of the call, as the host saw it."""


class _Timeout(Exception):
    pass


class _Gone(Exception):
    pass


class _ProtocolError(Exception):
    pass


class _Worker:
    """The host's side of one worker process."""

    def __init__(self, proc: subprocess.Popen, to_worker: int, from_worker: int, folder: str, max_line: int) -> None:
        self.proc = proc
        self.to_worker = to_worker
        self.from_worker = from_worker
        self.folder = folder
        self.known: set[str] = set()
        """Digests of sources this worker has compiled (it may still have evicted them)."""
        self._max_line = max_line
        self._buffer = bytearray()
        self._poll = select.poll()
        self._poll.register(from_worker, select.POLLIN)
        os.set_blocking(from_worker, False)
        self._stopped = False
        self.dedicated = False
        """Started for one call and stopped after it; not one of the pool's ``size``."""

    @property
    def pid(self) -> int:
        return self.proc.pid

    def alive(self) -> bool:
        return self.proc.poll() is None

    def send_line(self, data: bytes) -> None:
        view = memoryview(data)
        while view:
            view = view[os.write(self.to_worker, view) :]

    def send(self, message: dict) -> None:
        self.send_line(encode(message).encode("ascii") + b"\n")

    def receive(self, deadline: float) -> dict:
        """The next message; raises _Timeout past ``deadline``, _Gone at EOF."""
        scanned = 0
        while True:
            end = self._buffer.find(b"\n", scanned)
            if end >= 0:
                line = bytes(self._buffer[:end])
                del self._buffer[: end + 1]
                try:
                    message = decode_line(line)
                except ValueError:
                    raise _ProtocolError("a reply that is not JSON") from None
                if not isinstance(message, dict):
                    raise _ProtocolError("a reply that is not a JSON object")
                return message
            scanned = len(self._buffer)
            if scanned > self._max_line:
                raise _ProtocolError(f"a reply longer than {self._max_line} bytes")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise _Timeout()
            try:
                chunk = os.read(self.from_worker, _READ_SIZE)  # often the reply is already there
            except BlockingIOError:
                self._poll.poll(math.ceil(remaining * 1000))
                continue
            if not chunk:
                raise _Gone()
            self._buffer += chunk

    def kill(self) -> None:
        """SIGKILL the process; whoever holds the worker reaps it with :meth:`stop`."""
        if self.proc.returncode is None:
            try:
                os.kill(self.proc.pid, signal.SIGKILL)
            except ProcessLookupError:
                pass

    def stop(self) -> str:
        """Kill, reap and clean up; describe how the process ended."""
        if not self._stopped:
            self._stopped = True
            self.kill()
            try:
                self.proc.wait(timeout=5)
            except subprocess.TimeoutExpired:  # pragma: no cover - SIGKILL does not wait
                pass
            for fd in (self.to_worker, self.from_worker):
                try:
                    os.close(fd)
                except OSError:
                    pass
            shutil.rmtree(self.folder, ignore_errors=True)
        return describe_exit(self.proc.returncode)


def describe_exit(returncode: int | None) -> str:
    if returncode is None:
        return "the worker stopped answering"
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        return f"the worker was killed by {name}"
    return f"the worker exited with code {returncode}"


def _worker_paths() -> list[str]:
    """The folders the worker needs on sys.path: toolkiln, RestrictedPython, pyseccomp."""
    paths = [str(Path(__file__).resolve().parents[2])]
    for module in ("RestrictedPython", "pyseccomp"):
        spec = importlib.util.find_spec(module)
        if spec is not None and spec.origin:
            origin = Path(spec.origin).resolve()
            paths.append(str(origin.parents[1] if origin.name == "__init__.py" else origin.parent))
    return list(dict.fromkeys(paths))


_LIVE_POOLS: weakref.WeakSet[WorkerPool] = weakref.WeakSet()


@atexit.register
def _close_all_pools() -> None:
    for pool in list(_LIVE_POOLS):
        pool.close()


class WorkerPool:
    """Up to ``size`` confined worker processes, started lazily, shared by threads."""

    def __init__(
        self,
        policy: Policy = DEFAULT_POLICY,
        size: int = 2,
        *,
        broker: Any = None,
        allow_unconfined: bool | None = None,
    ) -> None:
        if size < 1:
            raise ConfigError(f"a worker pool needs at least one worker, not {size}")
        self._own_broker: Any = None
        self.policy = policy
        self.size = size
        if policy.capability_enabled("fetch"):
            from toolkiln.sandbox.broker import Broker, check_fetch_timeouts

            check_fetch_timeouts(policy)
            if broker is None:
                broker = self._own_broker = Broker(policy)
        self._broker = broker
        if allow_unconfined is None:  # the setting, when the caller did not pass it
            allow_unconfined = os.environ.get(ALLOW_UNCONFINED_ENV, "").strip().lower() in ("1", "true", "yes")
        self._allow_unconfined = allow_unconfined
        self._init_line = self._init_message()
        limits = policy.limits
        self._max_line = 2 * limits.max_result_bytes + 12 * limits.max_output_bytes + 64 * 1024
        self._cond = threading.Condition()
        self._idle: list[_Worker] = []
        self._workers: set[_Worker] = set()
        self._live = 0
        self._closed = False
        self._digests: dict[str, str] = {}
        self._spawner = ThreadPoolExecutor(max_workers=1, thread_name_prefix="toolkiln-spawn")
        self.confined: bool | None = None
        """Whether the workers run under seccomp (None until one has started)."""
        _LIVE_POOLS.add(self)

    def _init_message(self) -> bytes:
        forbidden = getattr(self.policy, "forbidden_attributes", DEFAULT_FORBIDDEN_ATTRIBUTES)
        message = {
            "op": "init",
            "policy": self.policy.to_json(),
            "forbidden_attributes": sorted(forbidden),
            "parent_pid": os.getpid(),
            "allow_unconfined": self._allow_unconfined,
        }
        return json.dumps(message, separators=(",", ":")).encode("ascii") + b"\n"

    # -- life cycle -----------------------------------------------------------------

    def __enter__(self) -> WorkerPool:
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:
            pass

    def start(self) -> None:
        """Start every worker now rather than on first use."""
        with self._cond:
            self._ensure_open()
            missing = self.size - self._live
            self._live += missing
        launched: list[_Worker] = []
        try:
            for _ in range(missing):
                launched.append(self._launch())
            for worker in launched:
                self._handshake(worker)
        except BaseException:
            for worker in launched:
                worker.stop()
            with self._cond:
                self._live -= missing
                self._workers.difference_update(launched)
                self._cond.notify_all()
            raise
        with self._cond:
            self._idle.extend(launched)
            self._cond.notify_all()

    def close(self) -> None:
        """Kill every worker; the pool cannot be used afterwards."""
        if not hasattr(self, "_spawner"):  # construction failed: nothing was started
            return
        with self._cond:
            if self._closed:
                return
            self._closed = True
            idle = list(self._idle)
            busy = [worker for worker in self._workers if worker not in idle]
            self._workers.clear()
            self._idle.clear()
            self._cond.notify_all()
        for worker in busy:
            worker.kill()  # its caller sees the end of the pipe and cleans up
        for worker in idle:
            worker.stop()
        self._spawner.shutdown(wait=False)
        if self._own_broker is not None:
            self._own_broker.close()

    def worker_pids(self) -> list[int]:
        """Process ids of the live workers (for diagnostics and tests)."""
        with self._cond:
            return sorted(worker.pid for worker in self._workers)

    def _ensure_open(self) -> None:
        if self._closed:
            raise ToolkilnError("the worker pool is closed; create a new WorkerPool")

    # -- starting workers -------------------------------------------------------------

    def _popen(self) -> _Worker:
        folder = tempfile.mkdtemp(prefix="toolkiln-worker-")
        host_to_worker = os.pipe()
        worker_to_host = os.pipe()
        child_fds = (host_to_worker[0], worker_to_host[1])
        try:
            proc = subprocess.Popen(
                [sys.executable, "-I", "-S", "-c", BOOTSTRAP, json.dumps(_worker_paths()), *map(str, child_fds)],
                env={},
                cwd=folder,
                stdin=subprocess.DEVNULL,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                pass_fds=child_fds,
                start_new_session=True,
            )
        except BaseException:
            for fd in (*host_to_worker, *worker_to_host):
                os.close(fd)
            shutil.rmtree(folder, ignore_errors=True)
            raise
        for fd in child_fds:
            os.close(fd)
        return _Worker(proc, host_to_worker[1], worker_to_host[0], folder, self._max_line)

    def _launch(self) -> _Worker:
        """Start a process (on the spawner thread) and register it."""
        try:
            worker = self._spawner.submit(self._popen).result()
        except RuntimeError:  # the spawner was shut down: the pool is closing
            raise ToolkilnError("the worker pool is closed; create a new WorkerPool") from None
        with self._cond:
            closed = self._closed
            if not closed:
                self._workers.add(worker)
        if closed:
            worker.stop()
            raise ToolkilnError("the worker pool is closed; create a new WorkerPool")
        return worker

    def _handshake(self, worker: _Worker) -> None:
        try:
            worker.send_line(self._init_line)
            reply = worker.receive(time.monotonic() + STARTUP_TIMEOUT_S)
        except _Timeout:
            raise ConfigError(f"the sandbox worker did not start within {STARTUP_TIMEOUT_S:g} s") from None
        except (_Gone, _ProtocolError, OSError):
            raise ConfigError(f"the sandbox worker failed to start: {worker.stop()}") from None
        if reply.get("op") != "ready":
            message = str(reply.get("message") or reply)[:MAX_ERROR_CHARS]
            hint = ""
            if "Confinement" in message:
                hint = (
                    f"; install libseccomp and pyseccomp, or set {ALLOW_UNCONFINED_ENV}=1 "
                    "to run tools without seccomp (unsafe)"
                )
            raise ConfigError(f"the sandbox worker failed to start: {message}{hint}")
        self.confined = bool(reply.get("confined"))

    # -- checkout ------------------------------------------------------------------------

    def _checkout(self) -> _Worker:
        with self._cond:
            while True:
                self._ensure_open()
                if self._idle:
                    # A worker that died while idle fails the first write (EPIPE)
                    # and the call moves on to another one.
                    return self._idle.pop()
                if self._live < self.size:
                    self._live += 1
                    break
                self._cond.wait()
        worker = None
        try:
            worker = self._launch()
            self._handshake(worker)
            return worker
        except BaseException:
            with self._cond:
                self._live -= 1
                if worker is not None:
                    self._workers.discard(worker)
                self._cond.notify()
            if worker is not None:
                worker.stop()
            raise

    def _dedicated(self) -> _Worker:
        """A worker started for one call, outside the pool's ``size``; stopped after the call."""
        worker = self._launch()
        worker.dedicated = True
        try:
            self._handshake(worker)
        except BaseException:
            self._forget(worker)
            raise
        return worker

    def _forget(self, worker: _Worker) -> str:
        """Drop a worker (lock held or not) and stop it."""
        with self._cond:
            if worker in self._workers:
                self._workers.discard(worker)
                if not worker.dedicated:
                    self._live -= 1
                    self._cond.notify()
        return worker.stop()

    def _checkin(self, worker: _Worker, *, retire: bool) -> None:
        with self._cond:
            if not self._closed and not retire and not worker.dedicated and worker in self._workers:
                self._idle.append(worker)
                self._cond.notify()
                return
        self._forget(worker)

    # -- calls ---------------------------------------------------------------------------

    def run(
        self, name: str, source: str, params: dict, *, timeout_s: float | None = None, dedicated: bool = False
    ) -> RunOutcome:
        """Compile ``source`` in a worker, run ``name(**params)`` in a fresh namespace.

        With ``dedicated`` the call runs in a worker started for it alone and stopped
        afterwards, never in one a later call will use: for code nobody has approved yet."""
        if not isinstance(source, str):
            raise TypeError(f"source must be str, not {type(source).__name__}")
        if not isinstance(params, dict):
            raise TypeError(f"params must be a dict, not {type(params).__name__}")
        started = time.perf_counter()
        if not isinstance(name, str) or not name.isidentifier() or name.startswith("_"):
            return _failure(
                "compile",
                f"'{name}' is not a valid tool name",
                started,
                errors=[{"line": 0, "message": f"'{name}' is not a valid tool name"}],
            )
        try:
            params_json = encode(params)
        except (TypeError, ValueError, RecursionError) as exc:
            return _failure("param_type", f"params are not JSON: {exc}", started)
        sha = self._digest(source)
        head = f'{{"op":"run","name":{encode(name)},"sha":"{sha}","params":{params_json}'

        def request(worker: _Worker) -> bytes:
            if sha in worker.known:
                return (head + "}\n").encode("ascii")
            return (head + ',"source":' + encode(source) + "}\n").encode("ascii")

        return self._call(request, source, sha, timeout_s, started, dedicated=dedicated)

    def evaluate_check(self, expression: str, result: Any, *, timeout_s: float | None = None) -> RunOutcome:
        """Evaluate a restricted Python expression over ``result``; the outcome's result is a bool."""
        if not isinstance(expression, str):
            raise TypeError(f"expression must be str, not {type(expression).__name__}")
        started = time.perf_counter()
        try:
            result_json = encode(result)
        except (TypeError, ValueError, RecursionError) as exc:
            return _failure("not_json", f"the result to check is not JSON: {exc}", started)
        line = f'{{"op":"check","expression":{encode(expression)},"result":{result_json}}}\n'.encode("ascii")
        return self._call(lambda worker: line, None, None, timeout_s, started)

    def _digest(self, source: str) -> str:
        sha = self._digests.get(source)
        if sha is None:
            if len(self._digests) > 1024:
                self._digests.clear()
            sha = self._digests[source] = sha256_text(source)
        return sha

    def _call(
        self,
        request: Callable[[_Worker], bytes],
        source: str | None,
        sha: str | None,
        timeout_s: float | None,
        started: float,
        *,
        dedicated: bool = False,
    ) -> RunOutcome:
        timeout = float(timeout_s if timeout_s is not None else self.policy.limits.call_timeout_s)
        for _attempt in range(2):
            worker = self._dedicated() if dedicated else self._checkout()
            try:
                worker.send_line(request(worker))
            except OSError:  # died between checkout and send: nothing ran, try another
                self._forget(worker)
                continue
            return self._converse(worker, source, sha, time.monotonic() + timeout, timeout, started)
        return _failure("crashed", "no worker could take the call", started)

    def _converse(
        self, worker: _Worker, source: str | None, sha: str | None, deadline: float, timeout: float, started: float
    ) -> RunOutcome:
        fetches = 0
        try:
            while True:
                message = worker.receive(deadline)
                op = message.get("op")
                if op == "done":
                    break
                if op == "need_source" and source is not None:
                    worker.send({"op": "source", "source": source})
                elif op == "fetch":
                    fetches += 1
                    worker.send(self._service_fetch(message, deadline, fetches))
                else:
                    raise _ProtocolError(f"an unexpected message {str(op)[:40]!r}")
        except _Timeout:
            self._forget(worker)
            return _failure("timeout", f"timed out after {timeout:g} s", started)
        except (_Gone, OSError):
            how = self._forget(worker)
            if how.endswith("SIGXCPU"):
                return _failure("timeout", f"used up its CPU time ({self.policy.limits.cpu_s} s)", started)
            return _failure("crashed", how, started)
        except _ProtocolError as exc:
            self._forget(worker)
            return _failure("crashed", f"the worker broke the protocol: {exc}", started)
        if sha is not None and message.get("kind") != "compile":
            worker.known.add(sha)  # compiled and cached there: later calls send only the digest
        self._checkin(worker, retire=bool(message.get("retire")))
        return self._outcome(message, started)

    def _service_fetch(self, message: dict, deadline: float, count: int) -> dict:
        if self._broker is None or not self.policy.capability_enabled("fetch"):
            return {"op": "fetched", "ok": False, "error": "fetch is not enabled by the policy"}
        if count > MAX_FETCHES_PER_CALL:
            return {"op": "fetched", "ok": False, "error": f"more than {MAX_FETCHES_PER_CALL} fetches in one call"}
        budget = min(self.policy.limits.fetch_timeout_s, deadline - time.monotonic() - FETCH_MARGIN_S)
        if budget <= 0:
            return {"op": "fetched", "ok": False, "error": "no time left for a fetch before the call's timeout"}
        return self._broker.handle(message, timeout_s=budget)

    def _outcome(self, reply: dict, started: float) -> RunOutcome:
        elapsed = (time.perf_counter() - started) * 1000
        output = reply.get("output")
        output = output[: self.policy.limits.max_output_bytes + 40] if isinstance(output, str) else ""
        if reply.get("ok") is True:
            return RunOutcome(ok=True, result=reply.get("result"), output=output, elapsed_ms=elapsed)
        kind = reply.get("kind")
        error = reply.get("error")
        errors = reply.get("errors")
        return RunOutcome(
            ok=False,
            kind=kind if kind in KINDS else "crashed",
            error=str(error)[:MAX_ERROR_CHARS] if error else "the tool failed",
            errors=[e for e in errors if isinstance(e, dict)][:50] if isinstance(errors, list) else [],
            output=output,
            elapsed_ms=elapsed,
        )


def _failure(kind: str, error: str, started: float, *, errors: list[dict] | None = None) -> RunOutcome:
    elapsed = (time.perf_counter() - started) * 1000
    return RunOutcome(ok=False, kind=kind, error=error, errors=errors or [], elapsed_ms=elapsed)
