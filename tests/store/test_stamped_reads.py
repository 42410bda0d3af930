"""The answers the registry keeps between reads are never older than a change made by another process.

The reads a reused turn repeats (the offered tools, their count and names, the row of a
step's tool) are kept under the change stamp. Here another process — another replica of
the same store — approves, rejects or retires a version while this one holds every
answer, and the very next read (the next turn) must see the change, on both stores.
"""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import textwrap

import pytest

import toolkiln
from toolkiln.store import Registry

SOURCE = '"""Doubles a number."""\n\n\ndef double(x: float) -> dict:\n    return {"value": x * 2}\n'
PARAMS = [{"name": "x", "type": "float", "required": True}]
TASK = "Convert 30 degrees Celsius to Fahrenheit"

_OTHER_PROCESS = textwrap.dedent(
    """
    import sys
    from pathlib import Path

    from toolkiln.store import Registry

    location, key, action, version = sys.argv[1:5]
    with Registry(location, key_file=Path(key) if key != "-" else None) as registry:
        if action == "approve":
            registry.approve("double", int(version), by="reviewer")
        elif action == "reject":
            registry.reject("double", int(version), "wrong", by="reviewer")
        else:
            registry.retire("double", "not needed", by="reviewer")
    """
)


def in_another_process(store_at, action: str, version: int) -> None:
    """``action`` done to ``double`` by a process of its own: another replica of the same store."""
    key = str(store_at.key_file) if store_at.key_file else "-"
    done = subprocess.run(
        [sys.executable, "-c", _OTHER_PROCESS, str(store_at.location), key, action, str(version)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr


def save(registry: Registry, source: str, status: str = "active"):
    return registry.save(
        name="double", source=source, description="Doubles.", params=PARAMS, backend="m", model="m", status=status
    )


def read_everything(registry: Registry) -> dict:
    """Every kept read, as a turn makes them."""
    usable = registry.usable("double")
    offered = registry.offered("double")
    return {
        "usable": usable.version if usable else None,
        "latest": registry.get("double").status,
        "offered": offered.version if offered else None,
        "offered_many": [t.version for t in registry.offered_many(["double"])],
        "count": registry.offered_count(),
        "names": registry.names(),
    }


@pytest.mark.parametrize(
    ("action", "after"),
    [
        ("approve", {"usable": 2, "latest": "active", "offered": 2, "offered_many": [2], "count": 1}),
        ("reject", {"usable": 1, "latest": "rejected", "offered": 1, "offered_many": [1], "count": 1}),
        ("retire", {"usable": None, "latest": "retired", "offered": None, "offered_many": [], "count": 0}),
    ],
)
def test_a_change_by_another_process_is_seen_by_the_next_read(store_at, action, after):
    with store_at.open() as registry:
        save(registry, SOURCE)
        save(registry, SOURCE + "# v2\n", status="pending")
        before = {"usable": 1, "latest": "pending", "offered": 1, "offered_many": [1], "count": 1, "names": ["double"]}
        for _ in range(2):  # the second time from what was kept
            assert read_everything(registry) == before
        with registry.snapshot():
            assert read_everything(registry) == before
        in_another_process(store_at, action, 2)
        with registry.snapshot():  # the next turn
            assert read_everything(registry) == {**after, "names": ["double"] if after["count"] else []}
        assert read_everything(registry) == {**after, "names": ["double"] if after["count"] else []}


def test_a_kept_answer_is_a_copy_the_caller_cannot_spoil(store_at):
    with store_at.open() as registry:
        save(registry, SOURCE)
        first = registry.usable("double")
        first.status = "retired"
        first.source = "spoiled"
        registry.names().append("spoiled")
        again = registry.usable("double")
        assert (again.status, again.source, registry.names()) == ("active", SOURCE, ["double"])


def test_a_turn_runs_a_tool_approved_by_another_process_on_its_next_turn(store_at, tmp_path):
    where = (
        {"database_url": str(store_at.location), "registry_key_file": store_at.key_file} if store_at.is_postgres else {}
    )
    home = tmp_path / "home"
    with toolkiln.open(home=home, approval="manual", **where) as kiln:
        assert kiln.run(TASK).steps[0].status == "pending"  # written now, waits for a person
        assert kiln.run(TASK).steps[0].status == "pending"  # reused: still waits, from what was kept
        approved = subprocess.run(
            [sys.executable, "-m", "toolkiln", "tools", "approve", "celsius_to_fahrenheit"],
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
            env={**os.environ, "TOOLKILN_HOME": str(home)},
        )
        assert approved.returncode == 0, approved.stderr
        step = kiln.run(TASK).steps[0]
        assert (step.origin, step.status, step.result) == ("reused", "ok", {"fahrenheit": 86.0})


def test_a_commit_that_leaves_the_tools_alone_keeps_the_answers_and_one_that_edits_them_does_not(tmp_path):
    """A turn's log row (here or in another process) moves no tool: the next turn reads from what was kept.
    A shell's edit of a row moves the stamp through the table's triggers, and the next read sees it."""
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry, Registry(path) as other:
        save(registry, SOURCE)
        stamp = registry.change_stamp()
        assert registry.usable("double").description == "Doubles."
        registry.runlog.log_turn({"message": "hi", "outcome": "plan", "steps": []})
        other.runlog.log_turn({"message": "hi", "outcome": "plan", "steps": []})
        assert registry.change_stamp() == stamp
        with sqlite3.connect(path) as shell:
            shell.execute("UPDATE tools SET description = 'Edited in a shell.'")
        assert registry.change_stamp() != stamp
        assert registry.usable("double").description == "Edited in a shell."


def test_what_was_read_inside_a_rolled_back_write_is_not_kept(tmp_path):
    """A write that fails after changing a row rolls back: an answer read inside it is never given again."""
    with Registry(tmp_path / "registry.sqlite3") as registry:
        save(registry, SOURCE)
        with pytest.raises(RuntimeError), registry.db.write() as conn:
            conn.execute("UPDATE tools SET description = 'never committed'")
            assert registry.usable("double").description == "never committed"  # inside the transaction
            raise RuntimeError("the write fails")
        save(registry, SOURCE + "# v2\n", status="pending")  # a commit: the counter reaches the rolled-back value
        assert registry.usable("double").description == "Doubles."


def test_inside_a_snapshot_a_sqlite_turn_sees_one_registry_and_its_own_writes(tmp_path):
    """The stamp is looked at once per snapshot (a turn); another process's change shows from the next one,
    or at once after the name's write lock is taken (it may have just written that tool); this process's
    own writes show at once."""
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry, Registry(path) as other:
        save(registry, SOURCE)
        with registry.snapshot():
            assert registry.usable("double").version == 1
            save(other, SOURCE + "# v2\n")  # another process's save, mid-turn
            assert registry.usable("double").version == 1  # the turn's registry
            with registry.writing("double"):
                assert registry.usable("double").version == 2  # the writer before may have written it
            save(registry, SOURCE + "# v3\n")
            assert registry.usable("double").version == 3  # its own write
            other.retire("double")
            assert registry.usable("double").version == 3
        with registry.snapshot():  # the next turn
            assert registry.usable("double") is None
