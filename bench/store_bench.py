"""The two stores side by side: SQLite in the home against PostgreSQL on this machine, in one run.

    python bench/store_bench.py [--json] [--quick] [--only registry,search,turns,replicas]

A throwaway PostgreSQL cluster is started for the run (``tests/fakes/postgres.py``:
``initdb`` into a temp folder, loopback only, fsync on as a real server keeps it, and
``synchronous_commit = off``: a crash of toolkiln loses nothing, one of the server or the
machine may lose the last commits (well under a second of them) and never corrupts, much as
SQLite's WAL with ``synchronous = NORMAL``; the setting is the operator's, and with it on each
commit also waits for its WAL to reach the disk).
Each figure is taken on both stores, interleaved (one of each in turn), so the
machine's load weighs on both alike; ``*_ratio`` is PostgreSQL's median over
SQLite's (targets: each at most 3, the reused turn at most 1.2).

* ``store_save_ms`` — a new version of a tool saved (signed, indexed, one transaction);
* ``store_lookup_us`` — a reused step's look-up: the registry's change stamp read, the
  verified tool taken from the cache (what ``RunnableTools.look_up`` does per step);
* ``store_lookup_in_turn_us`` — the same look-up inside a turn (``Registry.snapshot``), whose one
  read of the stamp at its start stands for every step's (counted in ``store_reused_turn_ms``);
* ``store_search_ms`` — a person's words searched among 10,000 tools (the search
  benchmark's queries), and ``store_search_recall`` on each store;
* ``store_reused_turn_ms`` — a whole one-step turn whose tool is reused
  (``Toolkiln.run`` with the offline models), logged;
* ``store_floor_us`` — one loopback round trip to PostgreSQL through libpq alone, beside
  SQLite's cheapest read: what a PostgreSQL figure cannot go below, per round trip;
* ``replicas_turns_per_s`` — 8 clients each sending reused turns through
  ``POST /api/turns``, against one ``toolkiln serve`` and against two replicas on one
  PostgreSQL store (each client keeps to one replica), and the ratio two over one.
  On a machine with two cores the replicas share them, so the ratio says what a
  second replica costs here, not what a second machine gives.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import signal
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

import httpx

import toolkiln
from figures import figure

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "tests"))

from fakes.postgres import Cluster  # noqa: E402
from search_bench import ALL_QUERIES, fill_registry  # noqa: E402
from toolkiln.store import Registry  # noqa: E402
from toolkiln.turn.calls import RunnableTools  # noqa: E402

TASK = "Convert 30 degrees Celsius to Fahrenheit"
SOURCE = '"""Doubles a number."""\n\n\ndef double(x: float) -> dict:\n    return {"value": x * 2}\n'
PARAMS = [{"name": "x", "type": "float", "required": True}]
CLIENTS = 8


def _ms(started: float) -> float:
    return (time.perf_counter() - started) * 1000


def _stores(cluster: Cluster, folder: Path) -> dict[str, tuple[str | Path, Path | None]]:
    return {"sqlite": (folder / "registry.sqlite3", None), "postgresql": (cluster.new_database(), folder / "pg.key")}


def measure_registry(cluster: Cluster, folder: Path, iterations: int, tools: int, search: bool) -> dict[str, dict]:
    stores = {kind: Registry(where, key_file=key) for kind, (where, key) in _stores(cluster, folder).items()}
    samples: dict[str, list[float]] = {}
    try:
        for registry in stores.values():
            registry.save(name="double", source=SOURCE, description="Doubles.", params=PARAMS, backend="b", model="m")
        lookups = {kind: RunnableTools({}, registry) for kind, registry in stores.items()}
        for i in range(iterations):
            for kind, registry in stores.items():
                started = time.perf_counter()
                registry.save(
                    name="double",
                    source=SOURCE + f"# {i}\n",
                    description="Doubles.",
                    params=PARAMS,
                    backend="b",
                    model="m",
                )
                samples.setdefault(f"store_save_ms_{kind}", []).append(_ms(started))
        for lookup in lookups.values():
            lookup.look_up("double")  # verified once; every later step reads the stamp and the cache
        for _ in range(iterations * 20):
            for kind in stores:
                started = time.perf_counter()
                lookups[kind].look_up("double")
                samples.setdefault(f"store_lookup_us_{kind}", []).append(_ms(started) * 1000)
        for kind, registry in stores.items():
            # As a turn's steps look up: its one stamp read stands for them (a build without snapshots: each reads).
            with getattr(registry, "snapshot", contextlib.nullcontext)():
                lookups[kind].look_up("double")
                for _ in range(iterations * 20):
                    started = time.perf_counter()
                    lookups[kind].look_up("double")
                    samples.setdefault(f"store_lookup_in_turn_us_{kind}", []).append(_ms(started) * 1000)
        if not search:
            return {name: figure(values, _unit(name)) for name, values in samples.items()}
        for registry in stores.values():
            fill_registry(registry, tools)
        for kind, registry in stores.items():
            hits = sum(target in [t.name for t in registry.search(query, 5)] for query, target in ALL_QUERIES)
            samples[f"store_search_recall_{kind}"] = [hits / len(ALL_QUERIES)]
        for _ in range(max(1, iterations // 10)):
            for query, _target in ALL_QUERIES:
                for kind, registry in stores.items():
                    started = time.perf_counter()
                    registry.search(query, 20)
                    samples.setdefault(f"store_search_ms_{kind}", []).append(_ms(started))
    finally:
        for registry in stores.values():
            registry.close()
    return {name: figure(values, _unit(name)) for name, values in samples.items()}


def _unit(name: str) -> str:
    return "share" if "recall" in name else "us" if "_us_" in name else "ms"


def measure_turns(cluster: Cluster, folder: Path, iterations: int) -> dict[str, dict]:
    samples: dict[str, list[float]] = {}
    (sqlite_home := folder / "sqlite-home").mkdir()
    kilns = {
        "sqlite": toolkiln.open(home=sqlite_home),
        "postgresql": toolkiln.open(
            home=folder / "pg-home", database_url=cluster.new_database(), registry_key_file=folder / "pg-turn.key"
        ),
    }
    try:
        for kiln in kilns.values():
            kiln.run(TASK)  # generates the tool; every later turn reuses it
        for _ in range(iterations):
            for kind, kiln in kilns.items():
                started = time.perf_counter()
                turn = kiln.run(TASK)
                samples.setdefault(f"store_reused_turn_ms_{kind}", []).append(_ms(started))
                assert turn.steps[0].origin == "reused", turn.to_json()
    finally:
        for kiln in kilns.values():
            kiln.close()
    return {name: figure(values, "ms") for name, values in samples.items()}


def _serve(home: Path, env: dict[str, str]) -> tuple[subprocess.Popen, str]:
    clean = {k: v for k, v in os.environ.items() if not k.startswith("TOOLKILN_")}
    process = subprocess.Popen(
        [sys.executable, "-m", "toolkiln", "serve", "--port", "0"],
        env={**clean, "TOOLKILN_HOME": str(home), **env},
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
        text=True,
    )
    line = process.stdout.readline() if process.stdout else ""
    if "serving on " not in line:
        process.kill()
        raise RuntimeError(f"toolkiln serve did not start: {line!r}")
    return process, line.split("serving on ", 1)[1].strip()


def _turns_per_s(urls: list[str], per_client: int) -> float:
    barrier = threading.Barrier(CLIENTS + 1)
    failures: list[str] = []

    def client(n: int) -> None:
        with httpx.Client(base_url=urls[n % len(urls)], timeout=300) as own:
            barrier.wait()
            for i in range(per_client):
                answer = own.post("/api/turns", json={"message": TASK, "session": f"bench-{n}-{i % 3}"})
                if answer.status_code != 200 or answer.json()["steps"][0]["status"] != "ok":
                    failures.append(answer.text[:200])

    threads = [threading.Thread(target=client, args=(n,)) for n in range(CLIENTS)]
    for thread in threads:
        thread.start()
    barrier.wait()
    started = time.perf_counter()
    for thread in threads:
        thread.join()
    elapsed = time.perf_counter() - started
    if failures:
        raise RuntimeError(f"{len(failures)} turns failed: {failures[0]}")
    return CLIENTS * per_client / elapsed


def measure_replicas(cluster: Cluster, folder: Path, per_client: int, rounds: int) -> dict[str, dict]:
    env = {"TOOLKILN_DATABASE_URL": cluster.new_database(), "TOOLKILN_REGISTRY_KEY_FILE": str(folder / "team.key")}
    one, url_one = _serve(folder / "replica-1", env)
    two, url_two = _serve(folder / "replica-2", env)
    samples: dict[str, list[float]] = {"replicas_turns_per_s_1": [], "replicas_turns_per_s_2": []}
    try:
        httpx.post(url_one + "api/turns", json={"message": TASK}, timeout=300).raise_for_status()  # writes the tool
        for _ in range(rounds):
            samples["replicas_turns_per_s_1"].append(_turns_per_s([url_one], per_client))
            samples["replicas_turns_per_s_2"].append(_turns_per_s([url_one, url_two], per_client))
    finally:
        for process in (one, two):
            process.terminate()
            process.wait(timeout=60)
    figures = {name: figure(values, "turns/s") for name, values in samples.items()}
    ratios = [b / a for a, b in zip(samples["replicas_turns_per_s_1"], samples["replicas_turns_per_s_2"], strict=True)]
    figures["replicas_turns_per_s_ratio"] = figure(ratios, "x")
    return figures


def _ratios(figures: dict[str, dict]) -> dict[str, dict]:
    out = {}
    for name in sorted(figures):
        if name.endswith("_postgresql") and "recall" not in name:
            base = name.removesuffix("_postgresql")
            under, over = figures[f"{base}_sqlite"], figures[name]
            out[f"{base}_ratio"] = {
                "median": round(over["median"] / under["median"], 3),
                "p95": round(over["p95"] / under["p95"], 3),
                "n": over["n"],
                "unit": "x",
            }
    return out


def measure_floor(cluster: Cluster, iterations: int) -> dict[str, dict]:
    """The floor under every PostgreSQL figure: one round trip on loopback (``SELECT 1`` on an open
    connection, through libpq alone), beside SQLite's cheapest read (``PRAGMA data_version``)."""
    import sqlite3

    import psycopg

    samples: dict[str, list[float]] = {"store_floor_us_postgresql": [], "store_floor_us_sqlite": []}
    with tempfile.TemporaryDirectory(prefix="toolkiln-floor-") as tmp, psycopg.connect(cluster.url()) as conn:
        lite = sqlite3.connect(Path(tmp) / "floor.sqlite3", isolation_level=None)
        pgconn = conn.pgconn
        for _ in range(iterations):
            started = time.perf_counter()
            pgconn.exec_(b"SELECT 1")
            samples["store_floor_us_postgresql"].append(_ms(started) * 1000)
            started = time.perf_counter()
            lite.execute("PRAGMA data_version").fetchone()
            samples["store_floor_us_sqlite"].append(_ms(started) * 1000)
        lite.close()
    return {name: figure(values, "us") for name, values in samples.items()}


