"""What a reviewer meets in `vet` and `tools show`, and read-only commands on a read-only home."""

import json

from click.testing import CliRunner

from toolkiln.cli import main
from toolkiln.registry import Registry
from toolkiln.registry.transfer import export_tools

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
    assert "No such file" in rows[1]["errors"][0]["message"]
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
            "errors": [{"line": 3, "message": "ZeroDivisionError: division by zero"}],
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
    )
    assert "attempt 3" in shown.output and "accepted" in shown.output
