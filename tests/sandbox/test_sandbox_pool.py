"""The worker pool with real, confined worker processes.

Every test here calls ``pool.run`` directly with source that RestrictedPython
compiles — no gate in front — and asserts what a user would notice: the
outcome, the file system, the processes, the next call.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from fakes.procs import cpu_ticks, wait_until_dead, wait_until_working
from toolkiln.errors import ConfigError, ToolkilnError
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import RunOutcome, WorkerPool
from toolkiln.sandbox import pool as pool_module

POLICY = DEFAULT_POLICY.with_limits(call_timeout_s=30.0, trial_timeout_s=30.0, fetch_timeout_s=0.5)
"""Calls that should succeed get a wall clock no loaded machine runs out of; a test about a timeout
passes its own short one (or uses ``SHORT``)."""
SHORT = DEFAULT_POLICY.with_limits(call_timeout_s=1.0, trial_timeout_s=1.0, fetch_timeout_s=0.5)
SPIN = "def spin():\n    while True:\n        pass\n"
SECRET = f"toolkiln-secret-{random.randrange(10**9)}"


@pytest.fixture(scope="module")
def pool(make_executor):
    """One worker, of the local pool or of a Ray node's (``executor_kind``): the same contract."""
    os.environ["TOOLKILN_TEST_SECRET"] = SECRET  # present in the host when the workers start
    try:
        with make_executor(POLICY, 1) as pool:
            pool.start()
            yield pool
    finally:
        os.environ.pop("TOOLKILN_TEST_SECRET", None)


def only_pid(pool) -> int:
    pids = pool.worker_pids()
    assert len(pids) == 1
    return pids[0]


def test_a_call_returns_its_result_and_what_it_printed(pool):
    source = 'def double(x: int) -> dict:\n    print("doubling", x)\n    return {"y": x * 2}\n'
    outcome = pool.run("double", source, {"x": 21})
    assert isinstance(outcome, RunOutcome)
    assert (outcome.ok, outcome.result, outcome.output) == (True, {"y": 42}, "doubling 21\n")
    assert outcome.error is None and outcome.kind is None and outcome.elapsed_ms > 0


def test_workers_are_confined(pool):
    """The live worker runs under seccomp, with no new privileges and the policy's rlimits."""
    pid = only_pid(pool)
    status = Path(f"/proc/{pid}/status").read_text()
    assert "\nSeccomp:\t2\n" in status
    assert "\nNoNewPrivs:\t1\n" in status
    limits = Path(f"/proc/{pid}/limits").read_text()
    assert f"{POLICY.limits.memory_mb * 1024 * 1024}" in next(
        row for row in limits.splitlines() if "address space" in row
    )
    assert next(row for row in limits.splitlines() if "Max file size" in row).split()[3] == "0"
    assert pool.confined is True


def test_workers_inherit_no_environment(pool):
    """The host's secret is in its environment, not in the worker's."""
    assert os.environ["TOOLKILN_TEST_SECRET"] == SECRET
    environ = Path(f"/proc/{only_pid(pool)}/environ").read_bytes()
    assert SECRET.encode() not in environ
    assert b"TOOLKILN_TEST_SECRET" not in environ
    outcome = pool.run("peek", "import os\ndef peek():\n    return os.environ['TOOLKILN_TEST_SECRET']\n", {})
    assert not outcome.ok and SECRET not in (outcome.error or "")


def test_workers_start_in_an_empty_private_folder(pool):
    cwd = Path(os.readlink(f"/proc/{only_pid(pool)}/cwd"))
    assert cwd.name.startswith("toolkiln-worker-")
    assert list(cwd.iterdir()) == []


def test_no_file_is_written_whatever_the_tool_reaches_for(pool, tmp_path):
    canary = tmp_path / "canary.txt"
    attempts = [
        f"def tool():\n    open({str(canary)!r}, 'w').write('x')\n",
        f"import os\ndef tool():\n    os.system('touch {canary}')\n",
        f"import io\ndef tool():\n    io.open({str(canary)!r}, 'w')\n",
        f"import pathlib\ndef tool():\n    pathlib.Path({str(canary)!r}).write_text('x')\n",
        f"import json\ndef tool():\n    json.codecs.open({str(canary)!r}, 'w')\n",
        f"def tool():\n    __import__('os').system('touch {canary}')\n",
        f"import subprocess\ndef tool():\n    subprocess.run(['touch', {str(canary)!r}])\n",
    ]
    cwd = Path(os.readlink(f"/proc/{only_pid(pool)}/cwd"))
    for source in attempts:
        outcome = pool.run("tool", source, {})
        assert not outcome.ok, source
        assert outcome.kind in ("raised", "compile"), outcome
    assert not canary.exists()
    assert list(cwd.iterdir()) == []


