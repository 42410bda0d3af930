"""The one step executor: nested batches on a bounded pool finish, and a tool source can run a child turn."""

import subprocess
import sys
import threading

import pytest

from toolkiln.errors import ToolkilnError
from toolkiln.models.mock.generator import MockGenerator
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool
from toolkiln.store import Registry
from toolkiln.testing import ScriptedPlanner
from toolkiln.turn.agent import Agent, AgentConfig
from toolkiln.turn.executor import StepExecutor

DEADLOCK_GUARD_S = 120  # only ends a hung test; nothing here is timed


def finish(func):
    """Run ``func`` on a thread; its result, or a failure when it never returns (a deadlock)."""
    out = {}
    thread = threading.Thread(target=lambda: out.setdefault("value", func()), daemon=True)
    thread.start()
    thread.join(DEADLOCK_GUARD_S)
    assert not thread.is_alive(), "the nested batches deadlocked"
    return out["value"]


def test_nested_batches_on_one_thread_finish_in_order():
    """A batch item that runs its own batch on the same one-thread executor: the waiting pool thread helps."""
    with StepExecutor(1) as executor:

        def outer(i):
            return executor.run_all(lambda j: (i, j, threading.current_thread().name), ["a", "b", "c"])

        results = finish(lambda: executor.run_all(outer, [1, 2]))
    assert [[(i, j) for i, j, _ in inner] for inner in results] == [
        [(1, "a"), (1, "b"), (1, "c")],
        [(2, "a"), (2, "b"), (2, "c")],
    ]
    threads = {name for inner in results for _, _, name in inner}
    assert threads and all(name.startswith("toolkiln-step") for name in threads)


def test_an_item_that_raises_cancels_the_rest_and_raises():
    with StepExecutor(1) as executor:
        ran = []

        def item(i):
            ran.append(i)
            if i == 0:
                raise ValueError("boom")
            return i

        with pytest.raises(ValueError, match="boom"):
            executor.run_all(item, [0, 1])
        assert executor.run_all(lambda i: i * 2, [1, 2, 3]) == [2, 4, 6]


def test_ctrl_c_between_two_submissions_starts_none_of_the_queued_items(monkeypatch):
    """The interrupt may land while the batch is still being queued, even just after a submission
    returned and before its future was kept: no item queued by then may start afterwards."""
    with StepExecutor(1) as executor:
        started: list[int] = []
        first_running, release = threading.Event(), threading.Event()

        def item(i):
            started.append(i)
            if i == 0:
                first_running.set()
                release.wait(DEADLOCK_GUARD_S)
            return i

        enqueue = executor._enqueue
        queued = []

        def interrupted_after_the_second(job):
            if queued:
                assert first_running.wait(DEADLOCK_GUARD_S)  # item 0 runs; item 1 will wait in the queue
            enqueue(job)
            queued.append(job)
            if len(queued) == 2:
                raise KeyboardInterrupt  # as a signal handler would, right after the submission
            return None

        monkeypatch.setattr(executor, "_enqueue", interrupted_after_the_second)
        with pytest.raises(KeyboardInterrupt):
            executor.run_all(item, [0, 1, 2])
        monkeypatch.setattr(executor, "_enqueue", enqueue)
        release.set()
        assert executor.run_all(lambda i: i, [9]) == [9]  # one thread, first in first out: item 1 had its turn
        assert started == [0]


class ChildTurnSource:
    """A tool source whose one tool runs a whole child turn on the parent's executor (as delegation will)."""

    creates = False

    def __init__(self, child: Agent) -> None:
        self.child = child
        self.turns = []

    def find(self, name):
        if name != "ask_child":
            return None

        def run(call):
            plan = Plan(
                "plan",
                steps=[
                    Step("c1", "calculate", "adds", {"expression": call.result.params["expression"]}, ""),
                    Step("c2", "calculate", "adds", {"expression": "1 + 1"}, ""),
                ],
            )
            child_turn = self.child.run_plan(plan)
            self.turns.append(child_turn)
            call.result.origin = "catalog"
            call.result.result = {"values": [s.result["value"] for s in child_turn.steps]}

        return run

    def offered(self, message, named):
        return []


def test_child_turns_share_the_parents_executor_and_finish(tmp_path):
    """Two parent steps each run a two-step child turn; one executor thread and one worker serve them all."""
    with WorkerPool(DEFAULT_POLICY, size=1) as pool, StepExecutor(1) as executor:
        registry = Registry(tmp_path / "registry.sqlite3")
        parts = dict(registry=registry, pool=pool, executor=executor, config=AgentConfig(), policy=DEFAULT_POLICY)
        child = Agent(planner=ScriptedPlanner(), generator=MockGenerator(), **parts)
        source = ChildTurnSource(child)
        parent = Agent(planner=ScriptedPlanner(), generator=MockGenerator(), **parts)
        parent.sources.insert(0, source)
        plan = Plan(
            "plan",
            steps=[
                Step("s1", "ask_child", "delegates", {"expression": "2 + 3"}, ""),
                Step("s2", "ask_child", "delegates", {"expression": "4 * 5"}, ""),
            ],
        )
        turn = finish(lambda: parent.run_plan(plan))
        registry.close()
    assert [(s.status, s.result) for s in turn.steps] == [("ok", {"values": [5, 2]}), ("ok", {"values": [20, 2]})]
    assert len(source.turns) == 2 and all(t.ok for t in source.turns)


def test_a_batch_runs_as_many_items_at_once_as_the_bound_and_no_more():
    """Eight items that each wait for a partner: they pass in pairs only if two run at the same time,
    and two threads serve them all."""
    pair = threading.Barrier(2, timeout=DEADLOCK_GUARD_S)
    with StepExecutor(2) as executor:
        results = finish(lambda: executor.run_all(lambda i: (pair.wait(), i)[1], list(range(8))))
        assert results == list(range(8))
        assert len(executor._threads) == 2


def test_closing_without_waiting_drops_the_queued_items_and_refuses_new_ones():
    """Ctrl-C closes the executor without waiting: the running item finishes, the queued one never starts,
    and whoever waits for it gets a one-line error instead of waiting for ever."""
    executor = StepExecutor(1)
    started, running, release = [], threading.Event(), threading.Event()

    def item(i):
        started.append(i)
        running.set()
        release.wait(DEADLOCK_GUARD_S)
        return i

    outcome = {}

    def wait_for_the_batch():
        try:
            outcome["value"] = executor.run_all(item, [0, 1])
        except ToolkilnError as exc:
            outcome["error"] = str(exc)

    waiter = threading.Thread(target=wait_for_the_batch, daemon=True)
    waiter.start()
    assert running.wait(DEADLOCK_GUARD_S)
    executor.close(wait=False)
    release.set()
    waiter.join(DEADLOCK_GUARD_S)
    assert not waiter.is_alive()
    assert started == [0]
    assert "before the step started" in outcome["error"]
    with pytest.raises(ToolkilnError, match="closed"):
        executor.run_all(item, [2])


def test_a_process_that_never_closes_its_executor_still_exits():
    """Idle step threads do not keep the process alive (a script that forgets ``close()``)."""
    code = (
        "from toolkiln.turn.executor import StepExecutor\nprint(StepExecutor(2).run_all(lambda i: i * 2, [1, 2, 3]))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=DEADLOCK_GUARD_S)
    assert (done.returncode, done.stdout.strip()) == (0, "[2, 4, 6]"), done.stderr
