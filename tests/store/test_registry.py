"""The registry on a real SQLite file: versions, status, integrity, bad files, the run log."""

from __future__ import annotations

import sqlite3
import threading
from dataclasses import fields
from types import SimpleNamespace

import pytest

from toolkiln.errors import ConfigError, IntegrityError, RegistryError, ToolNotFound, UsageError
from toolkiln.store import NewTool, Registry, open_registry
from toolkiln.store.migrations import MIGRATIONS
from toolkiln.tools.toolspec import parse_schema
from toolkiln.vocab import Provenance, ToolStatus

C2F = '''"""Converts degrees Celsius to degrees Fahrenheit."""


def celsius_to_fahrenheit(celsius: float) -> dict:
    return {"fahrenheit": celsius * 9 / 5 + 32}
'''


def save(registry: Registry, name: str = "celsius_to_fahrenheit", source: str = C2F, **extra):
    schema = parse_schema(source, name) if f"def {name}(" in source else None
    args = dict(
        name=name,
        source=source,
        description=schema.description if schema else "",
        params=schema.to_dicts() if schema else [],
        backend="mock",
        model="mock",
        trial_params={"celsius": 30},
        trial_result={"fahrenheit": 86.0},
    )
    return registry.save(**{**args, **extra})


@pytest.fixture
def registry(store_at):
    with store_at.open() as reg:
        yield reg


def test_a_missing_file_is_created_with_every_migration_recorded(tmp_path):
    """Opening a path that does not exist creates the registry and records the schema steps in order."""
    path = tmp_path / "new" / "registry.sqlite3"
    Registry(path).close()
    assert path.exists()
    with sqlite3.connect(path) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM _migrations ORDER BY rowid")]
        mode = conn.execute("PRAGMA journal_mode").fetchone()[0]
    assert names == [name for name, _ in MIGRATIONS]
    assert mode == "wal"


def test_reopening_applies_no_migration_twice(tmp_path):
    path = tmp_path / "registry.sqlite3"
    Registry(path).close()
    Registry(path).close()
    with sqlite3.connect(path) as conn:
        assert conn.execute("SELECT COUNT(*) FROM _migrations").fetchone()[0] == len(MIGRATIONS)


def test_an_older_schema_is_upgraded_and_its_tools_become_searchable(tmp_path, monkeypatch):
    """A registry written before the later migrations existed is brought up to date on open."""
    import toolkiln.store.migrations as migrations

    path = tmp_path / "registry.sqlite3"
    conn = sqlite3.connect(path, isolation_level=None)
    monkeypatch.setattr(migrations, "MIGRATIONS", MIGRATIONS[:1])
    migrations.migrate(conn)
    conn.execute(
        "INSERT INTO tools (name, version, source, sha256, description, params, created_at) "
        "VALUES ('bmi_index', 1, 'x', 'y', 'Computes the body mass index.', '[]', '2025-01-01T00:00:00+00:00')"
    )
    conn.close()
    monkeypatch.undo()
    with Registry(path) as reg:
        tool = reg.get("bmi_index")
        assert tool.provenance == "generated"
        assert [t.name for t in reg.search("my bmi")] == ["bmi_index"]


def test_save_assigns_versions_and_keeps_old_ones_readable(registry):
    first = save(registry)
    second = save(registry, source=C2F.replace("9 / 5", "1.8"))
    assert (first.version, second.version) == (1, 2)
    assert registry.get("celsius_to_fahrenheit").version == 2
    assert registry.get("celsius_to_fahrenheit", 1).source == C2F
    assert [t.version for t in registry.history("celsius_to_fahrenheit")] == [1, 2]


def _values(tool):
    """Every field of a stored tool but ``stored`` (the raw columns, which only a read from the database carries)."""
    return {f.name: getattr(tool, f.name) for f in fields(tool) if f.name != "stored"}


