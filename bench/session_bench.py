"""Figures of a turn in a chat session: does a long session make each turn slower?

* ``session_turn_ms`` — a one-step turn (``Toolkiln.run(message, session=...)``, which checks
  first whether the session was just asked a question, as ``toolkiln run --session`` does) in a
  session of 10 turns;
* ``session_turn_2000_ms`` — the same turn in a session of 2,000 turns, in the same home
  (both sessions' turns in its run log); ``session_turn_2000_ratio`` (in ``bench.py``) is the
  one over the other: 1 when a turn's cost does not depend on its session's length.

What a session's length could cost a turn: reading its history and whether it was just
asked a question (the session's file), and the tools its turns ran ok (workflow progress,
from the run log). The prior turns are copies of one real turn, logged and recorded as a
turn records them. The two figures are taken interleaved, one turn of each in turn.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

import toolkiln
from figures import figure
from toolkiln.store.sessions import Session

TASK = "what is 6 * 7"
SHORT, LONG = 10, 2000


def _fill(kiln: toolkiln.Toolkiln, name: str, turns: int, turn: dict) -> None:
    """``turns`` prior turns in session ``name``: logged in the run log and recorded in the session's file."""
    chat = Session(kiln.settings.home, name)
    for i in range(turns):
        message = f"what is {i} * 7"
        kiln.runlog.log_turn({**turn, "task": message, "session": name})
        chat.record_turn(message, {**turn, "session": name})


def _one_turn(kiln: toolkiln.Toolkiln, name: str) -> float:
    started = time.perf_counter()
    turn = kiln.run(TASK, session=name)
    elapsed = (time.perf_counter() - started) * 1000
    assert turn.steps[0].result == {"value": 42}, turn.steps[0]
    return elapsed


def bench_session(quick: bool) -> dict:
    iterations = 20 if quick else 200
    short, long = [], []
    with tempfile.TemporaryDirectory(prefix="toolkiln-bench-") as tmp, toolkiln.open(home=Path(tmp)) as kiln:
        seed = kiln.run(TASK, session="seed").to_json()
        _fill(kiln, "short", SHORT, seed)
        _fill(kiln, "long", LONG, seed)
        for _ in range(5):  # warm both paths
            _one_turn(kiln, "short"), _one_turn(kiln, "long")
        for _ in range(iterations):
            short.append(_one_turn(kiln, "short"))
            long.append(_one_turn(kiln, "long"))
    return {"session_turn_ms": figure(short, "ms"), "session_turn_2000_ms": figure(long, "ms")}


if __name__ == "__main__":
    import json
    import sys

    print(json.dumps(bench_session("--quick" in sys.argv)))
