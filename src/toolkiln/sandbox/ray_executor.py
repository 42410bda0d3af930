"""Tools run on a Ray cluster: one actor per node holds that node's confined worker pool.

``executor = "ray"`` (``TOOLKILN_EXECUTOR``) makes :func:`toolkiln.open` build a
:class:`RayExecutor` instead of the local :class:`~toolkiln.sandbox.pool.WorkerPool`.
The host (the driver) plans, stores and verifies; the nodes run code:

* toolkiln connects to the cluster at ``RAY_ADDRESS`` (Ray's own variable), or starts a
  local Ray bound to 127.0.0.1 when it is unset;
* on each alive node it places one :class:`~toolkiln.sandbox.ray_node.NodeRunner` actor,
  which holds a worker pool of ``ray_node_workers`` workers there, confined exactly as
  locally; the actors are this executor's own, and :meth:`RayExecutor.close` stops them;
* a call goes to the node with the fewest calls in flight, at most ``ray_node_workers``
  per node (backpressure): a caller waits for a free node up to the step's timeout, then
  the step fails with one line saying so;
* requests and replies are JSON text; each request carries the gate's signed verdict
  (:class:`~toolkiln.sandbox.executor.CallVouchers`), which the node checks with its own
  copy of the registry key before running anything; a node keeps verified sources by
  sha256, so a warm call sends only the digest;
* an actor lost before it took a call is replaced and the call is sent once more (to the
  least busy node, the new actor included);
  an actor lost during a call fails that call with one line, and the next call places a
  new actor; a node that stops answering is given the call's timeout plus
  :data:`NODE_MARGIN_S`, never more.

Ray is imported only here, and only when this executor is chosen (``toolkiln[ray]``).
"""

from __future__ import annotations

import json
import logging
import os
import secrets
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any

from toolkiln.errors import ConfigError, ToolkilnError
from toolkiln.policy import DEFAULT_POLICY, Policy
from toolkiln.sandbox.executor import CallVouchers
from toolkiln.sandbox.outcome import RunOutcome, failure, outcome_of
from toolkiln.sandbox.pool import STARTUP_TIMEOUT_S
from toolkiln.sandbox.protocol import encode, sha256_text
from toolkiln.sandbox.ray_node import NEED_SOURCE, NodeRunner
from toolkiln.sandbox.stop import STOPPED, CallStop

__all__ = ["NODE_MARGIN_S", "RayExecutor", "connect_ray", "import_ray"]

STOP_POLL_S = 0.05
"""How often a call its caller may stop looks whether it was stopped (the reply itself is never waited for longer)."""
NODE_MARGIN_S = STARTUP_TIMEOUT_S + 5.0
"""How much longer than the call's own timeout a node may take to answer: its pool may have to start a
worker first (the pool enforces the call's timeout itself; past this the node is taken for lost)."""
RAY_EXTRA = "pip install 'toolkiln[ray]'"
LOOPBACK_ONLY_ENV = "RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"
"""Set to 0 before Ray is imported, Ray gives every address of a local cluster as 127.0.0.1."""


def import_ray() -> Any:
    """The ``ray`` module, or a :class:`ConfigError` with the fix when the extra is not installed."""
    if "ray" not in sys.modules and not os.environ.get("RAY_ADDRESS"):
        os.environ.setdefault(LOOPBACK_ONLY_ENV, "0")  # a local Ray for trying it out stays on loopback
    try:
        import ray
    except ImportError:
        raise ConfigError(
            f'executor = "ray" needs Ray, which is not installed: {RAY_EXTRA} (or set TOOLKILN_EXECUTOR=local)'
        ) from None
    return ray


def connect_ray(ray: Any) -> None:
    """Connect this process to ``RAY_ADDRESS``, or start a local Ray on 127.0.0.1; nothing when connected."""
    if ray.is_initialized():
        return
    address = os.environ.get("RAY_ADDRESS") or None
    options: dict[str, Any] = {"log_to_driver": False, "logging_level": logging.WARNING}
    if address is None:
        options.update(include_dashboard=False, _node_ip_address="127.0.0.1")
    try:
        ray.init(address=address, **options)
    except Exception as exc:  # Ray raises ConnectionError, RuntimeError or ValueError, each in its own words
        first = (str(exc).strip().splitlines() or [type(exc).__name__])[0]
        where = f"the Ray cluster at RAY_ADDRESS={address}" if address else "a local Ray"
        raise ConfigError(
            f"cannot connect to {where}: {first}; check RAY_ADDRESS, or unset it to start a local Ray"
        ) from None


class _Lost(Exception):
    """The actor went away (or stopped answering) while it held the call."""


class _NotTaken(Exception):
    """The actor was gone before it took the call: nothing ran, another node may take it."""


