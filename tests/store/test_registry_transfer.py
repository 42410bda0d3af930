"""Export to files with provenance, and import that re-vets every file in real workers."""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from toolkiln.cli.main import main
from toolkiln.errors import UsageError
from toolkiln.store import Registry
from toolkiln.store.transfer import export_tools, parse_export, render_export

C2F = '"""Converts degrees Celsius to degrees Fahrenheit."""\n\n\ndef celsius_to_fahrenheit(celsius: float) -> dict:\n    return {"fahrenheit": celsius * 9 / 5 + 32}\n'
WORDS = '"""Counts the words in a text."""\n\n\ndef word_count(text: str) -> dict:\n    return {"words": len(text.split())}\n'


def fill(registry: Registry) -> None:
    registry.save(
        name="celsius_to_fahrenheit",
        source=C2F,
        description="Converts degrees Celsius to degrees Fahrenheit.",
        params=[{"name": "celsius", "type": "float", "required": True}],
        backend="anthropic",
        model="claude-test",
        prompt_hash="p1",
        trial_params={"celsius": 30},
        trial_result={"fahrenheit": 86.0},
    )
    registry.save(
        name="word_count",
        source=WORDS,
        description="Counts the words in a text.",
        params=[{"name": "text", "type": "str", "required": True}],
        backend="mock",
        model="mock",
        trial_params={"text": "Hallo Welt aus Elixir"},
        trial_result={"words": 4},
    )


@pytest.fixture
def exported(tmp_path):
    with Registry(tmp_path / "source.sqlite3") as source:
        fill(source)
        export_tools(source, tmp_path / "export")
    return tmp_path / "export"


def invoke(*args: str, env: dict | None = None):
    return CliRunner().invoke(main, list(args), env=env or {}, catch_exceptions=False)


def test_render_and_parse_round_trip(tmp_path):
    with Registry(tmp_path / "r.sqlite3") as registry:
        fill(registry)
        tool = registry.get("celsius_to_fahrenheit")
    text = render_export(tool)
    assert all(line.startswith("#") for line in text[: -len(C2F)].splitlines())
    back = parse_export(text)
    assert (back.name, back.version, back.sha256, back.backend, back.model, back.prompt_hash) == (
        tool.name,
        1,
        tool.sha256,
        "anthropic",
        "claude-test",
        "p1",
    )
    assert back.trial_params == {"celsius": 30} and back.description == tool.description
    assert back.source == C2F and not back.edited


def test_a_header_survives_an_editor_that_strips_trailing_spaces(tmp_path):
    with Registry(tmp_path / "r.sqlite3") as registry:
        fill(registry)
        text = render_export(registry.get("word_count"))  # no prompt hash: '# prompt_hash: '
    assert "# prompt_hash: \n" in text
    stripped = "\n".join(line.rstrip() for line in text.splitlines()) + "\n"
    back = parse_export(stripped)
    assert back.prompt_hash is None and back.source == WORDS and not back.edited


@pytest.mark.parametrize(
    "text, message",
    [
        (C2F, "no toolkiln export header on line 1"),
        ("# toolkiln-export 1\n# name: x\n" + C2F, "no closing"),
        ("# toolkiln-export 1\n# colour: red\n# end toolkiln-export\n", "line 2 of the export header"),
        (
            "# toolkiln-export 1\n# name: x\n# sha256: y\n# trial_params: {oops\n# end toolkiln-export\n",
            "trial_params in the export header is not valid JSON",
        ),
        ("# toolkiln-export 1\n# name: x\n# sha256: y\n# trial_params: [1]\n# end toolkiln-export\n", "JSON object"),
        ("# toolkiln-export 1\n# name: x\n# end toolkiln-export\n", "lacks 'sha256'"),
    ],
)
def test_a_bad_header_is_one_line_that_says_what_is_wrong(text, message):
    with pytest.raises(UsageError, match=message) as err:
        parse_export(text, "x.py")
    assert "\n" not in str(err.value) and str(err.value).startswith("x.py: ")


SMUGGLED = (
    "Adds one.\u2028# name: calculate\u2028# trial_params: {}\u2028# sha256: "
    + "0" * 64
    + "\u2029# description: 0\x85# model: trusted"
)
SMUGGLER = '"""' + SMUGGLED + '"""\n\n\ndef add_one(x: int = 1) -> int:\n    return x + 1\n'


def test_a_description_cannot_rewrite_the_header_it_sits_in(tmp_path):
    """A docstring is model-written; line separators Python reads as text must not end a header line."""
    with Registry(tmp_path / "r.sqlite3") as registry:
        tool = registry.save(
            name="add_one",
            source=SMUGGLER,
            description=SMUGGLED,
            params=[],
            backend="mock",
            model="mock",
            trial_params={"x": 2},
        )
    text = render_export(tool)
    header = text[: -len(SMUGGLER)]
    assert not any(sep in header for sep in ("\u2028", "\u2029", "\x85"))
    back = parse_export(text)
    assert (back.name, back.trial_params, back.sha256, back.model) == ("add_one", {"x": 2}, tool.sha256, "mock")
    assert back.description == SMUGGLED and back.source == SMUGGLER and not back.edited
    # A hand-made file carrying the same separators is read as Python reads it: one comment line.
    forged = text.replace("\\u2028", "\u2028").replace("\\u2029", "\u2029").replace("\\u0085", "\x85")
    assert "\u2028" in forged[: -len(SMUGGLER)]
    back = parse_export(forged)
    assert (back.name, back.trial_params, back.sha256, back.model) == ("add_one", {"x": 2}, tool.sha256, "mock")


