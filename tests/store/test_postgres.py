"""The PostgreSQL store's own promises: one shared key, a lost connection, bad settings, a newer schema.

What both stores promise alike is tested once for both (the ``store_at`` fixture); here is
what only a server can get wrong. Every server is the test cluster on 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import socket
import subprocess
import sys

import pytest

from toolkiln.errors import ConfigError, RegistryError
from toolkiln.store import Registry

SOURCE = '"""Doubles a number."""\n\n\ndef double(x: float) -> dict:\n    return {"value": x * 2}\n'
PARAMS = [{"name": "x", "type": "float", "required": True}]


@pytest.fixture
def url(pg_cluster):
    return pg_cluster.new_database()


def save(registry: Registry, source: str = SOURCE):
    return registry.save(name="double", source=source, description="Doubles.", params=PARAMS, backend="m", model="m")


def toolkiln(*args: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **env},
    )


def test_a_machine_with_another_key_is_told_in_one_line_and_signs_nothing(url, tmp_path):
    with Registry(url, key_file=tmp_path / "team.key") as registry:
        save(registry)
    (tmp_path / "mine.key").write_bytes(os.urandom(32))  # a key of its own
    with pytest.raises(ConfigError) as err:
        Registry(url, key_file=tmp_path / "mine.key")
    message = str(err.value)
    assert "\n" not in message and "is not the key that seals the store" in message
    assert "TOOLKILN_REGISTRY_KEY_FILE" in message
    with pytest.raises(ConfigError, match="there is no key at"):
        Registry(url, key_file=tmp_path / "missing" / "none.key", read_only=True)
    (tmp_path / "copy.key").write_bytes((tmp_path / "team.key").read_bytes())
    with Registry(url, key_file=tmp_path / "copy.key") as registry:  # the team's key, copied: every row holds
        tool = registry.usable("double")
        registry.verify(tool)
        assert [t.version for t in registry.history("double")] == [1]


def test_the_key_file_is_made_private(url, tmp_path):
    Registry(url, key_file=tmp_path / "keys" / "registry.key").close()
    assert (tmp_path / "keys" / "registry.key").stat().st_mode & 0o777 == 0o600


def test_a_lost_connection_fails_the_write_in_one_line_and_writes_nothing(url, tmp_path):
    import psycopg

    with Registry(url, key_file=tmp_path / "k") as registry:
        save(registry)
        with psycopg.connect(url, autocommit=True) as admin:  # the server drops every connection of the store
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        with pytest.raises(RegistryError) as err:
            save(registry, SOURCE + "# two\n")
        assert "lost the connection" in str(err.value) and "nothing of this was written" in str(err.value)
        assert "\n" not in str(err.value)
        assert [t.version for t in registry.history("double")] == [1]  # a read gets a fresh connection
        assert save(registry, SOURCE + "# two\n").version == 2  # and so does the next write


def test_a_lost_connection_fails_a_logged_turn_in_one_line_and_the_next_one_is_logged(url, tmp_path):
    """The run log's one statement and the change stamp's read are prepared on each connection: one that
    was dropped is replaced, and its replacement prepares them again."""
    import psycopg

    turn = {"message": "convert", "outcome": "plan", "steps": [{"tool": "double", "version": 1, "status": "ok"}]}
    with Registry(url, key_file=tmp_path / "k") as registry:
        save(registry)
        first = registry.runlog.log_turn(turn)
        stamp = registry.data_version()
        with psycopg.connect(url, autocommit=True) as admin:
            admin.execute(
                "SELECT pg_terminate_backend(pid) FROM pg_stat_activity "
                "WHERE datname = current_database() AND pid <> pg_backend_pid()"
            )
        with pytest.raises(RegistryError) as err:
            registry.runlog.log_turn(turn)
        assert "lost the connection" in str(err.value) and "\n" not in str(err.value)
        assert registry.data_version() == stamp  # read on a connection opened again
        assert [t["id"] for t in registry.runlog.turns()] == [first]  # nothing of the failed turn
        second = registry.runlog.log_turn(turn)
        assert [t["id"] for t in registry.runlog.turns()] == [second, first]
        assert [s["calls"] for s in registry.usage.stats("double")] == [2]


def test_a_turn_whose_text_holds_nul_is_refused_in_one_line_and_writes_nothing(url, tmp_path):
    with Registry(url, key_file=tmp_path / "k") as registry:
        with pytest.raises(RegistryError, match="NUL character") as err:
            registry.runlog.log_turn({"message": "a\x00b", "outcome": "plan", "steps": []})
        assert "\n" not in str(err.value)
        with pytest.raises(RegistryError, match="not valid Unicode"):
            registry.runlog.log_turn({"message": "a\ud800b", "outcome": "plan", "steps": []})
        assert registry.runlog.turns() == []


@pytest.mark.parametrize(
    ("value", "expected"),
    [
        ("postgresql://a b/x", "is not a PostgreSQL URL"),
        ("mysql://db/x", "is not a PostgreSQL URL"),
        ("postgresql://127.0.0.1/x?nonsense=1", "is not a PostgreSQL URL"),
    ],
)
def test_a_wrong_url_is_one_line_and_exit_2(value, expected, tmp_path):
    result = toolkiln("tools", "list", env={"TOOLKILN_HOME": str(tmp_path), "TOOLKILN_DATABASE_URL": value})
    assert result.returncode == 2, result.stderr
    assert expected in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_an_unreachable_server_is_one_line_and_exit_2(tmp_path):
    with socket.socket() as sock:  # a loopback port nothing listens on
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    env = {"TOOLKILN_HOME": str(tmp_path), "TOOLKILN_DATABASE_URL": f"postgresql://toolkiln@127.0.0.1:{port}/x"}
    result = toolkiln("run", "--json", "convert 30 celsius to fahrenheit", env=env)
    assert result.returncode == 2
    error = json.loads(result.stdout)["error"]
    assert error["type"] == "ConfigError" and "cannot connect to the PostgreSQL store" in error["message"]
    assert not (tmp_path / "registry.sqlite3").exists()


def test_a_missing_extra_says_what_to_install(url, tmp_path):
    script = "import runpy, sys; sys.modules['psycopg'] = None; runpy.run_module('toolkiln', run_name='__main__')"
    env = {**os.environ, "TOOLKILN_HOME": str(tmp_path), "TOOLKILN_DATABASE_URL": url}
    result = subprocess.run(
        [sys.executable, "-c", script, "tools", "list"], capture_output=True, text=True, timeout=60, env=env
    )
    assert result.returncode == 2
    assert "pip install 'toolkiln[postgres]'" in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_a_store_at_a_newer_schema_is_refused_and_left_as_it_is(url, tmp_path):
    import psycopg

    Registry(url, key_file=tmp_path / "k").close()
    with psycopg.connect(url, autocommit=True) as conn:
        conn.execute("INSERT INTO _migrations (name, applied_at) VALUES ('m999_from_the_future', '2030-01-01')")
    result = toolkiln(
        "tools",
        "list",
        env={
            "TOOLKILN_HOME": str(tmp_path),
            "TOOLKILN_DATABASE_URL": url,
            "TOOLKILN_REGISTRY_KEY_FILE": str(tmp_path / "k"),
        },
    )
    assert result.returncode == 2 and "written by a newer toolkiln" in result.stderr
    assert "m999_from_the_future" in result.stderr and len(result.stderr.strip().splitlines()) == 1


def test_nothing_of_the_store_is_written_to_the_home(url, tmp_path):
    home = tmp_path / "home"
    env = {"TOOLKILN_HOME": str(home), "TOOLKILN_DATABASE_URL": url}
    turn = toolkiln("run", "--json", "--session", "trip", "convert 30 celsius to fahrenheit", env=env)
    assert turn.returncode == 0, turn.stderr
    assert json.loads(turn.stdout)["steps"][0]["origin"] == "generated"
    written = {path.name for path in home.rglob("*")}
    assert not {"registry.sqlite3", "sessions", "locks"} & written and "registry.key" in written
    listed = json.loads(toolkiln("sessions", "list", "--json", env=env).stdout)
    assert [s["name"] for s in listed] == ["trip"]


def test_an_approval_through_one_replica_is_read_by_another_and_wakes_it(url, tmp_path):
    import threading

    key = tmp_path / "team.key"
    with Registry(url, key_file=key) as one, Registry(url, key_file=key) as two:
        save(one)
        pending = one.save(
            name="double",
            source=SOURCE + "# v2\n",
            description="",
            params=PARAMS,
            backend="m",
            model="m",
            status="pending",
        )
        assert two.usable("double").version == 1
        stamp = two.change_stamp()
        two.wait_for_change(0.01)  # the second replica listens from now on
        woke: list[bool] = []
        waiter = threading.Thread(target=lambda: woke.append(two.wait_for_change(60)))
        waiter.start()
        one.approve("double", pending.version)
        waiter.join(timeout=120)
        assert woke == [True]
        assert two.change_stamp() != stamp  # its cached look-ups are read again
        assert two.usable("double").version == 2 and two.get("double", 2).status == "active"


def test_db_copy_moves_a_grown_home_into_postgresql_with_every_signature_intact(url, tmp_path):
    home = tmp_path / "home"
    plain = {"TOOLKILN_HOME": str(home), "TOOLKILN_USER": "grace"}
    assert toolkiln("run", "--session", "trip", "convert 30 celsius to fahrenheit", env=plain).returncode == 0
    assert toolkiln("run", "--session", "trip", "count the words in 'a b c'", env=plain).returncode == 0
    added = toolkiln("users", "add", "ada", "--role", "reviewer", env=plain)
    token = added.stdout.strip().splitlines()[-1]
    with Registry(home / "registry.sqlite3", key_file=home / "registry.key") as old:
        _, sign_in = old.users.sign_in(token)  # a browser signed in at /login
    before = json.loads(toolkiln("tools", "list", "--all", "--json", env=plain).stdout)
    copied = toolkiln("db", "copy", "--from", f"sqlite:{home / 'registry.sqlite3'}", "--to", url, "--json", env=plain)
    assert copied.returncode == 0, copied.stderr
    counts = json.loads(copied.stdout)["copied"]
    assert counts["turns"] == 2 and counts["users"] == 1 and counts["session_lines"] == 4 and counts["tools"] >= 1
    assert json.loads(copied.stdout)["not_copied"] == {"user_sign_ins": 1}
    with Registry(url, key_file=home / "registry.key") as new:  # the sign-in stays behind, the token came along
        assert new.users.signed_in(sign_in) is None and new.users.holder(token).name == "ada"
    with Registry(home / "registry.sqlite3", key_file=home / "registry.key") as old:
        assert old.users.signed_in(sign_in).name == "ada"
    shared = {
        **plain,
        "TOOLKILN_HOME": str(tmp_path / "elsewhere"),
        "TOOLKILN_DATABASE_URL": url,
        "TOOLKILN_REGISTRY_KEY_FILE": str(home / "registry.key"),
    }
    assert json.loads(toolkiln("tools", "list", "--all", "--json", env=shared).stdout) == before
    again = json.loads(
        toolkiln("run", "--json", "--session", "trip", "convert 40 celsius to fahrenheit", env=shared).stdout
    )
    assert (again["steps"][0]["origin"], again["steps"][0]["status"]) == ("reused", "ok")  # its signature held
    assert [t["message"] for t in json.loads(toolkiln("log", "--json", env=shared).stdout)][1:] == [
        "count the words in 'a b c'",
        "convert 30 celsius to fahrenheit",
    ]
    shown = json.loads(toolkiln("sessions", "show", "trip", "--json", env=shared).stdout)
    assert len(shown["exchanges"]) == 3
    assert [u["name"] for u in json.loads(toolkiln("users", "list", "--json", env=shared).stdout)] == ["ada"]
    twice = toolkiln("db", "copy", "--from", f"sqlite:{home / 'registry.sqlite3'}", "--to", url, env=plain)
    assert twice.returncode == 2 and "already holds" in twice.stderr
    helped = toolkiln("db", "copy", "--help", env=plain).stdout
    assert "sign-ins are not copied" in " ".join(helped.split())
    store = json.loads(toolkiln("config", "--json", env=shared).stdout)["store"]
    assert store["kind"] == "postgresql" and store["where"] == url
    migrated = toolkiln("db", "migrate", "--json", env=shared)
    assert migrated.returncode == 0 and json.loads(migrated.stdout)["applied"] == []


def test_a_bulk_save_leaves_the_planner_knowing_the_new_rows(url, tmp_path):
    """After ``save_many`` of a hundred tools or more the search tables are analysed at once (their
    ``reltuples`` counted, -1 before any ANALYZE), so a search is not planned as for an empty table
    until autovacuum gets round to it; a save of a few tools leaves that to autovacuum."""
    tables = ("tools", "search_docs", "search_postings", "search_terms")

    def counted(registry: Registry) -> dict[str, float]:
        rows = registry.db.query("SELECT relname, reltuples FROM pg_class WHERE relname = ANY(?)", (list(tables),))
        return {name: float(tuples) for name, tuples in rows}

    def tools(names: range) -> list[dict]:
        return [
            dict(
                name=f"double_{n}",
                source=SOURCE.replace("def double", f"def double_{n}"),
                description=f"Doubles {n}.",
                params=PARAMS,
                backend="m",
                model="m",
            )
            for n in names
        ]

    with Registry(url, key_file=tmp_path / "registry.key") as registry:
        registry.save_many(tools(range(3)))
        assert all(count < 0 for count in counted(registry).values())  # never analysed yet
        registry.save_many(tools(range(3, 153)))
        after = counted(registry)
    assert after["tools"] == 153 and after["search_docs"] == 153, after
    assert after["search_postings"] > 153 and after["search_terms"] > 0, after