def test_module_facades_cannot_be_poisoned_for_the_next_call(pool):
    pid = only_pid(pool)
    poison = "import math\ndef tool():\n    math.sqrt = None\n    return 1\n"
    assert pool.run("tool", poison, {}).kind == "raised"
    outcome = pool.run("tool", "import math\ndef tool():\n    return math.sqrt(16)\n", {})
    assert outcome.result == 4.0
    assert only_pid(pool) == pid  # same worker: the façade itself stayed clean


def test_globals_do_not_survive_a_call_in_the_same_worker(pool):
    source = (
        "cache = {}\n"
        "hits = []\n"
        "def remember(key: str) -> dict:\n"
        "    hits.append(key)\n"
        "    cache[key] = len(hits)\n"
        "    return {'hits': len(hits), 'cache': cache}\n"
    )
    pid = only_pid(pool)
    first = pool.run("remember", source, {"key": "a"})
    second = pool.run("remember", source, {"key": "b"})
    assert first.result == {"hits": 1, "cache": {"a": 1}}
    assert second.result == {"hits": 1, "cache": {"b": 1}}
    assert only_pid(pool) == pid


def test_an_infinite_loop_times_out_and_the_worker_is_replaced():
    """Without a timeout of its own a call gets the policy's call_timeout_s."""
    with WorkerPool(SHORT, size=1) as pool:
        pool.start()
        pid = only_pid(pool)
        outcome = pool.run("spin", SPIN, {})
        assert (outcome.kind, outcome.error) == ("timeout", "timed out after 1 s")
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)  # killed and reaped
        assert pool.run("ok", "def ok():\n    return 'fine'\n", {}).result == "fine"
        assert only_pid(pool) != pid


def test_a_shorter_timeout_can_be_given_per_call(pool):
    outcome = pool.run("spin", SPIN, {}, timeout_s=0.3)
    assert outcome.error == "timed out after 0.3 s"


@pytest.mark.parametrize("bomb", ["'x' * 10**10", "[0] * 10**9", "[list(range(10**6)) for _ in range(10**4)]"])
def test_memory_bombs_are_reported_as_memory(pool, bomb):
    # A generous wall clock: on a loaded machine the slow bomb must still meet the memory limit first.
    outcome = pool.run("bomb", f"def bomb():\n    data = {bomb}\n    return len(data)\n", {}, timeout_s=20)
    assert (outcome.kind, outcome.error) == ("memory", f"ran out of memory (limit {POLICY.limits.memory_mb} MB)")
    assert pool.run("ok", "def ok():\n    return 1\n", {}).ok


def test_deep_recursion_is_an_error_not_a_crash(pool):
    outcome = pool.run("down", "def down(n: int = 0) -> int:\n    return down(n + 1)\n", {})
    assert outcome.kind == "raised"
    assert outcome.error.startswith("RecursionError: maximum recursion depth exceeded")
    assert pool.run("ok", "def ok():\n    return 1\n", {}).ok


def test_printing_protocol_lines_cannot_forge_a_result(pool):
    forged = '{"op":"done","ok":true,"result":"forged","output":""}'
    source = f"def tool():\n    print({forged!r})\n    print('\\n' + {forged!r})\n    return 'real'\n"
    outcome = pool.run("tool", source, {})
    assert outcome.result == "real"
    assert outcome.output.count(forged) == 2


def test_failures_come_back_as_outcomes(pool):
    raised = pool.run("tool", "def tool():\n    x = 1\n    raise ValueError('no good')\n", {})
    assert (raised.kind, raised.error) == ("raised", "ValueError: no good (line 3)")
    walk = pool.run("tool", "def tool():\n    return ().__class__.__base__.__subclasses__()\n", {})
    assert walk.kind == "compile" and walk.errors and walk.errors[0]["line"] == 2
    not_json = pool.run("tool", "def tool():\n    return {1, 2}\n", {})
    assert (not_json.kind, not_json.error) == ("not_json", "result is not JSON-serialisable: set")
    too_large = pool.run("tool", "def tool():\n    return 'x' * 300000\n", {})
    assert too_large.kind == "too_large"
    params = pool.run("tool", "def tool(x: int) -> int:\n    return x\n", {"y": 1})
    assert params.kind == "param_type"
    assert pool.run("tool", "def tool(x):\n    return x\n", {"x": float("nan")}).kind == "param_type"