def test_a_stored_tool_keeps_its_provenance(registry):
    saved = save(
        registry,
        backend="anthropic",
        model="claude-x",
        prompt_hash="abc",
        attempts=[{"source": "bad", "accepted": False, "stage": "gate", "errors": []}],
    )
    tool = registry.get("celsius_to_fahrenheit")
    assert _values(tool) == _values(saved)
    assert (tool.backend, tool.model, tool.prompt_hash) == ("anthropic", "claude-x", "abc")
    assert tool.attempts[0]["stage"] == "gate"
    assert tool.trial_params == {"celsius": 30} and tool.trial_result == {"fahrenheit": 86.0}
    assert tool.created_at.endswith("+00:00")
    assert tool.schema().signature() == "celsius_to_fahrenheit(celsius: float)"
    info = tool.tool_info()
    assert (info.source, info.params) == ("registry", (("celsius", "float"),))


def test_a_new_tool_record_is_stored_like_its_fields_given_as_keywords(registry):
    """save(NewTool(...)) and save(name=..., ...) write the same row: the keywords build the record."""
    fields = dict(
        name="celsius_to_fahrenheit",
        source=C2F,
        description="Converts.",
        params=[{"name": "celsius", "type": "float", "required": True}],
        backend="hand",
        model="ada",
        trial_params={"celsius": 30},
        trial_result={"fahrenheit": 86.0},
        status=ToolStatus.PENDING,
        provenance=Provenance.HAND,
    )
    first = registry.save(NewTool(**fields))
    registry.reject("celsius_to_fahrenheit", 1, reason="try the keywords")
    second = registry.save(**{**fields, "source": C2F + "\n"})
    columns = ("description", "params", "backend", "model", "trial_params", "trial_result", "status", "provenance")
    assert [getattr(first, c) for c in columns] == [getattr(second, c) for c in columns]
    assert (first.version, second.version, second.status) == (1, 2, "pending")
    assert (
        first.returns
        == second.returns
        == {
            "type": "object",
            "properties": {"fahrenheit": {"type": "number", "format": "float"}},
        }
    )


def test_save_takes_a_record_or_keywords_but_not_both(registry):
    record = NewTool(name="celsius_to_fahrenheit", source=C2F, description="", params=[], backend="m", model="m")
    with pytest.raises(TypeError, match="not both.*backend"):
        registry.save(record, backend="other")
    with pytest.raises(TypeError, match="unexpected keyword argument 'colour'"):
        registry.save(name="x", source=C2F, description="", params=[], backend="m", model="m", colour="red")
    assert registry.count() == 0


def test_save_many_stores_records_and_field_dicts_in_one_go(registry):
    record = NewTool(name="celsius_to_fahrenheit", source=C2F, description="", params=[], backend="m", model="m")
    fields = {"name": "celsius_to_fahrenheit", "source": C2F + "\n", "description": "", "params": [], "backend": "m"}
    assert registry.save_many([record, {**fields, "model": "m"}]) == 2
    assert [t.version for t in registry.history("celsius_to_fahrenheit")] == [1, 2]
    with pytest.raises(TypeError, match="model"):
        registry.save_many([NewTool(**{**fields, "model": "m", "name": "other"}), fields])
    assert registry.get("other") is None  # the batch is refused before anything is written


def test_get_of_an_unknown_name_or_version_is_none_and_require_says_what_exists(registry):
    save(registry)
    assert registry.get("nope") is None and registry.get("celsius_to_fahrenheit", 7) is None
    with pytest.raises(ToolNotFound, match="versions are 1 to 1"):
        registry.require("celsius_to_fahrenheit", 7)
    with pytest.raises(ToolNotFound, match="no tool named 'nope'"):
        registry.require("nope")


def test_a_name_that_is_not_an_identifier_is_refused(registry):
    with pytest.raises(UsageError, match="not a Python identifier"):
        save(registry, name="rm -rf")


