"""A lost ``registry.key``: the refusal says so and what to do; ``tools reseal`` lists, then with --yes re-gates
and re-signs what it can, and a row that was also tampered with stays refused. Real SQLite files throughout."""

from __future__ import annotations

import json
import secrets
import sqlite3

import pytest
from click.testing import CliRunner

from fakes.samples import DOUBLE, REVERSE
from toolkiln.cli.main import main
from toolkiln.errors import IntegrityError
from toolkiln.store import Registry, integrity, source_sha256
from toolkiln.store.reseal import reseal

C2F = "Convert 30 degrees Celsius to Fahrenheit"
GATED = 'import os\n\ndef double(x: float) -> dict:\n    return {"value": os.getpid()}\n'


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


def step(*args: str) -> dict:
    return json.loads(run("run", "--json", *args).stdout)["steps"][0]


def tools_table(path) -> list[tuple]:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT * FROM tools ORDER BY id").fetchall()


@pytest.fixture
def stored(toolkiln_home):
    """A home whose registry holds two tools the mock models wrote, sealed with its key."""
    assert step(C2F)["result"] == {"fahrenheit": 86.0}
    assert step(REVERSE)["result"] == {"reversed": "cba"}
    return toolkiln_home


def test_a_lost_key_is_named_with_both_ways_back_then_reseal_makes_the_tools_usable(stored):
    (stored / "registry.key").unlink()
    shown = run("tools", "show", "celsius_to_fahrenheit")  # read-only: no key is made
    assert shown.exit_code == 1
    assert "registry.key is missing" in shown.stderr and "toolkiln tools reseal" in shown.stderr
    failed = step(C2F)  # opens for writing: a new key is made, the old rows fail under it
    assert failed["status"] == "error" and failed["result"] is None
    assert failed["error"].startswith("tool celsius_to_fahrenheit@1 was signed with a registry key that is gone")
    assert "registry.key was lost or replaced); restore that key from a backup" in failed["error"]
    assert "\n" not in failed["error"] and "retire" not in failed["error"]  # nothing suggests throwing it away

    before = tools_table(stored / "registry.sqlite3")
    listed = run("tools", "reseal")
    assert listed.exit_code == 0
    assert "2 stored tool version(s) fail the seal check (" in listed.stdout and "was lost or replaced" in listed.stdout
    assert "celsius_to_fahrenheit@1  active, by mock / mock" in listed.stdout and "can be resealed" in listed.stdout
    assert tools_table(stored / "registry.sqlite3") == before  # listing writes nothing
    assert step(C2F)["status"] == "error"

    done = run("tools", "reseal", "--yes")
    assert done.exit_code == 0, done.output
    assert done.stdout.splitlines() == [
        "resealed celsius_to_fahrenheit@1",
        "resealed reverse_text@1",
        "2 resealed, 0 left unusable",
    ]
    assert step(C2F)["result"] == {"fahrenheit": 86.0} and step(REVERSE)["result"] == {"reversed": "cba"}
    history = json.loads(run("tools", "history", "reverse_text", "--json").stdout)
    [mark] = history[0]["resealed"]
    assert mark["by"] and mark["at"] >= history[0]["created_at"]
    assert "resealed" in run("tools", "show", "reverse_text").stdout
    assert run("tools", "reseal").stdout.strip() == "Every stored tool's seal holds; nothing to reseal."


def test_a_replaced_key_says_replaced_and_tampered_rows_stay_refused(stored):
    (stored / "registry.key").write_bytes(secrets.token_bytes(integrity.KEY_BYTES))  # someone's other key
    with sqlite3.connect(stored / "registry.sqlite3") as db:
        # Changed without its hash, and a row never signed by any key, added behind toolkiln's back.
        db.execute("UPDATE tools SET source = replace(source, '[::-1]', '') WHERE name = 'reverse_text'")
        db.execute(
            "INSERT INTO tools (name, version, source, sha256, created_at) VALUES ('double', 1, ?, ?, 'x')",
            (DOUBLE, source_sha256(DOUBLE)),
        )
    data = json.loads(run("tools", "reseal", "--json").stdout)
    assert data["applied"] is False and data["key_lost"] is True
    problems = {v["ref"]: v["problem"] for v in data["versions"]}
    assert problems["celsius_to_fahrenheit@1"] is None
    assert "does not match its recorded sha256" in problems["reverse_text@1"]
    assert "never signed" in problems["double@1"]

    done = run("tools", "reseal", "--yes")
    assert done.exit_code == 1  # some stay unusable
    assert "left reverse_text@1 unusable: its source does not match its recorded sha256" in done.stdout
    assert done.stdout.strip().endswith("1 resealed, 2 left unusable")
    assert step(C2F)["result"] == {"fahrenheit": 86.0}
    refused = step(REVERSE)
    assert refused["status"] == "error" and "does not match its recorded sha256" in refused["error"]
    with Registry(stored / "registry.sqlite3") as registry:
        assert not registry.key_lost
        with pytest.raises(IntegrityError, match="not signed by this registry's key"):
            registry.verify(registry.get("double"))


