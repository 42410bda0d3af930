"""Workers forked from the pool's template process: what a fork must not share.

The template imports and warms up once and forks every worker. These tests
check what that must not cost in safety: a worker holds no descriptor but its
own pipes (the template's control socket never reaches it), it is confined
like a freshly started one, its random state is its own, and a replacement
is a fork of the same template, not a new interpreter.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from fakes.procs import wait_until_dead
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool

POLICY = DEFAULT_POLICY.with_limits(call_timeout_s=2.0, trial_timeout_s=2.0)


@pytest.fixture(scope="module")
def pool():
    with WorkerPool(POLICY, size=2) as pool:
        pool.start()
        yield pool


def parent_of(pid: int) -> int:
    return int(Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[1])


def test_workers_are_forked_from_one_template_that_is_not_the_host(pool):
    parents = {parent_of(pid) for pid in pool.worker_pids()}
    assert len(parents) == 1
    (template,) = parents
    assert template != os.getpid() and parent_of(template) == os.getpid()
    assert b"toolkiln.sandbox.template" in Path(f"/proc/{template}/cmdline").read_bytes()


def test_a_worker_holds_only_its_own_pipes(pool):
    """No socket (the template's control channel), no other worker's pipe, no pidfd; besides
    its two pipes only the reader of its *own* memory figure (opened after the fork)."""
    for pid in pool.worker_pids():
        fds = {int(fd): os.readlink(f"/proc/{pid}/fd/{fd}") for fd in os.listdir(f"/proc/{pid}/fd")}
        assert all(fds[fd] == "/dev/null" for fd in (0, 1, 2))
        others = sorted(target for fd, target in fds.items() if fd > 2)
        pipes = [target for target in others if target.startswith("pipe:")]
        assert len(pipes) == 2 and [t for t in others if t not in pipes] == [f"/proc/{pid}/statm"], fds


def test_the_template_is_not_confined_but_its_workers_are(pool):
    """The template must fork, so it carries no seccomp filter; each worker installs its own after the fork."""
    (template,) = {parent_of(pid) for pid in pool.worker_pids()}
    template_status = Path(f"/proc/{template}/status").read_text()
    assert "\nSeccomp:\t0\n" in template_status
    assert "\nCapEff:\t0000000000000000\n" in template_status  # it forks, waits and reads pipes: no capability needed
    for pid in pool.worker_pids():
        status = Path(f"/proc/{pid}/status").read_text()
        assert "\nSeccomp:\t2\n" in status and "\nNoNewPrivs:\t1\n" in status
        # none of root's capabilities, where the host runs as root (and none to lose otherwise)
        assert "\nCapPrm:\t0000000000000000\n" in status and "\nCapEff:\t0000000000000000\n" in status
        assert Path(os.readlink(f"/proc/{pid}/cwd")).name.startswith("toolkiln-worker-")
        assert os.listdir(f"/proc/{pid}/cwd") == []
        assert Path(f"/proc/{pid}/environ").read_bytes() == b""


def test_two_workers_do_not_share_a_random_state(pool):
    """A fork copies the template's generator; each worker reseeds it, so no two draw the same numbers."""
    source = "import random\n\ndef draw() -> list:\n    return [random.random() for _ in range(4)]\n"
    barrier = threading.Barrier(2)
    draws: list = []

    def call() -> None:
        barrier.wait()
        draws.append(pool.run("draw", source, {}).result)

    threads = [threading.Thread(target=call) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(draws) == 2 and draws[0] != draws[1]


def test_a_replacement_is_a_fork_of_the_same_template(pool):
    before = pool.worker_pids()
    (template,) = {parent_of(pid) for pid in before}
    for pid in before:
        try:
            os.kill(pid, signal.SIGKILL)
        except ProcessLookupError:  # already gone and reaped (a loaded machine): what the kill was for
            continue
        wait_until_dead(pid)
    results = [pool.run("ok", "def ok():\n    return 7\n", {}).result for _ in range(3)]
    assert results == [7, 7, 7]
    after = pool.worker_pids()
    assert after and not set(after) & set(before)
    assert {parent_of(pid) for pid in after} == {template}


def test_a_template_that_died_is_started_again():
    with WorkerPool(POLICY, size=1) as pool:
        assert pool.run("ok", "def ok():\n    return 1\n", {}).result == 1
        (worker,) = pool.worker_pids()
        template = parent_of(worker)
        os.kill(template, signal.SIGKILL)  # its worker dies with it (parent-death signal)
        wait_until_dead(worker)
        assert pool.run("ok", "def ok():\n    return 2\n", {}).result == 2
        (new_worker,) = pool.worker_pids()
        assert parent_of(new_worker) not in (template, os.getpid())


def test_a_turn_starts_as_many_workers_as_its_plan_uses(toolkiln_home):
    """The pool is warmed with its template only: a refusal starts no worker, one step one worker."""
    import toolkiln

    with toolkiln.open(home=toolkiln_home, pool_size=2) as kiln:
        refused = kiln.run("What is the title of https://example.com?")
        assert refused.outcome == "refuse" and kiln.pool.worker_pids() == []
        turn = kiln.run("Convert 30 degrees Celsius to Fahrenheit")
        assert [s.status for s in turn.steps] == ["ok"]
        assert len(kiln.pool.worker_pids()) == 1


def test_a_prestarted_template_is_adopted_by_the_first_pool():
    """The script launches the template before it knows its settings; the first pool uses that one."""
    from toolkiln.sandbox import process
    from toolkiln.sandbox.template import BOOTSTRAP

    process.prestart(BOOTSTRAP)
    launched = process._prestarted
    assert launched is not None and launched.running
    with WorkerPool(POLICY, size=1) as pool:
        assert pool.run("ok", "def ok():\n    return 3\n", {}).result == 3
        (worker,) = pool.worker_pids()
        assert parent_of(worker) == launched._proc.pid
    assert process._prestarted is None and not launched.running


def test_a_prestarted_template_nobody_adopts_ends_with_its_host():
    code = (
        "from toolkiln.sandbox import process\n"
        "from toolkiln.sandbox.template import BOOTSTRAP\n"
        "process.prestart(BOOTSTRAP)\n"
        "print(process._prestarted._proc.pid, flush=True)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    template = int(done.stdout)
    wait_until_dead(template, timeout_s=30)  # once its imports are done it finds its host gone


def test_the_template_loads_the_default_policys_modules_before_it_is_told_the_policy():
    """A template started ahead of its host's settings (``prestart``) spends the wait loading
    the modules the default policy allows (``decimal`` brings the ``_decimal`` extension),
    so a worker is ready sooner once the policy arrives; a tool still reaches only the
    modules of the policy it is sent."""
    from toolkiln.sandbox.process import TemplateProcess, worker_paths
    from toolkiln.sandbox.template import BOOTSTRAP

    template = TemplateProcess(BOOTSTRAP, worker_paths())
    template.launch()
    try:
        assert template._proc is not None
        maps = Path(f"/proc/{template._proc.pid}/maps")
        for _ in range(6000):  # up to 30 s on a loaded machine; a template never told its policy
            if "_decimal" in maps.read_text():
                break
            time.sleep(0.005)
        else:
            raise AssertionError("the template did not load decimal before it was sent a policy")
    finally:
        template.close()


def test_a_policy_without_a_preloaded_module_does_not_offer_it():
    """The template loaded ``statistics`` for the default policy; a policy without it still
    refuses the import."""
    from toolkiln.policy import Policy

    modules = {name: rule for name, rule in DEFAULT_POLICY.modules.items() if name != "statistics"}
    narrow = Policy(modules=modules).with_limits(call_timeout_s=2.0, trial_timeout_s=2.0)
    source = "import statistics\n\ndef mean_of(xs: list) -> dict:\n    return {'mean': statistics.mean(xs)}\n"
    with WorkerPool(narrow, size=1) as narrow_pool:
        outcome = narrow_pool.run("mean_of", source, {"xs": [1, 2, 3]})
    assert not outcome.ok and "statistics" in (outcome.error or "")
    with WorkerPool(POLICY, size=1) as default_pool:
        assert default_pool.run("mean_of", source, {"xs": [1, 2, 3]}).result == {"mean": 2}