def test_a_pending_version_does_not_hide_the_approved_one(registry):
    save(registry)
    save(registry, source=C2F + "\n", status="pending")
    assert registry.usable("celsius_to_fahrenheit").version == 1
    assert [t.ref for t in registry.list_tools()] == ["celsius_to_fahrenheit@1"]
    assert [t.ref for t in registry.list_tools(include_inactive=True)] == ["celsius_to_fahrenheit@2"]
    registry.approve("celsius_to_fahrenheit")
    assert registry.usable("celsius_to_fahrenheit").version == 2


def test_a_tool_with_only_a_pending_version_is_listed_but_not_usable(registry):
    """The planner sees the name (so it is reused, not written twice); it cannot run yet."""
    save(registry, status="pending")
    assert registry.usable("celsius_to_fahrenheit") is None
    assert [(t.ref, t.status) for t in registry.list_tools()] == [("celsius_to_fahrenheit@1", "pending")]
    assert registry.offered("celsius_to_fahrenheit").ref == "celsius_to_fahrenheit@1"
    assert registry.names() == ["celsius_to_fahrenheit"]


def test_rejected_and_retired_tools_are_never_offered(registry):
    save(registry)
    save(
        registry,
        name="word_count",
        source='"""Counts the words in a text."""\n\n\ndef word_count(text: str) -> dict:\n    return {"words": len(text.split())}\n',
    )
    rejected = registry.reject("celsius_to_fahrenheit", 1, "wrong formula")
    assert (rejected.status, rejected.status_reason) == ("rejected", "wrong formula")
    assert rejected.status_changed_at
    retired = registry.retire("word_count")
    assert [t.status for t in retired] == ["retired"]
    for name in ("celsius_to_fahrenheit", "word_count"):
        assert registry.usable(name) is None
    assert registry.list_tools() == [] and registry.names() == []
    assert registry.offered("word_count") is None
    assert registry.search("convert celsius to fahrenheit") == []
    assert registry.search("count the words") == []
    assert {t.status for t in registry.list_tools(include_inactive=True)} == {"rejected", "retired"}


def test_retire_keeps_rejected_versions_rejected(registry):
    save(registry)
    save(registry, source=C2F + "\n")
    registry.reject("celsius_to_fahrenheit", 2, "bad")
    registry.retire("celsius_to_fahrenheit", "superseded by the catalog")
    assert [t.status for t in registry.history("celsius_to_fahrenheit")] == ["retired", "rejected"]


def test_a_rejection_needs_a_reason(registry):
    save(registry)
    with pytest.raises(UsageError, match="reason"):
        registry.reject("celsius_to_fahrenheit", 1, "  ")


def test_approving_an_unknown_version_raises(registry):
    save(registry)
    with pytest.raises(ToolNotFound):
        registry.approve("celsius_to_fahrenheit", 3)


def test_a_source_changed_outside_toolkiln_fails_verification(registry, store_at):
    tool = save(registry)
    registry.verify(tool)  # untouched: fine
    store_at.execute("UPDATE tools SET source = source || '\nimport os\n' WHERE name = ?", (tool.name,))
    changed = registry.get(tool.name)
    with pytest.raises(IntegrityError) as err:
        registry.verify(changed)
    assert str(err.value) == (
        "tool celsius_to_fahrenheit@1 source does not match its recorded sha256 (changed outside "
        "toolkiln); re-vet it with `toolkiln tools import` or retire it"
    )


def test_a_corrupt_file_is_a_one_line_registry_error_that_says_what_to_do(tmp_path):
    path = tmp_path / "registry.sqlite3"
    path.write_bytes(b"this is not sqlite \x00\x01\x02" * 200)
    with pytest.raises(RegistryError) as err:
        Registry(path)
    message = str(err.value)
    assert message.startswith(f"registry at {path} is not a SQLite database")
    assert "move it aside" in message and "\n" not in message
    assert path.read_bytes().startswith(b"this is not sqlite")  # nothing overwritten


