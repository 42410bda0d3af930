"""One turn through the agent, with a real SQLite registry and real worker processes."""

import signal
import sqlite3
import threading
import time
import types

import pytest

from fakes.samples import DOUBLE
from toolkiln.errors import ModelUnavailable, PlanError, UsageError
from toolkiln.models.codegen import ToolDeclined
from toolkiln.models.mock.generator import MockGenerator
from toolkiln.models.mock.planner import MockPlanner
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool
from toolkiln.settings import load_settings, with_changes
from toolkiln.store import Registry
from toolkiln.testing import ScriptedGenerator, ScriptedPlanner
from toolkiln.turn import agent as agent_module
from toolkiln.turn.agent import Agent, AgentConfig
from toolkiln.turn.executor import StepExecutor

POLICY = DEFAULT_POLICY.with_limits(call_timeout_s=30.0, trial_timeout_s=30.0, fetch_timeout_s=10.0)


@pytest.fixture(scope="module")
def pool():
    with WorkerPool(POLICY, size=2) as pool:
        yield pool


@pytest.fixture
def registry(tmp_path):
    reg = Registry(tmp_path / "registry.sqlite3")
    yield reg
    reg.close()


@pytest.fixture
def make_agent(pool, registry, toolkiln_home):
    executors = []

    def make(planner=None, generator=None, runner=None, **settings):
        settings.setdefault("improve", "off")  # these turns test the plan and its steps; improvement has its own tests
        base = with_changes(load_settings(), **settings)
        executors.append(StepExecutor(base.pool_size))
        return Agent(
            planner=planner or MockPlanner(),
            generator=generator or MockGenerator(),
            registry=registry,
            pool=runner or pool,
            executor=executors[-1],
            config=AgentConfig.from_settings(base),
            policy=POLICY,
        )

    yield make
    for executor in executors:
        executor.close()


def step(id, tool, params, check="len(str(result)) > 0", description="a tool"):
    return Step(id, tool, description, params, check)


def test_the_four_turns_then_everything_is_reused(make_agent):
    """Generated, then reused with widening, two steps with their own results, a refusal."""
    agent = make_agent()
    t1 = agent.turn("Convert 30 degrees Celsius to Fahrenheit").to_json()
    assert [(s["tool"], s["origin"], s["status"], s["result"]) for s in t1["steps"]] == [
        ("celsius_to_fahrenheit", "generated", "ok", {"fahrenheit": 86.0})
    ]
    assert t1["steps"][0]["check_status"] == "passed"

    t2 = agent.turn("Rechne 30 Grad Celsius in Fahrenheit um").to_json()
    assert [(s["tool"], s["origin"], s["result"]) for s in t2["steps"]] == [
        ("celsius_to_fahrenheit", "reused", {"fahrenheit": 86.0})
    ]
    assert t2["steps"][0]["params"] == {"celsius": 30}

    t3 = agent.turn("Zähle die Wörter in „Hallo Welt aus Elixir“ und mach einen Slug daraus").to_json()
    assert [(s["tool"], s["origin"], s["status"]) for s in t3["steps"]] == [
        ("count_words", "generated", "ok"),
        ("slugify", "generated", "ok"),
    ]
    assert t3["steps"][0]["result"]["words"] == 4
    assert t3["steps"][1]["result"]["slug"] == "hallo-welt-aus-elixir"

    t4 = agent.turn("Lies die Seite mit der URL https://jido.run/ und gib den title oder den h1 aus").to_json()
    assert t4["outcome"] == "refuse" and t4["steps"] == []
    assert "network" in t4["message"] and "HTML" in t4["message"]
    assert agent.registry.get("fetch_page_title") is None

    again = [
        agent.turn(m).to_json()
        for m in (
            "Convert 30 degrees Celsius to Fahrenheit",
            "Zähle die Wörter in „Hallo Welt aus Elixir“ und mach einen Slug daraus",
        )
    ]
    assert {s["origin"] for t in again for s in t["steps"]} == {"reused"}


def test_equal_results_stay_separate(make_agent):
    """Two steps that return equal values each keep their own complete result."""
    planner = ScriptedPlanner([Plan("plan", steps=[step("s1", "double", {"x": 2}), step("s2", "double", {"x": 2})])])
    turn = make_agent(planner, ScriptedGenerator([DOUBLE])).turn("double 2 twice").to_json()
    assert [s["result"] for s in turn["steps"]] == [{"value": 4.0}, {"value": 4.0}]
    assert sorted(s["origin"] for s in turn["steps"]) in (["generated", "generated"], ["generated", "reused"])


