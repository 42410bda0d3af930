"""The Ray executor beside the local pool, in one run, on a two-node Ray cluster on this machine.

    python bench/ray_bench.py            a table
    python bench/ray_bench.py --json     one JSON object: figure -> {"median", "p95", "n", "unit"}
    python bench/ray_bench.py --quick    fewer iterations (a smoke run)

Figures (needs the ``ray`` extra; every address on 127.0.0.1):

* ``ray_cluster_start_s`` — starting the two nodes (the head, then one more), once;
* ``ray_connect_s`` — ``ray.init(address=...)`` to the running cluster, the cost a
  toolkiln process pays when ``RAY_ADDRESS`` is set (disconnected between samples);
* ``ray_place_s`` — :meth:`RayExecutor.start` on one node: the actor started, its
  template and first confined worker up;
* ``local_call_reused_ms`` and ``ray_call_reused_ms`` — a stored tool called again as a
  reused step does it (the row verified, then one ``run``), on a warm local worker and
  through a warm node's actor, interleaved one of each per iteration;
  ``ray_call_reused_ratio`` is the one over the other;
* ``ray_calls_per_s_N{1,2}_C{1,2,4}`` — calls per second of a compute-heavy tool with
  C concurrent callers on N nodes (two workers per node), beside
  ``local_calls_per_s_C{1,2,4}`` (a local pool of two). Each sample is one round of
  calls; the machine has as many cores as it has, and two nodes on one machine share them.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import threading
import time
from pathlib import Path

BENCH = Path(__file__).resolve().parent
sys.path.insert(0, str(BENCH))

from figures import figure  # noqa: E402
from toolkiln.policy import DEFAULT_POLICY  # noqa: E402
from toolkiln.sandbox import WorkerPool  # noqa: E402
from toolkiln.sandbox.ray_executor import LOOPBACK_ONLY_ENV, RayExecutor  # noqa: E402
from toolkiln.store import Registry  # noqa: E402
from toolkiln.store.call_verdicts import SealedCallVouchers  # noqa: E402

NODE_OPTIONS = {"num_cpus": 1, "object_store_memory": 80 * 1024 * 1024}
TRIVIAL = '''"""Converts degrees Celsius to degrees Fahrenheit."""


def celsius_to_fahrenheit(celsius: float) -> dict:
    return {"fahrenheit": celsius * 9 / 5 + 32}
'''
HEAVY = '''"""Sums the squares below n, the slow way."""


def sum_squares(n: int) -> dict:
    total = 0
    for i in range(n):
        total += i * i
    return {"total": total}
'''
HEAVY_N = 60_000
"""About 10 ms of a worker's CPU per call."""
POLICY = DEFAULT_POLICY.with_limits(call_timeout_s=60.0)


def start_cluster():
    os.environ[LOOPBACK_ONLY_ENV] = "0"
    os.environ.pop("RAY_ADDRESS", None)
    import ray
    from ray.cluster_utils import Cluster

    started = time.perf_counter()
    cluster = Cluster(initialize_head=True, head_node_args={**NODE_OPTIONS, "include_dashboard": False})
    cluster.add_node(**NODE_OPTIONS)
    cluster.wait_for_nodes()
    return ray, cluster, time.perf_counter() - started


def measure_connect(ray, address: str, rounds: int) -> dict:
    samples = []
    for _ in range(rounds):
        started = time.perf_counter()
        ray.init(address=address, log_to_driver=False)
        samples.append(time.perf_counter() - started)
        ray.shutdown()
    ray.init(address=address, log_to_driver=False)
    return figure(samples, "s")