def test_augmented_item_assignment_works_in_workers(pool):
    source = "def tally(words: list) -> dict:\n    counts = {}\n    for w in words:\n        counts[w] = counts.get(w, 0)\n        counts[w] += 1\n    return counts\n"
    assert pool.run("tally", source, {"words": ["a", "b", "a"]}).result == {"a": 2, "b": 1}


def test_checks_are_evaluated_in_a_worker(pool):
    assert pool.evaluate_check("result['fahrenheit'] == 86.0", {"fahrenheit": 86.0}).result is True
    assert pool.evaluate_check("len(result) > 2", [1]).result is False
    raised = pool.evaluate_check("result['missing'] > 0", {})
    assert (raised.ok, raised.kind) == (False, "raised")
    assert pool.evaluate_check("result.__class__", 1).kind == "compile"


def test_source_must_be_text(pool):
    with pytest.raises(TypeError):
        pool.run("tool", b"def tool():\n    return 1\n", {})


def test_a_worker_killed_while_idle_is_replaced_transparently(pool):
    pid = only_pid(pool)
    os.kill(pid, signal.SIGKILL)
    wait_until_dead(pid)
    assert pool.run("ok", "def ok():\n    return 'still here'\n", {}).result == "still here"
    assert only_pid(pool) != pid


def test_a_worker_killed_during_a_call_reports_a_crash(pool):
    pool.run("ok", "def ok():\n    return 1\n", {})
    pid = only_pid(pool)
    since = cpu_ticks(pid)
    outcomes = []
    caller = threading.Thread(target=lambda: outcomes.append(pool.run("spin", SPIN, {})))
    caller.start()
    wait_until_working(pid, since)  # the call is in flight: the worker spins
    os.kill(pid, signal.SIGKILL)
    caller.join()
    assert (outcomes[0].kind, outcomes[0].error) == ("crashed", "the worker was killed by SIGKILL")
    assert pool.run("ok", "def ok():\n    return 2\n", {}).result == 2


