"""Tools run on a real Ray cluster (two nodes on this machine, on 127.0.0.1): what differs from the local pool.

The contract the two executors share (results, widening, timeouts, memory, checks, the
escape corpus) is tested once, against both, through the ``executor_kind`` fixture
(``test_sandbox_pool.py``, ``test_checks.py``, ``test_escapes.py``). Here: where a step
ran, a node lost mid-call, backpressure, the verdict a node checks, and the missing extra.
"""

from __future__ import annotations

import json
import sys
import threading

import pytest

import toolkiln
from fakes.procs import wait_until_one_is_working
from fakes.ray_cluster import executor_of, vouchers_for
from toolkiln.errors import ConfigError
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.testing import ScriptedGenerator, ScriptedPlanner

POLICY = DEFAULT_POLICY.with_limits(call_timeout_s=30.0, trial_timeout_s=30.0)
SPIN = "def spin():\n    while True:\n        pass\n"
COUNT_UP = '''"""Counts from zero up to n."""


def count_up(n: int) -> dict:
    total = 0
    for i in range(n):
        total += i
    return {"total": total}
'''


def _plan(tool: str, params: dict, check: str = "len(str(result)) > 0") -> Plan:
    return Plan("plan", steps=[Step("s1", tool, f"the {tool} tool", params, check)])


@pytest.fixture(scope="module")
def kiln(ray_cluster, tmp_path_factory):
    """One toolkiln on the cluster for the module (placing its actors costs seconds); tests queue its answers."""
    planner, generator = ScriptedPlanner(), ScriptedGenerator()
    home = tmp_path_factory.mktemp("kiln")
    models = {"": (planner, generator)}
    with toolkiln.open(home=home, executor="ray", ray_node_workers=1, max_replans=0, agent_models=models) as kiln:
        kiln.scripted = (planner, generator)  # what each test queues its answers on
        yield kiln


def test_a_turn_runs_on_a_node_and_each_step_says_where(kiln, ray_cluster):
    kiln.scripted[0].queue(_plan("count_up", {"n": 4}, "result['total'] == 6"), _plan("count_up", {"n": 5}))
    kiln.scripted[1].queue(COUNT_UP)
    generated = kiln.run("count up to 4").to_json()["steps"][0]
    assert (generated["origin"], generated["status"], generated["result"]) == ("generated", "ok", {"total": 6})
    assert generated["executed_on"].startswith("127.0.0.1/")
    assert generated["executed_on"].split("/")[1] in {node[:12] for node in ray_cluster.node_ids()}
    reused = kiln.run("count up to 5").to_json()["steps"][0]
    assert (reused["origin"], reused["result"]) == ("reused", {"total": 10})
    assert reused["executed_on"].startswith("127.0.0.1/")
    assert kiln.call("count_up", n=3) == {"total": 3}  # a direct call, on a node too


def test_log_show_names_the_node(kiln):
    from click.testing import CliRunner

    from toolkiln.cli.main import main

    kiln.scripted[0].queue(_plan("calculate", {"expression": "6 * 7"}))
    turn = kiln.run("six times seven")
    where = turn.steps[0].executed_on
    assert turn.steps[0].result == {"value": 42} and where.startswith("127.0.0.1/")
    shown = CliRunner().invoke(main, ["--home", str(kiln.settings.home), "log", "show", str(turn.turn_id)])
    assert shown.exit_code == 0, shown.output
    assert f"on {where}" in " ".join(shown.output.split())  # the line may wrap at the terminal width
    logged = json.loads(
        CliRunner().invoke(main, ["--home", str(kiln.settings.home), "log", "show", str(turn.turn_id), "--json"]).output
    )
    assert logged["steps"][0]["executed_on"] == where


def test_an_actor_killed_mid_call_fails_the_step_and_the_next_turn_works(kiln, ray_cluster):
    kiln.scripted[0].queue(_plan("count_up", {"n": 10**10}), _plan("count_up", {"n": 4}))
    kiln.pool.start()
    idle = kiln.pool.worker_pids()  # one on each node
    done: list = []
    turn = threading.Thread(target=lambda: done.append(kiln.run("count up a lot")))
    turn.start()
    wait_until_one_is_working(idle)
    for actor in kiln.pool.actors():  # the node's actor goes, and its workers with it
        ray_cluster.ray.kill(actor)
    turn.join(120)
    assert not turn.is_alive(), "the turn hung on a lost actor"
    step = done[0].steps[0]
    assert step.status == "error" and "\n" not in step.error
    assert "was lost during the call" in step.error and step.executed_on.startswith("127.0.0.1/")
    again = kiln.run("count up to 4").steps[0]
    assert (again.status, again.result) == ("ok", {"total": 6}), again.error


def test_calls_spread_over_the_nodes_and_wait_for_a_free_one(ray_cluster, tmp_path):
    """One worker per node: a second call goes to the other node; a third finds none free within its timeout."""
    with executor_of("ray", POLICY, 1, tmp_path, nodes=None) as executor:
        executor.start()
        assert len(executor.nodes()) == 2
        idle = executor.worker_pids()  # one on each node
        spinning: list = []
        first = threading.Thread(target=lambda: spinning.append(executor.run("spin", SPIN, {}, timeout_s=20)))
        first.start()
        busy = wait_until_one_is_working(idle)
        second: list = []
        other = threading.Thread(target=lambda: second.append(executor.run("spin", SPIN, {}, timeout_s=20)))
        other.start()
        wait_until_one_is_working([pid for pid in idle if pid != busy])  # the other node took it
        full = executor.run("ok", "def ok():\n    return 1\n", {}, timeout_s=0.5)
        assert full.kind == "timeout" and "no Ray node had a free worker within 0.5 s" in full.error
        first.join(120)
        other.join(120)
        assert spinning[0].kind == second[0].kind == "timeout"
        assert {spinning[0].executed_on, second[0].executed_on} == set(executor.nodes())
        assert executor.run("ok", "def ok():\n    return 1\n", {}).result == 1