def test_repair_loop_sends_errors_back_and_keeps_attempts(make_agent):
    """A source the gate rejects goes back with line numbers; the repaired one is stored with both attempts."""
    bad = 'import os\n\ndef double(x: float) -> dict:\n    return {"value": x * 2}\n'
    gen = ScriptedGenerator([bad, DOUBLE])
    agent = make_agent(ScriptedPlanner([Plan("plan", steps=[step("s1", "double", {"x": 21})])]), gen)
    s = agent.turn("double 21").to_json()["steps"][0]
    assert (s["status"], s["result"], s["attempts"]) == ("ok", {"value": 42.0}, 2)
    second_request, seen_attempts = gen.calls[1]
    assert seen_attempts[0].stage == "gate" and seen_attempts[0].errors[0]["line"] == 1
    assert "os" in seen_attempts[0].feedback()
    stored = agent.registry.get("double")
    assert [a["accepted"] for a in stored.attempts] == [False, True]
    assert stored.trial_params == {"x": 21} and stored.trial_result == {"value": 42.0}


def test_attempts_are_bounded(make_agent):
    gen = ScriptedGenerator(["import os\n"] * 5)
    agent = make_agent(ScriptedPlanner([Plan("plan", steps=[step("s1", "double", {"x": 1})])]), gen, max_attempts=2)
    s = agent.turn("double").to_json()["steps"][0]
    assert s["status"] == "error" and "in 2 attempts" in s["error"]
    assert len(gen.calls) == 2 and agent.registry.get("double") is None


def save_boom(registry):
    """A stored tool that raises whenever it is called (as if it broke after its trial)."""
    boom = 'def boom(x: int) -> dict:\n    raise ValueError("no good")\n'
    registry.save(
        name="boom",
        source=boom,
        description="Raises.",
        backend="t",
        model="t",
        params=[{"name": "x", "type": "int", "required": True}],
    )


def test_failing_step_does_not_take_the_others(make_agent, registry):
    """A tool that raises errors its own step; the independent step still runs."""
    save_boom(registry)
    plan = Plan("plan", steps=[step("s1", "boom", {"x": 1}), step("s2", "double", {"x": 1})])
    turn = make_agent(ScriptedPlanner([plan]), ScriptedGenerator([DOUBLE])).turn("go")
    by_id = {s.id: s for s in turn.steps}
    assert by_id["s1"].status == "error" and "ValueError: no good" in by_id["s1"].error
    assert by_id["s2"].status == "ok" and by_id["s2"].result == {"value": 2.0}


def test_chained_steps_and_skips(make_agent, registry):
    """A reference feeds a result on (widened); a step whose input failed is skipped."""
    agent = make_agent()
    turn = agent.turn("convert 30 celsius to fahrenheit and then to kelvin").to_json()
    s1, s2 = turn["steps"]
    assert s2["params"] == {"fahrenheit": 86.0}
    assert abs(s2["result"]["kelvin"] - 303.15) < 1e-6

    save_boom(registry)
    plan = Plan("plan", steps=[step("s1", "boom", {"x": 1}), step("s2", "double", {"x": {"$ref": "s1.value"}})])
    turn = make_agent(ScriptedPlanner([plan]), ScriptedGenerator()).turn("go").to_json()
    assert turn["steps"][1]["status"] == "skipped" and "s1" in turn["steps"][1]["error"]


def test_missing_reference_path_is_a_step_error(make_agent):
    plan = Plan("plan", steps=[step("s1", "double", {"x": 1}), step("s2", "double", {"x": {"$ref": "s1.nope"}})])
    turn = make_agent(ScriptedPlanner([plan]), ScriptedGenerator([DOUBLE])).turn("go").to_json()
    assert turn["steps"][0]["status"] == "ok"
    assert turn["steps"][1]["status"] == "error" and "'s1.nope' is not in the result" in turn["steps"][1]["error"]


def test_hand_back_becomes_the_step_error(make_agent):
    gen = ScriptedGenerator([ToolDeclined("network access", "the page must be fetched")])
    plan = Plan("plan", steps=[step("s1", "fetch_title", {"url": "https://example.org"})])
    s = make_agent(ScriptedPlanner([plan]), gen).turn("title").to_json()["steps"][0]
    assert s["status"] == "error" and "needs network access" in s["error"]
    assert s["hand_back"] == {"what_is_needed": "network access", "what_i_established": "the page must be fetched"}


