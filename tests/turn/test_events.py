"""The progress events a turn reports, in order, with a real registry and real workers."""

import pytest

from toolkiln.models.planner.plan import Plan, Step
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool
from toolkiln.settings import load_settings
from toolkiln.store import Registry
from toolkiln.testing import ScriptedGenerator, ScriptedPlanner
from toolkiln.turn.agent import Agent, AgentConfig
from toolkiln.turn.executor import StepExecutor
from toolkiln.vocab import EventName

POLICY = DEFAULT_POLICY.with_limits(call_timeout_s=30.0, trial_timeout_s=30.0, fetch_timeout_s=10.0)
DOUBLE = '"""Doubles a number."""\ndef double(x: float) -> dict:\n    return {"value": x * 2}\n'
REFUSED = 'import os\n\ndef double(x: float) -> dict:\n    return {"value": x * 2}\n'


@pytest.fixture(scope="module")
def pool():
    with WorkerPool(POLICY, size=1) as pool:
        yield pool


@pytest.fixture
def run(pool, tmp_path, toolkiln_home):
    registry = Registry(tmp_path / "registry.sqlite3")
    executor = StepExecutor(2)

    def run(plan: Plan, generator: ScriptedGenerator) -> list[tuple[str, dict]]:
        seen: list[tuple[str, dict]] = []
        agent = Agent(
            planner=ScriptedPlanner([plan]),
            generator=generator,
            registry=registry,
            pool=pool,
            executor=executor,
            config=AgentConfig.from_settings(load_settings()),
            policy=POLICY,
        )
        agent.with_events(lambda kind, data: seen.append((kind, data))).turn("double 21")
        return seen

    yield run
    executor.close()
    registry.close()


def test_a_repaired_step_reports_each_attempt_the_refusal_and_the_trial(run):
    plan = Plan("plan", steps=[Step("s1", "double", "doubles", {"x": 21}, 'result["value"] == 42')])
    seen = run(plan, ScriptedGenerator([REFUSED, DOUBLE]))
    assert [kind for kind, _ in seen] == [
        "planning",
        "planned",
        "step",
        "generating",
        "writing",
        "refused",
        "writing",
        "trial",
        "step_done",
    ]
    data = dict(seen)
    assert seen[4][1] == {"id": "s1", "tool": "double", "attempt": 1, "max_attempts": 3}
    refused = data["refused"]
    assert (refused["id"], refused["attempt"], refused["stage"]) == ("s1", 1, "gate")
    assert "os" in refused["errors"][0]["message"] and refused["errors"][0]["line"] == 1
    assert seen[6][1]["attempt"] == 2 and data["trial"] == {"id": "s1", "tool": "double", "attempt": 2}
    assert data["step_done"]["step"]["result"] == {"value": 42.0}
    assert data["planned"]["steps"] == [{"id": "s1", "tool": "double", "description": "doubles", "params": {"x": 21}}]


def test_a_reused_step_reports_its_run_with_origin_and_version(run):
    plan = Plan("plan", steps=[Step("s1", "double", "doubles", {"x": 1}, 'result["value"] == 2')])
    run(plan, ScriptedGenerator([DOUBLE]))
    seen = run(plan, ScriptedGenerator())
    assert [kind for kind, _ in seen] == ["planning", "planned", "step", "running", "step_done"]
    assert dict(seen)["running"] == {"id": "s1", "tool": "double", "origin": "reused", "version": 1}


def test_every_event_name_is_in_the_one_vocabulary(run):
    plan = Plan("plan", steps=[Step("s1", "double", "doubles", {"x": 21}, 'result["value"] == 42')])
    seen = run(plan, ScriptedGenerator([REFUSED, DOUBLE]))
    assert {kind for kind, _ in seen} <= set(EventName)
