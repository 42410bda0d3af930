"""The worker pool: confined processes that run tools, one call at a time each.

:class:`WorkerPool` hands each call to a free worker (starting one if fewer
than ``size`` are alive), waits for the answer with a wall-clock deadline, and
turns whatever happened into a :class:`RunOutcome`. It never raises for a
tool's misbehaviour: a tool that raises, loops, exhausts memory, returns
something that is not JSON or kills its worker produces an outcome, and the
worker is replaced when needed. It raises only when no worker can start at all
(:class:`~toolkiln.errors.ConfigError`, e.g. seccomp is unavailable).

This module is the boundary where worker failures become toolkiln's terms.

Workers are forked by the pool's template process (:mod:`.template`, driven
through :mod:`.process`), which :meth:`WorkerPool.warm` starts ahead of the
first call; a worker is handed out as soon as it is ready, and a call that
finds none idle forks one (up to ``size``), so a caller starts only the workers
it uses. The template is started from one long-lived thread per pool: Linux
delivers the parent-death signal when the *thread* that started a child exits,
so a template started from a short-lived caller thread would be killed with it.
What a worker may ask of the host during a call is the dispatch table
``_HOST_OPS`` (op → handler).
"""

from __future__ import annotations

import atexit
import json
import os
import threading
import time
import weakref
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from toolkiln.errors import ConfigError, ToolkilnError
from toolkiln.policy import DEFAULT_POLICY, Policy
from toolkiln.sandbox.outcome import KINDS, RunOutcome, failure, outcome_of
from toolkiln.sandbox.process import (
    Gone,
    ProtocolError,
    TemplateProcess,
    Timeout,
    Worker,
    adopt_prestarted,
    worker_paths,
)
from toolkiln.sandbox.protocol import MAX_ERROR_CHARS, encode, sha256_text
from toolkiln.sandbox.spawner import Job, Spawner
from toolkiln.sandbox.stop import STOPPED, CallStop
from toolkiln.sandbox.template import BOOTSTRAP
from toolkiln.settings import setting

__all__ = ["KINDS", "CallStop", "RunOutcome", "WorkerPool"]

ALLOW_UNCONFINED_ENV = "TOOLKILN_ALLOW_UNCONFINED"
"""Set to 1 to let workers run without seccomp where it is unavailable (unsafe)."""

STARTUP_TIMEOUT_S = 30.0
"""How long the template may take to start and warm up (seconds on a loaded machine, not ms)."""
FETCH_MARGIN_S = 0.2
"""A fetch must finish this long before the call's own deadline."""
MAX_FETCHES_PER_CALL = 16
"""A tool that fetches more than this in one call gets refusals: a crawler is not a tool."""
JSON_ASCII_BYTES_PER_CHAR = 12
"""Worst case of ASCII JSON: a character outside the BMP is written as two ``\\uXXXX`` escapes."""
JSON_ENVELOPE_BYTES = 64 * 1024
"""Room in a reply line for everything but the result and the output: op, kind, error, compile errors."""
RESULT_ENCODINGS_PER_LINE = 2
"""The result is already ASCII JSON (escapes counted in ``max_result_bytes``); the factor covers
a reply that quotes it once more, e.g. in an error."""
DIGEST_CACHE_SIZE = 1024
"""Tools (name and source) whose sha256 and request head are remembered: a warm call must not hash
its source again; beyond this many (a long-lived server) the cache starts over rather than grow."""
SHOWN_OP_CHARS = 40
"""How much of an unexpected op a protocol error quotes."""
REAP_BUSY_TIMEOUT_S = 5.0
"""On close, how long to wait for SIGKILLed busy workers to be reaped before the template goes."""


def _worker_paths() -> list[str]:
    return worker_paths()


@dataclass(eq=False, repr=False, slots=True)
class _Conversation:
    """One call in flight: what the host's handlers need to answer the worker."""

    worker: Worker
    source: str | None
    """The tool's source, sent when the worker asks for it (None for a check)."""
    deadline: float
    fetches: int = 0