def measure_reused(local: WorkerPool, remote: RayExecutor, registry: Registry, iterations: int) -> dict:
    name, params = "celsius_to_fahrenheit", {"celsius": 30.0}
    registry.save(name=name, source=TRIVIAL, description="bench", params=[], backend="bench", model="bench")
    tool = registry.usable(name)
    for _ in range(20):  # compiled and cached in every worker, on both sides
        registry.verify(tool)
        local.run(name, tool.source, params)
        remote.run(name, tool.source, params)
    on_local, on_ray = [], []
    for _ in range(iterations):
        for executor, samples in ((local, on_local), (remote, on_ray)):
            started = time.perf_counter()
            registry.verify(tool)
            outcome = executor.run(name, tool.source, params)
            samples.append((time.perf_counter() - started) * 1000)
            if not outcome.ok:
                raise RuntimeError(f"the reused call failed: {outcome.error}")
    local_fig, ray_fig = figure(on_local, "ms"), figure(on_ray, "ms")
    return {
        "local_call_reused_ms": local_fig,
        "ray_call_reused_ms": ray_fig,
        "ray_call_reused_ratio": {
            "median": round(ray_fig["median"] / local_fig["median"], 2),
            "p95": round(ray_fig["p95"] / local_fig["p95"], 2),
            "n": iterations,
            "unit": "x",
        },
    }


def calls_per_s(executor, callers: int, calls_each: int) -> float:
    failures: list[str] = []

    def caller() -> None:
        for _ in range(calls_each):
            outcome = executor.run("sum_squares", HEAVY, {"n": HEAVY_N})
            if not outcome.ok:
                failures.append(outcome.error or outcome.kind or "?")

    threads = [threading.Thread(target=caller) for _ in range(callers)]
    started = time.perf_counter()
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    if failures:
        raise RuntimeError(f"a heavy call failed: {failures[0]}")
    return callers * calls_each / (time.perf_counter() - started)


def measure_throughput(executor, prefix: str, rounds: int, calls_each: int) -> dict:
    for _ in range(4):  # every worker warm and holding the source
        calls_per_s(executor, 4, 1)
    out = {}
    for callers in (1, 2, 4):
        samples = [calls_per_s(executor, callers, calls_each) for _ in range(rounds)]
        out[f"{prefix}_C{callers}"] = figure(samples, "calls/s", digits=1)
    return out


def bench_ray(quick: bool) -> dict:
    ray, cluster, cluster_s = start_cluster()
    figures: dict[str, dict] = {"ray_cluster_start_s": figure([cluster_s], "s")}
    try:
        figures["ray_connect_s"] = measure_connect(ray, cluster.address, 2 if quick else 5)
        with tempfile.TemporaryDirectory() as tmp, Registry(Path(tmp) / "registry.sqlite3") as registry:
            assert registry.seal.path is not None
            vouchers = SealedCallVouchers(registry.seal.path, POLICY)
            with (
                WorkerPool(POLICY, size=2) as local,
                RayExecutor(POLICY, vouchers=vouchers, node_workers=2, max_nodes=1) as one_node,
            ):
                local.start()
                started = time.perf_counter()
                one_node.start()
                figures["ray_place_s"] = figure([time.perf_counter() - started], "s")
                figures.update(measure_reused(local, one_node, registry, 200 if quick else 2000))
                rounds, calls = (2, 6) if quick else (5, 20)
                figures.update(measure_throughput(local, "local_calls_per_s", rounds, calls))
                figures.update(measure_throughput(one_node, "ray_calls_per_s_N1", rounds, calls))
            with RayExecutor(POLICY, vouchers=vouchers, node_workers=2) as two_nodes:
                two_nodes.start()
                figures.update(measure_throughput(two_nodes, "ray_calls_per_s_N2", rounds, calls))
    finally:
        ray.shutdown()
        cluster.shutdown()
    return figures


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="the Ray executor beside the local pool")
    parser.add_argument("--json", action="store_true", help="print one JSON object of figures")
    parser.add_argument("--quick", action="store_true", help="fewer iterations (a smoke run)")
    args = parser.parse_args(argv)
    figures = bench_ray(args.quick)
    if args.json:
        print(json.dumps(figures))
    else:
        for name, fig in figures.items():
            print(f"{name:32} {fig['median']:>10} {fig['p95']:>10} {fig['n']:>6} {fig['unit']}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