def test_concurrent_calls_each_get_their_own_result():
    source = "def square(x: int) -> dict:\n    total = 0\n    for i in range(20000):\n        total += 1\n    return {'x': x, 'sq': x * x}\n"
    results: dict[int, RunOutcome] = {}
    with WorkerPool(POLICY, size=2) as pool:

        def work(x: int) -> None:
            results[x] = pool.run("square", source, {"x": x})

        threads = [threading.Thread(target=work, args=(x,)) for x in range(8)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert len(pool.worker_pids()) <= 2
    assert {x: o.result for x, o in results.items()} == {x: {"x": x, "sq": x * x} for x in range(8)}


def test_close_kills_every_worker_and_removes_its_folder():
    pool = WorkerPool(POLICY, size=2)
    pool.start()
    pids = pool.worker_pids()
    folders = [Path(os.readlink(f"/proc/{pid}/cwd")) for pid in pids]
    pool.close()
    for pid in pids:
        with pytest.raises(ProcessLookupError):
            os.kill(pid, 0)
    assert not any(folder.exists() for folder in folders)
    with pytest.raises(ToolkilnError):
        pool.run("ok", "def ok():\n    return 1\n", {})


def test_workers_fail_closed_without_seccomp(monkeypatch):
    """No libseccomp: refuse to start, unless unconfined workers are allowed explicitly."""
    no_seccomp = "import sys; sys.modules['pyseccomp'] = None\n" + pool_module.BOOTSTRAP
    monkeypatch.setattr(pool_module, "BOOTSTRAP", no_seccomp)
    monkeypatch.delenv(pool_module.ALLOW_UNCONFINED_ENV, raising=False)
    with WorkerPool(POLICY, size=1) as pool:
        with pytest.raises(ConfigError, match="TOOLKILN_ALLOW_UNCONFINED=1"):
            pool.run("ok", "def ok():\n    return 1\n", {})
    monkeypatch.setenv(pool_module.ALLOW_UNCONFINED_ENV, "1")
    with WorkerPool(POLICY, size=1) as pool:
        assert pool.run("ok", "def ok():\n    return 1\n", {}).result == 1
        assert pool.confined is False
    monkeypatch.delenv(pool_module.ALLOW_UNCONFINED_ENV, raising=False)
    with WorkerPool(POLICY, size=1, allow_unconfined=True) as pool:  # the setting, from config.toml
        assert pool.run("ok", "def ok():\n    return 1\n", {}).result == 1


def test_a_dying_worker_does_not_take_concurrent_calls_with_it():
    slow = "def slow(n: int) -> int:\n    total = 0\n    for i in range(n):\n        total += i\n    return total\n"
    outcomes: dict[str, RunOutcome] = {}
    with WorkerPool(POLICY, size=2) as pool:
        pool.start()
        calls = {
            "slow": lambda: pool.run("slow", slow, {"n": 300000}),
            "spin": lambda: pool.run("spin", SPIN, {}, timeout_s=0.3),
        }
        threads = [threading.Thread(target=lambda k=k, f=f: outcomes.__setitem__(k, f())) for k, f in calls.items()]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        assert outcomes["spin"].kind == "timeout"
        assert outcomes["slow"].result == sum(range(300000))
        assert pool.run("slow", slow, {"n": 3}).result == 3


def test_closing_the_pool_during_a_call_ends_the_call_with_an_outcome():
    pool = WorkerPool(POLICY, size=1)
    pool.start()
    pid = only_pid(pool)
    since = cpu_ticks(pid)
    outcomes = []
    caller = threading.Thread(target=lambda: outcomes.append(pool.run("spin", SPIN, {})))
    caller.start()
    wait_until_working(pid, since)  # the call is in flight: the worker spins
    pool.close()
    caller.join()
    assert outcomes[0].kind == "crashed"
    with pytest.raises(ProcessLookupError):
        os.kill(pid, 0)


def test_a_worker_that_cannot_start_is_a_clear_config_error(monkeypatch):
    """Workers start without site-packages; a wrong path to toolkiln is reported, not hidden."""
    monkeypatch.setattr(pool_module, "_worker_paths", lambda: ["/nonexistent"])
    with WorkerPool(POLICY, size=1) as pool:
        with pytest.raises(ConfigError, match="cannot load the worker: ModuleNotFoundError"):
            pool.run("ok", "def ok():\n    return 1\n", {})


def test_a_template_that_failed_and_left_before_it_was_read_is_still_reported_in_its_own_words(monkeypatch):
    """A template that cannot load exits at once, with the host's init message unread: the host then
    reads its socket only after the template is gone (as a loaded machine may schedule it). Linux
    reports that unread message as ECONNRESET ahead of the template's own error, or the init's
    send fails with EPIPE; neither may hide the reason."""
    from toolkiln.sandbox import process

    monkeypatch.setattr(pool_module, "_worker_paths", lambda: ["/nonexistent"])
    launched: list[process.TemplateProcess] = []
    launch = process.TemplateProcess.launch

    def recorded(self):
        launch(self)
        launched.append(self)

    wait_readable = process._wait_readable

    def readable_once_the_template_is_gone(fd, deadline):
        launched[-1]._proc.wait(timeout=60)
        return wait_readable(fd, deadline)

    monkeypatch.setattr(process.TemplateProcess, "launch", recorded)
    monkeypatch.setattr(process, "_wait_readable", readable_once_the_template_is_gone)
    with WorkerPool(POLICY, size=1) as pool:
        with pytest.raises(ConfigError, match="cannot load the worker: ModuleNotFoundError"):
            pool.run("ok", "def ok():\n    return 1\n", {})


def test_a_process_that_never_closes_its_pool_exits_and_leaves_no_worker_behind():
    """A script that forgets ``close()``: the spawner thread does not keep it alive, and the exit
    hook still stops the template and the worker through it (the worker's folder goes too)."""
    code = (
        "import os\n"
        "from toolkiln.sandbox import WorkerPool\n"
        "pool = WorkerPool(size=1)\n"
        "assert pool.run('one', 'def one():\\n    return 1\\n', {}).result == 1\n"
        "(pid,) = pool.worker_pids()\n"
        "print(pid, pool._template._proc.pid, os.readlink(f'/proc/{pid}/cwd'))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    worker, template, folder = done.stdout.split()
    wait_until_dead(int(worker))
    wait_until_dead(int(template))
    assert not Path(folder).exists()


def test_workers_share_the_hosts_session_but_not_its_process_group():
    """Out of the host's process group, a Ctrl-C at the terminal (SIGINT to the foreground group)
    reaches the host alone; in the host's session, the scheduler keeps host and workers in one
    autogroup, so a call's wake-ups do not wait for a group of their own on a busy machine."""

    def session_and_group(pid: int) -> tuple[int, int]:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(fields[3]), int(fields[2])

    with WorkerPool(DEFAULT_POLICY, size=1) as pool:
        pool.start()
        (worker,) = pool.worker_pids()
        session, group = session_and_group(worker)
    assert session == os.getsid(0)
    assert group != os.getpgrp()
