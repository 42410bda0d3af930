"""``toolkiln tools ...`` and ``toolkiln log ...`` as a person runs them."""

from __future__ import annotations

import json
import sqlite3

import pytest
from click.testing import CliRunner

from toolkiln.cli.main import main
from toolkiln.store import Registry
from toolkiln.store.transfer import parse_export

C2F = '"""Converts degrees Celsius to degrees Fahrenheit."""\n\n\ndef celsius_to_fahrenheit(celsius: float) -> dict:\n    return {"fahrenheit": celsius * 9 / 5 + 32}\n'
C2F_V2 = C2F.replace("celsius * 9 / 5 + 32", "round(celsius * 1.8 + 32, 2)")
PARAMS = [{"name": "celsius", "type": "float", "required": True}]


def invoke(*args: str, env: dict | None = None):
    return CliRunner().invoke(main, list(args), env={"COLUMNS": "200", **(env or {})}, catch_exceptions=False)


@pytest.fixture
def registry(toolkiln_home):
    with Registry(toolkiln_home / "registry.sqlite3") as reg:
        yield reg


def save(registry: Registry, source: str = C2F, **extra):
    args = dict(
        name="celsius_to_fahrenheit",
        source=source,
        description="Converts degrees Celsius to degrees Fahrenheit.",
        params=PARAMS,
        backend="anthropic",
        model="claude-test",
        trial_params={"celsius": 30},
        trial_result={"fahrenheit": 86.0},
    )
    return registry.save(**{**args, **extra})


def test_list_json_holds_catalog_and_registry_tools_with_their_origin(registry):
    save(registry)
    result = invoke("tools", "list", "--json")
    assert result.exit_code == 0
    tools = json.loads(result.stdout)
    by_name = {t["name"]: t for t in tools}
    c2f = by_name["celsius_to_fahrenheit"]
    assert (c2f["version"], c2f["origin"], c2f["status"]) == (1, "generated", "active")
    assert c2f["params"] == PARAMS and c2f["description"].startswith("Converts")
    assert any(t["origin"] == "catalog" for t in tools)
    assert [t["name"] for t in tools] == sorted(t["name"] for t in tools)
    assert set(c2f) == {"name", "version", "origin", "status", "description", "params", "returns"}
    # recorded from the trial's result: its keys and JSON types
    assert c2f["returns"] == {"type": "object", "properties": {"fahrenheit": {"type": "number", "format": "float"}}}
    text_stats = by_name["text_stats"]["returns"]["properties"]
    assert text_stats["words"] == {"type": "integer"} and text_stats["average_word_length"] == {
        "type": "number",
        "format": "float",
    }


def test_list_hides_rejected_tools_unless_all_is_asked(registry):
    save(registry)
    registry.reject("celsius_to_fahrenheit", 1, "wrong")
    assert "celsius_to_fahrenheit" not in invoke("tools", "list").stdout
    listed = invoke("tools", "list", "--all").stdout
    assert "celsius_to_fahrenheit" in listed and "rejected" in listed


def test_show_prints_the_source_and_its_provenance(registry):
    save(registry)
    save(registry, C2F_V2)
    result = invoke("tools", "show", "celsius_to_fahrenheit@1")
    assert result.exit_code == 0
    out = result.stdout
    assert "celsius_to_fahrenheit@1" in out and "anthropic / claude-test" in out
    assert "verified: the source matches" in out and '{"celsius": 30}' in out
    assert C2F in out  # plain source when not on a terminal
    latest = invoke("tools", "show", "celsius_to_fahrenheit", "--json")
    assert json.loads(latest.stdout)["source"] == C2F_V2


DRIVE = "\x1b]0;approved\x07\x1b[2J\x9b31m\u202e"
"""Retitle, clear, colour (the 8-bit CSI) and reverse the text of a terminal."""


@pytest.mark.parametrize("terminal", [False, True])
def test_show_and_list_never_hand_a_tools_text_to_the_terminal(registry, terminal):
    """A tool stored before the gate refused such sources, or imported with a crafted header, is still
    shown as text: its description, provenance and source cannot drive the auditor's terminal."""
    source = C2F.replace("# ", "").replace('"""Converts', f'"""{DRIVE} Converts') + f"# {DRIVE}\n"
    save(
        registry,
        source,
        description=f"Converts {DRIVE} [link=file:///etc/passwd]x[/link]",
        backend=f"mock{DRIVE}",
        model=f"m{DRIVE}",
        prompt_hash=f"[bold]p{DRIVE}",
        trial_result={"text": DRIVE},
    )
    env = {"FORCE_COLOR": "1", "TTY_COMPATIBLE": "1"} if terminal else {}
    save(registry, source.replace("9 / 5", "1.8"), backend=f"mock{DRIVE}")
    registry.reject("celsius_to_fahrenheit", 2, f"wrong {DRIVE}")
    for args in (
        ("tools", "show", "celsius_to_fahrenheit@1"),
        ("tools", "list"),
        ("tools", "history", "celsius_to_fahrenheit"),
        ("tools", "diff", "celsius_to_fahrenheit"),
    ):
        out = invoke(*args, env=env).stdout
        for sequence in ("\x1b]", "\x1b[2J", "\x07", "\x9b", "\u202e"):
            assert sequence not in out, (args, sequence)
        assert "\\x9b" in out or args[1] in ("list", "history")
    assert "[link=file:///etc/passwd]" in invoke("tools", "show", "celsius_to_fahrenheit@1").stdout


