"""Databases written by earlier code open and upgrade correctly.

The schemas below are frozen copies of what shipped, written out in SQL here
rather than produced by the migrations under test, so a migration edited after
it shipped makes these fail.
"""

import hashlib
import json
import sqlite3

from toolkiln.errors import IntegrityError
from toolkiln.registry import Registry
from toolkiln.registry.migrations import MIGRATIONS

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
SHIPPED = [
    ("m001_tools_and_turns", M001),
    ("m002_tool_origin", M002),
    ("m003_search_index", M003),
    ("m004_tool_returns", M004),
    ("m005_seal_and_claims", M005),
    ("m006_workflow_marks", M006),
    ("m007_registry_meta_and_reseals", M007),
    ("m008_gate_verdicts", M008),
]

SOURCE = "def bodyMassIndex(weight_kg: float, height_m: float) -> float:\n    return weight_kg / height_m**2\n"
SHA256 = hashlib.sha256(SOURCE.encode()).hexdigest()
PARAMS = json.dumps([{"name": "weight_kg", "type": "float"}, {"name": "height_m", "type": "float"}])


def _old_database(path, steps: int) -> None:
    """A registry file as the first ``steps`` shipped migrations left it, with one tool and one turn."""
    conn = sqlite3.connect(path, isolation_level=None)
    conn.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    for name, statements in SHIPPED[:steps]:
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


def _check_upgraded(path) -> None:
    with Registry(path) as reg:
        tool = reg.get("bodyMassIndex")
        assert (tool.version, tool.provenance, tool.source) == (1, "generated", SOURCE)
        reg.verify(tool)  # re-gated and signed once when the registry got its key: it runs as before
        assert [t.name for t in reg.search("mass of my body")] == ["bodyMassIndex"]
        assert [t.name for t in reg.search("height")] == ["bodyMassIndex"]
        assert reg.runlog.turns()[0]["message"] == "hi"
        reg.progress.record("s", "publish-article", "draft", done=True, by="writer")
        assert reg.progress.marks("s", "publish-article")["draft"].by == "writer"
        saved = reg.save(name="bodyMassIndex", source=SOURCE, description="v2", params=[], backend="mock", model="m")
        assert saved.version == 2 and [t.version for t in reg.search("body mass")] == [2]
    with sqlite3.connect(path) as conn:
        names = [r[0] for r in conn.execute("SELECT name FROM _migrations ORDER BY rowid")]
        (rows,) = conn.execute("SELECT COUNT(*) FROM tools_fts").fetchone()
    assert names == [name for name, _ in MIGRATIONS] and rows == 1


def test_a_database_of_the_current_schema_opens_unchanged_and_keeps_working(tmp_path):
    path = tmp_path / "registry.sqlite3"
    _old_database(path, steps=len(SHIPPED))
    _check_upgraded(path)


def test_a_database_from_before_gate_verdicts_is_gated_once_and_keeps_the_verdict(tmp_path, monkeypatch):
    from toolkiln.acceptance import gate
    from toolkiln.registry import integrity

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
    import toolkiln.registry.migrations as migrations
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
