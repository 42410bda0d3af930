"""A plan that amplifies a result through references fails alone under ``toolkiln serve``.

The plan is 12 KB to 30 KB; filled in, its references would make the host
build hundreds of MB (a template repeating a 200 KB result, and a list of
``$ref`` to it). The steps that would build it fail with a one-line ``ref``
error naming the step and the limit, the plan's other step runs, the server's
peak memory stays within a generous bound, and the next turn is answered.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

from fakes.openai_server import FakeOpenAI  # noqa: E402
from fakes.toolkiln_server import running_server  # noqa: E402

RESULT_CHARS = 200_000
REPEATS = 600
"""Times the plan repeats the 200 KB result: 120 MB per step once filled in (the limit is 4 MiB)."""
PEAK_GROWTH_BOUND = 100 * 1024 * 1024
"""Generous: the server's peak resident memory may grow this much over a hostile turn (one copy is 120 MB)."""

TOOLS = {
    "big_text": (
        '"""Makes a text of n x\'s."""\n\ndef big_text(n: int) -> dict:\n    return {"t": "x" * n}\n',
        {"n": 3},
    ),
    "count_items": (
        '"""Counts the items."""\n\ndef count_items(items: list[str]) -> dict:\n    return {"n": len(items)}\n',
        {"items": ["a"]},
    ),
}


def step(step_id: str, tool: str, params: dict) -> dict:
    return {"id": step_id, "tool": tool, "description": tool, "params_json": json.dumps(params), "check": "True"}


HOSTILE_PLAN = {
    "reasoning": "amplify",
    "outcome": "plan",
    "steps": [
        step("s1", "big_text", {"n": RESULT_CHARS}),
        step("s2", "text_stats", {"text": {"$template": "{s1.t}" * REPEATS}}),
        step("s3", "count_items", {"items": [{"$ref": "s1.t"}] * REPEATS}),
        step("s4", "calculate", {"expression": "2 + 3"}),
    ],
}
PLAIN_PLAN = {"reasoning": "add", "outcome": "plan", "steps": [step("s1", "calculate", {"expression": "2 + 3"})]}


def plan_for(body: dict) -> dict:
    """The hostile plan for the message that asks for it, the plain one otherwise."""
    return HOSTILE_PLAN if "zq-amplify" in json.dumps(body.get("messages")) else PLAIN_PLAN


def peak_rss_bytes(pid: int) -> int:
    """The process's peak resident set (VmHWM) from /proc."""
    status = Path(f"/proc/{pid}/status")
    if not status.exists():
        pytest.skip("needs /proc to read a process's peak memory")
    for line in status.read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1]) * 1024
    pytest.skip("this kernel does not report VmHWM")


def add_tools(home: Path) -> None:
    for name, (source, trial) in TOOLS.items():
        path = home.parent / f"{name}.py"
        path.write_text(source)
        added = subprocess.run(
            [sys.executable, "-m", "toolkiln", "tools", "add", str(path), "--params", json.dumps(trial)],
            capture_output=True,
            text=True,
            env={**os.environ, "TOOLKILN_HOME": str(home)},
            timeout=120,
            stdin=subprocess.DEVNULL,
        )
        assert added.returncode == 0, added.stderr


def test_an_amplifying_plan_fails_its_steps_alone_and_the_server_keeps_answering(tmp_path):
    assert all(len(s["params_json"]) < 64 * 1024 for s in HOSTILE_PLAN["steps"]), "within the plan's own bound"
    home = tmp_path / "home"
    add_tools(home)
    with FakeOpenAI() as fake:
        fake.fallback = lambda body: fake.tool_call_body("submit_plan", plan_for(body))
        env = {"OPENAI_BASE_URL": fake.url, "OPENAI_API_KEY": "test-key-not-secret", "TOOLKILN_PLANNER": "openai:m"}
        with running_server(home, env=env) as server, httpx.Client(base_url=server.url, timeout=600) as client:
            warm = client.post("/api/turns", json={"message": "add 2 and 3"})
            assert warm.status_code == 200 and warm.json()["steps"][0]["result"]["value"] == 5, warm.text
            before = peak_rss_bytes(server.process.pid)
            hostile = client.post("/api/turns", json={"message": "zq-amplify the text"})
            after = peak_rss_bytes(server.process.pid)
            listed = client.get("/api/tools")
            plain = client.post("/api/turns", json={"message": "add 2 and 3 again"})
    assert after - before < PEAK_GROWTH_BOUND, f"peak memory grew {(after - before) >> 20} MiB over the turn"
    assert hostile.status_code == 200, hostile.text
    steps = {s["id"]: s for s in hostile.json()["steps"]}
    assert steps["s1"]["status"] == "ok"
    for step_id in ("s2", "s3"):
        error = steps[step_id]["error"] or ""
        assert steps[step_id]["status"] == "error", steps[step_id]["status"]
        assert f"step {step_id}'s params would be over 4 MiB" in error and "max_resolved_bytes" in error, error
        assert "\n" not in error
    assert steps["s4"]["status"] == "ok" and steps["s4"]["result"]["value"] == 5
    assert listed.status_code == 200 and {"big_text", "count_items"} <= {t["name"] for t in listed.json()}
    assert plain.status_code == 200 and plain.json()["steps"][0]["result"]["value"] == 5