def test_show_of_a_catalog_tool_prints_its_source():
    result = invoke("tools", "show", "calculate")
    assert result.exit_code == 0
    assert "catalog" in result.stdout and "def calculate(" in result.stdout


def test_show_warns_and_fails_when_the_source_was_changed_outside_toolkiln(registry):
    save(registry)
    with sqlite3.connect(registry.path) as conn:
        conn.execute("UPDATE tools SET source = source || '# changed'")
    result = invoke("tools", "show", "celsius_to_fahrenheit")
    assert result.exit_code == 1
    assert "REFUSED" in result.stdout and "does not match its recorded sha256" in result.stdout
    assert "does not match its recorded sha256" in result.stderr
    as_json = invoke("tools", "show", "celsius_to_fahrenheit", "--json")
    assert as_json.exit_code == 1 and json.loads(as_json.stdout)["verified"] is False
    assert "does not match its recorded sha256" in as_json.stderr


def test_unknown_tools_and_bad_refs_are_one_line_errors(registry):
    missing = invoke("tools", "show", "nope")
    assert missing.exit_code == 1
    assert missing.stderr.strip() == (
        "toolkiln: error: no tool named 'nope' in the registry; `toolkiln tools list --all` shows them"
    )
    save(registry)
    bad = invoke("tools", "show", "celsius_to_fahrenheit@two")
    assert bad.exit_code == 2 and "whole number" in bad.stderr
    assert invoke("tools", "approve", "celsius_to_fahrenheit@9").exit_code == 1


def test_history_and_diff_show_what_changed_between_versions(registry):
    save(registry)
    save(registry, C2F_V2, backend="mock", model="mock")
    history = json.loads(invoke("tools", "history", "celsius_to_fahrenheit", "--json").stdout)
    assert [(v["version"], v["backend"]) for v in history] == [(1, "anthropic"), (2, "mock")]
    assert "source" not in history[0]
    table = invoke("tools", "history", "celsius_to_fahrenheit").stdout
    assert "anthropic / claude-test" in table and "mock / mock" in table
    diff = invoke("tools", "diff", "celsius_to_fahrenheit")
    assert diff.exit_code == 0
    assert "--- celsius_to_fahrenheit@1" in diff.stdout and "+++ celsius_to_fahrenheit@2" in diff.stdout
    assert '-    return {"fahrenheit": celsius * 9 / 5 + 32}' in diff.stdout
    assert '+    return {"fahrenheit": round(celsius * 1.8 + 32, 2)}' in diff.stdout
    assert invoke("tools", "diff", "celsius_to_fahrenheit", "2", "1").stdout.startswith("--- celsius_to_fahrenheit@2")
    assert "same source" in invoke("tools", "diff", "celsius_to_fahrenheit", "1", "1").stdout


def test_diff_of_a_single_version_says_there_is_nothing_to_compare(registry):
    save(registry)
    result = invoke("tools", "diff", "celsius_to_fahrenheit")
    assert result.exit_code == 1 and "only one version" in result.stderr


def test_approve_reject_and_retire_change_what_the_planner_is_offered(registry):
    save(registry, status="pending")
    assert registry.usable("celsius_to_fahrenheit") is None
    approved = invoke("tools", "approve", "celsius_to_fahrenheit")
    assert approved.exit_code == 0 and approved.stdout.strip() == "approved celsius_to_fahrenheit@1 (was pending)"
    assert registry.usable("celsius_to_fahrenheit").version == 1

    save(registry, C2F_V2, status="pending")
    no_reason = invoke("tools", "reject", "celsius_to_fahrenheit@2")
    assert no_reason.exit_code == 2 and "--reason" in no_reason.stderr
    rejected = invoke("tools", "reject", "celsius_to_fahrenheit@2", "--reason", "rounds too early")
    assert rejected.exit_code == 0 and "rounds too early" in rejected.stdout
    assert registry.get("celsius_to_fahrenheit", 2).status_reason == "rounds too early"
    assert registry.usable("celsius_to_fahrenheit").version == 1

    retired = invoke("tools", "retire", "celsius_to_fahrenheit")
    assert retired.exit_code == 0 and "2 version(s)" in retired.stdout
    assert registry.usable("celsius_to_fahrenheit") is None
    assert json.loads(invoke("tools", "search", "celsius", "--json").stdout) == []


