"""The call path against its floors, each measured beside its floor in the same run.

    python bench/call_bench.py [--json] [--quick] [--only calls,inworker,throughput,turns,own]

Figures:

* ``kiln_call_us`` — ``Toolkiln.call`` of a stored trivial tool (the public API:
  the name looked up, the verified row kept by the registry's change stamp, params
  widened, one worker round trip, the result), interleaved one for one with
  ``pipe_floor_us``, a bare Python child answering a JSON line of the same shape
  over pipes (``floors.PipeEcho``); ``kiln_call_ratio`` is the one over the other.
* ``kiln_call_loop_us`` and ``kiln_call_loop_ratio`` — the same for a loop-heavy
  tool (HumanEval/0's double loop over 20 numbers), over the same floor.
* ``host_cpu_per_call_us`` — the calling thread's CPU time per ``kiln_call_us``
  call (``time.thread_time``): the host's own work, without the wait for the worker;
  beside it ``pipe_floor_cpu_us``, the same for the floor's round trip (a write and a
  read: what waking a process and being woken costs the caller on this machine now).
* ``worker_cpu_per_call_us`` beside ``pipe_child_cpu_per_call_us`` — the CPU the
  workers spend per trivial ``kiln.call`` and the pipe child per floor round trip,
  in blocks of calls (the kernel's ``/proc/PID/schedstat``; Linux only): the far
  side of the pipe, which ``host_cpu_per_call_us`` leaves out.
* ``inworker_loop_us`` and ``plain_loop_us`` — the loop-heavy tool run by the
  worker's runtime (RestrictedPython, guards, a fresh namespace per call; in this
  process, without the pipes) and the same function in plain Python, interleaved;
  ``inworker_loop_ratio`` is the guard tax.
* ``throughput_N_calls_s`` for N = 1, 2, 4 — N threads calling ``Toolkiln.call``
  with N workers, against ``pipe_throughput_N_calls_s``, N threads each talking
  to its own pipe child; ``throughput_N_ratio`` is the one over the other.
* ``turn_1k_ms`` and ``turn_20k_ms`` — a reused one-step turn (``Toolkiln.run`` on
  the mock models, the tool stored by an earlier turn) in a registry of 1,000 and
  of 20,000 tools, interleaved; ``turn_20k_ratio`` is the one over the other.
* ``turn_own_ms`` and its parts — toolkiln's own work in a turn whose model answers
  at once (``turn_bench.py``).
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import tempfile
import threading
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

import toolkiln  # noqa: E402
from figures import figure  # noqa: E402
from floors import PipeEcho, ratio, tool_source  # noqa: E402

TRIVIAL = "celsius_to_fahrenheit"
LOOP = "has_close_elements"
LOOP_SOURCE = '''"""Whether any two numbers are closer to each other than the threshold (HumanEval/0)."""


def has_close_elements(numbers: list[float], threshold: float) -> bool:
    for idx, elem in enumerate(numbers):
        for idx2, elem2 in enumerate(numbers):
            if idx != idx2:
                distance = abs(elem - elem2)
                if distance < threshold:
                    return True
    return False
'''
LOOP_PARAMS = {"numbers": [i * 1.5 for i in range(20)], "threshold": 0.5}
CALLERS = (1, 2, 4)
TARGETS = {
    "kiln_call_ratio": "≤ 2",
    "kiln_call_loop_ratio": "≤ 2.5",
    "host_cpu_per_call_us": "≤ 40",
    "inworker_loop_ratio": "≤ 2",
    "throughput_2_ratio": "≥ 0.7",
    "turn_20k_ratio": "≤ 1.5",
    "turn_own_ms": "≤ 1",
}


def stored_kiln(home: Path, pool_size: int = 2) -> toolkiln.Toolkiln:
    kiln = toolkiln.open(home=home, models=False, pool_size=pool_size)
    params = [{"name": "celsius", "type": "float", "required": True}]
    kiln.registry.save(name=TRIVIAL, source=tool_source(TRIVIAL), description="", params=params, backend="b", model="b")
    loop_params = [
        {"name": "numbers", "type": "list[float]", "required": True},
        {"name": "threshold", "type": "float", "required": True},
    ]
    kiln.registry.save(name=LOOP, source=LOOP_SOURCE, description="", params=loop_params, backend="b", model="b")
    return kiln


def measure_public_calls(iterations: int) -> dict[str, dict]:
    samples: dict[str, list[float]] = {
        "pipe_floor_us": [],
        "kiln_call_us": [],
        "kiln_call_loop_us": [],
        "cpu": [],
        "floor_cpu": [],
    }
    echo = PipeEcho()
    with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as home, stored_kiln(Path(home)) as kiln:
        for _ in range(50):  # workers started, sources compiled and cached, rows verified
            kiln.call(TRIVIAL, celsius=30)
            kiln.call(LOOP, **LOOP_PARAMS)
            echo.roundtrip({"celsius": 30.0})
        for _ in range(iterations):
            cpu = time.thread_time()
            samples["pipe_floor_us"].append(echo.roundtrip({"celsius": 30.0}))
            samples["floor_cpu"].append((time.thread_time() - cpu) * 1e6)
            started, cpu = time.perf_counter(), time.thread_time()
            kiln.call(TRIVIAL, celsius=30)
            samples["kiln_call_us"].append((time.perf_counter() - started) * 1e6)
            samples["cpu"].append((time.thread_time() - cpu) * 1e6)
            started = time.perf_counter()
            kiln.call(LOOP, **LOOP_PARAMS)
            samples["kiln_call_loop_us"].append((time.perf_counter() - started) * 1e6)
        samples.update(measure_cpu_split(kiln, echo, max(200, iterations // 3)))
    echo.close()
    figures = {name: figure(values, "us") for name, values in samples.items() if name not in ("cpu", "floor_cpu")}
    figures["host_cpu_per_call_us"] = figure(samples["cpu"], "us")
    figures["pipe_floor_cpu_us"] = figure(samples["floor_cpu"], "us")
    figures["kiln_call_ratio"] = ratio(figures["kiln_call_us"], figures["pipe_floor_us"])
    figures["kiln_call_loop_ratio"] = ratio(figures["kiln_call_loop_us"], figures["pipe_floor_us"])
    return figures


def _on_cpu_ns(pid: int) -> int:
    """Nanoseconds ``pid`` has run on a CPU (``/proc/PID/schedstat``: every thread of it)."""
    with open(f"/proc/{pid}/schedstat") as stats:
        return int(stats.read().split()[0])


def measure_cpu_split(kiln: toolkiln.Toolkiln, echo: PipeEcho, calls: int, rounds: int = 5) -> dict[str, list[float]]:
    """CPU per call on the far side of the pipe, in blocks of ``calls``: the workers' (for ``kiln.call``)
    and the pipe child's (for the floor), from the kernel's schedstat; nothing where there is none."""
    if not os.path.exists(f"/proc/{os.getpid()}/schedstat"):
        return {}
    split: dict[str, list[float]] = {"worker_cpu_per_call_us": [], "pipe_child_cpu_per_call_us": []}
    for _ in range(rounds):
        workers = kiln.pool.worker_pids()
        before = sum(_on_cpu_ns(pid) for pid in workers)
        for _ in range(calls):
            kiln.call(TRIVIAL, celsius=30)
        split["worker_cpu_per_call_us"].append((sum(_on_cpu_ns(pid) for pid in workers) - before) / calls / 1000)
        before = _on_cpu_ns(echo.process.pid)
        for _ in range(calls):
            echo.roundtrip({"celsius": 30.0})
        split["pipe_child_cpu_per_call_us"].append((_on_cpu_ns(echo.process.pid) - before) / calls / 1000)
    return split


def measure_inworker(iterations: int) -> dict[str, dict]:
    from toolkiln.policy import DEFAULT_POLICY
    from toolkiln.sandbox.runtime import ToolRuntime

    runtime = ToolRuntime(DEFAULT_POLICY.to_json())
    namespace: dict = {}
    exec(compile(LOOP_SOURCE, "<plain>", "exec"), namespace)
    plain = namespace[LOOP]
    restricted, direct = [], []
    for index in range(iterations + 20):
        started = time.perf_counter()
        reply = runtime.run(LOOP, LOOP_SOURCE, LOOP_PARAMS)
        between = time.perf_counter()
        plain(**LOOP_PARAMS)
        ended = time.perf_counter()
        if not reply.ok:
            raise RuntimeError(f"the loop tool failed in the runtime: {reply.error}")
        if index >= 20:
            restricted.append((between - started) * 1e6)
            direct.append((ended - between) * 1e6)
    figures = {"inworker_loop_us": figure(restricted, "us"), "plain_loop_us": figure(direct, "us")}
    figures["inworker_loop_ratio"] = ratio(figures["inworker_loop_us"], figures["plain_loop_us"])
    return figures


def _calls_per_s(callers: int, calls_each: int, call_for: list) -> float:
    """Calls per second of ``callers`` threads, each making ``calls_each`` calls with its own callable."""
    start = threading.Barrier(callers + 1)

    def work(call) -> None:
        start.wait()
        for _ in range(calls_each):
            call()

    threads = [threading.Thread(target=work, args=(call_for[index],)) for index in range(callers)]
    for thread in threads:
        thread.start()
    start.wait()
    started = time.perf_counter()
    for thread in threads:
        thread.join()
    return callers * calls_each / (time.perf_counter() - started)


def measure_throughput(calls_each: int, rounds: int) -> dict[str, dict]:
    """Calls/s with N callers on N workers and with N callers on N pipe children, alternating in rounds."""
    figures: dict[str, dict] = {}
    for callers in CALLERS:
        kiln_rates, pipe_rates = [], []
        echoes = [PipeEcho() for _ in range(callers)]
        with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as home:
            with stored_kiln(Path(home), pool_size=callers) as kiln:
                kiln.pool.start()
                for _ in range(20):
                    kiln.call(TRIVIAL, celsius=30)
                calls = [lambda: kiln.call(TRIVIAL, celsius=30)] * callers
                pipes = [lambda echo=echo: echo.roundtrip({"celsius": 30.0}) for echo in echoes]
                for _ in range(rounds):
                    kiln_rates.append(_calls_per_s(callers, calls_each, calls))
                    pipe_rates.append(_calls_per_s(callers, calls_each, pipes))
        for echo in echoes:
            echo.close()
        kiln_figure = figure(kiln_rates, "calls/s")
        pipe_figure = figure(pipe_rates, "calls/s")
        figures[f"throughput_{callers}_calls_s"] = kiln_figure
        figures[f"pipe_throughput_{callers}_calls_s"] = pipe_figure
        figures[f"throughput_{callers}_ratio"] = {
            "median": round(statistics.median(kiln_rates) / statistics.median(pipe_rates), 2),
            "p95": None,
            "n": rounds,
            "unit": "x",
        }
    return figures


def many_tools(n: int) -> list[dict]:
    """``n`` distinct synthetic tools (search_bench's, and a variant of each past what it yields)."""
    from search_bench import _tool, synthetic_tools

    base = synthetic_tools(min(n, 14_000))
    variants = [
        _tool(t["name"] + "_alt", t["description"].rstrip(".") + ", once more.", [p["name"] for p in t["params"]])
        for t in base[: n - len(base)]
    ]
    return base + variants


def measure_turn_growth(iterations: int, sizes: tuple[int, int] = (1_000, 20_000)) -> dict[str, dict]:
    """A reused turn in a small and a big registry, interleaved (one of each in turn)."""
    from serve_bench import TASK

    samples: dict[int, list[float]] = {size: [] for size in sizes}
    with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as tmp:
        kilns = {}
        for size in sizes:
            kiln = kilns[size] = toolkiln.open(home=Path(tmp) / str(size))
            kiln.registry.save_many(many_tools(size))
            kiln.run(TASK)  # generates the tool; every later turn reuses it
        try:
            for _ in range(iterations):
                for size, kiln in kilns.items():
                    started = time.perf_counter()
                    turn = kiln.run(TASK)
                    samples[size].append((time.perf_counter() - started) * 1000)
                    if turn.steps[0].origin != "reused" or turn.steps[0].status != "ok":
                        raise RuntimeError(f"the turn at {size} tools did not reuse its tool: {turn.to_json()}")
        finally:
            for kiln in kilns.values():
                kiln.close()
    small, big = sizes
    figures = {f"turn_{size // 1000}k_ms": figure(values, "ms") for size, values in samples.items()}
    figures[f"turn_{big // 1000}k_ratio"] = ratio(
        figures[f"turn_{big // 1000}k_ms"], figures[f"turn_{small // 1000}k_ms"]
    )
    return figures


PARTS = ("calls", "inworker", "throughput", "turns", "own")
"""What ``--only`` picks from: the public calls, the guard tax, throughput, turn growth, a turn's own work."""


def bench_calls(quick: bool, only: tuple[str, ...] = PARTS) -> dict[str, dict]:
    from turn_bench import measure_turn_own

    figures: dict[str, dict] = {}
    if "calls" in only:
        figures.update(measure_public_calls(300 if quick else 3000))
    if "inworker" in only:
        figures.update(measure_inworker(100 if quick else 1000))
    if "throughput" in only:
        figures.update(measure_throughput(200 if quick else 1000, 3 if quick else 7))
    if "turns" in only:
        figures.update(measure_turn_growth(30 if quick else 200))
    if "own" in only:
        figures.update(measure_turn_own(40 if quick else 400))
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the call path against its floors")
    parser.add_argument("--json", action="store_true", help="print one JSON object of figures")
    parser.add_argument("--quick", action="store_true", help="fewer iterations (a smoke run)")
    parser.add_argument("--only", default=",".join(PARTS), help=f"comma-separated parts to run, of {','.join(PARTS)}")
    args = parser.parse_args(argv)
    only = tuple(part.strip() for part in args.only.split(",") if part.strip())
    unknown = sorted(set(only) - set(PARTS))
    if unknown:
        parser.error(f"unknown part(s) {', '.join(unknown)}; pick from {', '.join(PARTS)}")
    figures = bench_calls(args.quick, only)
    if args.json:
        print(json.dumps(figures))
    else:
        for name, fig in figures.items():
            print(f"{name:32} {fig['median']!s:>10} {fig['unit']:8} {TARGETS.get(name, '')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
