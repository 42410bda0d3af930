"""``toolkiln run`` and ``tools add`` killed with SIGKILL at random points lose nothing and leave nothing broken.

The points are drawn from a seeded generator (the same on every run), spread
over start-up, planning, generating, storing and logging; the number of kills is
fixed. Afterwards the registry passes SQLite's own integrity check and every
reader a person would use next works, and so does the next turn.
"""

from __future__ import annotations

import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

KILLS = 8
SEED = 24
TOOL = '"""Adds {n} to x."""\n\ndef add_{n}(x: int) -> dict:\n    return {{"y": x + {n}}}\n'


def environ(home: Path) -> dict:
    return {**os.environ, "TOOLKILN_HOME": str(home)}


def toolkiln(home: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        capture_output=True,
        text=True,
        env=environ(home),
        timeout=180,
        stdin=subprocess.DEVNULL,
    )


def started(home: Path, args: list[str]) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "toolkiln", *args],
        env=environ(home),
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def test_writers_killed_at_random_points_leave_a_readable_home_and_the_next_turn_works(tmp_path):
    home = tmp_path / "home"
    assert toolkiln(home, "run", "Convert 30 degrees Celsius to Fahrenheit", "--session", "trip").returncode == 0
    draw = random.Random(SEED)
    for n in range(KILLS):
        if n % 2:
            source = tmp_path / f"add_{n}.py"
            source.write_text(TOOL.format(n=n))
            args = ["tools", "add", str(source), "--params", '{"x": 1}']
        else:
            args = ["run", f"Convert {n} degrees Celsius to Fahrenheit", "--session", "trip"]
        process = started(home, args)
        time.sleep(draw.uniform(0.05, 2.0))  # where it is killed, not a timed assertion
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=60)

    with sqlite3.connect(home / "registry.sqlite3") as conn:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    listed = toolkiln(home, "tools", "list", "--json")
    assert listed.returncode == 0, listed.stderr
    assert "celsius_to_fahrenheit" in {t["name"] for t in json.loads(listed.stdout)}
    log = toolkiln(home, "log", "--json")
    assert log.returncode == 0 and json.loads(log.stdout), log.stderr
    assert all(turn.get("damaged", []) == [] for turn in json.loads(log.stdout)), "a killed writer damaged a turn"
    shown = toolkiln(home, "sessions", "show", "trip", "--json")
    assert shown.returncode == 0, shown.stderr
    assert json.loads(shown.stdout).get("damaged", []) == [], "a killed writer tore a session line"
    nxt = toolkiln(home, "run", "Convert 100 degrees Celsius to Fahrenheit", "--session", "trip", "--json")
    assert nxt.returncode == 0, nxt.stderr
    assert json.loads(nxt.stdout)["steps"][0]["result"] == {"fahrenheit": 212.0}
    for n in range(1, KILLS, 2):  # a killed add left nothing half-stored: each tool is whole or absent
        shown_tool = toolkiln(home, "tools", "show", f"add_{n}", "--json")
        assert shown_tool.returncode in (0, 1), shown_tool.stderr
        if shown_tool.returncode == 0:
            assert toolkiln(home, "tools", "run", f"add_{n}", "--params", '{"x": 1}').returncode == 0