@dataclass(eq=False)
class _Node:
    """One node of the cluster, as this executor uses it."""

    node_id: str
    where: str = ""
    """``IP/node id`` as the actor reports it; the steps' ``executed_on``."""
    actor: Any = None
    """The actor's handle; None until placed, and again once lost."""
    busy: int = 0
    """Calls in flight on it."""
    known: set[str] = field(default_factory=set)
    """Digests of the sources its actor was sent (it answers ``need_source`` when it has forgotten one)."""


class RayExecutor:
    """A :class:`~toolkiln.sandbox.executor.ToolExecutor` over the nodes of a Ray cluster."""

    def __init__(
        self,
        policy: Policy = DEFAULT_POLICY,
        *,
        vouchers: CallVouchers,
        node_workers: int = 2,
        allow_unconfined: bool = False,
        max_nodes: int | None = None,
    ) -> None:
        if node_workers < 1:
            raise ConfigError(f"a Ray node needs at least one worker, not {node_workers}")
        self.policy = policy
        self.size = node_workers
        """Calls one node runs at once (its pool's workers)."""
        self.vouchers = vouchers
        self._allow_unconfined = allow_unconfined
        self._max_nodes = max_nodes
        self._ray = import_ray()
        started = time.perf_counter()
        connect_ray(self._ray)
        self.connect_s = time.perf_counter() - started
        """How long connecting (or starting a local Ray) took."""
        self._cond = threading.Condition()
        self._placing = threading.Lock()
        self._nodes: list[_Node] = []
        self._closed = False
        self.confined: bool | None = None
        """Whether the nodes' workers run under seccomp (None until an actor has reported)."""

    # -- life cycle -----------------------------------------------------------------

    def __enter__(self) -> RayExecutor:
        return self

    def __exit__(self, *exc_info: Any) -> None:
        self.close()

    def warm(self) -> threading.Thread:
        """Place the actors in the background; a failure shows again on first use."""
        thread = threading.Thread(target=self._quietly_place, name="toolkiln-ray-place", daemon=True)
        thread.start()
        return thread

    def start(self) -> None:
        """Place an actor on every node now (each starts its template and one worker) rather than on first use."""
        self._place()

    def close(self) -> None:
        """Stop every actor this executor placed (their pools' workers go with them); Ray stays connected."""
        with self._cond:
            self._closed = True
            actors = [node.actor for node in self._nodes if node.actor is not None]
            for node in self._nodes:
                node.actor = None
            self._cond.notify_all()
        for actor in actors:
            self._kill(actor)

    def nodes(self) -> list[str]:
        """Where each placed actor runs (``IP/node id``)."""
        return [node.where for node in self._place()]

    def worker_pids(self) -> list[int]:
        """Process ids of the live workers on every node (diagnostics and tests on one machine)."""
        handles = [node.actor for node in self._place() if node.actor is not None]
        lists = self._ray.get([actor.worker_pids.remote() for actor in handles], timeout=STARTUP_TIMEOUT_S)
        return sorted(pid for pids in lists for pid in pids)

    def actors(self) -> list[Any]:
        """The placed actors' handles (for tests that take one away)."""
        return [node.actor for node in self._place() if node.actor is not None]

    # -- placing actors ---------------------------------------------------------------

    def _quietly_place(self) -> None:
        try:
            self._place()
        except Exception:
            pass

    def _place(self) -> list[_Node]:
        """Every alive node with an actor on it, placing those missing (one lost, or none yet)."""
        with self._placing:
            if not self._nodes or any(node.actor is None for node in self._nodes):
                self._refresh_nodes()
            for node in self._nodes:
                if node.actor is None:
                    self._start_actor(node)
            if not self._nodes:
                raise ConfigError("the Ray cluster has no alive node to run tools on; start one with `ray start`")
            return self._nodes

    def _refresh_nodes(self) -> None:
        alive = sorted(n["NodeID"] for n in self._ray.nodes() if n.get("Alive"))
        if self._max_nodes is not None:
            kept = [node.node_id for node in self._nodes if node.node_id in alive][: self._max_nodes]
            alive = (kept + [n for n in alive if n not in kept])[: self._max_nodes]
        with self._cond:
            known = {node.node_id: node for node in self._nodes}
            self._nodes = [known.get(node_id) or _Node(node_id) for node_id in alive]
            self._cond.notify_all()

    def _start_actor(self, node: _Node) -> None:
        from ray.exceptions import GetTimeoutError, RayError
        from ray.util.scheduling_strategies import NodeAffinitySchedulingStrategy

        remote = self._ray.remote(NodeRunner).options(
            num_cpus=0,  # the workers use the node's CPUs; the actor only passes lines to them
            max_concurrency=self.size + 2,  # beyond the workers' calls: stop_call and worker_pids, while all are busy
            scheduling_strategy=NodeAffinitySchedulingStrategy(node.node_id, soft=False),
        )
        actor = remote.remote(self.policy, self.size, self._allow_unconfined, self.vouchers)
        try:
            identity = json.loads(self._ray.get(actor.identity.remote(), timeout=STARTUP_TIMEOUT_S))
        except GetTimeoutError:
            self._kill(actor)
            raise ConfigError(
                f"the Ray node {node.node_id[:12]} did not start its toolkiln actor within {STARTUP_TIMEOUT_S:g} s"
            ) from None
        except RayError as exc:
            self._kill(actor)
            raise ConfigError(
                f"the Ray node {node.node_id[:12]} could not start toolkiln: {_first_line(exc)}"
            ) from None
        node.where = str(identity["where"])
        if identity.get("problem"):
            self._kill(actor)
            raise ConfigError(f"the Ray node {node.where} cannot run tools: {identity['problem']}")
        self.confined = bool(identity.get("confined"))
        with self._cond:
            if self._closed:
                self._kill(actor)
                raise ToolkilnError("the Ray executor is closed; open toolkiln again")
            node.actor, node.known = actor, set()
            self._cond.notify_all()

    def _lose(self, node: _Node, actor: Any) -> None:
        """Forget ``actor`` (lost, or stopped answering): the next call places a new one on that node."""
        with self._cond:
            if node.actor is actor:
                node.actor, node.known = None, set()
            self._cond.notify_all()  # a caller waiting for a free node places a new actor
        self._kill(actor)

    def _kill(self, actor: Any) -> None:
        try:
            self._ray.kill(actor, no_restart=True)
        except Exception:  # already gone
            pass

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
        """Run ``name(**params)`` on a node's worker, as :meth:`WorkerPool.run` does on this machine's:
        ``check`` is judged there in the same round trip, ``stop`` ends the call on the node."""
        if not isinstance(source, str):
            raise TypeError(f"source must be str, not {type(source).__name__}")
        if not isinstance(params, dict):
            raise TypeError(f"params must be a dict, not {type(params).__name__}")
        if check is not None and not isinstance(check, str):
            raise TypeError(f"check must be str, not {type(check).__name__}")
        started = time.perf_counter()
        timeout = self._timeout(timeout_s)
        try:
            params_json = encode(params)
        except (TypeError, ValueError, RecursionError) as exc:
            return failure("param_type", f"params are not JSON: {exc}", started)
        sha = sha256_text(source)
        head = (
            f'{{"name":{encode(name if isinstance(name, str) else str(name))},"sha":"{sha}","params":{params_json},'
            f'"timeout_s":{timeout!r},"dedicated":{"true" if dedicated else "false"},'
            f'"verdict":{encode(self.vouchers.vouch("tool", sha))},"call":"{secrets.token_hex(8)}"'
        )
        if check is not None:
            verdict = self.vouchers.vouch("check", sha256_text(check))
            head += f',"check":{encode(check)},"check_verdict":{encode(verdict)}'
        return self._call("run", head, source, sha, timeout, started, stop)

    def evaluate_check(self, expression: str, result: Any, *, timeout_s: float | None = None) -> RunOutcome:
        """Evaluate a restricted expression over ``result`` on a node, as :meth:`WorkerPool.evaluate_check` does."""
        if not isinstance(expression, str):
            raise TypeError(f"expression must be str, not {type(expression).__name__}")
        started = time.perf_counter()
        timeout = self._timeout(timeout_s)
        try:
            result_json = encode(result)
        except (TypeError, ValueError, RecursionError) as exc:
            return failure("not_json", f"the result to check is not JSON: {exc}", started)
        verdict = self.vouchers.vouch("check", sha256_text(expression))
        head = (
            f'{{"expression":{encode(expression)},"result":{result_json},'
            f'"timeout_s":{timeout!r},"verdict":{encode(verdict)}'
        )
        return self._call("check", head, None, None, timeout, started)

    def _timeout(self, timeout_s: float | None) -> float:
        return float(timeout_s if timeout_s is not None else self.policy.limits.call_timeout_s)

    def _call(
        self,
        method: str,
        head: str,
        source: str | None,
        sha: str | None,
        timeout: float,
        started: float,
        stop: CallStop | None = None,
    ) -> RunOutcome:
        deadline = time.monotonic() + timeout
        for _attempt in range(2):  # once more, on a new actor, when the first was gone before it took the call
            if stop is not None and stop.stopped:  # stopped before it reached a node: it never starts
                return failure("crashed", STOPPED, started)
            node = self._acquire(deadline)
            if node is None:
                return self._no_capacity(timeout, started)
            actor = node.actor
            try:
                reply = self._ask(node, actor, method, head, source, sha, timeout, stop)
            except _NotTaken:
                self._lose(node, actor)  # placed again (or dropped with its node) by the next _acquire
                continue
            except _Lost as exc:
                self._lose(node, actor)
                lost = failure("crashed", str(exc), started)
                lost.executed_on = node.where
                return lost
            finally:
                self._release(node)
            outcome = outcome_of(reply, started, self.policy.limits.max_output_bytes)
            outcome.executed_on = node.where
            return outcome
        return failure("crashed", "the Ray nodes that could take the call were lost before it started", started)

    def _no_capacity(self, timeout: float, started: float) -> RunOutcome:
        with self._cond:
            count = sum(node.actor is not None for node in self._nodes)
        return failure(
            "timeout",
            f"no Ray node had a free worker within {timeout:g} s ({count} node(s), {self.size} call(s) each); "
            "add nodes or raise ray_node_workers",
            started,
        )

    def _acquire(self, deadline: float) -> _Node | None:
        """The node with the fewest calls in flight and room for one more; None when none frees up in time.

        A node whose actor was lost meanwhile gets a new one first (outside the lock: placing takes a while)."""
        while True:
            nodes = self._place()
            with self._cond:
                while True:
                    if self._closed:
                        raise ToolkilnError("the Ray executor is closed; open toolkiln again")
                    free = [n for n in nodes if n.actor is not None and n.busy < self.size]
                    if free:
                        node = min(free, key=lambda n: n.busy)
                        node.busy += 1
                        return node
                    left = deadline - time.monotonic()
                    if left <= 0:
                        return None
                    if any(n.actor is None for n in nodes):
                        break  # one was lost while this call waited: place it again
                    self._cond.wait(left)

    def _release(self, node: _Node) -> None:
        with self._cond:
            node.busy -= 1
            self._cond.notify()

    def _ask(
        self,
        node: _Node,
        actor: Any,
        method: str,
        head: str,
        source: str | None,
        sha: str | None,
        timeout: float,
        stop: CallStop | None = None,
    ) -> dict:
        """Send one request to ``actor`` (the source only when it may not hold it yet); its reply."""
        from ray.exceptions import ActorDiedError, GetTimeoutError, RayError

        with_source = source is not None and sha not in node.known
        for _round in range(2):  # a node that forgot the source asks for it once
            line = head + (',"source":' + encode(source) + "}" if with_source and source is not None else "}")
            try:
                answer = self._wait(actor, getattr(actor, method).remote(line), head, timeout + NODE_MARGIN_S, stop)
            except GetTimeoutError:
                raise _Lost(f"the Ray node {node.where} did not answer within {timeout + NODE_MARGIN_S:g} s") from None
            except ActorDiedError as exc:
                if _died_during_the_call(exc):
                    raise _Lost(f"the Ray node {node.where} was lost during the call ({_first_line(exc)})") from None
                raise _NotTaken from None
            except RayError as exc:
                raise _Lost(f"the Ray node {node.where} failed the call: {_first_line(exc)}") from None
            if answer == NEED_SOURCE:
                with_source = True
                continue
            if with_source and sha is not None:
                node.known.add(sha)
            reply = json.loads(answer)
            if not isinstance(reply, dict):
                raise _Lost(f"the Ray node {node.where} answered something other than a reply")
            return reply
        raise _Lost(f"the Ray node {node.where} did not keep the source it was sent")

    def _wait(self, actor: Any, ref: Any, head: str, limit_s: float, stop: CallStop | None) -> Any:
        """The reply to ``ref`` within ``limit_s``; a call whose caller stops it is stopped on its node."""
        from ray.exceptions import GetTimeoutError

        if stop is None:
            return self._ray.get(ref, timeout=limit_s)
        deadline, asked_to_stop = time.monotonic() + limit_s, False
        while True:
            try:
                return self._ray.get(ref, timeout=max(0.0, min(STOP_POLL_S, deadline - time.monotonic())))
            except GetTimeoutError:
                if time.monotonic() >= deadline:
                    raise
            if stop.stopped and not asked_to_stop:
                call_id = json.loads(head + "}").get("call")
                actor.stop_call.remote(call_id)  # its reply comes back as the call's outcome ("stopped by its caller")
                asked_to_stop = True


def _died_during_the_call(exc: BaseException) -> bool:
    """Whether Ray says the actor died while it held the task (else it was gone before it took it)."""
    return "before finishing this task" in str(exc)


def _first_line(exc: BaseException) -> str:
    lines = [line.strip() for line in str(exc).splitlines() if line.strip()]
    return lines[0][:300] if lines else type(exc).__name__
