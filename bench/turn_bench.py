"""toolkiln's own work in a turn whose model answers at once, and where that work goes.

    python bench/turn_bench.py [--json] [--quick]

The turn is ``Toolkiln.run`` on a reused one-step plan with a check, as a model
would plan it: the planner is toolkiln's own model planner (the prompt rendered
from the registry's search, the answer parsed from the ``submit_plan`` wire
format) on the ``replay`` backend, whose recorded answer comes back in-process
in microseconds, so no HTTP client and no model stand in the figure. The tool
was stored beforehand; every turn reuses it.

Figures (per turn, medians over the turns):

* ``turn_own_ms`` — the turn's wall time less the model's own (the replay
  client's ``call``): what toolkiln adds to a turn.
* ``turn_own_search_ms`` — the registry's reads for the planner's context (the
  search, the registry's size, the chat's tools);
  ``turn_own_guard_ms`` — the guard's screenings of outside text;
  ``turn_own_prompt_ms`` — rendering the planner's prompt and messages;
  ``turn_own_parse_ms`` — parsing and validating the plan;
  ``turn_own_worker_ms`` — the worker round trips (``WorkerPool.run``: the call and its check);
  ``turn_own_log_ms`` — the run log's commit;
  ``turn_own_hop_ms`` — a step's wait for the step thread beyond the step's own time (the thread hop);
  ``turn_own_other_ms`` — the rest (the turn's own bookkeeping, the results, the answer).

Each part is timed exclusively (a part called inside another counts once, in the
inner one) by wrappers put around the functions at run time; they cost about a
microsecond per call, a few per turn.
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import toolkiln  # noqa: E402
from figures import figure  # noqa: E402
from floors import tool_source  # noqa: E402

TASK = "Convert 30 degrees Celsius to Fahrenheit"
TOOL = "celsius_to_fahrenheit"
PLAN = {
    "reasoning": "The registry holds a converter; one step.",
    "outcome": "plan",
    "steps": [
        {
            "id": "s1",
            "tool": TOOL,
            "description": "Converts degrees Celsius to degrees Fahrenheit",
            "params_json": '{"celsius": 30}',
            "check": "result['fahrenheit'] > 80",
        }
    ],
    "answer": "30 °C is {s1.fahrenheit} °F.",
}
PARTS = ("model", "search", "guard", "prompt", "parse", "worker", "log")


class PartClock:
    """Exclusive wall time per part, per thread: a part called inside another is counted in the inner one."""

    def __init__(self) -> None:
        self.totals: dict[str, float] = dict.fromkeys((*PARTS, "step_run", "step_wait"), 0.0)
        self._local = threading.local()
        self._lock = threading.Lock()

    def wrap(self, part: str, function: Callable) -> Callable:
        def timed(*args: Any, **kwargs: Any) -> Any:
            stack = self._local.__dict__.setdefault("stack", [])
            stack.append(0.0)  # time spent in parts nested inside this one
            started = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                elapsed = time.perf_counter() - started
                inner = stack.pop()
                if stack:
                    stack[-1] += elapsed
                with self._lock:
                    self.totals[part] += elapsed - inner

        timed.__wrapped__ = function  # type: ignore[attr-defined]
        return timed

    def wrap_inclusive(self, part: str, function: Callable) -> Callable:
        """Wall time of each call, parts inside it included (a step's whole run on its thread)."""

        def timed(*args: Any, **kwargs: Any) -> Any:
            started = time.perf_counter()
            try:
                return function(*args, **kwargs)
            finally:
                with self._lock:
                    self.totals[part] += time.perf_counter() - started

        return timed

    def take(self) -> dict[str, float]:
        with self._lock:
            taken = dict(self.totals)
            for key in self.totals:
                self.totals[key] = 0.0
        return taken


def _replace_everywhere(original: Callable, replacement: Callable) -> None:
    """Put ``replacement`` wherever a loaded toolkiln module holds ``original`` by name."""
    for name, module in list(sys.modules.items()):
        if not name.startswith("toolkiln") or module is None:
            continue
        for attribute, value in list(vars(module).items()):
            if value is original:
                setattr(module, attribute, replacement)


def instrument(clock: PartClock) -> None:
    """Wrap each part's functions (after a first turn has loaded every module a turn uses)."""
    from toolkiln import guard
    from toolkiln.models.llm.replay import ReplayClient
    from toolkiln.models.planner import model as planner_model
    from toolkiln.models.planner import prompt
    from toolkiln.sandbox.pool import WorkerPool
    from toolkiln.store.runlog import RunLog
    from toolkiln.store.store import Registry
    from toolkiln.turn import executor

    methods = [
        (ReplayClient, "call", "model"),
        (Registry, "search", "search"),
        (Registry, "offered_count", "search"),
        (Registry, "offered_many", "search"),
        (WorkerPool, "run", "worker"),
        (RunLog, "log_turn", "log"),
    ]
    for owner, attribute, part in methods:
        setattr(owner, attribute, clock.wrap(part, getattr(owner, attribute)))
    functions = [
        (guard.screen, "guard"),
        (prompt.planner_prompt, "prompt"),
        (prompt.planner_messages, "prompt"),
        (planner_model._parse_plan, "parse"),
    ]
    for function, part in functions:
        _replace_everywhere(function, clock.wrap(part, function))
    item = executor._Item
    run, result = item.run, item.result
    item.run = clock.wrap_inclusive("step_run", run)  # type: ignore[method-assign]
    item.result = clock.wrap("step_wait", result)  # type: ignore[method-assign]


def _transcript(folder: Path) -> Path:
    path = folder / "planner.jsonl"
    request = {"tool": "submit_plan", "messages": [{"role": "user", "content": TASK}]}
    path.write_text(json.dumps({"kind": "planner", "request": request, "response": {"input": PLAN}}) + "\n")
    return path


def measure_turn_own(iterations: int, warm_up: int = 30) -> dict[str, dict]:
    """Turns on the replay planner, each split into its parts."""
    samples: dict[str, list[float]] = {name: [] for name in ("own", "wall", *PARTS, "hop", "other")}
    clock = PartClock()
    with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as tmp:
        folder = Path(tmp)
        with toolkiln.open(home=folder / "home", planner=f"replay:{_transcript(folder)}") as kiln:
            params = [{"name": "celsius", "type": "float", "required": True}]
            description = "Converts degrees Celsius to degrees Fahrenheit"
            kiln.registry.save(
                name=TOOL, source=tool_source(TOOL), description=description, params=params, backend="b", model="b"
            )
            kiln.run(TASK)  # loads every module a turn uses before they are wrapped
            instrument(clock)
            for index in range(warm_up + iterations):
                clock.take()
                started = time.perf_counter()
                turn = kiln.run(TASK)
                wall = (time.perf_counter() - started) * 1000
                parts = {key: value * 1000 for key, value in clock.take().items()}
                step = turn.steps[0]
                if step.origin != "reused" or step.status != "ok" or step.check_status != "passed":
                    raise RuntimeError(f"the bench's turn did not reuse its tool: {turn.to_json()}")
                if index < warm_up:
                    continue
                hop = max(0.0, parts["step_wait"] - parts["step_run"])
                samples["wall"].append(wall)
                samples["own"].append(wall - parts["model"])
                samples["hop"].append(hop)
                for part in PARTS:
                    samples[part].append(parts[part])
                counted = sum(parts[part] for part in PARTS) + hop
                samples["other"].append(max(0.0, wall - counted))
    figures = {"turn_own_ms": figure(samples["own"], "ms"), "turn_instant_model_ms": figure(samples["wall"], "ms")}
    figures["turn_model_ms"] = figure(samples["model"], "ms")
    for part in (*PARTS[1:], "hop", "other"):
        figures[f"turn_own_{part}_ms"] = figure(samples[part], "ms")
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="toolkiln's own work in a turn with an instant model")
    parser.add_argument("--json", action="store_true", help="print one JSON object of figures")
    parser.add_argument("--quick", action="store_true", help="fewer turns (a smoke run)")
    args = parser.parse_args(argv)
    figures = measure_turn_own(40 if args.quick else 400)
    if args.json:
        print(json.dumps(figures))
    else:
        for name, fig in figures.items():
            print(f"{name:28} {fig['median']!s:>8} {fig['unit']:3} (p95 {fig['p95']})")
        parts = sum(figures[f"turn_own_{p}_ms"]["median"] for p in (*PARTS[1:], "hop", "other"))
        print(f"{'sum of the parts medians':28} {round(parts, 3)!s:>8} ms (target: turn_own_ms <= 1 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