def test_a_source_the_gate_refuses_is_left_unusable(tmp_path):
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry:
        registry.save(name="double", source=DOUBLE, description="", params=[], backend="m", model="m")
        registry.save(
            name="shell", source=GATED.replace("double", "shell"), description="", params=[], backend="m", model="m"
        )
    path.with_suffix(".key").unlink()
    with Registry(path) as registry:
        assert registry.key_lost
        rows = reseal(registry, apply=True, by="ada")
        assert [(r.ref, r.resealed) for r in rows] == [("double@1", True), ("shell@1", False)]
        assert rows[1].problem.startswith("the gate refuses its source (line 1: import of 'os' is not allowed")
        registry.verify(registry.get("double"))
        assert registry.get("double").resealed[0]["by"] == "ada"
        assert not registry.sealed(registry.get("shell"))


def test_a_reseal_that_fails_half_way_writes_nothing(tmp_path, monkeypatch):
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry:
        for name in ("first", "second"):
            source = DOUBLE.replace("double", name)
            registry.save(name=name, source=source, description="", params=[], backend="m", model="m")
    path.with_suffix(".key").unlink()
    before = tools_table(path)
    with Registry(path) as registry:
        real, signed = registry.seal.sign, []

        def sign_once(columns):
            if signed:
                raise OSError("disk went away")
            signed.append(columns["name"])
            return real(columns)

        monkeypatch.setattr(registry.seal, "sign", sign_once)
        with pytest.raises(OSError):
            reseal(registry, apply=True)
        assert signed == ["first"] and registry.key_lost
    assert tools_table(path) == before
    with Registry(path) as registry:
        assert registry.key_lost  # the new key was not recorded either


def test_signatures_made_before_the_reseal_column_still_hold_and_it_is_signed_once_set(tmp_path):
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry:
        registry.save(name="double", source=DOUBLE, description="", params=[], backend="m", model="m")
    path.with_suffix(".key").unlink()
    with Registry(path) as registry:
        reseal(registry, apply=True, by="ada")
        assert registry.sealed(registry.get("double"))
    for edit in ("NULL", '\'[{"by": "mallory", "at": "2020"}]\''):
        with sqlite3.connect(path) as db:
            db.execute(f"UPDATE tools SET resealed = {edit}")
        with Registry(path) as registry:
            assert not registry.sealed(registry.get("double")), edit


def test_a_new_key_never_adopts_rows_added_to_a_sealed_registry(tmp_path):
    """Adoption signs the rows of a registry from before the seal, not those added after its key was lost."""
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry:
        registry.save(name="double", source=DOUBLE, description="", params=[], backend="m", model="m")
    path.with_suffix(".key").unlink()
    late = DOUBLE.replace("double", "late")
    with sqlite3.connect(path) as db:
        db.execute(
            "INSERT INTO tools (name, version, source, sha256, created_at) VALUES ('late', 1, ?, ?, 'x')",
            (late, source_sha256(late)),
        )
    with Registry(path) as registry:
        assert not registry.sealed(registry.get("late"))
        with pytest.raises(IntegrityError, match="not signed by this registry's key"):
            registry.verify(registry.get("late"))


def test_a_resealed_row_keeps_the_verdict_of_the_gate_it_just_passed(stored):
    """So the next process reusing it trusts the verdict instead of loading the gate again."""
    from toolkiln.acceptance.fingerprint import gate_fingerprint
    from toolkiln.policy import DEFAULT_POLICY

    (stored / "registry.key").unlink()
    assert run("tools", "reseal", "--yes").exit_code == 0
    fingerprint = gate_fingerprint(DEFAULT_POLICY)
    with Registry(stored / "registry.sqlite3") as registry:
        for name in ("celsius_to_fahrenheit", "reverse_text"):
            tool = registry.usable(name)
            assert registry.seal.vouched(tool.sha256, fingerprint, tool.gate_verdict), name