def test_a_node_runs_only_what_carries_a_verdict_under_its_key(ray_cluster, tmp_path):
    source = "def ok():\n    return 1\n"
    from toolkiln.sandbox.protocol import sha256_text

    with executor_of("ray", POLICY, 1, tmp_path) as executor:
        executor.start()
        (actor,) = executor.actors()
        honest = executor.vouchers.vouch("tool", sha256_text(source))

        def ask(**request):
            base = {"name": "ok", "sha": sha256_text(source), "params": {}, "timeout_s": 5.0, "source": source}
            return json.loads(ray_cluster.ray.get(actor.run.remote(json.dumps({**base, **request}))))

        assert ask(verdict=honest)["result"] == 1
        forged = ask(verdict="gate-hmac-sha256:1:" + "0" * 64)
        assert forged["ok"] is False and "verdict does not hold" in forged["error"]
        other = vouchers_for(POLICY, tmp_path / "another-key").vouch("tool", sha256_text(source))
        assert "verdict does not hold" in ask(verdict=other)["error"]  # signed, but with another registry's key
        swapped = ask(verdict=honest, source="def ok():\n    return 2\n")
        assert "does not match its sha256" in swapped["error"]
        check = executor.vouchers.vouch("check", sha256_text("result == 1"))
        as_tool = ask(verdict=check)  # a check's verdict never stands for a tool's
        assert "verdict does not hold" in as_tool["error"]


def test_a_node_without_the_registry_key_is_a_clear_error(ray_cluster, tmp_path):
    from toolkiln.sandbox.ray_executor import RayExecutor
    from toolkiln.store.call_verdicts import SealedCallVouchers

    missing = SealedCallVouchers(tmp_path / "nowhere" / "registry.key", POLICY)
    with RayExecutor(POLICY, vouchers=missing, node_workers=1, max_nodes=1) as executor:
        with pytest.raises(ConfigError, match=r"cannot run tools: the registry key .* is missing on this machine"):
            executor.start()


def test_without_the_ray_extra_the_executor_is_a_one_line_config_error(monkeypatch, tmp_path):
    monkeypatch.setitem(sys.modules, "ray", None)  # as if not installed
    with pytest.raises(ConfigError) as raised:
        toolkiln.open(home=tmp_path / "kiln", executor="ray", models=False)
    message = str(raised.value)
    assert "\n" not in message and "pip install 'toolkiln[ray]'" in message and "TOOLKILN_EXECUTOR=local" in message


def test_the_local_executor_says_local(tmp_path):
    planner = ScriptedPlanner([_plan("calculate", {"expression": "2 + 3"})])
    with toolkiln.open(home=tmp_path / "kiln", agent_models={"": (planner, ScriptedGenerator())}) as kiln:
        step = kiln.run("two plus three").to_json()["steps"][0]
    assert (step["result"], step["executed_on"]) == ({"value": 5}, "local")


def test_run_json_through_the_command_line_on_the_cluster(ray_cluster, tmp_path):
    """`toolkiln run --json` in its own process, pointed at the cluster by RAY_ADDRESS, as a person would."""
    import os
    import subprocess

    env = {**os.environ, "RAY_ADDRESS": ray_cluster.address, "TOOLKILN_EXECUTOR": "ray"}
    env["TOOLKILN_HOME"] = str(tmp_path / "home")
    done = subprocess.run(
        [sys.executable, "-m", "toolkiln", "run", "--json", "Convert 30 degrees Celsius to Fahrenheit"],
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )
    assert done.returncode == 0, done.stderr
    (step,) = json.loads(done.stdout)["steps"]
    assert step["result"] == {"fahrenheit": 86.0} and step["executed_on"].startswith("127.0.0.1/")


def test_a_check_is_judged_on_the_node_and_a_stopped_call_ends_there(ray_cluster, tmp_path):
    """The same round trip as locally: the check's verdict comes back with the result; CallStop ends a call."""
    from toolkiln.sandbox.stop import STOPPED, CallStop

    with executor_of("ray", POLICY, 1, tmp_path) as executor:
        executor.start()
        judged = executor.run("ok", "def ok():\n    return 2\n", {}, check="result == 2")
        assert judged.result == 2 and judged.check is not None and judged.check.result is True
        idle = executor.worker_pids()
        stop, stopped = CallStop(), []
        caller = threading.Thread(target=lambda: stopped.append(executor.run("spin", SPIN, {}, stop=stop)))
        caller.start()
        wait_until_one_is_working(idle)
        stop.stop()
        caller.join(120)
        assert not caller.is_alive(), "a stopped call did not end"
        assert (stopped[0].kind, stopped[0].error) == ("crashed", STOPPED)
        assert executor.run("ok", "def ok():\n    return 3\n", {}).result == 3
