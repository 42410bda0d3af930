"""One bench script run against two source trees in turn, so a shared machine's load weighs on both alike.

    python bench/interleave.py --before PATH [--rounds N] [--json] -- SCRIPT [ARGS...]

``PATH`` is another checkout of toolkiln (for instance ``git worktree add /tmp/before
main``); ``SCRIPT`` (e.g. ``bench/store_bench.py --only registry,turns``) is run
``--json`` once per round with that checkout's ``src`` first on ``PYTHONPATH``, and
once with this one's, alternating which goes first. Printed per figure: each tree's
median over the rounds, and the lowest and highest round.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
TREES = ("before", "after")


def run_once(script: list[str], src: Path) -> dict[str, dict]:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(src), os.environ.get("PYTHONPATH", "")]).rstrip(os.pathsep)}
    done = subprocess.run(
        [sys.executable, *script, "--json"], env=env, capture_output=True, text=True, check=False, timeout=3600
    )
    if done.returncode != 0:
        raise SystemExit(f"{' '.join(script)} failed with {src}: {done.stderr.strip().splitlines()[-1:]}")
    return json.loads(done.stdout.strip().splitlines()[-1])


def interleave(script: list[str], sources: dict[str, Path], rounds: int) -> dict[str, dict[str, list[float]]]:
    """``{figure: {tree: [median of each round]}}``."""
    medians: dict[str, dict[str, list[float]]] = {}
    for n in range(rounds):
        order = TREES if n % 2 == 0 else TREES[::-1]
        for tree in order:
            for name, value in run_once(script, sources[tree]).items():
                medians.setdefault(name, {}).setdefault(tree, []).append(value["median"])
            print(f"round {n + 1}/{rounds}: {tree} done", file=sys.stderr, flush=True)
    return medians


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--before", type=Path, required=True, help="the other checkout (its src/ is used)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("script", nargs=argparse.REMAINDER, help="-- SCRIPT [ARGS...]")
    args = parser.parse_args()
    script = [part for part in args.script if part != "--"]
    if not script:
        parser.error("give the bench script to run after --")
    sources = {"before": args.before.resolve() / "src", "after": HERE.parent / "src"}
    medians = interleave(script, sources, args.rounds)
    summary = {
        name: {
            tree: {
                "median": round(statistics.median(values), 3),
                "low": min(values),
                "high": max(values),
                "rounds": values,
            }
            for tree, values in by_tree.items()
        }
        for name, by_tree in medians.items()
    }
    if args.json:
        print(json.dumps(summary))
        return
    for name, by_tree in summary.items():
        line = "  ".join(
            f"{tree} {v['median']:>9} [{v['low']}..{v['high']}]" for tree, v in sorted(by_tree.items(), reverse=True)
        )
        print(f"{name:36} {line}")


if __name__ == "__main__":
    main()
