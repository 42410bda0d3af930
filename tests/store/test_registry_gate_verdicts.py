"""The gate's verdict kept with each stored row: trusted only when this key signed it for this gate.

A new process that loads a stored tool checks the row's verdict (an HMAC over the
source's sha256 and the gate's fingerprint) instead of loading libcst. Every way of
making a verdict the key did not make for this source, gate and policy — forged,
from another key, copied from another row, made under another policy, or a row's
signature passed off as one — sends the source through the gate again, and a
source the gate refuses never runs.
"""

from __future__ import annotations

import json
import shutil
import sqlite3
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from click.testing import CliRunner

from toolkiln.acceptance import fingerprint
from toolkiln.cli.main import main
from toolkiln.errors import IntegrityError, RegistryError
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.store import Registry, integrity, source_sha256
from toolkiln.store.db import BUSY_TIMEOUT_S
from toolkiln.store.integrity import Seal

TASK = "Convert 30 degrees Celsius to Fahrenheit"
GOOD = (
    '"""Converts degrees Celsius to degrees Fahrenheit."""\n\n'
    "def celsius_to_fahrenheit(celsius: float) -> dict:\n"
    '    return {"fahrenheit": celsius * 9 / 5 + 32}\n'
)
PERMISSIVE = DEFAULT_POLICY.with_module("os", "system getcwd", "a policy that should never ship")


def payload(marker: Path) -> str:
    """A celsius_to_fahrenheit that, if it ever ran unconfined, would leave ``marker`` behind."""
    return (
        '"""Converts degrees Celsius to degrees Fahrenheit."""\n\n'
        "import os\n\n"
        "def celsius_to_fahrenheit(celsius: float) -> dict:\n"
        f"    os.system('touch {marker}')\n"
        '    return {"fahrenheit": celsius * 9 / 5 + 32}\n'
    )


def run(*args: str):
    result = CliRunner().invoke(main, list(args))
    assert result.exception is None or isinstance(result.exception, SystemExit), repr(result.exception)
    return result


@pytest.fixture
def new_process(monkeypatch):
    """This process forgets every verdict it took, as a new process would; counts the gate's runs."""
    from toolkiln.acceptance import gate

    calls: list[str] = []
    real = gate.check_source
    monkeypatch.setattr(integrity, "_PASSED", set())
    monkeypatch.setattr(gate, "check_source", lambda source, policy: calls.append(source) or real(source, policy))
    return calls


def stored_verdict(path: Path, name: str = "celsius_to_fahrenheit") -> str | None:
    with sqlite3.connect(path) as db:
        return db.execute("SELECT gate_verdict FROM tools WHERE name = ?", (name,)).fetchone()[0]


def test_a_generated_tool_keeps_its_verdict_and_a_new_process_trusts_it(toolkiln_home, new_process):
    assert json.loads(run("run", "--json", TASK).stdout)["steps"][0]["origin"] == "generated"
    assert stored_verdict(toolkiln_home / "registry.sqlite3").startswith(integrity.VERDICT_SCHEME)
    integrity._PASSED.clear()
    new_process.clear()
    step = json.loads(run("run", "--json", TASK).stdout)["steps"][0]
    assert (step["origin"], step["result"]) == ("reused", {"fahrenheit": 86.0})
    assert new_process == []  # the verdict held: the gate was not asked again


def test_a_reused_run_does_not_load_the_gate(toolkiln_home):
    """The point of the verdict: a new process reusing a stored tool never imports libcst."""
    run("run", "--json", TASK)
    code = (
        "import atexit, json, sys\n"
        "loaded = lambda: [name in sys.modules for name in ('libcst', 'toolkiln.acceptance.gate')]\n"
        "atexit.register(lambda: print(json.dumps(loaded()), file=sys.stderr))\n"
        "sys.argv = ['toolkiln', 'run', '--json', sys.argv[1]]\n"
        "from toolkiln.cli.entry import entry_point\n"
        "entry_point()\n"
    )
    done = subprocess.run([sys.executable, "-c", code, TASK], capture_output=True, text=True, timeout=120)
    assert json.loads(done.stdout)["steps"][0]["origin"] == "reused"
    assert json.loads(done.stderr.strip().splitlines()[-1]) == [False, False]


def _signed_payload(path: Path, marker: Path) -> str:
    """A payload stored signed but without a verdict, as code that skipped the gate would store it."""
    with Registry(path) as registry:
        return registry.save(
            name="celsius_to_fahrenheit",
            source=payload(marker),
            description="C to F",
            params=[],
            backend="m",
            model="m",
        ).sha256


