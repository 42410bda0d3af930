"""Databases written by earlier code open and upgrade correctly.

The schemas below are frozen copies of what shipped, written out in SQL here
rather than produced by the migrations under test, so a migration edited after
it shipped makes these fail.
"""

import hashlib
import json
import os
import sqlite3
import subprocess
import sys
import textwrap

import pytest

from toolkiln.errors import IntegrityError, RegistryError
from toolkiln.store import Registry
from toolkiln.store.migrations import MIGRATIONS, RENAMED

M001 = [
    """CREATE TABLE tools (
        id INTEGER PRIMARY KEY, name TEXT NOT NULL, version INTEGER NOT NULL, source TEXT NOT NULL,
        sha256 TEXT NOT NULL, description TEXT NOT NULL DEFAULT '', params TEXT NOT NULL DEFAULT '[]',
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'pending', 'rejected', 'retired')),
        backend TEXT NOT NULL DEFAULT '', model TEXT NOT NULL DEFAULT '', prompt_hash TEXT,
        attempts TEXT NOT NULL DEFAULT '[]', trial_params TEXT NOT NULL DEFAULT '{}',
        trial_result TEXT NOT NULL DEFAULT 'null', created_at TEXT NOT NULL, status_reason TEXT,
        status_changed_at TEXT, UNIQUE (name, version))""",
    "CREATE INDEX tools_by_status ON tools (status, name)",
    """CREATE TABLE turns (
        id INTEGER PRIMARY KEY AUTOINCREMENT, created_at TEXT NOT NULL, message TEXT NOT NULL DEFAULT '',
        plan TEXT NOT NULL DEFAULT '{}', steps TEXT NOT NULL DEFAULT '[]', usage TEXT NOT NULL DEFAULT '{}',
        planner TEXT NOT NULL DEFAULT '', generator TEXT NOT NULL DEFAULT '', outcome TEXT NOT NULL DEFAULT '',
        elapsed_ms REAL, session TEXT, record TEXT NOT NULL DEFAULT '{}')""",
]
M002 = ["ALTER TABLE tools ADD COLUMN origin TEXT NOT NULL DEFAULT 'generated'"]
M003 = [
    """CREATE VIRTUAL TABLE tools_fts USING fts5(name UNINDEXED, words, description, params,
        tokenize = 'porter unicode61 remove_diacritics 2')"""
]
M004 = ["ALTER TABLE tools ADD COLUMN returns TEXT"]
M005 = [
    "ALTER TABLE tools ADD COLUMN signature TEXT",
    "ALTER TABLE tools ADD COLUMN claimed TEXT",
    "ALTER TABLE tools ADD COLUMN imported_by TEXT",
]
M006 = [
    """CREATE TABLE workflow_marks (
        id INTEGER PRIMARY KEY AUTOINCREMENT, session TEXT NOT NULL, workflow TEXT NOT NULL, step TEXT NOT NULL,
        done INTEGER NOT NULL CHECK (done IN (0, 1)), by TEXT NOT NULL, note TEXT NOT NULL DEFAULT '',
        created_at TEXT NOT NULL)""",
    "CREATE INDEX workflow_marks_by_session ON workflow_marks (session, workflow, step, id)",
]
M007 = [
    "CREATE TABLE registry_meta (name TEXT PRIMARY KEY, value TEXT NOT NULL)",
    "ALTER TABLE tools ADD COLUMN resealed TEXT",
]
M008 = ["ALTER TABLE tools ADD COLUMN gate_verdict TEXT"]
M009 = [
    "CREATE TABLE session_ok_tools (session TEXT NOT NULL, tool TEXT NOT NULL, PRIMARY KEY (session, tool)) WITHOUT ROWID",
    """CREATE VIEW turn_ok_tools AS
        SELECT turns.id AS turn, turns.session AS session, json_extract(step.value, '$.tool') AS tool
        FROM turns, json_each(CASE WHEN json_valid(turns.steps) THEN
            CASE WHEN json_type(turns.steps) = 'array' THEN turns.steps END END) AS step
        WHERE turns.session IS NOT NULL AND step.type = 'object'
            AND json_type(step.value, '$.status') = 'text' AND json_extract(step.value, '$.status') = 'ok'
            AND json_type(step.value, '$.tool') = 'text'""",
    """CREATE TRIGGER turns_ok_tools AFTER INSERT ON turns WHEN NEW.session IS NOT NULL BEGIN
        INSERT OR IGNORE INTO session_ok_tools (session, tool) SELECT session, tool FROM turn_ok_tools WHERE turn = NEW.id;
        END""",
    "INSERT OR IGNORE INTO session_ok_tools (session, tool) SELECT session, tool FROM turn_ok_tools",
]
M010 = [
    "CREATE INDEX turns_by_session ON turns (session)",
    """CREATE TRIGGER turns_ok_tools_edited AFTER UPDATE OF steps, session ON turns BEGIN
        DELETE FROM session_ok_tools WHERE session = OLD.session AND tool IN (
            SELECT json_extract(step.value, '$.tool') FROM json_each(CASE WHEN json_valid(OLD.steps) THEN
                CASE WHEN json_type(OLD.steps) = 'array' THEN OLD.steps END END) AS step
            WHERE step.type = 'object' AND json_type(step.value, '$.status') = 'text'
                AND json_extract(step.value, '$.status') = 'ok' AND json_type(step.value, '$.tool') = 'text')
        AND NOT EXISTS (SELECT 1 FROM turn_ok_tools AS kept
            WHERE kept.session = OLD.session AND kept.tool = session_ok_tools.tool);
        INSERT OR IGNORE INTO session_ok_tools (session, tool) SELECT session, tool FROM turn_ok_tools WHERE turn = NEW.id;
        END""",
    "DELETE FROM session_ok_tools",
    "INSERT OR IGNORE INTO session_ok_tools (session, tool) SELECT session, tool FROM turn_ok_tools",
]
M011 = [
    """CREATE TABLE users (name TEXT PRIMARY KEY, role TEXT NOT NULL CHECK (role IN ('member', 'reviewer', 'admin')),
        token_hash TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, token_created_at TEXT NOT NULL)""",
    "ALTER TABLE tools ADD COLUMN approved_by TEXT",
    "ALTER TABLE tools ADD COLUMN rejected_by TEXT",
    "ALTER TABLE tools ADD COLUMN retired_by TEXT",
    "ALTER TABLE turns ADD COLUMN run_by TEXT",
]
SHIPPED = [
    ("m001_tools_and_turns", M001),
    ("m002_tool_origin", M002),
    ("m003_search_index", M003),
    ("m004_tool_returns", M004),
    ("m005_seal_and_claims", M005),
    ("m006_workflow_marks", M006),
    ("m007_registry_meta_and_reseals", M007),
    ("m008_gate_verdicts", M008),
    ("m009_session_ok_tools", M009),
    ("m010_session_ok_tools_on_edit", M010),
    ("m011_users_and_who", M011),
]

