"""Figures of ``toolkiln serve``: a turn through the HTTP API against the same turn in-process.

* ``turn_inprocess_ms`` — a one-step turn whose tool is reused (``Toolkiln.run``,
  what ``toolkiln run`` does after start-up), median;
* ``serve_turn_ms`` — the same turn through ``POST /api/turns`` on a real
  ``toolkiln serve`` process on loopback, from a kept-alive client, median
  (target: at most twice ``turn_inprocess_ms``);
* ``serve_concurrent_ok`` — 20 sessions sending a message each at the same
  moment: how many got the right answer (target 20 of 20);
* ``serve_ready_s`` — from starting ``toolkiln serve`` to its first answer.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import httpx

import toolkiln

TASK = "Convert 30 degrees Celsius to Fahrenheit"
SESSIONS = 20


def _figure(samples: list[float], unit: str) -> dict:
    from bench import figure

    return figure(samples, unit)


def _start_server(home: str) -> tuple[subprocess.Popen, str, float]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("TOOLKILN_")}
    started = time.perf_counter()
    process = subprocess.Popen(
        [sys.executable, "-m", "toolkiln", "serve", "--port", "0"],
        env={**env, "TOOLKILN_HOME": home},
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    line = process.stdout.readline()
    if "serving on " not in line:
        process.kill()
        raise RuntimeError(f"toolkiln serve did not start: {line!r}")
    url = line.split("serving on ", 1)[1].strip()
    httpx.get(url + "api/tools", timeout=30).raise_for_status()
    return process, url, time.perf_counter() - started


def _stop(process: subprocess.Popen) -> None:
    process.terminate()
    try:
        process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()


def measure_inprocess(iterations: int) -> dict:
    samples = []
    with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as home, toolkiln.open(home=home) as kiln:
        kiln.run(TASK)  # generates the tool; every later turn reuses it
        for _ in range(iterations):
            started = time.perf_counter()
            turn = kiln.run(TASK)
            samples.append((time.perf_counter() - started) * 1000)
            if turn.steps[0].origin != "reused" or turn.steps[0].result != {"fahrenheit": 86.0}:
                raise RuntimeError(f"the in-process turn went wrong: {turn.to_json()}")
    return _figure(samples, "ms")


def measure_ready(starts: int) -> dict:
    """Seconds from starting ``toolkiln serve`` in a fresh home to its first answer."""
    samples = []
    for _ in range(starts):
        with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as home:
            process, _, ready_s = _start_server(home)
            _stop(process)
            samples.append(ready_s)
    return _figure(samples, "s")


def measure_serve(iterations: int) -> dict[str, dict]:
    with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as home:
        process, url, _ = _start_server(home)
        try:
            with httpx.Client(base_url=url, timeout=120) as client:
                client.post("/api/turns", json={"message": TASK}).raise_for_status()
                samples = []
                for _ in range(iterations):
                    started = time.perf_counter()
                    answer = client.post("/api/turns", json={"message": TASK}).json()
                    samples.append((time.perf_counter() - started) * 1000)
                    if answer["steps"][0]["origin"] != "reused":
                        raise RuntimeError(f"the served turn went wrong: {answer}")
            ok = _concurrent_sessions(url)
        finally:
            _stop(process)
    return {
        "serve_turn_ms": _figure(samples, "ms"),
        "serve_concurrent_ok": {"median": ok, "p95": ok, "n": SESSIONS, "unit": "sessions"},
    }


def _concurrent_sessions(url: str) -> int:
    """20 sessions each send one message at the same moment; how many answers are right."""
    right: list[bool] = []
    barrier = threading.Barrier(SESSIONS)

    def ask(n: int) -> None:
        with httpx.Client(base_url=url, timeout=300) as own:
            barrier.wait()
            try:
                answer = own.post(
                    "/api/turns",
                    json={"message": f"Convert {n} degrees Celsius to Fahrenheit", "session": f"bench-{n}"},
                )
                step = answer.json()["steps"][0]
                right.append(answer.status_code == 200 and step["result"] == {"fahrenheit": round(n * 9 / 5 + 32, 10)})
            except (httpx.HTTPError, KeyError, IndexError, ValueError):
                right.append(False)

    threads = [threading.Thread(target=ask, args=(n,)) for n in range(SESSIONS)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    return sum(right)


def bench_serve(quick: bool) -> dict[str, dict]:
    iterations = 20 if quick else 200
    figures = {"turn_inprocess_ms": measure_inprocess(iterations)}
    figures.update(measure_serve(iterations))
    figures["serve_ready_s"] = measure_ready(2 if quick else 5)
    return figures


if __name__ == "__main__":
    import json

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    print(json.dumps(bench_serve("--quick" in sys.argv)))
