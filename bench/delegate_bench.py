"""``delegate_overhead_ms``: what handing a step to another agent costs on top of running it.

A boss agent delegates to a calc agent, whose turn has one catalog step
(``calculate``); both planners answer at once (scripted). The same calc turn
run directly is the baseline. Each sample is one delegated turn minus one
direct turn, measured alternately in the same warm toolkiln, so the worker
call and the planning cancel out and what is left is the delegation: the task
tool, the child scope and budget checks, the child turn's bookkeeping and report.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

import toolkiln
from toolkiln.models.planner import PlanAnswer
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.testing import ScriptedGenerator

AGENTS = """
[agents.boss]
does = "delegates"
team = ["calc"]

[agents.calc]
does = "does arithmetic"
tools = ["calculate"]
"""


class SamePlan:
    """A planner that answers every request with one fixed plan, at once."""

    name = "bench:scripted"

    def __init__(self, step: Step) -> None:
        self.answer = PlanAnswer(plan=Plan(outcome="plan", reasoning="bench", steps=[step]))

    def plan(self, request) -> PlanAnswer:
        return self.answer


def measure_delegate_overhead(iterations: int) -> list[float]:
    """Delegated-turn minus direct-turn milliseconds, one sample per pair."""
    calc_step = Step("s1", "calculate", "evaluate", {"expression": "6 * 7"}, 'result["value"] == 42')
    task_step = Step("s1", "task", "delegate", {"agent": "calc", "prompt": "6 * 7"}, 'result["status"] == "ok"')
    samples = []
    with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as tmp:
        home = Path(tmp)
        (home / "agents.toml").write_text(AGENTS, encoding="utf-8")
        models = {
            "boss": (SamePlan(task_step), ScriptedGenerator()),
            "calc": (SamePlan(calc_step), ScriptedGenerator()),
        }
        with toolkiln.open(home=home, warm=False, agent_models=models) as kiln:
            kiln.pool.start()
            boss, calc = kiln.agent_named("boss"), kiln.agent_named("calc")
            for _ in range(5):  # warm both paths
                boss.turn("6 * 7"), calc.turn("6 * 7")
            for _ in range(iterations):
                started = time.perf_counter()
                delegated = boss.turn("6 * 7")
                middle = time.perf_counter()
                direct = calc.turn("6 * 7")
                ended = time.perf_counter()
                assert delegated.steps[0].result["result"] == direct.steps[0].result == {"value": 42}
                samples.append(((middle - started) - (ended - middle)) * 1000)
    return samples
