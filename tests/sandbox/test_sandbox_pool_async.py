"""``WorkerPool.run_async``: the pool's call for an asyncio event loop, with real confined workers.

It must come to the same outcomes as ``run`` (results, timeouts, crashes), keep
the loop free while a tool runs, hand a thread nothing when a worker is idle,
and leave no worker behind with a call in flight when its caller is cancelled.
"""

from __future__ import annotations

import asyncio
import os
import signal
from concurrent.futures import ThreadPoolExecutor

import pytest

from fakes.procs import wait_until_dead
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool

POLICY = DEFAULT_POLICY.with_limits(call_timeout_s=30.0, trial_timeout_s=30.0)
"""Calls that should succeed get a wall clock no loaded machine runs out of; the timeout test sets its own."""
SPIN = "def spin():\n    while True:\n        pass\n"
DOUBLE = 'def double(x: int) -> dict:\n    print("doubling", x)\n    return {"y": x * 2}\n'
DEAD_S = 30.0
"""How long a killed worker may take to be reaped on a loaded machine."""


class CountingExecutor(ThreadPoolExecutor):
    """The loop's default executor, counting what is handed to a thread."""

    def __init__(self) -> None:
        super().__init__(max_workers=2)
        self.submitted = 0

    def submit(self, fn, /, *args, **kwargs):
        self.submitted += 1
        return super().submit(fn, *args, **kwargs)


@pytest.fixture(scope="module")
def pool():
    with WorkerPool(POLICY, size=1) as pool:
        pool.start()
        yield pool


def only_pid(pool: WorkerPool) -> int:
    pids = pool.worker_pids()
    assert len(pids) == 1
    return pids[0]


def test_an_async_call_comes_to_what_a_call_does_without_a_thread(pool):
    executor = CountingExecutor()

    async def main():
        asyncio.get_running_loop().set_default_executor(executor)
        return [await pool.run_async("double", DOUBLE, {"x": x}) for x in (21, 4)]

    first, second = asyncio.run(main())
    assert (first.ok, first.result, first.output) == (True, {"y": 42}, "doubling 21\n")
    assert second.result == {"y": 8}
    assert first.error is None and first.elapsed_ms > 0
    assert executor.submitted == 0  # an idle worker was there: nothing went to a thread
    assert pool.run("double", DOUBLE, {"x": 1}).result == {"y": 2}  # the sync caller shares the same workers


def test_the_loop_runs_other_tasks_while_a_tool_runs_and_a_timeout_replaces_the_worker(pool):
    pid = only_pid(pool)

    async def main():
        call = asyncio.create_task(pool.run_async("spin", SPIN, {}, timeout_s=0.5))
        await asyncio.sleep(0)  # the call starts and waits on the worker's pipe
        still_running = not call.done()
        return still_running, await call

    still_running, outcome = asyncio.run(main())
    assert still_running  # the call did not hold the loop until it ended
    assert (outcome.kind, outcome.error) == ("timeout", "timed out after 0.5 s")
    wait_until_dead(pid, DEAD_S)
    assert asyncio.run(pool.run_async("double", DOUBLE, {"x": 3})).result == {"y": 6}
    assert only_pid(pool) != pid


def test_a_cancelled_call_stops_its_worker_and_the_pool_goes_on(pool):
    pool.run("double", DOUBLE, {"x": 0})
    pid = only_pid(pool)

    async def main():
        call = asyncio.create_task(pool.run_async("spin", SPIN, {}, timeout_s=30))
        await asyncio.sleep(0)
        call.cancel()
        with pytest.raises(asyncio.CancelledError):
            await call

    asyncio.run(main())
    wait_until_dead(pid, DEAD_S)  # its answer would have been out of step: it is gone, not checked in
    assert pid not in pool.worker_pids()
    assert asyncio.run(pool.run_async("double", DOUBLE, {"x": 5})).result == {"y": 10}


def test_a_worker_killed_during_an_async_call_reports_a_crash(pool):
    pool.run("double", DOUBLE, {"x": 0})
    pid = only_pid(pool)

    async def main():
        call = asyncio.create_task(pool.run_async("spin", SPIN, {}, timeout_s=30))
        await asyncio.sleep(0)
        os.kill(pid, signal.SIGKILL)
        return await call

    outcome = asyncio.run(main())
    assert (outcome.kind, outcome.error) == ("crashed", "the worker was killed by SIGKILL")
    assert asyncio.run(pool.run_async("double", DOUBLE, {"x": 6})).result == {"y": 12}


def test_async_calls_beyond_the_pool_size_wait_for_a_worker_and_each_gets_its_own_result(pool):
    source = "def square(x: int) -> dict:\n    return {'x': x, 'sq': x * x}\n"

    async def main():
        return await asyncio.gather(*(pool.run_async("square", source, {"x": x}) for x in range(6)))

    outcomes = asyncio.run(main())
    assert [o.result for o in outcomes] == [{"x": x, "sq": x * x} for x in range(6)]
    assert len(pool.worker_pids()) == 1


def test_bad_input_is_refused_as_run_refuses_it(pool):
    assert asyncio.run(pool.run_async("_hidden", DOUBLE, {})).kind == "compile"
    assert asyncio.run(pool.run_async("double", DOUBLE, {"x": object()})).kind == "param_type"
    with pytest.raises(TypeError, match="source must be str"):
        asyncio.run(pool.run_async("double", b"def double(): pass", {}))
