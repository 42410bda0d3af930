"""Two real ``toolkiln serve`` replicas on one PostgreSQL store behave as one service.

Each replica has a home of its own (nothing is shared through a folder) and its own
worker pool; the store and the signing key are what they share, as two machines
behind a load balancer would.
"""

from __future__ import annotations

import httpx

from fakes.toolkiln_server import running_server

C_TO_F = "Convert 30 degrees Celsius to Fahrenheit"
AGAIN = "Convert 40 degrees Celsius to Fahrenheit"


def test_a_session_tool_and_approval_agree_across_two_replicas(pg_cluster, tmp_path):
    env = {
        "TOOLKILN_DATABASE_URL": pg_cluster.new_database(),
        "TOOLKILN_REGISTRY_KEY_FILE": str(tmp_path / "team.key"),
        "TOOLKILN_APPROVAL": "manual",
    }
    with running_server(tmp_path / "one", env=env) as one, running_server(tmp_path / "two", env=env) as two:
        a = httpx.Client(base_url=one.url, timeout=120)
        b = httpx.Client(base_url=two.url, timeout=120)
        first = a.post("api/turns", json={"message": C_TO_F, "session": "trip"}).json()
        assert (first["steps"][0]["origin"], first["steps"][0]["status"]) == ("generated", "pending")
        # the tool written through one replica is the one the other finds (still awaiting approval)
        held = b.post("api/turns", json={"message": AGAIN, "session": "trip"}).json()
        assert held["steps"][0]["status"] == "pending"
        assert b.get("api/tools/celsius_to_fahrenheit").json()["version"] == 1
        # approved through the second, it runs through the first
        assert b.post("api/tools/celsius_to_fahrenheit/approve", json={}).status_code == 200
        assert a.get("api/tools/celsius_to_fahrenheit").json()["status"] == "active"
        ran = a.post("api/turns", json={"message": AGAIN, "session": "trip"}).json()
        assert (ran["steps"][0]["origin"], ran["steps"][0]["result"]) == ("reused", {"fahrenheit": 104.0})
        # the session continued across both: each replica shows all three exchanges, in order
        for replica in (a, b):
            shown = replica.get("api/sessions/trip").json()
            assert [e["message"] for e in shown["exchanges"]] == [C_TO_F, AGAIN, AGAIN]
        # retired through the first, the second lists it retired and no longer runs it
        assert a.post("api/tools/celsius_to_fahrenheit/retire", json={"reason": "replaced"}).status_code == 200
        listed = {t["name"]: t["status"] for t in b.get("api/tools").json()}
        assert listed["celsius_to_fahrenheit"] == "retired"
        after = b.post("api/turns", json={"message": AGAIN}).json()["steps"][0]
        assert after["origin"] != "reused" or after["status"] != "ok"
        assert len(a.get("api/log").json()) == len(b.get("api/log").json()) == 4
    assert not (tmp_path / "one" / "registry.sqlite3").exists() and not (tmp_path / "two" / "sessions").exists()