PARTS = ("registry", "search", "turns", "replicas")
"""What ``--only`` may pick: the registry's save and look-up, its search, the reused turn, the replicas."""


@contextlib.contextmanager
def running_cluster() -> Iterator[Cluster]:
    """The bench's PostgreSQL server, stopped however the run ends: normally, on an error, on Ctrl-C,
    SIGTERM or SIGHUP (``pg_ctl`` detaches the server, so nothing else would stop it). A signal that
    comes while the server starts is held until it is up (an ``initdb`` cut short leaves a process
    ``pg_ctl`` cannot stop), then ends the run."""
    held: list[int] = []
    starting = True

    def stop_the_run(signum: int, _frame: object) -> None:
        if starting:
            held.append(signum)
            return
        raise SystemExit(128 + signum)  # unwinds through the ``finally`` below

    ended_by = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP)
    previous = {signum: signal.signal(signum, stop_the_run) for signum in ended_by}
    cluster = Cluster(fsync=True)
    try:
        cluster.start()
        starting = False
        if held:
            raise SystemExit(128 + held[0])
        yield cluster
    finally:
        for signum in ended_by:  # a second signal must not cut the stop short
            signal.signal(signum, signal.SIG_IGN)
        try:
            cluster.stop()
        finally:
            for signum, handler in previous.items():
                signal.signal(signum, handler)


