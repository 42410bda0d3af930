"""What runs on each Ray node: one actor holding that node's confined worker pool.

:class:`NodeRunner` is placed by :class:`~toolkiln.sandbox.ray_executor.RayExecutor`, one
per node. It holds a :class:`~toolkiln.sandbox.pool.WorkerPool` there: the same template
fork, rlimits, seccomp, empty environment and folder, JSON protocol and timeouts as on the
host; a tool that may fetch asks this node's own broker, under the same egress policy.

Requests and replies are JSON text, never pickled objects. Before anything runs, the
node re-hashes the source it was sent and checks the call's verdict under its own copy of
the registry key (:class:`~toolkiln.sandbox.executor.CallVouchers`). A source that passed
is kept by its sha256 (and compiled once per worker, as the pool does), so a warm call
sends only the digest.
"""

from __future__ import annotations

import json
import threading
from typing import TYPE_CHECKING, Any

from toolkiln.sandbox.outcome import RunOutcome
from toolkiln.sandbox.protocol import sha256_text
from toolkiln.sandbox.stop import CallStop

if TYPE_CHECKING:
    from toolkiln.policy import Policy
    from toolkiln.sandbox.executor import CallVouchers
    from toolkiln.sandbox.pool import WorkerPool

__all__ = ["NEED_SOURCE", "NodeRunner"]

NEED_SOURCE = '{"op":"need_source"}'
"""The reply to a call by digest whose source this node does not hold (it started afresh, or forgot)."""
SOURCES_KEPT = 1024
"""Verified sources a node keeps by digest; beyond that it starts over, and the host sends them again."""


def _reply(outcome: RunOutcome) -> str:
    reply = {
        "op": "done",
        "ok": outcome.ok,
        "result": outcome.result,
        "kind": outcome.kind,
        "error": outcome.error,
        "errors": outcome.errors,
        "output": outcome.output,
    }
    if outcome.check is not None:  # the check sent with the call, judged in the same round trip
        judged = outcome.check
        reply["check"] = {"ok": judged.ok, "result": judged.result, "kind": judged.kind, "error": judged.error}
    return json.dumps(reply, separators=(",", ":"))


def _refused(why: str) -> str:
    return json.dumps({"op": "done", "ok": False, "kind": "crashed", "error": f"the Ray node refused the call: {why}"})


class NodeRunner:
    """One node's worker pool behind the verdict check; a threaded Ray actor, one call per worker at a time."""

    def __init__(self, policy: Policy, workers: int, allow_unconfined: bool, vouchers: CallVouchers) -> None:
        import ray  # present: this runs inside a Ray worker

        from toolkiln.sandbox.pool import WorkerPool

        context = ray.get_runtime_context()
        self.where = f"{ray.util.get_node_ip_address()}/{context.get_node_id()[:12]}"
        self.vouchers = vouchers
        self.pool: WorkerPool = WorkerPool(policy, size=workers, allow_unconfined=allow_unconfined)
        self.pool.warm()
        self._sources: dict[str, str] = {}
        self._stops: dict[str, CallStop] = {}
        """The calls in flight by the id the host gave them, so the host can stop one."""
        self._lock = threading.Lock()

    def identity(self) -> str:
        """Where this actor runs, and what stops it from running calls (a missing key, no seccomp), as JSON."""
        problem = self.vouchers.ready()
        if problem is None:
            try:
                self.pool.start(1)  # the template and a first worker, confined, before any call waits on them
            except Exception as exc:  # a ToolkilnError, said in its own words on the host
                problem = str(exc)
        return json.dumps({"where": self.where, "problem": problem, "confined": self.pool.confined})

    def run(self, request: str) -> str:
        """Run the tool a JSON request names, once its source and verdict hold; the outcome as JSON."""
        asked = json.loads(request)
        sha, verdict = str(asked.get("sha")), str(asked.get("verdict"))
        source = asked.get("source")
        if source is None:
            with self._lock:
                source = self._sources.get(sha)
            if source is None:
                return NEED_SOURCE
        elif not isinstance(source, str) or sha256_text(source) != sha:
            return _refused("the source does not match its sha256")
        if not self.vouchers.vouched("tool", sha, verdict):
            return _refused("its gate verdict does not hold under this node's registry key, gate and policy")
        check = asked.get("check")
        if check is not None and (
            not isinstance(check, str)
            or not self.vouchers.vouched("check", sha256_text(check), str(asked.get("check_verdict")))
        ):
            return _refused("the check's verdict does not hold under this node's registry key")
        self._keep(sha, source)
        params, call_id, stop = asked.get("params"), str(asked.get("call")), CallStop()
        with self._lock:
            self._stops[call_id] = stop
        try:
            outcome = self.pool.run(
                str(asked.get("name")),
                source,
                params if isinstance(params, dict) else {},
                timeout_s=float(asked["timeout_s"]),
                dedicated=asked.get("dedicated") is True,
                stop=stop,
                check=check,
            )
        finally:
            with self._lock:
                self._stops.pop(call_id, None)
        return _reply(outcome)

    def stop_call(self, call_id: str) -> bool:
        """Stop the call the host named (its caller gave up on it), as :class:`CallStop` does locally."""
        with self._lock:
            stop = self._stops.get(call_id)
        if stop is not None:
            stop.stop()
        return stop is not None

    def check(self, request: str) -> str:
        """Evaluate the check a JSON request carries over its result, once its verdict holds; the outcome as JSON."""
        asked = json.loads(request)
        expression = asked.get("expression")
        if not isinstance(expression, str):
            return _refused("the check is not text")
        if not self.vouchers.vouched("check", sha256_text(expression), str(asked.get("verdict"))):
            return _refused("the check's verdict does not hold under this node's registry key")
        outcome = self.pool.evaluate_check(expression, asked.get("result"), timeout_s=float(asked["timeout_s"]))
        return _reply(outcome)

    def worker_pids(self) -> list[int]:
        """Process ids of this node's live workers (diagnostics and tests)."""
        return self.pool.worker_pids()

    def _keep(self, sha: str, source: str) -> None:
        with self._lock:
            if sha not in self._sources:
                if len(self._sources) >= SOURCES_KEPT:
                    self._sources.clear()
                self._sources[sha] = source

    def __del__(self) -> None:
        pool: Any = getattr(self, "pool", None)
        if pool is not None:
            pool.close()