def test_checks_pass_fail_or_stay_unverified(make_agent):
    plan = Plan(
        "plan",
        steps=[
            step("s1", "double", {"x": 2}, check='result["value"] == 4.0'),
            step("s2", "double", {"x": 2}, check='result["value"] == 5'),
            step("s3", "double", {"x": 2}, check="the value is four"),
        ],
    )
    steps = make_agent(ScriptedPlanner([plan]), ScriptedGenerator([DOUBLE])).turn("go").to_json()["steps"]
    assert [s["check_status"] for s in steps] == ["passed", "failed", "unverified"]


def test_not_json_result_and_wrong_param_types_are_step_errors(make_agent):
    setter = 'def as_set(x: int) -> dict:\n    return {"v": set([x])}\n'
    gen = ScriptedGenerator([setter, DOUBLE])
    plan = Plan("plan", steps=[step("s1", "as_set", {"x": 1})])
    s = make_agent(ScriptedPlanner([plan]), gen, max_attempts=1).turn("go").to_json()["steps"][0]
    assert s["status"] == "error" and "JSON" in s["error"]
    agent = make_agent(
        ScriptedPlanner(
            [
                Plan("plan", steps=[step("s1", "double", {"x": 1})]),
                Plan("plan", steps=[step("s1", "double", {"x": "1"})]),
            ]
        ),
        gen,
    )
    agent.turn("go")
    s = agent.turn("go").to_json()["steps"][0]
    assert s["status"] == "error" and "param 'x': expected float, given str" in s["error"]


def test_manual_approval_holds_new_tools_until_approved(make_agent):
    agent = make_agent(approval="manual")
    s = agent.turn("Convert 30 degrees Celsius to Fahrenheit").to_json()["steps"][0]
    assert (s["status"], s["origin"], s["result"]) == ("pending", "generated", None)
    again = agent.turn("Convert 30 degrees Celsius to Fahrenheit").to_json()["steps"][0]
    assert again["status"] == "pending"
    agent.registry.approve("celsius_to_fahrenheit")
    done = agent.turn("Convert 30 degrees Celsius to Fahrenheit").to_json()["steps"][0]
    assert (done["status"], done["origin"], done["result"]) == ("ok", "reused", {"fahrenheit": 86.0})


def test_a_tampered_source_is_refused(make_agent, registry):
    agent = make_agent()
    agent.turn("Convert 30 degrees Celsius to Fahrenheit")
    with sqlite3.connect(registry.path) as db:
        db.execute("UPDATE tools SET source = source || '\n# changed' WHERE name = 'celsius_to_fahrenheit'")
    s = agent.turn("Convert 30 degrees Celsius to Fahrenheit").to_json()["steps"][0]
    assert s["status"] == "error" and "sha256" in s["error"]


def test_only_the_planner_fails_the_turn(make_agent):
    class DownPlanner:
        name = "down"

        def plan(self, request):
            raise ModelUnavailable("cannot reach http://127.0.0.1:9")

    with pytest.raises(ModelUnavailable):
        make_agent(DownPlanner()).turn("anything")


def test_an_invalid_plan_goes_back_once(make_agent):
    dup = Plan("plan", steps=[step("s1", "double", {"x": 1}), step("s1", "double", {"x": 2})])
    planner = ScriptedPlanner([dup, Plan("plan", steps=[step("s1", "double", {"x": 1})])])
    turn = make_agent(planner, ScriptedGenerator([DOUBLE])).turn("go")
    assert turn.steps[0].status == "ok"
    assert "used twice" in planner.requests[1].feedback
    with pytest.raises(PlanError, match="invalid twice"):
        make_agent(ScriptedPlanner([dup, dup])).turn("go")


def test_empty_task_and_empty_plan(make_agent):
    with pytest.raises(UsageError, match="the task is empty"):
        make_agent().turn("   ")
    turn = make_agent().turn("tell me a joke about sandboxes").to_json()
    assert turn["outcome"] == "plan" and turn["steps"] == []


def test_planner_sees_every_tool_sorted_with_types(make_agent):
    planner = ScriptedPlanner([Plan("plan"), Plan("plan")])
    agent = make_agent(planner)
    agent.registry.save(
        name="double",
        source=DOUBLE,
        description="Doubles a number.",
        params=[{"name": "x", "type": "float", "required": True}],
        backend="t",
        model="t",
    )
    agent.turn("double a number")
    names = [t.name for t in planner.requests[0].tools]
    assert names == sorted(names) and "double" in names and "calculate" in names
    double = next(t for t in planner.requests[0].tools if t.name == "double")
    assert double.params == (("x", "float"),) and double.source == "registry"


