"""Audit actions that never lose or undo a reviewer's work: export, approve of a retired version, import's
first word, superseded versions, ``NAME@V``, the exit code of a name that is not there, the acting person."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from toolkiln.cli.main import main
from toolkiln.settings import current_user

DOUBLE = '"""Doubles a number."""\n\n\ndef double(x: float = 2.0) -> dict:\n    return {"value": x * 2}\n'
DOUBLE_V2 = DOUBLE.replace("x * 2}", "x + x, 'v': 2}")
NEEDS_OS = 'import os\n\n\ndef listing(path: str) -> dict:\n    return {"names": os.listdir(path)}\n'


def invoke(*args: str, env: dict | None = None):
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "200", **(env or {})}, catch_exceptions=False)


@pytest.fixture
def added(tmp_path):
    """``double`` added by hand twice: v1, then v2 (both active, v1 superseded)."""
    first, second = tmp_path / "v1" / "double.py", tmp_path / "v2" / "double.py"
    for path, source in ((first, DOUBLE), (second, DOUBLE_V2)):
        path.parent.mkdir()
        path.write_text(source, encoding="utf-8")
        assert invoke("tools", "add", str(path)).exit_code == 0
    return tmp_path


def test_export_never_overwrites_a_file_that_differs_and_force_does(added):
    folder = added / "out"
    assert invoke("tools", "export", str(folder)).exit_code == 0
    exported = (folder / "double.py").read_text(encoding="utf-8")
    assert invoke("tools", "export", str(folder)).exit_code == 0  # the same text again: nothing to refuse
    edited = exported.replace("x + x", "x + x + 0")
    (folder / "double.py").write_text(edited, encoding="utf-8")
    refused = invoke("tools", "export", str(folder))
    assert refused.exit_code == 2
    assert f"{folder / 'double.py'} holds something else than the export would write" in refused.stderr
    assert "--force" in refused.stderr and refused.stderr.count("\n") == 1
    assert (folder / "double.py").read_text(encoding="utf-8") == edited  # the hand's edit is kept
    forced = invoke("tools", "export", str(folder), "--force")
    assert forced.exit_code == 0 and (folder / "double.py").read_text(encoding="utf-8") == exported


def test_approving_a_retired_version_needs_force_and_says_it_is_back(added):
    assert invoke("tools", "retire", "double", "--reason", "wrong for negative x").exit_code == 0
    refused = invoke("tools", "approve", "double@2")
    assert refused.exit_code == 2
    assert refused.stderr.startswith("toolkiln: error: double@2 is retired (wrong for negative x)")
    assert "tools approve double@2 --force" in refused.stderr
    assert json.loads(invoke("tools", "show", "double@2", "--json").stdout)["status"] == "retired"
    forced = invoke("tools", "approve", "double@2", "--force")
    assert forced.exit_code == 0 and "approved double@2: it was retired and is back in use" in forced.stdout
    assert json.loads(invoke("tools", "show", "double@2", "--json").stdout)["status"] == "active"


@pytest.mark.parametrize("command", ["add", "import"])
def test_the_gates_refusal_comes_before_missing_trial_params(tmp_path, command):
    path = tmp_path / "listing.py"
    path.write_text(NEEDS_OS, encoding="utf-8")
    done = invoke("tools", command, str(path if command == "add" else tmp_path))
    assert done.exit_code == 1
    assert "the gate rejected it: line 1: import of 'os' is not allowed" in done.stderr
    assert "--params" not in done.stderr


def test_history_shows_a_replaced_active_version_as_superseded(added):
    versions = json.loads(invoke("tools", "history", "double", "--json").stdout)
    assert [(v["version"], v["status"], v.get("superseded_by")) for v in versions] == [
        (1, "active", 2),
        (2, "active", None),
    ]
    table = invoke("tools", "history", "double@2").stdout  # NAME@V is taken here too
    assert "superseded by v2" in table


def test_a_version_is_named_with_name_at_v_to_run_it(added):
    latest = json.loads(invoke("tools", "run", "double", "x=3", "--json").stdout)
    first = json.loads(invoke("tools", "run", "double@1", "x=3", "--json").stdout)
    assert latest["result"] == {"value": 6.0, "v": 2} and latest["version"] == 2
    assert first["result"] == {"value": 6.0} and first["version"] == 1
    assert invoke("tools", "retire", "double", "--reason", "old").exit_code == 0
    retired = invoke("tools", "run", "double@1", "x=3")
    assert retired.exit_code == 1 and "double@1 is retired and may not run" in retired.stderr


@pytest.mark.parametrize(
    "args",
    [
        ["tools", "show", "nothing"],
        ["tools", "show", "double@9"],
        ["tools", "run", "double@9"],
        ["tools", "history", "nothing"],
        ["tools", "diff", "nothing"],
        ["log", "show", "99"],
        ["resume", "99"],
        ["sessions", "show", "nothing"],
        ["sessions", "delete", "nothing"],
    ],
)
def test_a_name_that_is_not_there_exits_1_for_every_command(args):
    done = invoke(*args)
    assert done.exit_code == 1 and done.stderr.startswith("toolkiln: error: ")


def test_a_tool_with_one_version_has_nothing_to_diff_and_exits_1(tmp_path):
    path = tmp_path / "double.py"
    path.write_text(DOUBLE, encoding="utf-8")
    invoke("tools", "add", str(path))
    done = invoke("tools", "diff", "double")
    assert done.exit_code == 1 and "only one version" in done.stderr


def test_the_acting_person_has_one_name_without_user_set(tmp_path, monkeypatch):
    for name in ("USER", "LOGNAME", "LNAME", "USERNAME", "TOOLKILN_AUTHOR"):
        monkeypatch.delenv(name, raising=False)
    path = tmp_path / "double.py"
    path.write_text(DOUBLE, encoding="utf-8")
    assert invoke("tools", "add", str(path)).exit_code == 0
    shown = json.loads(invoke("tools", "show", "double", "--json").stdout)
    assert shown["model"] == current_user() and "unknown" not in shown["model"]
    folder = tmp_path / "out"
    invoke("tools", "export", str(folder))
    exported = (folder / "double.py").read_text(encoding="utf-8")
    (folder / "double.py").write_text(exported.replace("x * 2", "x * 2.0"), encoding="utf-8")
    assert invoke("tools", "import", str(folder)).exit_code == 0
    imported = json.loads(invoke("tools", "show", "double", "--json").stdout)
    assert imported["imported_by"] == shown["model"]


def test_a_piped_tools_list_writes_every_tool(tmp_path):
    import os
    import subprocess
    import sys

    for i in range(12):
        path = tmp_path / f"tool_{i:02}.py"
        path.write_text(f'"""Tool {i}."""\n\n\ndef tool_{i:02}(x: int = {i}) -> dict:\n    return {{"x": x}}\n')
        assert invoke("tools", "add", str(path)).exit_code == 0
    env = {k: v for k, v in os.environ.items() if k not in ("LINES", "COLUMNS")}
    piped = subprocess.run(
        [sys.executable, "-m", "toolkiln", "tools", "list"], env=env, capture_output=True, text=True, timeout=120
    )
    assert piped.returncode == 0 and "--offset" not in piped.stdout
    assert all(f"tool_{i:02}@1" in piped.stdout for i in range(12))
    assert "(x: int = 11)" in piped.stdout  # each signature with its defaults


def test_a_step_using_a_stored_pending_tool_is_badged_reused_not_generated_again():
    first = json.loads(invoke("run", "--approval", "manual", "--json", "reverse the text 'abc'").stdout)
    again = json.loads(invoke("run", "--approval", "manual", "--json", "reverse the text 'abc'").stdout)
    assert [(s["origin"], s["status"], s["version"]) for s in first["steps"]] == [("generated", "pending", 1)]
    assert [(s["origin"], s["status"], s["version"]) for s in again["steps"]] == [("reused", "pending", 1)]
    assert [v["version"] for v in json.loads(invoke("tools", "history", "reverse_text", "--json").stdout)] == [1]