FORGERIES = {
    "made up": lambda path, sha: integrity.VERDICT_SCHEME + "0" * 64,
    "another key": lambda path, sha: Seal(b"k" * 32).vouch(sha, fingerprint.gate_fingerprint(DEFAULT_POLICY)),
    "another policy": lambda path, sha: Seal.beside(path).vouch(sha, fingerprint.gate_fingerprint(PERMISSIVE)),
    "another source": lambda path, sha: Seal.beside(path).vouch(
        source_sha256(GOOD), fingerprint.gate_fingerprint(DEFAULT_POLICY)
    ),
    "another gate": lambda path, sha: Seal.beside(path).vouch(sha, "0" * 64),
    "the row's signature": lambda path, sha: sqlite3.connect(path).execute("SELECT signature FROM tools").fetchone()[0],
}


@pytest.mark.parametrize("forgery", FORGERIES)
def test_a_verdict_this_key_did_not_make_for_this_gate_is_refused_and_the_tool_never_runs(
    forgery, toolkiln_home, tmp_path
):
    path = toolkiln_home / "registry.sqlite3"
    marker = tmp_path / "ran"
    sha = _signed_payload(path, marker)
    with sqlite3.connect(path) as db:
        db.execute("UPDATE tools SET gate_verdict = ?", (FORGERIES[forgery](path, sha),))
    again = run("run", "--json", TASK)
    step = json.loads(again.stdout)["steps"][0]
    assert again.exit_code == 1 and step["status"] == "error" and step["result"] is None
    assert "celsius_to_fahrenheit@1 no longer passes the gate" in step["error"]
    assert "import of 'os' is not allowed" in step["error"]
    called = run("tools", "run", "celsius_to_fahrenheit", "celsius=1")
    assert called.exit_code != 0 and "no longer passes the gate" in called.stderr
    assert not marker.exists()


def test_a_verdict_under_a_policy_that_allowed_it_does_not_hold_under_the_default(tmp_path, new_process):
    path = tmp_path / "registry.sqlite3"
    marker = tmp_path / "ran"
    with Registry(path) as registry:
        tool = registry.save(
            name="celsius_to_fahrenheit",
            source=payload(marker),
            description="",
            params=[],
            backend="m",
            model="m",
            gated_under=PERMISSIVE,
        )
        registry.verify(tool, PERMISSIVE)  # the verdict holds for the policy it was made under
        assert new_process == []
        with pytest.raises(IntegrityError, match="no longer passes the gate.*import of 'os' is not allowed"):
            registry.verify(tool, DEFAULT_POLICY)
    assert len(new_process) == 1 and not marker.exists()


def test_a_source_edited_in_the_file_keeps_no_use_of_its_verdict(toolkiln_home, tmp_path):
    run("run", "--json", TASK)
    path = toolkiln_home / "registry.sqlite3"
    verdict = stored_verdict(path)
    marker = tmp_path / "ran"
    evil = payload(marker).replace("import os", "import math")  # passes the gate, and still must not run
    with sqlite3.connect(path) as db:
        db.execute("UPDATE tools SET source = ?", (evil,))
    step = json.loads(run("run", "--json", TASK).stdout)["steps"][0]
    assert step["result"] is None and "does not match its recorded sha256" in step["error"]
    with sqlite3.connect(path) as db:  # the hash edited too: the row's signature no longer holds
        db.execute("UPDATE tools SET sha256 = ?", (source_sha256(evil),))
    step = json.loads(run("run", "--json", TASK).stdout)["steps"][0]
    assert step["result"] is None and "is not signed by this registry's key" in step["error"]
    assert stored_verdict(path) == verdict and not marker.exists()


def test_a_stale_or_damaged_verdict_on_a_good_source_is_gated_again_and_replaced(tmp_path, new_process):
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry:
        registry.save(name="celsius_to_fahrenheit", source=GOOD, description="", params=[], backend="m", model="m")
    assert stored_verdict(path) is None  # saved without the caller's gate: no verdict
    for stale in (None, "gate-hmac-sha256:1:beef"):
        with sqlite3.connect(path) as db:
            db.execute("UPDATE tools SET gate_verdict = ?", (stale,))
        integrity._PASSED.clear()
        with Registry(path) as registry:
            registry.verify(registry.usable("celsius_to_fahrenheit"))
        assert stored_verdict(path).startswith(integrity.VERDICT_SCHEME) and stored_verdict(path) != stale
    integrity._PASSED.clear()
    with Registry(path) as registry:
        registry.verify(registry.usable("celsius_to_fahrenheit"))
    assert len(new_process) == 2  # once per stale verdict; the fresh one held the third time


def test_a_read_only_registry_gates_again_and_writes_nothing(tmp_path, new_process):
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry:
        registry.save(name="celsius_to_fahrenheit", source=GOOD, description="", params=[], backend="m", model="m")
    before = path.read_bytes()
    with Registry(path, read_only=True) as registry:
        registry.verify(registry.usable("celsius_to_fahrenheit"))
    assert len(new_process) == 1 and stored_verdict(path) is None and path.read_bytes() == before


