"""Whole-process figures: how fast ``toolkiln`` starts, runs once and lists a big registry.

    python bench/startup_bench.py [--json] [--quick]

Figures (each a fresh process unless said otherwise, medians over several runs):

* ``python_start_s`` — ``python -c pass``: the floor every ratio is taken against.
* ``*_cpu_s`` — the CPU seconds (user + system, with reaped children) of the same
  runs: on a machine shared with other work they move far less than wall time.
* ``version_s`` — ``toolkiln --version``.
* ``run_reused_s`` — ``toolkiln run TASK --json`` on the mock backends in a home
  that already holds the tool (a warm home: the step is ``reused``).
* ``python_start_beside_s`` — ``python -c pass`` again, each sample taken just before
  one ``run_reused_s`` sample, so the floor and the run meet the same machine (caches
  cold from the run before, the same neighbours): ``run_reused_beside_ratio`` is the
  reused run over it. ``python_start_s`` comes from a block of back-to-back starts,
  which warm each other's caches and run while nothing else of the bench does.
* ``run_generated_s`` — the same in a fresh home (the step is ``generated``:
  the mock generator writes the tool, the gate and the trial accept it);
  ``run_generated_warm_s`` — a new tool (``slugify``) in a home that an earlier
  run already set up (registry, log).
* ``tools_list_50k_s`` — ``toolkiln tools list --json`` over 50,000 tools, and
  ``tools_list_50k_mb``, that process's peak resident memory;
  ``tools_list_50k_table_s`` — the default table page over the same registry.
* ``run_reused_no_bytecode_s`` — ``run_reused_s`` where no bytecode of toolkiln's
  may be read or written (``PYTHONDONTWRITEBYTECODE=1``, no ``__pycache__``).
* ``template_start_ms`` — a new pool's template process, from the pool's
  construction until it has warmed up (in ``toolkiln run`` this overlaps planning).
* ``worker_start_ms`` — from asking a pool whose template is up for a worker
  until that worker is confined and ready: the cost of a first or replacement worker.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from figures import figure
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool
from toolkiln.store import Registry

TASK = "Convert 30 degrees Celsius to Fahrenheit"
NEW_TOOL_TASK = "Slugify 'Hello World'"
LIST_TOOLS = 50_000
TARGETS = {
    "version_ratio": "≤ 4",
    "run_reused_ratio": "≤ 12",
    "run_reused_beside_ratio": "≤ 12",
    "tools_list_50k_s": "≤ 1",
    "tools_list_50k_mb": "≤ 100",
    "worker_start_ms": "≤ 40",
}


def toolkiln_command() -> list[str]:
    script = Path(sys.executable).with_name("toolkiln")
    return [str(script)] if script.exists() else [sys.executable, "-m", "toolkiln"]


def clean_env(home: str | None = None) -> dict[str, str]:
    """This environment without toolkiln's settings, and with bytecode written as after the
    README's install (``run_reused_no_bytecode_s`` measures an environment that forbids it)."""
    skip = ("PYTHONDONTWRITEBYTECODE", "PYTHONPYCACHEPREFIX")
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOOLKILN_") and k not in skip}
    if home is not None:
        env["TOOLKILN_HOME"] = home
    return env


def timed_process(argv: list[str], env: dict[str, str]) -> tuple[float, float, str]:
    """Run ``argv``; its wall time (s), its CPU time with its reaped children's (s) and its stdout.

    The CPU time moves far less than the wall time on a machine shared with other work."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        started = time.perf_counter()
        proc = subprocess.Popen(argv, env=env, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)
        elapsed = time.perf_counter() - started
        proc.returncode = os.waitstatus_to_exitcode(status)
        if proc.returncode != 0:
            err.seek(0)
            stderr = err.read().decode(errors="replace")
            raise RuntimeError(f"{' '.join(argv[:4])} exited {proc.returncode}: {stderr.strip()[-300:]}")
        out.seek(0)
        return elapsed, usage.ru_utime + usage.ru_stime, out.read().decode()


_PEAK_MEMORY = (
    "import resource, subprocess, sys\n"
    "subprocess.run(sys.argv[1:], stdout=subprocess.DEVNULL, check=True)\n"
    "print(resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)\n"
)
"""Runs a command from a small parent: a child forked from this (big) bench process would
count the bench's own pages as its peak until it execs."""