def test_a_home_that_cannot_be_created_is_a_config_error(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    with pytest.raises(ConfigError, match="set TOOLKILN_HOME to a folder you can write"):
        open_registry(SimpleNamespace(home=blocker / "home"))
    with pytest.raises(RegistryError, match="set TOOLKILN_HOME to a writable folder"):
        Registry(blocker / "home" / "registry.sqlite3")


def test_open_registry_creates_the_home_folder(tmp_path):
    home = tmp_path / "deep" / "home"
    with open_registry(SimpleNamespace(home=home)) as reg:
        save(reg)
    assert (home / "registry.sqlite3").exists()


def test_a_closed_registry_says_so(tmp_path):
    reg = Registry(tmp_path / "r.sqlite3")
    reg.close()
    with pytest.raises(RegistryError, match="closed"):
        reg.get("x")


def test_a_failed_save_writes_nothing(registry):
    with pytest.raises(UsageError, match="trial_result must be JSON"):
        save(registry, trial_result={"x": object()})
    assert registry.count() == 0
    assert save(registry).version == 1


def test_threads_sharing_one_registry_get_distinct_versions(registry):
    params = parse_schema(C2F, "celsius_to_fahrenheit").to_dicts()

    def worker(n: int) -> None:
        for i in range(10):
            registry.save(
                name="celsius_to_fahrenheit",
                source=f"{C2F}# thread {n} save {i}\n",
                description="",
                params=params,
                backend="mock",
                model="mock",
            )

    threads = [threading.Thread(target=worker, args=(n,)) for n in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    versions = [t.version for t in registry.history("celsius_to_fahrenheit")]
    assert versions == list(range(1, 61))
    assert len({t.source for t in registry.history("celsius_to_fahrenheit")}) == 60


def test_turns_are_logged_and_read_back_newest_first(registry):
    turn = {
        "outcome": "plan",
        "reasoning": "one conversion",
        "message": "Convert 30 C to F",
        "plan": {"outcome": "plan", "steps": [{"id": "s1", "tool": "celsius_to_fahrenheit"}]},
        "steps": [
            {
                "id": "s1",
                "tool": "celsius_to_fahrenheit",
                "origin": "generated",
                "params": {"celsius": 30},
                "status": "ok",
                "result": {"fahrenheit": 86.0},
                "error": None,
                "elapsed_ms": 3.1,
            }
        ],
        "usage": {"input_tokens": 0, "output_tokens": 0},
        "elapsed_ms": 12.0,
        "planner": "mock",
        "generator": "mock",
        "session": "s-1",
    }
    first = registry.runlog.log_turn(turn)
    second = registry.runlog.log_turn({**turn, "message": "again", "session": None})
    assert second > first
    assert [t["message"] for t in registry.runlog.turns()] == ["again", "Convert 30 C to F"]
    stored = registry.runlog.turn(first)
    assert stored["steps"][0]["result"] == {"fahrenheit": 86.0}
    assert (stored["planner"], stored["outcome"], stored["session"]) == ("mock", "plan", "s-1")
    assert stored["plan"]["steps"][0]["tool"] == "celsius_to_fahrenheit"
    # What has a column of its own is not repeated in the record.
    assert stored["record"] == {k: v for k, v in turn.items() if k not in ("steps", "plan", "usage")}
    assert registry.runlog.turn(999) is None
    assert len(registry.runlog.turns(limit=1)) == 1


def test_a_turn_with_a_task_keeps_the_reply_apart(registry):
    """With ``task`` the person's message, ``message`` stays the refusal, as in run --json."""
    turn_id = registry.runlog.log_turn(
        {"task": "read https://x", "outcome": "refuse", "message": "tools may not reach the network", "steps": []}
    )
    stored = registry.runlog.turn(turn_id)
    assert stored["message"] == "read https://x"
    assert stored["plan"]["message"] == "tools may not reach the network"


def test_the_registry_survives_reopening(store_at):
    with store_at.open() as reg:
        save(reg)
        reg.runlog.log_turn({"message": "hi", "outcome": "plan", "steps": []})
    with store_at.open() as reg:
        assert reg.usable("celsius_to_fahrenheit").source == C2F
        assert reg.runlog.turns()[0]["message"] == "hi"


def test_lone_surrogate_is_a_registry_error_and_writes_nothing(store_at):
    """Text that has no UTF-8 form is refused in one line; the registry is unchanged."""
    from toolkiln.errors import RegistryError

    reg = store_at.open()
    with pytest.raises(RegistryError, match="not valid Unicode"):
        reg.save(
            name="t", source="def t():\n    return 1\n", description="bad \ud800", params=[], backend="b", model="m"
        )
    assert reg.get("t") is None
    reg.close()


def test_a_name_with_a_trailing_newline_is_refused(store_at):
    from toolkiln.errors import ToolkilnError

    reg = store_at.open()
    with pytest.raises(ToolkilnError):
        reg.save(name="x\n", source="def x():\n    return 1\n", description="", params=[], backend="b", model="m")
    reg.close()


def test_the_run_log_opens_on_its_own_over_the_same_file(store_at):
    """RunLog shares the registry's store: a turn logged through one is read through the other."""
    from toolkiln.store import RunLog

    with store_at.open() as reg:
        turn_id = reg.runlog.log_turn({"message": "hi", "outcome": "plan", "steps": []})
        log = RunLog(store_at.location)
        try:
            assert log.turn(turn_id)["message"] == "hi"
            second = log.log_turn({"message": "again", "outcome": "plan", "steps": []})
        finally:
            log.close()
        assert [t["id"] for t in reg.runlog.turns()] == [second, turn_id]


def test_the_offered_count_follows_every_commit_here_and_in_another_process(tmp_path):
    """Kept between turns by the registry's change stamp, so a save, a retire or an edit anywhere shows at once."""
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry, Registry(path) as other:
        assert registry.offered_count() == 0
        save(registry)
        assert registry.offered_count() == 1
        save(other, "fahrenheit_to_celsius", C2F.replace("celsius_to_fahrenheit", "fahrenheit_to_celsius"))
        assert registry.offered_count() == 2
        other.retire("fahrenheit_to_celsius")
        assert registry.offered_count() == 1
        with sqlite3.connect(path) as shell:  # a shell's edit of the tools (their triggers move the stamp)
            shell.execute("DELETE FROM tools_fts")
            shell.execute("UPDATE tools SET description = description")
        assert registry.offered_count() == 0


def test_a_turn_counts_each_version_it_ran_once_per_step_with_its_failures(registry):
    """Two steps on one version (one failing its check), and a step retried with a better version:
    the counts a turn's one write adds, also onto counts already kept."""
    first = save(registry)
    better = save(registry, source=C2F + "# better\n")
    steps = [
        {"id": "s1", "tool": first.name, "version": first.version, "status": "ok"},
        {"id": "s2", "tool": first.name, "version": first.version, "status": "ok", "check_status": "failed"},
        {"id": "s3", "tool": first.name, "version": better.version, "status": "ok", "improved_from": first.version},
        {"id": "s4", "tool": "calculate", "status": "ok"},  # a catalog tool: no version, not counted
        {"id": "s5", "tool": first.name, "version": first.version, "status": "skipped"},
    ]
    for _ in range(2):
        registry.runlog.log_turn({"message": "convert", "outcome": "plan", "steps": steps})
    counts = {s["version"]: (s["calls"], s["failures"], s["last_failure"] is not None) for s in registry.usage.stats()}
    assert counts == {first.version: (6, 4, True), better.version: (2, 0, False)}
    assert [t["message"] for t in registry.runlog.turns()] == ["convert", "convert"]