def test_a_check_stores_no_verdict_while_another_process_holds_the_write_lock_and_never_waits_it_out(
    tmp_path, new_process
):
    """The verdict is a cache: a check that finds the registry locked still passes, skips storing it,
    writes nothing, and returns long before the busy timeout; the next check stores it."""
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry:
        registry.save(name="celsius_to_fahrenheit", source=GOOD, description="", params=[], backend="m", model="m")
        tool = registry.usable("celsius_to_fahrenheit")
        holder = sqlite3.connect(path, isolation_level=None)  # another process's connection, as SQLite sees it
        holder.execute("BEGIN IMMEDIATE")  # its write lock, held until the rollback below
        try:
            before = holder.execute("SELECT * FROM tools").fetchall()
            with pytest.raises(RegistryError, match="stayed locked by another process"):
                with registry.db.write(wait_s=0.01) as conn:
                    conn.execute("UPDATE tools SET description = 'half'")
            # Only that write waited less: every other write still waits the whole busy timeout.
            assert registry.db.query("PRAGMA busy_timeout")[0][0] == BUSY_TIMEOUT_S * 1000
            outcome: list[BaseException | None] = []
            checking = threading.Thread(target=lambda: outcome.append(_caught(registry.verify, tool)), daemon=True)
            checking.start()
            checking.join(timeout=BUSY_TIMEOUT_S / 2)  # a deadline far above the short wait, far below the timeout
            assert outcome == [None], "the check waited for the write lock, or failed"
            assert holder.execute("SELECT * FROM tools").fetchall() == before
        finally:
            holder.rollback()
            holder.close()
        assert len(new_process) == 1 and stored_verdict(path) is None
        integrity._PASSED.clear()  # as a new process would: the verdict was not kept
        registry.verify(tool)
    assert stored_verdict(path).startswith(integrity.VERDICT_SCHEME) and len(new_process) == 2


def _caught(check, *args) -> BaseException | None:
    try:
        check(*args)
    except BaseException as exc:  # handed to the test's thread, which asserts on it
        return exc
    return None


def _copy_gate_code(root: Path) -> None:
    package = Path(fingerprint.__file__).resolve().parent.parent
    for entry in fingerprint.GATE_MODULES:
        source, target = package / entry, root / entry
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_dir():
            shutil.copytree(source, target, ignore=shutil.ignore_patterns("__pycache__"))
        else:
            shutil.copy(source, target)


def test_any_change_to_the_gates_code_changes_its_fingerprint(tmp_path):
    package = Path(fingerprint.__file__).resolve().parent.parent
    _copy_gate_code(tmp_path)
    digest = fingerprint.code_digest(tmp_path, fingerprint.GATE_MODULES)
    assert digest == fingerprint.code_digest(package, fingerprint.GATE_MODULES)
    rule = tmp_path / "acceptance/gate/rules/imports.py"
    rule.write_text(rule.read_text() + "\n# a harmless-looking edit\n")
    edited = fingerprint.code_digest(tmp_path, fingerprint.GATE_MODULES)
    (tmp_path / "acceptance/gate/rules/new_rule.py").write_text("RULE = None\n")
    added = fingerprint.code_digest(tmp_path, fingerprint.GATE_MODULES)
    (tmp_path / "policy.py").write_text((tmp_path / "policy.py").read_text().replace("hashlib", "hashlib "))
    policy_module = fingerprint.code_digest(tmp_path, fingerprint.GATE_MODULES)
    assert len({digest, edited, added, policy_module}) == 4


def test_the_policy_is_part_of_the_fingerprint():
    tightened = DEFAULT_POLICY.with_limits(max_source_bytes=DEFAULT_POLICY.limits.max_source_bytes - 1)
    prints = {fingerprint.gate_fingerprint(p) for p in (DEFAULT_POLICY, PERMISSIVE, tightened)}
    assert len(prints) == 3
    assert fingerprint.gate_fingerprint(DEFAULT_POLICY) == fingerprint.gate_fingerprint(DEFAULT_POLICY.with_limits())


def test_the_fingerprint_covers_every_toolkiln_module_the_gate_loads():
    """A module the gate imports but the fingerprint leaves out could change a verdict unnoticed."""
    code = (
        "import sys, json\n"
        "before = set(sys.modules)\n"
        "import toolkiln.acceptance.gate\n"
        "print(json.dumps(sorted(m.__file__ for n, m in sys.modules.items() if n.startswith('toolkiln')"
        " and n not in ('toolkiln', 'toolkiln._version', 'toolkiln.acceptance'))))\n"
    )
    files = json.loads(subprocess.run([sys.executable, "-c", code], capture_output=True, text=True).stdout)
    package = Path(fingerprint.__file__).resolve().parent.parent
    covered = [package / entry for entry in fingerprint.GATE_MODULES]
    missing = [f for f in files if not any(Path(f) == c or c in Path(f).parents for c in covered)]
    assert files and missing == []