@dataclass(eq=False, repr=False, slots=True)
class _Request:
    """One request line to a worker, less its closing brace: the source goes along only
    to a worker that has not compiled it yet."""

    head: str
    source: str | None = None
    sha: str | None = None
    """The source's digest (None for a check)."""

    def line(self, worker: Worker) -> bytes:
        if self.source is None or self.sha in worker.known:
            return (self.head + "}\n").encode("ascii")
        return (self.head + ',"source":' + encode(self.source) + "}\n").encode("ascii")


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
        if allow_unconfined is None:  # the setting (variable, then config.toml), when the caller did not pass it
            allow_unconfined = bool(setting("allow_unconfined"))
        self._allow_unconfined = allow_unconfined
        limits = policy.limits
        self._max_line = (
            RESULT_ENCODINGS_PER_LINE * limits.max_result_bytes
            + JSON_ASCII_BYTES_PER_CHAR * limits.max_output_bytes
            + JSON_ENVELOPE_BYTES
        )
        self._mutex = threading.RLock()
        """Guards the worker lists: taken with C's ``with`` (a Condition's own ``__enter__`` is two more
        Python calls on every checkout and check-in)."""
        self._cond = threading.Condition(self._mutex)
        self._checkouts_waiting = 0
        """Callers asleep on ``_cond`` for a worker: a check-in with none wakes nobody."""
        self._idle: list[Worker] = []
        self._workers: set[Worker] = set()
        self._live = 0
        self._closed = False
        self._heads: dict[tuple[str, str], tuple[str, str]] = {}
        """(name, source) → what :meth:`_head_of` says."""
        self._spawner = Spawner("toolkiln-spawn")
        self._template: TemplateProcess | None = None
        """Touched only on the spawner thread."""
        self.confined: bool | None = None
        """Whether the workers run under seccomp (None until one has started)."""
        _LIVE_POOLS.add(self)

    def _init_message(self) -> bytes:
        """What the template is told. Only the policy's own forbidden attributes: the runtime always
        adds its defaults (so the host never loads RestrictedPython to send them)."""
        forbidden = getattr(self.policy, "forbidden_attributes", ())
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

    def warm(self) -> Job[None]:
        """Start the template in the background, so the first worker is a fork away
        when a call needs one. Returns at once; the job is done when the template
        is up (a failure is not raised there: it shows again on first use)."""
        with self._mutex:
            try:
                if not self._closed:
                    return self._spawner.submit(self._quietly_start_template)
            except ToolkilnError:  # closing
                pass
        return Job.finished()

    def start(self, count: int | None = None) -> None:
        """Start ``count`` workers (all ``size`` by default) now rather than on first use.

        Each is handed out as soon as it is ready, not when the last one is."""
        with self._mutex:
            self._ensure_open()
            missing = min(self.size, count if count is not None else self.size) - self._live
            if missing <= 0:
                return
            self._live += missing
        for started in range(missing):
            worker = None
            try:
                worker = self._launch()
                self._handshake(worker)
            except BaseException:
                with self._mutex:
                    self._live -= missing - started
                    if worker is not None:
                        self._workers.discard(worker)
                    self._cond.notify_all()
                if worker is not None:
                    worker.stop()
                raise
            with self._mutex:
                self._idle.append(worker)
                self._cond.notify()

    def close(self) -> None:
        """Kill every worker and the template; the pool cannot be used afterwards."""
        if not hasattr(self, "_spawner"):  # construction failed: nothing was started
            return
        with self._mutex:
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
        for worker in busy:  # reaped before the template goes, so no worker outlives close()
            worker.wait(REAP_BUSY_TIMEOUT_S)
        if self._spawner.started:  # else no template was ever started: no thread is started to close none
            try:
                self._spawner.submit(self._close_template).result(timeout=STARTUP_TIMEOUT_S)
            except (ToolkilnError, TimeoutError):
                pass
        self._spawner.close()
        if self._own_broker is not None:
            self._own_broker.close()

    def worker_pids(self) -> list[int]:
        """Process ids of the live workers (for diagnostics and tests)."""
        with self._mutex:
            return sorted(worker.pid for worker in self._workers)

    def _ensure_open(self) -> None:
        if self._closed:
            raise ToolkilnError("the worker pool is closed; create a new WorkerPool")

    # -- starting workers (on the spawner thread) -------------------------------------------

    def _start_template(self) -> TemplateProcess:
        if self._template is None or not self._template.ready:
            self._close_template()  # one that died: its process is reaped, its socket closed
            paths = _worker_paths()
            template = adopt_prestarted(BOOTSTRAP, paths)
            if template is None:
                template = TemplateProcess(BOOTSTRAP, paths)
                template.launch()
            template.initialise(self._init_message(), time.monotonic() + STARTUP_TIMEOUT_S)
            self._template = template
        return self._template

    def _quietly_start_template(self) -> None:
        try:
            self._start_template()
        except Exception:
            pass

    def _close_template(self) -> None:
        if self._template is not None:
            self._template.close()
            self._template = None

    def _fork_worker(self) -> Worker:
        """A new worker from the template, restarting the template once if it has gone."""
        for attempt in range(2):
            template = self._start_template()
            try:
                return template.spawn(time.monotonic() + STARTUP_TIMEOUT_S)
            except (OSError, Gone, Timeout, ProtocolError) as exc:
                self._close_template()
                if attempt:
                    raise ConfigError(f"the sandbox worker failed to start: {exc or type(exc).__name__}") from None
        raise AssertionError("unreachable")

    def _launch(self) -> Worker:
        """Fork a worker (on the spawner thread) and register it."""
        worker = self._spawner.submit(self._fork_worker).result()  # ToolkilnError once the pool is closing
        with self._mutex:
            closed = self._closed
            if not closed:
                self._workers.add(worker)
        if closed:
            worker.stop()
            raise ToolkilnError("the worker pool is closed; create a new WorkerPool")
        return worker

    def _handshake(self, worker: Worker) -> None:
        try:
            reply = worker.receive(time.monotonic() + STARTUP_TIMEOUT_S, self._max_line)
        except Timeout:
            raise ConfigError(f"the sandbox worker did not start within {STARTUP_TIMEOUT_S:g} s") from None
        except (Gone, ProtocolError, OSError):
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

    def _checkout(self) -> Worker:
        with self._mutex:
            while True:
                self._ensure_open()
                if self._idle:
                    # A worker that died while idle fails the first write (EPIPE)
                    # and the call moves on to another one.
                    return self._idle.pop()
                if self._live < self.size:
                    self._live += 1
                    break
                self._checkouts_waiting += 1
                try:
                    self._cond.wait()
                finally:
                    self._checkouts_waiting -= 1
        worker = None
        try:
            worker = self._launch()
            self._handshake(worker)
            return worker
        except BaseException:
            with self._mutex:
                self._live -= 1
                if worker is not None:
                    self._workers.discard(worker)
                self._cond.notify()
            if worker is not None:
                worker.stop()
            raise

    def _dedicated(self) -> Worker:
        """A worker forked for one call, outside the pool's ``size``; retired after the call.

        It comes from the same template as the others and is confined the same way
        after the fork; it is never checked in, so no later call runs where it ran."""
        worker = self._launch()
        worker.dedicated = True
        try:
            self._handshake(worker)
        except BaseException:
            self._forget(worker)
            raise
        return worker

    def _forget(self, worker: Worker) -> str:
        """Drop a worker (lock held or not) and stop it."""
        with self._mutex:
            if worker in self._workers:
                self._workers.discard(worker)
                if not worker.dedicated:
                    self._live -= 1
                    self._cond.notify()
        return worker.stop()

    def _checkin(self, worker: Worker, *, retire: bool) -> None:
        with self._mutex:
            if not self._closed and not retire and not worker.dedicated and worker in self._workers:
                self._idle.append(worker)
                if self._checkouts_waiting:
                    self._cond.notify()
                return
        self._forget(worker)

    # -- calls ---------------------------------------------------------------------------

    def run(
        self,
        name: str,
        source: str,
        params: dict,
        *,
        timeout_s: float | None = None,
        dedicated: bool = False,
        stop: CallStop | None = None,
        check: str | None = None,
    ) -> RunOutcome:
        """Compile ``source`` in a worker, run ``name(**params)`` in a fresh namespace.

        With ``dedicated`` the call runs in a worker started for it alone and stopped
        afterwards, never in one a later call will use: for code nobody has approved yet.
        ``stop`` lets another thread end the call (:class:`~toolkiln.sandbox.stop.CallStop`).
        ``check``, an expression over ``result`` as :meth:`evaluate_check` takes it, is judged
        in the same worker right after a call that succeeded, in the same round trip: its
        verdict is the outcome's ``check``."""
        started = time.perf_counter()
        if check is not None and not isinstance(check, str):
            raise TypeError(f"check must be str, not {type(check).__name__}")
        request = self._run_request(name, source, params, started, check)
        if isinstance(request, RunOutcome):
            return request
        return self._call(request, source, timeout_s, started, dedicated=dedicated, stop=stop)

    def _run_request(
        self, name: str, source: str, params: dict, started: float, check: str | None = None
    ) -> _Request | RunOutcome:
        """What asks a worker to run ``name(**params)``, or the outcome when the call cannot even be asked."""
        if not isinstance(source, str):
            raise TypeError(f"source must be str, not {type(source).__name__}")
        if not isinstance(params, dict):
            raise TypeError(f"params must be a dict, not {type(params).__name__}")
        kept = self._heads.get((name, source)) if type(name) is str else None
        if kept is None:
            if not isinstance(name, str) or not name.isidentifier() or name.startswith("_"):
                return failure(
                    "compile",
                    f"'{name}' is not a valid tool name",
                    started,
                    errors=[{"line": 0, "message": f"'{name}' is not a valid tool name"}],
                )
            kept = self._head_of(name, source)
        try:
            params_json = encode(params)
        except (TypeError, ValueError, RecursionError) as exc:
            return failure("param_type", f"params are not JSON: {exc}", started)
        head = kept[0] + params_json
        if check is not None:
            head += f',"check":{encode(check)}'
        return _Request(head, source, kept[1])

    def _head_of(self, name: str, source: str) -> tuple[str, str]:
        """The start of a run request for ``name`` in ``source`` (up to its params) and the source's digest,
        kept: a warm call neither hashes its source nor encodes its name again."""
        if len(self._heads) > DIGEST_CACHE_SIZE:
            self._heads.clear()
        sha = sha256_text(source)
        kept = self._heads[(name, source)] = (f'{{"op":"run","name":{encode(name)},"sha":"{sha}","params":', sha)
        return kept

    def evaluate_check(self, expression: str, result: Any, *, timeout_s: float | None = None) -> RunOutcome:
        """Evaluate a restricted Python expression over ``result``; the outcome's result is a bool."""
        if not isinstance(expression, str):
            raise TypeError(f"expression must be str, not {type(expression).__name__}")
        started = time.perf_counter()
        try:
            result_json = encode(result)
        except (TypeError, ValueError, RecursionError) as exc:
            return failure("not_json", f"the result to check is not JSON: {exc}", started)
        head = f'{{"op":"check","expression":{encode(expression)},"result":{result_json}'
        return self._call(_Request(head), None, timeout_s, started)

    def _timeout(self, timeout_s: float | None) -> float:
        return float(timeout_s if timeout_s is not None else self.policy.limits.call_timeout_s)

    def _call(
        self,
        request: _Request,
        source: str | None,
        timeout_s: float | None,
        started: float,
        *,
        dedicated: bool = False,
        stop: CallStop | None = None,
    ) -> RunOutcome:
        timeout = self._timeout(timeout_s)
        for _attempt in range(self.size + 1):  # every idle worker may have died since its last call
            worker = self._dedicated() if dedicated else self._checkout()
            if stop is not None and not stop.attach(worker):
                self._checkin(worker, retire=False)  # nothing ran on it
                return failure("crashed", STOPPED, started)
            try:
                worker.send_line(request.line(worker))
            except OSError:  # died between checkout and send: nothing ran, try another
                self._forget(worker)
                continue
            deadline = time.monotonic() + timeout
            try:
                message = worker.receive(deadline, self._max_line)
                if message.get("op") != "done":  # the worker asks something of the host first
                    message = self._converse(_Conversation(worker, source, deadline), message)
            except (Timeout, Gone, OSError, ProtocolError) as exc:
                if stop is not None and not stop.detach():
                    self._forget(worker)
                    return failure("crashed", STOPPED, started)
                return self._broken(worker, exc, timeout, started)
            if stop is not None and not stop.detach():  # killed just as it answered: never reused
                self._forget(worker)
                return failure("crashed", STOPPED, started)
            return self._finish(worker, message, request.sha, started)
        return failure("crashed", "no worker could take the call", started)

    def _converse(self, talk: _Conversation, message: dict) -> dict:
        """Answer what the worker asks, from its first ``message`` on, until it is done; its final message."""
        while True:
            reply = self._answer(talk, message)
            if reply is None:
                return message
            talk.worker.send(reply)
            message = talk.worker.receive(talk.deadline, self._max_line)

    def _answer(self, talk: _Conversation, message: dict) -> dict | None:
        """The host's answer to one message of the worker's; None when the message ends the call."""
        op = message.get("op")
        if op == "done":
            return None
        handler = _HOST_OPS.get(op) if isinstance(op, str) else None
        if handler is None:
            raise ProtocolError(f"an unexpected message {str(op)[:SHOWN_OP_CHARS]!r}")
        return handler(self, talk, message)

    def _broken(self, worker: Worker, exc: BaseException, timeout: float, started: float) -> RunOutcome:
        """Stop a worker whose call went wrong; the outcome that says how (re-raises anything but the worker's fault)."""
        how = self._forget(worker)
        if isinstance(exc, Timeout):
            return failure("timeout", f"timed out after {timeout:g} s", started)
        if isinstance(exc, Gone | OSError):
            if how.endswith("SIGXCPU"):
                return failure("timeout", f"used up its CPU time ({self.policy.limits.cpu_s} s)", started)
            return failure("crashed", how, started)
        if isinstance(exc, ProtocolError):
            return failure("crashed", f"the worker broke the protocol: {exc}", started)
        raise exc

    def _finish(self, worker: Worker, message: dict, sha: str | None, started: float) -> RunOutcome:
        """A call that ended with ``done``: remember the compiled source, hand the worker back, the outcome."""
        if sha is not None and message.get("kind") != "compile":
            worker.known.add(sha)  # compiled and cached there: later calls send only the digest
        self._checkin(worker, retire=bool(message.get("retire")))
        return outcome_of(message, started, self.policy.limits.max_output_bytes)

    # -- what a worker may ask of the host (see _HOST_OPS) ----------------------------------

    def _answer_need_source(self, talk: _Conversation, message: dict) -> dict:
        if talk.source is None:
            raise ProtocolError("asked for a source during a check")
        return {"op": "source", "source": talk.source}

    def _answer_fetch(self, talk: _Conversation, message: dict) -> dict:
        talk.fetches += 1
        if self._broker is None or not self.policy.capability_enabled("fetch"):
            return {"op": "fetched", "ok": False, "error": "fetch is not enabled by the policy"}
        if talk.fetches > MAX_FETCHES_PER_CALL:
            return {"op": "fetched", "ok": False, "error": f"more than {MAX_FETCHES_PER_CALL} fetches in one call"}
        budget = min(self.policy.limits.fetch_timeout_s, talk.deadline - time.monotonic() - FETCH_MARGIN_S)
        if budget <= 0:
            return {"op": "fetched", "ok": False, "error": "no time left for a fetch before the call's timeout"}
        return self._broker.handle(message, timeout_s=budget)


_HOST_OPS: dict[str, Callable[[WorkerPool, _Conversation, dict], dict]] = {
    "need_source": WorkerPool._answer_need_source,
    "fetch": WorkerPool._answer_fetch,
}
"""What a worker may ask of the host during a call, op → handler returning the answer
(the worker's side is :data:`toolkiln.sandbox.worker.BROKERED_OPS`)."""