def test_search_finds_tools_in_a_persons_words(registry):
    save(registry)
    registry.save(
        name="bmi_index",
        source='"""BMI."""\n\n\ndef bmi_index(weight_kg: float, height_m: float) -> dict:\n    return {}\n',
        description="Computes the body mass index from weight and height.",
        params=[
            {"name": "weight_kg", "type": "float", "required": True},
            {"name": "height_m", "type": "float", "required": True},
        ],
        backend="mock",
        model="mock",
    )
    found = json.loads(invoke("tools", "search", "what is my BMI if I weigh 80 kg", "--json", "--limit", "1").stdout)
    assert [t["name"] for t in found] == ["bmi_index"]
    table = invoke("tools", "search", "how hot is 30 degrees in fahrenheit").stdout
    assert "celsius_to_fahrenheit" in table
    assert invoke("tools", "search", "zzz").stdout.strip() == "No matching tools."


def test_export_writes_one_file_per_active_tool_with_a_provenance_header(registry, tmp_path):
    save(registry)
    save(
        registry,
        name="pending_tool",
        source='"""P."""\n\n\ndef pending_tool() -> dict:\n    return {}\n',
        params=[],
        status="pending",
    )
    result = invoke("tools", "export", str(tmp_path / "out"))
    assert result.exit_code == 0 and "exported 1 tool(s)" in result.stdout
    files = sorted(p.name for p in (tmp_path / "out").iterdir())
    assert files == ["celsius_to_fahrenheit.py"]
    text = (tmp_path / "out" / "celsius_to_fahrenheit.py").read_text()
    assert text.startswith("# toolkiln-export 1") and text.endswith(C2F)
    exported = parse_export(text)
    assert (exported.name, exported.version, exported.backend, exported.model) == (
        "celsius_to_fahrenheit",
        1,
        "anthropic",
        "claude-test",
    )
    assert exported.trial_params == {"celsius": 30} and not exported.edited


def test_log_lists_turns_and_shows_one_in_full(registry):
    turn = {
        "outcome": "plan",
        "reasoning": "one conversion",
        "message": "Convert 30 C to F",
        "plan": {"outcome": "plan", "reasoning": "one conversion", "steps": []},
        "steps": [
            {
                "id": "s1",
                "tool": "celsius_to_fahrenheit",
                "origin": "generated",
                "version": 1,
                "params": {"celsius": 30},
                "status": "ok",
                "result": {"fahrenheit": 86.0},
                "error": None,
                "check": "",
                "elapsed_ms": 3.1,
            }
        ],
        "usage": {"input_tokens": 0, "output_tokens": 0},
        "elapsed_ms": 12.0,
        "planner": "mock",
        "generator": "mock",
        "session": None,
    }
    first = registry.runlog.log_turn(turn)
    registry.runlog.log_turn({**turn, "message": "Rechne 30 Grad Celsius in Fahrenheit um"})
    listed = invoke("log")
    assert listed.exit_code == 0
    assert "Convert 30 C to F" in listed.stdout and "celsius_to_fahrenheit [generated] ok" in listed.stdout
    as_json = json.loads(invoke("log", "--json", "--limit", "1").stdout)
    assert [t["message"] for t in as_json] == ["Rechne 30 Grad Celsius in Fahrenheit um"]
    shown = invoke("log", "show", str(first))
    assert shown.exit_code == 0
    assert "Convert 30 C to F" in shown.stdout and '{"fahrenheit": 86.0}' in shown.stdout
    assert "generated" in shown.stdout and "mock" in shown.stdout
    assert json.loads(invoke("log", "show", str(first), "--json").stdout)["steps"][0]["status"] == "ok"
    missing = invoke("log", "show", "99")
    assert missing.exit_code == 1 and "no turn with id 99" in missing.stderr


def test_a_corrupt_registry_is_reported_in_one_line(toolkiln_home):
    toolkiln_home.mkdir(parents=True)
    (toolkiln_home / "registry.sqlite3").write_bytes(b"garbage" * 500)
    result = invoke("tools", "list")
    assert result.exit_code == 1
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "is not a SQLite database" in lines[0] and "move it aside" in lines[0]
    as_json = invoke("tools", "list", "--json")
    assert json.loads(as_json.stdout)["error"]["type"] == "RegistryError"


def test_a_home_that_cannot_be_written_is_a_usage_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    result = invoke("tools", "list", env={"TOOLKILN_HOME": str(blocker / "home")})
    assert result.exit_code == 2
    assert "set TOOLKILN_HOME to a folder you can write" in result.stderr