def peak_memory_mb(argv: list[str], env: dict[str, str]) -> float:
    done = subprocess.run([sys.executable, "-c", _PEAK_MEMORY, *argv], env=env, capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(argv[:4])} failed: {done.stderr.strip()[-300:]}")
    return int(done.stdout) / 1024


def measure_command(argv: list[str], runs: int, env: dict[str, str], check=None) -> tuple[dict, dict]:
    """Wall and CPU time of ``runs`` runs of ``argv``."""
    times, cpu = [], []
    for _ in range(runs):
        elapsed, used, stdout = timed_process(argv, env)
        if check is not None:
            check(stdout)
        times.append(elapsed)
        cpu.append(used)
    return figure(times, "s", 4), figure(cpu, "s", 4)


def step_origin_is(origin: str):
    def check(stdout: str) -> None:
        step = json.loads(stdout)["steps"][0]
        if step["status"] != "ok" or step["origin"] != origin:
            raise RuntimeError(f"expected an ok {origin} step, got {step}")

    return check


def measure_runs(runs: int) -> dict[str, dict]:
    figures: dict[str, dict] = {}
    run = [*toolkiln_command(), "run", TASK, "--json"]
    samples, cpu = [], []
    for _ in range(runs):
        with tempfile.TemporaryDirectory(prefix="toolkiln-home-") as home:
            elapsed, used, stdout = timed_process(run, clean_env(home))
            step_origin_is("generated")(stdout)
            samples.append(elapsed)
            cpu.append(used)
    figures["run_generated_s"], figures["run_generated_cpu_s"] = figure(samples, "s", 4), figure(cpu, "s", 4)
    with tempfile.TemporaryDirectory(prefix="toolkiln-home-") as home:
        timed_process(run, clean_env(home))  # the first run stores the tool
        reused, floor = measure_beside(run, [sys.executable, "-c", "pass"], runs * 2, clean_env(home))
        figures["run_reused_s"], figures["run_reused_cpu_s"] = reused
        figures["python_start_beside_s"] = floor
        slugify = [*toolkiln_command(), "run", NEW_TOOL_TASK, "--json"]
        samples = []
        for _ in range(runs):
            with tempfile.TemporaryDirectory(prefix="toolkiln-home-") as copy:
                shutil.copytree(home, copy, dirs_exist_ok=True)
                elapsed, _, stdout = timed_process(slugify, clean_env(copy))
                step_origin_is("generated")(stdout)
                samples.append(elapsed)
        figures["run_generated_warm_s"] = figure(samples, "s", 4)
        figures["run_reused_no_bytecode_s"] = measure_without_bytecode(runs, home)
    return figures


def measure_beside(run: list[str], floor: list[str], runs: int, env: dict[str, str]) -> tuple[tuple[dict, dict], dict]:
    """The reused ``run`` (wall and CPU time) and ``floor`` (wall time), one sample of each in turn."""
    times, cpu, floors = [], [], []
    check = step_origin_is("reused")
    for _ in range(runs):
        floors.append(timed_process(floor, env)[0])
        elapsed, used, stdout = timed_process(run, env)
        check(stdout)
        times.append(elapsed)
        cpu.append(used)
    return (figure(times, "s", 4), figure(cpu, "s", 4)), figure(floors, "s", 4)


def measure_without_bytecode(runs: int, home: str) -> dict:
    """The reused run where no bytecode of toolkiln's may be read or written
    (``PYTHONDONTWRITEBYTECODE=1`` and no ``__pycache__``): a copy of the package
    without its caches, first on the path; the libraries keep theirs."""
    import toolkiln

    package = Path(toolkiln.__file__).parent
    with tempfile.TemporaryDirectory(prefix="toolkiln-src-") as src:
        shutil.copytree(package, Path(src) / "toolkiln", ignore=shutil.ignore_patterns("__pycache__"))
        env = {**clean_env(home), "PYTHONPATH": src, "PYTHONDONTWRITEBYTECODE": "1"}
        argv = [sys.executable, "-m", "toolkiln", "run", TASK, "--json"]
        wall, _ = measure_command(argv, runs, env, step_origin_is("reused"))
        leftovers = list(Path(src).rglob("__pycache__"))
        if leftovers:
            raise RuntimeError(f"bytecode was written after all: {leftovers[0]}")
    return wall


