"""What a reviewer meets in `vet` and `tools show`, and read-only commands on a read-only home."""

import json
import os
import shutil
import subprocess
import sys

import pytest
from click.testing import CliRunner

from toolkiln.cli.main import main
from toolkiln.store import Registry
from toolkiln.store.transfer import export_tools

ADD = 'def add_numbers(a: int, b: int) -> dict:\n    """Adds two numbers."""\n    return {"sum": a + b}\n'
BOOM = 'def boom(x: int) -> dict:\n    """Divides by zero."""\n    y = 1\n    return {"v": x / y / 0}\n'


def vet_rows(runner, *args) -> tuple[int, list[dict]]:
    result = runner.invoke(main, ["vet", "--json", *args])
    return result.exit_code, [json.loads(line) for line in result.stdout.splitlines()]


def test_vet_says_how_to_give_missing_params(tmp_path):
    (tmp_path / "add_numbers.py").write_text(ADD)
    result = CliRunner().invoke(main, ["vet", str(tmp_path / "add_numbers.py")])
    assert result.exit_code == 1
    assert "param 'a' is missing" in result.output and "--params '{\"a\": ...}'" in result.output
    _, [row] = vet_rows(CliRunner(), str(tmp_path / "add_numbers.py"), "--params", '{"a": 1, "b": 2}')
    assert row["accepted"] and row["result"] == {"sum": 3}


def test_vet_tries_an_exported_file_with_its_recorded_params(tmp_path):
    with Registry(tmp_path / "r.sqlite3") as registry:
        registry.save(
            name="add_numbers",
            source=ADD,
            description="Adds two numbers.",
            params=[{"name": "a", "type": "int", "required": True}, {"name": "b", "type": "int", "required": True}],
            backend="mock",
            model="mock",
            trial_params={"a": 2, "b": 5},
            trial_result={"sum": 7},
        )
        [path] = export_tools(registry, tmp_path / "out")
    code, [row] = vet_rows(CliRunner(), str(path))
    assert code == 0 and row["accepted"] and row["result"] == {"sum": 7}
    code, [row] = vet_rows(CliRunner(), str(path), "--params", '{"a": 1, "b": 1}')  # --params wins
    assert code == 0 and row["result"] == {"sum": 2}


def test_one_missing_file_is_reported_and_the_rest_are_vetted(tmp_path):
    (tmp_path / "add_numbers.py").write_text(ADD)
    (tmp_path / "boom.py").write_text(BOOM)
    files = [str(tmp_path / "add_numbers.py"), str(tmp_path / "gone.py"), str(tmp_path / "boom.py")]
    code, rows = vet_rows(CliRunner(), *files, "--params", '{"a": 1, "b": 2, "x": 1}')
    assert code == 1
    assert [(r["tool"], r["stage"]) for r in rows] == [("add_numbers", "trial"), ("gone", "read"), ("boom", "trial")]
    assert "no such file" in rows[1]["errors"][0]["message"]
    human = CliRunner().invoke(
        main, ["vet", str(tmp_path / "boom.py"), str(tmp_path / "gone.py"), "--params", '{"x": 1}']
    )
    assert human.exit_code == 1 and "cannot read" in human.output
    assert "line 4: ZeroDivisionError" in human.output
    assert human.output.count("line 4") == 1  # the line number once


def test_tools_show_lists_the_refused_attempts(toolkiln_home):
    refused = [
        {
            "source": "import os",
            "accepted": False,
            "stage": "gate",
            "errors": [{"line": 1, "message": "import of 'os' is not allowed"}],
        },
        {
            "source": "x",
            "accepted": False,
            "stage": "trial",
            "errors": [{"line": 3, "message": "ZeroDivisionError: division by zero (line 3)"}],  # as the sandbox says
        },
        {"source": ADD, "accepted": True, "stage": None, "errors": []},
    ]
    toolkiln_home.mkdir(parents=True, exist_ok=True)
    with Registry(toolkiln_home / "registry.sqlite3") as registry:
        registry.save(
            name="add_numbers",
            source=ADD,
            description="Adds two numbers.",
            params=[],
            backend="mock",
            model="mock",
            attempts=refused,
            trial_params={"a": 1, "b": 2},
            trial_result={"sum": 3},
        )
    shown = CliRunner().invoke(main, ["tools", "show", "add_numbers"])
    assert shown.exit_code == 0, shown.output
    assert "attempt 1" in shown.output and "refused by the gate" in shown.output and "import of 'os'" in shown.output
    assert (
        "attempt 2" in shown.output
        and "refused by the trial" in shown.output
        and "line 3: ZeroDivision" in shown.output
        and "(line 3)" not in shown.output  # the line once
    )
    assert "attempt 3" in shown.output and "accepted" in shown.output


def _unprivileged(*args: str) -> list[str]:
    """``toolkiln ARGS`` without the power to ignore file permissions (root has it unless it is dropped)."""
    command = [sys.executable, "-m", "toolkiln", *args]
    if os.geteuid() != 0:
        return command
    if shutil.which("setpriv") is None:
        pytest.skip("root ignores file permissions, and setpriv is not here to drop that power")
    return ["setpriv", "--bounding-set=-dac_override,-dac_read_search,-fowner", "--", *command]


def test_a_read_only_home_still_lists_shows_logs_and_exports(tmp_path):
    home = tmp_path / "home"
    env = {**os.environ, "TOOLKILN_HOME": str(home)}
    made = subprocess.run(_unprivileged("run", "convert 30 celsius to fahrenheit"), env=env, capture_output=True)
    assert made.returncode == 0, made.stderr
    before = {path: path.read_bytes() for path in home.rglob("*") if path.is_file()}
    for path in [home, *home.rglob("*")]:
        path.chmod(path.stat().st_mode & ~0o222)
    try:
        for args in (
            ["tools", "list", "--json"],
            ["tools", "show", "celsius_to_fahrenheit"],
            ["log", "--json"],
            ["log", "show", "1"],
            ["tools", "export", str(tmp_path / "out")],
        ):
            proc = subprocess.run(_unprivileged(*args), env=env, capture_output=True, text=True, timeout=120)
            assert proc.returncode == 0, (args, proc.stderr)
        assert (tmp_path / "out" / "celsius_to_fahrenheit.py").is_file()
        listed = subprocess.run(_unprivileged("tools", "list", "--json"), env=env, capture_output=True, text=True)
        assert "celsius_to_fahrenheit" in {t["name"] for t in json.loads(listed.stdout)}
        writing = subprocess.run(_unprivileged("run", "calculate 1+1"), env=env, capture_output=True, text=True)
        assert writing.returncode == 2 and "not writable" in writing.stderr  # a command that writes still says why
        assert {path: path.read_bytes() for path in home.rglob("*") if path.is_file()} == before
    finally:
        for path in [home, *home.rglob("*")]:
            path.chmod(path.stat().st_mode | 0o200)


def test_a_missing_registry_lists_the_catalog_and_creates_nothing(tmp_path):
    home = tmp_path / "never-made"
    result = CliRunner().invoke(main, ["--home", str(home), "tools", "list", "--json"])
    assert result.exit_code == 0 and {t["origin"] for t in json.loads(result.output)} == {"catalog"}
    assert json.loads(CliRunner().invoke(main, ["--home", str(home), "log", "--json"]).output) == []
    assert not home.exists()
