"""Hostile files given to ``vet`` and ``tools import``: refused one by one, never a crash or a hang.

Annotation strings that exhaust the parser, export headers nested 100,000 deep,
FIFOs, links to devices and out of the folder, oversized files, and a header
that names another tool than its file (what ``vet`` accepted must be what is
imported).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from click.testing import CliRunner

from toolkiln.cli.main import main
from toolkiln.store import Registry
from toolkiln.store.transfer import MAX_FILE_BYTES

C2F = (
    '"""Converts degrees Celsius to degrees Fahrenheit."""\n\n'
    "def celsius_to_fahrenheit(celsius: float) -> dict:\n"
    '    return {"fahrenheit": celsius * 9 / 5 + 32}\n'
)
ONLY_AT_30 = (
    '"""Converts units."""\n\ndef celsius_to_fahrenheit(celsius: float) -> dict:\n    return {"fahrenheit": 86.0}\n'
)
DASHES = 'def dashes(x: "' + "-" * 30000 + '") -> dict:\n    return {}\n'
DOTS = 'def dots(x: "' + "a." * 20000 + 'b") -> dict:\n    return {}\n'


def exported(name: str, source: str, trial_params: str = '{"celsius": 30}') -> str:
    return (
        "# toolkiln-export 1: provenance of this tool; `toolkiln tools import DIR` reads it\n"
        f"# name: {name}\n# version: 1\n# sha256: 00\n# backend: anthropic\n# model: claude-sonnet-4-5\n"
        f"# prompt_hash: 51ab\n# created_at: 2025-01-31T10:00:00+00:00\n# trial_params: {trial_params}\n"
        '# description: "Converts."\n# end toolkiln-export\n' + source
    )


def toolkiln(*args: str, timeout_s: float = 90.0) -> subprocess.CompletedProcess:
    """The real command in its own process: a hang becomes a failed test, not a stuck suite."""
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args], capture_output=True, text=True, timeout=timeout_s, env=os.environ
    )


def reports(stdout: str) -> dict[str, dict]:
    return {entry["file"]: entry for entry in map(json.loads, stdout.splitlines())}


@pytest.mark.parametrize("source", [DASHES, DOTS], ids=["30,000 dashes", "a. 20,000 times"])
def test_vet_refuses_an_annotation_string_no_parser_should_read(source, tmp_path):
    """Before: MemoryError and RecursionError out of the schema reader, after the gate had passed it."""
    name = "dashes" if "dashes" in source else "dots"
    path = tmp_path / f"{name}.py"
    path.write_text(source)
    result = CliRunner().invoke(main, ["vet", "--json", str(path)])
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    verdict = json.loads(result.stdout)
    assert result.exit_code == 1 and verdict["stage"] == "gate"
    assert "string annotation" in verdict["errors"][0]["message"]


def test_import_reports_every_file_and_goes_on_after_a_bad_one(tmp_path, toolkiln_home):
    """Before: the first of these stopped the import with a traceback and no report at all."""
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "a_dashes.py").write_text(exported("a_dashes", DASHES.replace("dashes", "a_dashes"), "{}"))
    (folder / "b_deep.py").write_text(exported("b_deep", C2F, "[" * 30_000 + "]" * 30_000))
    (folder / "b_deeper.py").write_text(exported("b_deeper", C2F, "[" * 100_000 + "]" * 100_000))
    (folder / "c_bigint.py").write_text(exported("c_bigint", C2F, '{"celsius": ' + "9" * 5000 + "}"))
    (folder / "celsius_to_fahrenheit.py").write_text(exported("celsius_to_fahrenheit", C2F))
    result = toolkiln("tools", "import", "--json", str(folder))
    assert result.returncode == 1 and "Traceback" not in result.stderr, result.stderr
    found = reports(result.stdout)
    assert set(found) == {"a_dashes.py", "b_deep.py", "b_deeper.py", "c_bigint.py", "celsius_to_fahrenheit.py"}
    assert "string annotation" in found["a_dashes.py"]["message"]
    assert "nests" in found["b_deep.py"]["message"] and "digits" in found["c_bigint.py"]["message"]
    assert "bytes, more than" in found["b_deeper.py"]["message"]
    assert found["celsius_to_fahrenheit.py"]["accepted"] and found["celsius_to_fahrenheit.py"]["tool"] == (
        "celsius_to_fahrenheit@1"
    )


def test_import_reads_only_regular_files_inside_the_folder(tmp_path, toolkiln_home):
    """Before: the FIFO hung the import forever, and /dev/zero read until memory ran out."""
    folder, outside = tmp_path / "in", tmp_path / "outside"
    folder.mkdir()
    outside.mkdir()
    os.mkfifo(folder / "b.py")
    (folder / "zero.py").symlink_to("/dev/zero")
    (outside / "celsius_to_fahrenheit.py").write_text(exported("celsius_to_fahrenheit", C2F))
    (folder / "linked_out.py").symlink_to(outside / "celsius_to_fahrenheit.py")
    (folder / "folder.py").mkdir()
    (folder / "huge.py").write_text(exported("huge", C2F) + "#" * MAX_FILE_BYTES)
    (folder / "latin1.py").write_bytes(exported("latin1", C2F).encode() + "# caf\xe9\n".encode("latin-1"))
    (folder / "celsius_to_fahrenheit.py").write_text(exported("celsius_to_fahrenheit", C2F))
    (folder / "alias.py").symlink_to(folder / "celsius_to_fahrenheit.py")  # a link inside is read, and refused by name
    result = toolkiln("tools", "import", "--json", str(folder), timeout_s=60)
    found = reports(result.stdout)
    assert result.returncode == 1 and "Traceback" not in result.stderr
    expected = {
        "b.py": "a FIFO, not a regular file",
        "zero.py": "outside the folder",
        "linked_out.py": "outside the folder",
        "folder.py": "a folder, not a regular file",
        "huge.py": f"more than the {MAX_FILE_BYTES}",
        "latin1.py": "not UTF-8",
        "alias.py": "names the tool 'celsius_to_fahrenheit'",
    }
    for file, words in expected.items():
        assert not found[file]["accepted"] and words in found[file]["message"], found[file]
    assert found["celsius_to_fahrenheit.py"]["accepted"]


@pytest.mark.parametrize("kind", ["fifo", "dev-zero"])
def test_vet_refuses_a_file_that_is_not_regular(kind, tmp_path):
    path = tmp_path / "b.py"
    if kind == "fifo":
        os.mkfifo(path)
    else:
        path.symlink_to("/dev/zero")
    result = toolkiln("vet", str(path), timeout_s=60)
    assert result.returncode == 2 and result.stderr.count("\n") == 1, result.stderr
    assert "not a regular file" in result.stderr


def test_a_header_naming_another_tool_is_refused_by_vet_and_import(tmp_path, toolkiln_home):
    """unit_convert.py claiming to be celsius_to_fahrenheit: vet would vet one name, import store another."""
    folder = tmp_path / "in"
    folder.mkdir()
    path = folder / "unit_convert.py"
    path.write_text(exported("celsius_to_fahrenheit", ONLY_AT_30.replace("celsius_to_fahrenheit", "unit_convert")))
    imported = CliRunner().invoke(main, ["tools", "import", "--json", str(folder)])
    report = json.loads(imported.stdout)
    assert imported.exit_code == 1 and not report["accepted"]
    assert "names the tool 'celsius_to_fahrenheit'" in report["message"] and "unit_convert" in report["message"]
    vetted = CliRunner().invoke(main, ["vet", "--json", "--params", '{"celsius": 30}', str(path)])
    verdict = json.loads(vetted.stdout)
    assert vetted.exit_code == 1 and verdict["stage"] == "gate" and verdict["tool"] == "unit_convert"
    assert "names the tool 'celsius_to_fahrenheit'" in verdict["errors"][0]["message"]
    with Registry(toolkiln_home / "registry.sqlite3") as registry:
        assert registry.count() == 0


def test_a_file_is_vetted_under_the_name_it_is_stored_under(tmp_path, toolkiln_home):
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "celsius_to_fahrenheit.py").write_text(exported("celsius_to_fahrenheit", C2F))
    imported = CliRunner().invoke(main, ["tools", "import", "--json", str(folder)])
    assert imported.exit_code == 0, imported.output
    vetted = CliRunner().invoke(
        main, ["vet", "--json", "--params", '{"celsius": 30}', str(folder / "celsius_to_fahrenheit.py")]
    )
    assert vetted.exit_code == 0 and json.loads(vetted.stdout)["tool"] == "celsius_to_fahrenheit"


def test_reading_never_blocks_on_a_fifo_with_a_writer_gone(tmp_path):
    from toolkiln.errors import UsageError
    from toolkiln.util.files import read_tool_file

    os.mkfifo(tmp_path / "f.py")
    with pytest.raises(UsageError, match="a FIFO"):
        read_tool_file(tmp_path / "f.py", max_bytes=100)
    Path(tmp_path / "ok.py").write_text("x = 1\n")
    assert read_tool_file(tmp_path / "ok.py", max_bytes=100, inside=tmp_path) == "x = 1\n"


def test_imported_provenance_is_shown_as_the_files_claim(tmp_path, toolkiln_home):
    """Before: `tools show` said `written by anthropic / claude-sonnet-4-5` because the file said so."""
    folder = tmp_path / "in"
    folder.mkdir()
    (folder / "celsius_to_fahrenheit.py").write_text(exported("celsius_to_fahrenheit", C2F))
    assert CliRunner().invoke(main, ["tools", "import", str(folder)]).exit_code == 0
    shown = CliRunner().invoke(main, ["tools", "show", "celsius_to_fahrenheit"])
    assert shown.exit_code == 0, shown.output
    text = " ".join(shown.stdout.split())  # the table folds long values
    assert "claimed by the file unverified: written by anthropic / claude-sonnet-4-5" in text
    assert "imported by" in text and "from celsius_to_fahrenheit.py" in text
    assert "written by" not in text.split("claimed by the file")[0]
    data = json.loads(CliRunner().invoke(main, ["tools", "show", "celsius_to_fahrenheit", "--json"]).stdout)
    # its header's sha256 does not match (edited): recorded as written by hand, by the importer
    assert data["backend"] == "hand" and data["claimed"]["backend"] == "anthropic"
    assert data["claimed"]["model"] == "claude-sonnet-4-5" and data["imported_by"] and data["verified"] is True


@pytest.mark.parametrize("command", [("tools", "add"), ("run", "--file")])
def test_add_and_attach_refuse_a_fifo_without_waiting(command, tmp_path):
    """`tools add FIFO` and `run --file FIFO` used to block forever waiting for a writer."""
    os.mkfifo(tmp_path / "pipe.py")
    args = [*command, str(tmp_path / "pipe.py")] + (["count the words"] if command[0] == "run" else [])
    result = toolkiln(*args, timeout_s=60)
    assert result.returncode == 2 and "a FIFO, not a regular file" in result.stderr, result.stderr