def fill_list_registry(path: Path, count: int) -> None:
    """``count`` small tools with distinct names, descriptions and params."""
    items = []
    for index in range(count):
        name = f"convert_unit_{index:05d}"
        items.append(
            {
                "name": name,
                "source": f'"""Converts unit number {index}."""\n\n\ndef {name}(value: float) -> dict:\n'
                "    return {'value': value * 2.0}\n",
                "description": f"Converts unit number {index}.",
                "params": [{"name": "value", "type": "float", "required": True}],
                "backend": "mock",
                "model": "mock",
                "trial_params": {"value": 1.0},
                "trial_result": {"value": 2.0},
            }
        )
    with Registry(path) as registry:
        registry.save_many(items)


def measure_list(runs: int) -> dict[str, dict]:
    figures: dict[str, dict] = {}
    with tempfile.TemporaryDirectory(prefix="toolkiln-home-") as home:
        fill_list_registry(Path(home) / "registry.sqlite3", LIST_TOOLS)

        def all_listed(stdout: str) -> None:
            if len(json.loads(stdout)) < LIST_TOOLS:
                raise RuntimeError("tools list --json left tools out")

        argv = [*toolkiln_command(), "tools", "list", "--json"]
        figures["tools_list_50k_s"], figures["tools_list_50k_cpu_s"] = measure_command(
            argv, runs, clean_env(home), all_listed
        )
        figures["tools_list_50k_mb"] = figure([peak_memory_mb(argv, clean_env(home)) for _ in range(runs)], "MB", 4)
        table = [*toolkiln_command(), "tools", "list"]
        figures["tools_list_50k_table_s"], _ = measure_command(table, runs, {**clean_env(home), "LINES": "50"})
    return figures


def measure_workers(runs: int) -> dict[str, dict]:
    template, worker = [], []
    for _ in range(runs):
        started = time.perf_counter()
        with WorkerPool(DEFAULT_POLICY, size=1) as pool:
            pool.warm().result()
            template.append((time.perf_counter() - started) * 1000)
            asked = time.perf_counter()
            pool.start(1)
            worker.append((time.perf_counter() - asked) * 1000)
    return {"template_start_ms": figure(template, "ms", 4), "worker_start_ms": figure(worker, "ms", 4)}


def compile_bytecode() -> None:
    """What the first start after an install does: write toolkiln's bytecode."""
    import compileall

    import toolkiln

    compileall.compile_dir(str(Path(toolkiln.__file__).parent), quiet=1)


def measure_startup(quick: bool) -> dict[str, dict]:
    runs = 3 if quick else 9
    compile_bytecode()
    figures: dict[str, dict] = {}
    figures["python_start_s"], figures["python_start_cpu_s"] = measure_command(
        [sys.executable, "-c", "pass"], runs * 2, clean_env()
    )
    figures["version_s"], _ = measure_command([*toolkiln_command(), "--version"], runs * 2, clean_env())
    figures.update(measure_runs(runs))
    figures.update(measure_list(max(3, runs // 2)))
    figures.update(measure_workers(runs * 2))
    for name, floor in (
        ("version_s", "python_start_s"),
        ("run_reused_s", "python_start_s"),
        ("run_generated_s", "python_start_s"),
        ("run_reused_cpu_s", "python_start_cpu_s"),
    ):
        ratio = round(figures[name]["median"] / figures[floor]["median"], 1)
        figures[name.removesuffix("_s") + "_ratio"] = {"median": ratio, "p95": None, "n": 1, "unit": "× python"}
    beside = round(figures["run_reused_s"]["median"] / figures["python_start_beside_s"]["median"], 1)
    figures["run_reused_beside_ratio"] = {"median": beside, "p95": None, "n": 1, "unit": "× python"}
    return figures


def main() -> int:
    parser = argparse.ArgumentParser(description="toolkiln's whole-process start-up figures")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    figures = measure_startup(args.quick)
    if args.json:
        print(json.dumps(figures))
    else:
        for name, fig in figures.items():
            print(f"{name:24} {fig['median']:>10} {fig['unit']:3} p95 {fig['p95']}  {TARGETS.get(name, '')}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