def test_history_offers_tools_it_names_as_whole_words(make_agent, registry):
    """A tool named in recent history is offered; one whose name is only part of a word is not."""
    for name in ("tool_4", "tool_42"):
        registry.save(
            name=name,
            source=f'def {name}(x: int) -> dict:\n    return {{"x": x}}\n',
            description="Zzz.",
            params=[{"name": "x", "type": "int", "required": True}],
            backend="t",
            model="t",
        )
    history = [
        {"role": "user", "content": "go"},
        {"role": "assistant", "content": 's1 tool_42({"x": 1}) [generated] -> {"x": 1}'},
    ]
    names = [t.name for t in make_agent(search_k=1).tools_for("something else entirely", history)]
    assert "tool_42" in names and "tool_4" not in names  # a registry larger than search_k: a selection


def test_a_registry_no_larger_than_search_k_is_offered_whole(make_agent, registry):
    for name in ("roman_to_integer", "count_vowels"):
        registry.save(
            name=name,
            source=f'def {name}(x: int) -> dict:\n    return {{"x": x}}\n',
            description="Zzz.",
            params=[{"name": "x", "type": "int", "required": True}],
            backend="t",
            model="t",
        )
    names = [t.name for t in make_agent().tools_for("convert 30 C to F")]
    assert {"roman_to_integer", "count_vowels"} <= set(names)


class _SlowToRead(agent_module.StepResult):
    """A step result whose ``result`` takes a while to read from one named step's thread."""

    slow_reader = threading.local()

    @property
    def result(self):
        if getattr(self.slow_reader, "step", None) == "s3":
            time.sleep(0.3)
        return self.__dict__.get("_result")

    @result.setter
    def result(self, value):
        self.__dict__["_result"] = value


def test_a_step_reads_earlier_results_while_its_layer_finishes(make_agent, monkeypatch):
    """s2 finishes while s3, in the same layer, is still reading s1's result; s3 runs normally."""
    monkeypatch.setattr(agent_module, "StepResult", _SlowToRead)
    agent = make_agent(
        ScriptedPlanner(
            [
                Plan(
                    "plan",
                    steps=[
                        step("s1", "calculate", {"expression": "1 + 1"}),
                        step("s2", "calculate", {"expression": {"$ref": "s1.expression"}}),
                        step("s3", "calculate", {"expression": {"$ref": "s1.expression"}}),
                    ],
                )
            ]
        ),
        pool_size=2,
    )
    agent.on_event = lambda kind, data: setattr(_SlowToRead.slow_reader, "step", data.get("id"))
    monkeypatch.setattr(
        agent.caller, "call", lambda name, source, schema, res: setattr(res, "result", {"expression": "3"})
    )
    turn = agent.turn("go")
    assert [(s.id, s.status, s.error) for s in turn.steps] == [
        ("s1", "ok", None),
        ("s2", "ok", None),
        ("s3", "ok", None),
    ]


class _InterruptingPool:
    """The first call delivers Ctrl-C to the main thread and returns only once the turn has ended."""

    def __init__(self):
        self.calls = []
        self.turn_ended = threading.Event()

    def run(self, name, source, params, *, timeout_s=None, dedicated=False, check=None):
        self.calls.append(params)
        if len(self.calls) == 1:
            signal.pthread_kill(threading.main_thread().ident, signal.SIGINT)
            self.turn_ended.wait(60)  # a bound only: the test sets it as soon as the interrupt has ended the turn
        return types.SimpleNamespace(ok=True, result={"value": 1}, output="", error=None)

    def evaluate_check(self, check, result):
        return types.SimpleNamespace(ok=True, result=True)


def test_ctrl_c_stops_the_steps_not_yet_started(make_agent):
    """An interrupt ends the turn at once: queued steps never run (a model would write their tools)."""
    pool = _InterruptingPool()
    agent = make_agent(
        ScriptedPlanner(
            [Plan("plan", steps=[step(f"s{i}", "calculate", {"expression": f"{i} + 1"}) for i in range(1, 6)])]
        ),
        runner=pool,
        pool_size=1,
    )
    with pytest.raises(KeyboardInterrupt):
        agent.turn("go")
    pool.turn_ended.set()
    # The executor has one thread, first in first out: once this item has run, every queued step had its chance.
    assert agent.executor.run_all(lambda i: i, [0]) == [0]
    assert len(pool.calls) == 1