SOURCE = "def bodyMassIndex(weight_kg: float, height_m: float) -> float:\n    return weight_kg / height_m**2\n"
SHA256 = hashlib.sha256(SOURCE.encode()).hexdigest()
PARAMS = json.dumps([{"name": "weight_kg", "type": "float"}, {"name": "height_m", "type": "float"}])


def _old_database(path, steps: int, shipped: list = SHIPPED) -> None:
    """A registry file as the first ``steps`` of ``shipped`` migrations left it, with one tool and one turn."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    for name, statements in shipped[:steps]:
        for statement in statements:
            conn.execute(statement)
        conn.execute("INSERT INTO _migrations VALUES (?, '2025-01-01T00:00:00+00:00')", (name,))
    conn.execute(
        "INSERT INTO tools (name, version, source, sha256, description, params, backend, model, created_at) "
        "VALUES ('bodyMassIndex', 1, ?, ?, 'The body mass index of a weight and a height.', ?, 'mock', 'mock', "
        "'2025-01-01T00:00:00+00:00')",
        (SOURCE, SHA256, PARAMS),
    )
    if steps >= 3:  # the index row as the store of that version wrote it
        conn.execute(
            "INSERT INTO tools_fts (rowid, name, words, description, params) VALUES "
            "(1, 'bodyMassIndex', 'body mass index', 'The body mass index of a weight and a height.', "
            "'weight kg height m')"
        )
    conn.execute("INSERT INTO turns (created_at, message, outcome) VALUES ('2025-01-01T00:00:00+00:00', 'hi', 'plan')")
    conn.close()


def _check_upgraded(path, recorded: list | None = None) -> None:
    """The upgraded file works as a new one does; its ``_migrations`` lists ``recorded`` (default: every step)."""
    with Registry(path) as reg:
        tool = reg.get("bodyMassIndex")
        assert (tool.version, tool.provenance, tool.source) == (1, "generated", SOURCE)
        reg.verify(tool)  # re-gated and signed once when the registry got its key: it runs as before
        assert [t.name for t in reg.search("mass of my body")] == ["bodyMassIndex"]
        assert [t.name for t in reg.search("height")] == ["bodyMassIndex"]
        assert reg.runlog.turns()[0]["message"] == "hi"
        reg.workflow_marks.record("s", "publish-article", "draft", done=True, by="writer")
        assert reg.workflow_marks.marks("s", "publish-article")["draft"].by == "writer"
        saved = reg.save(name="bodyMassIndex", source=SOURCE, description="v2", params=[], backend="mock", model="m")
        assert saved.version == 2 and [t.version for t in reg.search("body mass")] == [2]
    with sqlite3.connect(path) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM _migrations ORDER BY rowid")]
        (rows,) = conn.execute("SELECT COUNT(*) FROM tools_fts").fetchone()
    assert names == (recorded or [name for name, _ in MIGRATIONS]) and rows == 1


def test_a_database_of_the_current_schema_opens_unchanged_and_keeps_working(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=len(SHIPPED))
    _check_upgraded(path)


def test_a_database_from_before_gate_verdicts_is_gated_once_and_keeps_the_verdict(tmp_path, monkeypatch):
    from toolkiln.acceptance import gate
    from toolkiln.store import integrity

    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=7)
    calls = []
    real = gate.check_source
    monkeypatch.setattr(gate, "check_source", lambda source, policy: calls.append(1) or real(source, policy))
    for _ in range(2):  # two processes, as far as the gate's memory goes
        monkeypatch.setattr(integrity, "_PASSED", set())
        with Registry(path) as reg:
            reg.verify(reg.get("bodyMassIndex"))
    with sqlite3.connect(path) as conn:
        (verdict,) = conn.execute("SELECT gate_verdict FROM tools WHERE name = 'bodyMassIndex'").fetchone()
    # gated when the key was made (the row got its signature and verdict there): never again
    assert verdict.startswith(integrity.VERDICT_SCHEME) and len(calls) == 1
    _check_upgraded(path)


def test_a_database_from_before_session_ok_tools_reads_the_tools_its_logged_turns_ran(tmp_path):
    """The turns logged before the step count as they did when every turn read the whole log."""
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=8)
    logged = [
        ("s1", [{"tool": "count_words", "status": "ok"}, {"tool": "slugify", "status": "error"}]),
        ("s1", [{"tool": "lower", "status": "ok"}, "not a step", {"tool": 5, "status": "ok"}, {"status": "ok"}]),
        ("s2", [{"tool": "slugify", "status": "ok"}, {"tool": "upper", "status": "OK"}]),
        ("s2", {"tool": "an object, not a list", "status": "ok"}),
        (None, [{"tool": "no_session", "status": "ok"}]),
    ]
    with sqlite3.connect(path) as conn:
        for session, steps in logged:
            conn.execute(
                "INSERT INTO turns (created_at, message, session, steps) VALUES ('2025-01-01T00:00:00+00:00', '', ?, ?)",
                (session, json.dumps(steps)),
            )
        conn.execute(
            "INSERT INTO turns (created_at, session, steps) VALUES ('2025-01-01T00:00:00+00:00', 's2', '[{torn')"
        )
    with Registry(path) as reg:
        assert reg.workflow_marks.ok_tools("s1") == {"count_words", "lower"}
        assert reg.workflow_marks.ok_tools("s2") == {"slugify"}
        assert reg.workflow_marks.ok_tools("s3") == set()


def test_a_database_edited_by_hand_before_session_ok_tools_followed_edits_is_read_again(tmp_path):
    """Turns changed or deleted in SQLite while only inserts were followed: the upgrade reads the table again."""
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=9)
    with sqlite3.connect(path) as conn:
        for session, tool in [("s1", "count_words"), ("s1", "slugify"), ("s2", "lower")]:
            steps = json.dumps([{"tool": tool, "status": "ok"}])
            conn.execute(
                "INSERT INTO turns (created_at, session, steps) VALUES ('2025-01-01T00:00:00+00:00', ?, ?)",
                (session, steps),
            )
        conn.execute("UPDATE turns SET steps = '[]' WHERE session = 's1' AND steps LIKE '%slugify%'")
        conn.execute("DELETE FROM turns WHERE session = 's2'")
        stale = {row for row in conn.execute("SELECT session, tool FROM session_ok_tools")}
    assert stale == {("s1", "count_words"), ("s1", "slugify"), ("s2", "lower")}  # what m009 alone leaves
    with Registry(path) as reg:
        assert reg.workflow_marks.ok_tools("s1") == {"count_words"}
        assert reg.workflow_marks.ok_tools("s2") == set()


def test_a_database_from_before_workflow_progress_is_upgraded(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=5)
    _check_upgraded(path)


def test_a_database_from_before_the_seal_is_re_gated_and_signed(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=4)
    _check_upgraded(path)
    with sqlite3.connect(path) as conn:
        signatures = [r[0] for r in conn.execute("SELECT signature FROM tools ORDER BY version")]
    assert all(signatures) and (tmp_path / "registry.key").exists()


def test_a_database_from_before_the_seal_leaves_a_changed_source_unsigned(tmp_path):
    """A row whose source no longer matches its hash is not signed on upgrade, so it never runs."""
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=4)
    with sqlite3.connect(path) as conn:
        conn.execute("UPDATE tools SET source = source || '# changed\n'")
    with Registry(path) as reg:
        tool = reg.get("bodyMassIndex")
        assert not reg.sealed(tool)
        try:
            reg.verify(tool)
        except IntegrityError as exc:
            assert "sha256" in str(exc)
        else:
            raise AssertionError("a changed source was verified")


def test_a_database_from_before_return_shapes_is_upgraded(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=3)
    _check_upgraded(path)


def test_a_database_from_before_the_search_index_is_indexed_on_upgrade(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=2)
    _check_upgraded(path)


def test_a_database_from_the_first_schema_is_upgraded_step_by_step(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=1)
    _check_upgraded(path)


def test_the_shipped_migrations_are_still_plain_sql_as_shipped():
    """Every shipped step is still there, in order, under its name; later ones only append."""
    assert [name for name, _ in MIGRATIONS][: len(SHIPPED)] == [name for name, _ in SHIPPED]
    for (_, statements), (_, frozen) in zip(MIGRATIONS, SHIPPED, strict=False):
        assert all(isinstance(s, str) for s in statements) and len(statements) == len(frozen)


def test_a_failed_upgrade_leaves_the_old_schema_and_data(tmp_path, monkeypatch):
    """A step that fails rolls the whole upgrade back: no half-applied schema, nothing lost."""
    import toolkiln.store.migrations as migrations
    from toolkiln.errors import RegistryError

    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=2)
    monkeypatch.setattr(migrations, "MIGRATIONS", [*MIGRATIONS, ("m999_broken", ("CREATE TABLE tools (x)",))])
    try:
        Registry(path).close()
    except RegistryError as exc:
        assert "already exists" in str(exc)
    else:
        raise AssertionError("the broken step was applied")
    with sqlite3.connect(path) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM _migrations ORDER BY rowid")]
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert names == ["m001_tools_and_turns", "m002_tool_origin"] and "tools_fts" not in tables
    monkeypatch.undo()
    _check_upgraded(path)


# A development build committed the workflow-progress step as m005, beside m001-m004, before the
# registry seal took that number: the files it wrote record the step under its old name.
WORKFLOWS_FIRST = [*SHIPPED[:4], ("m005_workflow_marks", M006)]


def test_a_database_from_the_build_that_named_workflow_progress_m005_is_upgraded(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=5, shipped=WORKFLOWS_FIRST)
    with sqlite3.connect(path) as conn:
        conn.execute(
            "INSERT INTO workflow_marks (session, workflow, step, done, by, created_at) "
            "VALUES ('s0', 'publish-article', 'outline', 1, 'writer', '2025-01-01T00:00:00+00:00')"
        )
    with pytest.raises(RegistryError, match="older toolkiln .* run any command once with write access"):
        Registry(path, read_only=True)  # steps to apply: the reader says how to get them
    recorded = [name for name, _ in WORKFLOWS_FIRST] + [
        "m005_seal_and_claims",
        "m007_registry_meta_and_reseals",
        "m008_gate_verdicts",
        "m009_session_ok_tools",
        "m010_session_ok_tools_on_edit",
        "m011_users_and_who",
        "m012_tool_tests_improvements_usage",
        "m013_user_last_used_and_sign_ins",
        "m014_search_terms",
        "m015_registry_changes",
    ]
    _check_upgraded(path, recorded)
    with Registry(path) as reg:
        assert reg.workflow_marks.marks("s0", "publish-article")["outline"].by == "writer"  # its progress kept
    with Registry(path, read_only=True) as reg:
        assert reg.get("bodyMassIndex").version == 2


CRASH_BETWEEN_TABLE_AND_RECORD = textwrap.dedent(
    """
    import os, sqlite3, sys
    from toolkiln.store.migrations import migrate

    conn = sqlite3.connect(sys.argv[1], isolation_level=None, cached_statements=0)  # every statement authorised
    conn.execute("PRAGMA journal_mode = WAL")  # as the store opens it
    created = []

    def authorize(action, table, *rest):
        if action == sqlite3.SQLITE_CREATE_TABLE and table == "workflow_marks":
            created.append(table)
        elif action == sqlite3.SQLITE_INSERT and table == "_migrations" and created:
            os._exit(17)  # the table is made, its record not yet: the process dies here
        return sqlite3.SQLITE_OK

    conn.set_authorizer(authorize)
    migrate(conn)
    """
)


def _dump(path) -> list[str]:
    """Every table's schema and rows, as SQL: what the file holds, whatever its journal mode."""
    with sqlite3.connect(path) as conn:
        return list(conn.iterdump())


