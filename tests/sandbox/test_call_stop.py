"""Stopping a call from another thread (``CallStop``): the worker running it is killed, as a timeout
does, and never handed to another call; a call stopped before it starts never runs."""

from __future__ import annotations

import threading

from fakes.procs import cpu_ticks, wait_until_dead, wait_until_working
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool
from toolkiln.sandbox.stop import STOPPED, CallStop

SPIN = "def spin() -> dict:\n    while True:\n        pass\n"
ADD = "def add(a: int, b: int) -> dict:\n    return {'sum': a + b}\n"
PATIENCE_S = 600.0
"""The spinning call's own timeout: far beyond the test, so only the stop can end it."""


def test_a_spinning_call_stopped_from_another_thread_ends_and_its_worker_is_replaced():
    with WorkerPool(DEFAULT_POLICY, size=1) as pool:
        pool.start()
        (pid,) = pool.worker_pids()
        before = cpu_ticks(pid)
        stop = CallStop()
        outcomes = []
        caller = threading.Thread(
            target=lambda: outcomes.append(pool.run("spin", SPIN, {}, timeout_s=PATIENCE_S, stop=stop))
        )
        caller.start()
        wait_until_working(pid, before)
        stop.stop()
        caller.join(60)
        assert not caller.is_alive()
        (outcome,) = outcomes
        assert (outcome.ok, outcome.kind, outcome.error) == (False, "crashed", STOPPED)
        wait_until_dead(pid)
        after = pool.run("add", ADD, {"a": 2, "b": 3})
        assert after.result == {"sum": 5}
        assert pid not in pool.worker_pids()


def test_a_call_stopped_before_it_starts_never_runs_and_the_worker_stays():
    with WorkerPool(DEFAULT_POLICY, size=1) as pool:
        pool.start()
        (pid,) = pool.worker_pids()
        stop = CallStop()
        stop.stop()
        outcome = pool.run("spin", SPIN, {}, timeout_s=PATIENCE_S, stop=stop)
        assert (outcome.ok, outcome.error) == (False, STOPPED)
        assert pool.run("add", ADD, {"a": 1, "b": 1}).result == {"sum": 2}
        assert pool.worker_pids() == [pid]


def test_a_stop_after_the_call_has_answered_touches_nothing():
    with WorkerPool(DEFAULT_POLICY, size=1) as pool:
        pool.start()
        (pid,) = pool.worker_pids()
        stop = CallStop()
        assert pool.run("add", ADD, {"a": 1, "b": 2}, stop=stop).result == {"sum": 3}
        stop.stop()  # the worker is back in the pool, no longer the call's
        assert pool.run("add", ADD, {"a": 2, "b": 2}).result == {"sum": 4}
        assert pool.worker_pids() == [pid]