def bench_store(quick: bool, parts: tuple[str, ...] = PARTS) -> dict[str, dict]:
    with running_cluster() as cluster:
        with tempfile.TemporaryDirectory(prefix="toolkiln-store-bench-") as tmp:
            folder = Path(tmp)
            figures = measure_floor(cluster, 200 if quick else 2000)
            if "registry" in parts or "search" in parts:
                figures |= measure_registry(
                    cluster,
                    folder,
                    iterations=20 if quick else 100,
                    tools=2000 if quick else 10_000,
                    search="search" in parts,
                )
            if "turns" in parts:
                figures |= measure_turns(cluster, folder, iterations=20 if quick else 200)
            if "replicas" in parts:
                figures |= measure_replicas(cluster, folder, per_client=3 if quick else 10, rounds=1 if quick else 3)
    return figures | _ratios(figures)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--quick", action="store_true", help="fewer iterations and 2,000 tools (a smoke run)")
    parser.add_argument(
        "--only", default=",".join(PARTS), help=f"a comma-separated choice of {', '.join(PARTS)} (default: all)"
    )
    args = parser.parse_args()
    parts = tuple(part.strip() for part in args.only.split(",") if part.strip())
    if unknown := sorted(set(parts) - set(PARTS)):
        parser.error(f"--only: unknown part {', '.join(unknown)}; choose from {', '.join(PARTS)}")
    figures = bench_store(args.quick, parts)
    if args.json:
        print(json.dumps(figures))
        return
    for name, value in figures.items():
        print(f"{name:36} median {value['median']:>10} p95 {value['p95']:>10} {value['unit']} (n={value['n']})")


if __name__ == "__main__":
    main()
