"""Several processes on one registry, and a process that dies in the middle of a write."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap

SOURCE = '"""Doubles a number."""\n\n\ndef double(x: float) -> dict:\n    return {"value": x * 2}\n'
PARAMS = [{"name": "x", "type": "float", "required": True}]

WRITER = textwrap.dedent(
    """
    import json, sys
    from toolkiln.store import Registry

    path, label, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
    source = json.loads(sys.argv[4])
    registry = Registry(path, key_file=sys.argv[5] if len(sys.argv) > 5 else None)
    print("ready", flush=True)
    sys.stdin.readline()  # every writer starts at the same moment
    versions = []
    for i in range(count):
        tool = registry.save(name="double", source=source + f"# {label} {i}\\n", description="Doubles.",
                             params=[{"name": "x", "type": "float", "required": True}],
                             backend="mock", model="mock")
        versions.append(tool.version)
    print(json.dumps(versions), flush=True)
    """
)

CRASHER = textwrap.dedent(
    """
    import json, os, sys
    from toolkiln.store import Registry, tool_rows

    index_offered = tool_rows.index_offered

    def index_then_die(conn, *args):
        index_offered(conn, *args)
        if hasattr(conn, "pipeline"):  # PostgreSQL's batch: sent to the server, not yet committed
            conn.pipeline.sync()
        os._exit(3)  # the row and its search entry are written, not yet committed

    tool_rows.index_offered = index_then_die
    registry = Registry(sys.argv[1], key_file=sys.argv[3] if len(sys.argv) > 3 else None)
    registry.save(name="double", source=json.loads(sys.argv[2]) + "# half written\\n",
                  description="Doubles.", params=[], backend="mock", model="mock")
    """
)


def test_two_processes_writing_one_name_get_every_version_exactly_once(store_at):
    """Concurrent writers (processes, or machines on one PostgreSQL) never assign one version twice and never
    lose a write."""
    path, key = str(store_at.location), [str(store_at.key_file)] if store_at.key_file else []
    store_at.open().close()
    writers, per_writer = 3, 15
    procs = [
        subprocess.Popen(
            [sys.executable, "-c", WRITER, path, f"w{n}", str(per_writer), json.dumps(SOURCE), *key],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        for n in range(writers)
    ]
    for proc in procs:
        assert proc.stdout.readline().strip() == "ready"
    for proc in procs:
        proc.stdin.write("go\n")
        proc.stdin.flush()
    reported = []
    for proc in procs:
        out, _ = proc.communicate(timeout=60)
        assert proc.returncode == 0
        reported.append(json.loads(out.strip().splitlines()[-1]))
    everyone = sorted(v for versions in reported for v in versions)
    assert everyone == list(range(1, writers * per_writer + 1))
    with store_at.open() as registry:
        history = registry.history("double")
    assert [t.version for t in history] == everyone
    written = {t.source.rsplit("# ", 1)[1].strip() for t in history}
    assert written == {f"w{n} {i}" for n in range(writers) for i in range(per_writer)}


def test_a_process_killed_mid_write_leaves_the_previous_state_intact(store_at):
    """Killed inside its transaction (for PostgreSQL: its connection lost mid-write), nothing is half-written."""
    path, key = str(store_at.location), [str(store_at.key_file)] if store_at.key_file else []
    with store_at.open() as registry:
        registry.save(
            name="double", source=SOURCE, description="Doubles a number.", params=PARAMS, backend="mock", model="mock"
        )
    crashed = subprocess.run([sys.executable, "-c", CRASHER, path, json.dumps(SOURCE), *key], timeout=60)
    assert crashed.returncode == 3
    if not store_at.is_postgres:
        assert store_at.execute("PRAGMA integrity_check")[0][0] == "ok"
    with store_at.open() as registry:
        assert [t.version for t in registry.history("double")] == [1]
        assert registry.get("double").source == SOURCE
        assert [t.ref for t in registry.search("double a number")] == ["double@1"]
        again = registry.save(
            name="double", source=SOURCE + "\n", description="Doubles.", params=PARAMS, backend="mock", model="mock"
        )
        assert again.version == 2
