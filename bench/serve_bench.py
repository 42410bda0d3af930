"""Figures of ``toolkiln serve``: a turn through the HTTP API against the same turn in-process.

* ``turn_inprocess_ms`` — a one-step turn whose tool is reused (``Toolkiln.run``,
  what ``toolkiln run`` does after start-up), median;
* ``serve_turn_ms`` — the same turn through ``POST /api/turns`` on a real
  ``toolkiln serve`` process on loopback, from a kept-alive ``http.client``
  connection, answer decoded, median (target: at most twice ``turn_inprocess_ms``).
  The standard library's client is a thin layer over the socket, as a browser's
  ``fetch`` is, so the figure is the server's cost and not the client's;
* ``serve_turn_httpx_ms`` — the same turn from a kept-alive httpx client, for
  comparison: httpx's own work per request (its models, its pure-Python h11
  parser) is most of the difference;
* ``serve_concurrent_ok`` — 20 sessions sending a message each at the same
  moment: how many got the right answer (target 20 of 20);
* ``serve_ready_s`` — from starting ``toolkiln serve`` to its first answer.

The three turn figures are taken interleaved (one of each in turn, the same
number of each), so a change in the machine's load weighs on all three alike.
"""

from __future__ import annotations

import http.client
import json
import os
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar
from urllib.parse import urlsplit

import httpx

import toolkiln
from figures import figure

TASK = "Convert 30 degrees Celsius to Fahrenheit"
SESSIONS = 20
T = TypeVar("T")


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


def _check(answer: dict, where: str) -> None:
    step = answer["steps"][0]
    if step["origin"] != "reused" or step["result"] != {"fahrenheit": 86.0}:
        raise RuntimeError(f"the {where} turn went wrong: {answer}")


class _KeptAlive:
    """``POST /api/turns`` over one kept-alive ``http.client`` connection."""

    def __init__(self, url: str) -> None:
        address = urlsplit(url)
        self.connection = http.client.HTTPConnection(address.hostname, address.port, timeout=120)
        self.body = json.dumps({"message": TASK}).encode()

    def turn(self) -> dict:
        self.connection.request("POST", "/api/turns", body=self.body, headers={"Content-Type": "application/json"})
        answer = self.connection.getresponse()
        data = answer.read()
        if answer.status != 200:
            raise RuntimeError(f"POST /api/turns answered {answer.status}: {data[:300]!r}")
        return json.loads(data)

    def close(self) -> None:
        self.connection.close()


def _timed_ms(call: Callable[[], T]) -> tuple[float, T]:
    started = time.perf_counter()
    value = call()
    return (time.perf_counter() - started) * 1000, value


def measure_turns(iterations: int, url: str) -> dict[str, dict]:
    """The in-process turn and the served one (both clients), interleaved."""
    samples: dict[str, list[float]] = {"turn_inprocess_ms": [], "serve_turn_ms": [], "serve_turn_httpx_ms": []}
    kept_alive = _KeptAlive(url)
    with (
        tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as home,
        toolkiln.open(home=home) as kiln,
        httpx.Client(base_url=url, timeout=120) as client,
    ):
        kiln.run(TASK)  # generates the tool; every later turn reuses it
        kept_alive.turn()  # the server's first turn generates it there
        client.post("/api/turns", json={"message": TASK}).raise_for_status()
        for _ in range(iterations):
            elapsed, turn = _timed_ms(lambda: kiln.run(TASK))
            samples["turn_inprocess_ms"].append(elapsed)
            _check(turn.to_json(), "in-process")
            elapsed, answer = _timed_ms(kept_alive.turn)
            samples["serve_turn_ms"].append(elapsed)
            _check(answer, "served")
            elapsed, answer = _timed_ms(lambda: client.post("/api/turns", json={"message": TASK}).json())
            samples["serve_turn_httpx_ms"].append(elapsed)
            _check(answer, "served (httpx)")
    kept_alive.close()
    return {name: figure(values, "ms") for name, values in samples.items()}


def measure_ready(starts: int) -> dict:
    """Seconds from starting ``toolkiln serve`` in a fresh home to its first answer."""
    samples = []
    for _ in range(starts):
        with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as home:
            process, _, ready_s = _start_server(home)
            _stop(process)
            samples.append(ready_s)
    return figure(samples, "s")


def measure_serve(iterations: int) -> dict[str, dict]:
    with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as home:
        process, url, _ = _start_server(home)
        try:
            figures = measure_turns(iterations, url)
            ok = _concurrent_sessions(url)
        finally:
            _stop(process)
    figures["serve_concurrent_ok"] = {"median": ok, "p95": ok, "n": SESSIONS, "unit": "sessions"}
    return figures


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
    figures = measure_serve(iterations)
    figures["serve_ready_s"] = measure_ready(2 if quick else 5)
    return figures


if __name__ == "__main__":
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    print(json.dumps(bench_serve("--quick" in sys.argv)))