def test_a_process_killed_between_a_steps_table_and_its_record_leaves_neither(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=5)
    before = _dump(path)
    died = subprocess.run([sys.executable, "-c", CRASH_BETWEEN_TABLE_AND_RECORD, str(path)], timeout=120)
    assert died.returncode == 17  # it died right there, not before and not after
    with sqlite3.connect(path) as conn:
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
    assert "workflow_marks" not in tables and _dump(path) == before
    _check_upgraded(path)  # the next open applies the step whole


def _with_unrecorded_workflow_marks(path, record_as: str | None) -> None:
    """A file whose schema has the workflow_marks table that the steps it records do not make."""
    _old_database(path, steps=5)
    with sqlite3.connect(path) as conn:
        for statement in M006:
            conn.execute(statement)
        if record_as:
            conn.execute("INSERT INTO _migrations VALUES (?, '2025-01-01T00:00:00+00:00')", (record_as,))


def test_a_schema_the_recorded_steps_do_not_explain_is_one_line_and_nothing_changes(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _with_unrecorded_workflow_marks(path, record_as=None)
    before = _dump(path)
    with pytest.raises(RegistryError) as raised:
        Registry(path)
    message = str(raised.value)
    assert message.startswith(f"registry at {path} cannot be upgraded: step m006_workflow_marks does not fit it")
    assert "(table workflow_marks already exists)" in message and "move the file aside" in message
    assert "\n" not in message and _dump(path) == before


def test_a_file_from_another_build_names_the_steps_it_records_and_what_to_do(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _with_unrecorded_workflow_marks(path, record_as="m006_workflow_progress")
    before = _dump(path)
    with pytest.raises(RegistryError, match=r"another build of toolkiln .*m006_workflow_progress.*wrote it"):
        Registry(path)
    with pytest.raises(RegistryError, match=r"another build of toolkiln .*open it with the toolkiln that wrote it"):
        Registry(path, read_only=True)  # the reader does not send a person to an upgrade that must fail
    assert _dump(path) == before


def test_the_cli_reports_a_file_it_cannot_upgrade_in_one_line(tmp_path):
    home = tmp_path / "home"
    home.mkdir()
    _with_unrecorded_workflow_marks(home / "registry.sqlite3", record_as="m006_workflow_progress")
    env = {**os.environ, "TOOLKILN_HOME": str(home)}
    for args in (["tools", "list"], ["run", "what is 2 + 2"]):
        done = subprocess.run(
            [sys.executable, "-m", "toolkiln", *args], env=env, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 1 and done.stdout == ""
        assert done.stderr.startswith("toolkiln: error: registry at ") and done.stderr.count("\n") == 1
        assert (
            "another build of toolkiln" in done.stderr and "it records m006_workflow_progress, unknown" in done.stderr
        )


NEWER_STEP = "m050_tool_tags"
"""A step a newer build of toolkiln applied: a table of its own, kept in step with ``tools`` by its code."""


def _as_a_newer_build_left_it(path, *, without: str | None = None) -> None:
    """The file as a newer build leaves it: a step this one does not know (optionally one it knows missing)."""
    assert NEWER_STEP not in {name for name, _ in MIGRATIONS} | set(RENAMED)
    with sqlite3.connect(path) as conn:
        conn.execute("CREATE TABLE tool_tags (tool INTEGER NOT NULL, tag TEXT NOT NULL)")
        conn.execute("INSERT INTO tool_tags SELECT id, 'units' FROM tools")
        conn.execute("INSERT INTO _migrations VALUES (?, '2027-01-01T00:00:00+00:00')", (NEWER_STEP,))
        if without:
            conn.execute("DELETE FROM _migrations WHERE name = ?", (without,))


def test_a_file_a_newer_build_wrote_is_read_but_never_written(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=len(SHIPPED))
    _check_upgraded(path)  # a file of this build's schema, with two versions and a turn
    _as_a_newer_build_left_it(path)
    before = _dump(path)
    with pytest.raises(RegistryError) as raised:
        Registry(path)
    message = str(raised.value)
    assert message.startswith(
        f"registry at {path} cannot be written by this toolkiln: another build of toolkiln wrote the file "
        f"(it records {NEWER_STEP}, unknown to this one), and writing to it could break what that build expects; "
        "nothing was changed: open it with the toolkiln that wrote it (commands that only read it"
    )
    assert message.endswith("or move the file aside and run again to start a new one") and "\n" not in message
    with Registry(path, read_only=True) as reg:  # reading harms nothing the newer build expects
        assert reg.get("bodyMassIndex").version == 2 and reg.runlog.turns()[0]["message"] == "hi"
    assert _dump(path) == before


def test_a_file_a_newer_build_wrote_that_lacks_a_step_is_neither_upgraded_nor_read(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=len(SHIPPED))
    _as_a_newer_build_left_it(path, without="m009_session_ok_tools")
    with sqlite3.connect(path) as conn:  # as if that build had no such step: its objects are not there
        conn.execute("DROP TRIGGER turns_ok_tools")
        conn.execute("DROP VIEW turn_ok_tools")
        conn.execute("DROP TABLE session_ok_tools")
    before = _dump(path)
    with pytest.raises(RegistryError) as raised:
        Registry(path)  # m009 would fit, but applying it would write into the other build's file
    assert f"(it records {NEWER_STEP}, unknown to this one)" in str(raised.value)
    assert "still work" not in str(raised.value)  # reading needs m009 too: it is not offered
    with pytest.raises(RegistryError, match=r"cannot be read by this toolkiln: another build .*lacks steps"):
        Registry(path, read_only=True)
    assert _dump(path) == before


def test_the_cli_reads_a_newer_builds_file_and_refuses_to_write_it(tmp_path):
    from click.testing import CliRunner

    from toolkiln.cli.main import main

    home = tmp_path / "home"
    env = {"TOOLKILN_HOME": str(home)}
    runner = CliRunner(env=env)
    assert runner.invoke(main, ["run", "--approval", "manual", "count the words in 'a b'"]).exit_code == 0
    _as_a_newer_build_left_it(home / "registry.sqlite3")
    before = _dump(home / "registry.sqlite3")
    listed = runner.invoke(main, ["tools", "list", "--all", "--json"])
    assert listed.exit_code == 0
    assert [(t["name"], t["status"]) for t in json.loads(listed.stdout) if t["origin"] != "catalog"] == [
        ("count_words", "pending")
    ]
    logged = runner.invoke(main, ["log", "--json"])
    assert logged.exit_code == 0 and len(json.loads(logged.stdout)) == 1
    progress = runner.invoke(main, ["workflows", "progress", "publish-article", "--session", "s", "--json"])
    assert progress.exit_code == 0 and json.loads(progress.stdout)["workflow"] == "publish-article"
    for args in (["run", "calculate 2 + 3"], ["tools", "approve", "count_words"], ["resume"]):
        done = runner.invoke(main, args)
        assert done.exit_code == 1 and done.stdout == "", args
        [line] = done.stderr.splitlines()
        assert line.startswith(f"toolkiln: error: registry at {home / 'registry.sqlite3'} cannot be written")
        assert f"it records {NEWER_STEP}, unknown to this one" in line and "`toolkiln tools list`" in line
    assert _dump(home / "registry.sqlite3") == before  # no turn logged, no tool approved