@pytest.mark.parametrize("field", ["backend", "model", "prompt_hash"])
def test_a_provenance_value_cannot_add_lines_to_the_export(tmp_path, field):
    values = {"backend": "mock", "model": "mock", "prompt_hash": "p"}
    values[field] = "x\rimport os\nos.system('id')\u2028# name: calculate"
    with Registry(tmp_path / "r.sqlite3") as registry:
        tool = registry.save(
            name="word_count", source=WORDS, description="Counts.", params=[], trial_params={"text": "a b"}, **values
        )
    text = render_export(tool)
    header = text[: -len(WORDS)]
    assert header.count("\n") == len(header.splitlines()) == 11 and "\r" not in header
    assert parse_export(text).name == "word_count"


def test_a_header_key_given_twice_is_refused():
    text = "# toolkiln-export 1\n# name: a\n# sha256: y\n# trial_params: {}\n# name: b\n# end toolkiln-export\n"
    with pytest.raises(UsageError, match="line 5 of the export header repeats 'name'"):
        parse_export(text, "x.py")


def test_import_re_vets_every_file_and_keeps_the_provenance(exported, toolkiln_home):
    result = invoke("tools", "import", str(exported))
    assert result.exit_code == 0, result.stderr
    assert "2 imported, 0 skipped, 0 refused" in result.stdout
    with Registry(toolkiln_home / "registry.sqlite3") as registry:
        tool = registry.usable("celsius_to_fahrenheit")
        # what the file says about who wrote it is kept as its claim, apart from who imported it
        assert (tool.provenance, tool.backend, tool.status) == ("imported", "import", "active")
        assert (tool.claimed["backend"], tool.claimed["model"]) == ("anthropic", "claude-test")
        assert tool.claimed["file"] == "celsius_to_fahrenheit.py" and tool.imported_by
        assert tool.trial_result == {"fahrenheit": 86.0}  # the trial ran again, in a worker
        assert registry.usable("word_count").trial_result == {"words": 4}
    again = invoke("tools", "import", str(exported))
    assert again.exit_code == 0 and "already stored as celsius_to_fahrenheit@1" in again.stdout


def test_import_under_manual_approval_stores_pending_versions(exported, toolkiln_home):
    result = invoke("tools", "import", str(exported), env={"TOOLKILN_APPROVAL": "manual"})
    assert result.exit_code == 0
    with Registry(toolkiln_home / "registry.sqlite3") as registry:
        assert registry.get("word_count").status == "pending"
        assert registry.usable("word_count") is None


def test_import_refuses_a_tampered_file_says_why_and_exits_1(exported, toolkiln_home):
    path = exported / "word_count.py"
    path.write_text(path.read_text().replace('"""Counts the words in a text."""', '"""Counts."""\nimport os'))
    (exported / "notes.py").write_text("print('not an export')\n")
    result = invoke("tools", "import", str(exported))
    assert result.exit_code == 1
    refused = [line for line in result.stderr.splitlines() if line.startswith("refused")]
    assert len(refused) == 2
    assert any(
        line.startswith("refused word_count.py: the gate rejected it: line 2:") and "os" in line for line in refused
    )
    # a file without a header is a hand-written tool named like the file: this one has no entry point
    assert any(
        line.startswith("refused notes.py: the gate rejected it: line 1: there is no top-level function named 'notes'")
        for line in refused
    )
    assert "1 imported, 0 skipped, 2 refused" in result.stderr
    with Registry(toolkiln_home / "registry.sqlite3") as registry:
        assert registry.get("word_count") is None
        assert registry.usable("celsius_to_fahrenheit").provenance == "imported"


def test_an_edited_but_valid_file_is_imported_and_flagged(exported, toolkiln_home):
    path = exported / "celsius_to_fahrenheit.py"
    path.write_text(path.read_text().replace("celsius * 9 / 5 + 32", "celsius * 1.8 + 32"))
    result = invoke("tools", "import", str(exported), "--json", env={"TOOLKILN_AUTHOR": "alice"})
    assert result.exit_code == 0
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    c2f = next(line for line in lines if line["file"] == "celsius_to_fahrenheit.py")
    assert c2f["accepted"] and "edited since export" in c2f["message"] and "alice" in c2f["message"]
    shown = json.loads(invoke("tools", "show", "celsius_to_fahrenheit", "--json").stdout)
    assert (shown["origin"], shown["backend"], shown["model"], shown["prompt_hash"]) == (
        "imported",
        "hand",
        "alice",
        None,
    )
    human = invoke("tools", "show", "celsius_to_fahrenheit").stdout
    human = " ".join(human.split())  # the table folds long values
    assert "imported by" in human and "claimed by the file unverified" in human
    words = json.loads(invoke("tools", "show", "word_count", "--json").stdout)  # not edited: the file's claim
    assert (words["backend"], words["claimed"]["backend"], words["claimed"]["model"]) == ("import", "mock", "mock")


def test_import_of_a_missing_folder_is_a_usage_error(tmp_path):
    result = invoke("tools", "import", str(tmp_path / "nowhere"))
    assert result.exit_code == 2 and "is not a folder" in result.stderr
