"""Every name check reads the whole name: a final newline is not a name's last letter.

``re.match(r"^[a-z]+$", "evil\\n")`` matches (``$`` matches before a final
newline), so a check written that way let ``evil⏎`` through, and a session of
that name became a file ``evil⏎.jsonl``. Each kind of name toolkiln checks gets
one with a trailing newline and must refuse it, leaving nothing behind.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from toolkiln.agents.team import load_agents
from toolkiln.errors import ConfigError, UsageError
from toolkiln.store.sessions import Session
from toolkiln.workflows.model import WorkflowError, load_workflows

EVIL = "evil\n"


def files_under(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.rglob("*")) if folder.exists() else []


def test_the_web_api_creates_no_session_named_with_a_newline(tmp_path):
    httpx = pytest.importorskip("httpx")
    pytest.importorskip("starlette", reason="the web extra is not installed")
    from fakes.toolkiln_server import running_server

    home = tmp_path / "home"
    with running_server(home) as server:
        answer = httpx.post(server.url + "api/sessions", json={"name": EVIL}, timeout=60)
        listed = httpx.get(server.url + "api/sessions", timeout=60).json()
    assert answer.status_code == 400, answer.text
    assert "session name" in answer.json()["error"]["message"]
    assert not any("\n" in name for name in files_under(home)), files_under(home)
    assert listed == []


def test_a_session_named_with_a_newline_is_refused_and_writes_no_file(tmp_path):
    with pytest.raises(UsageError, match="session name"):
        Session(tmp_path, EVIL).append({"message": "hello", "outcome": "plan", "steps": []})
    assert not any("\n" in name for name in files_under(tmp_path))


def write_workflow(home: Path, workflow_id: str = "wf", step_id: str = "one", tool: str = "word_count") -> None:
    """A one-step workflow file; each name is written as a TOML basic string (a newline as ``\\n``)."""

    def toml(text: str) -> str:
        return '"' + text.replace("\n", "\\n") + '"'

    folder = home / "workflows"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "wf.toml").write_text(
        f"id = {toml(workflow_id)}\n"
        'title = "A workflow"\nexemplars = ["do it"]\ndefinition = "Do it."\n\n[[steps]]\n'
        f"id = {toml(step_id)}\n"
        'owner = "toolkiln"\ndoes = "count"\n'
        f"tools = [{toml(tool)}]\n"
        'produces = "a count"\nrequires = []\nhazard = ""\n'
    )


@pytest.mark.parametrize(
    "fields",
    [{"workflow_id": EVIL}, {"step_id": "one\n"}, {"tool": "word_count\n"}],
    ids=["workflow id", "step id", "tool name"],
)
def test_a_workflow_name_with_a_newline_is_refused(tmp_path, fields):
    write_workflow(tmp_path, **fields)
    with pytest.raises(WorkflowError, match="must be"):
        load_workflows(tmp_path, shipped=False)


def test_the_same_workflow_without_the_newline_loads(tmp_path):
    write_workflow(tmp_path)
    assert list(load_workflows(tmp_path, shipped=False)) == ["wf"]


def test_an_agent_named_with_a_newline_is_refused(tmp_path):
    (tmp_path / "agents.toml").write_text('[agents."helper\\n"]\ndoes = "helps"\n')
    with pytest.raises(ConfigError, match="a name is lower-case letters"):
        load_agents(tmp_path)


def test_a_tool_added_by_hand_under_a_name_with_a_newline_is_refused(tmp_path):
    source = tmp_path / "double.py"
    source.write_text('"""Doubles x."""\n\ndef double(x: int) -> dict:\n    return {"y": 2 * x}\n')
    env = {**os.environ, "TOOLKILN_HOME": str(tmp_path / "home")}
    done = subprocess.run(
        [sys.executable, "-m", "toolkiln", "tools", "add", str(source), "--name", "double\n"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert done.returncode != 0, done.stdout
    assert "tool name" in done.stderr
    listed = subprocess.run(
        [sys.executable, "-m", "toolkiln", "tools", "list", "--json"],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert listed.returncode == 0 and "double" not in listed.stdout


USER_NAME_SHAPES = ["ada\n", "ada\r\n", "\nada", "ada\n\n", "ada\nbob", "ada ", " ada", "ada\x00", "ada\u2028", "ada\t"]
"""A user name with a final newline, and the other shapes a line-wise or prefix check would let through."""


def run_toolkiln(home: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        capture_output=True,
        text=True,
        env={**os.environ, "TOOLKILN_HOME": str(home)},
        timeout=120,
        stdin=subprocess.DEVNULL,
    )


@pytest.mark.parametrize("name", USER_NAME_SHAPES[:5], ids=repr)
def test_users_add_refuses_a_name_that_is_not_whole_and_adds_nobody(tmp_path, name):
    home = tmp_path / "home"
    added = run_toolkiln(home, "users", "add", name, "--role", "member")
    assert added.returncode == 2, added.stdout
    assert "user name" in added.stderr and len(added.stderr.strip().splitlines()) == 1, added.stderr
    assert "tk_" not in added.stdout  # no token was made
    listed = run_toolkiln(home, "users", "list", "--json")
    assert listed.returncode == 0 and listed.stdout.strip() == "[]", listed.stdout + listed.stderr


@pytest.mark.parametrize("name", USER_NAME_SHAPES, ids=repr)
def test_the_store_refuses_a_user_name_that_is_not_whole_and_writes_nothing(tmp_path, name):
    from toolkiln.store import Registry

    registry = Registry(tmp_path / "registry.sqlite3")
    try:
        with pytest.raises(UsageError, match="user name"):
            registry.users.add(name, "member")
        assert registry.users.listed() == []
        assert registry.users.add("ada", "member").startswith("tk_")  # the same name, whole, is fine
        assert [user.name for user in registry.users.listed()] == ["ada"]
    finally:
        registry.close()
