"""Users and roles of a shared toolkiln: the CLI, then the roles matrix through a real ``toolkiln serve``.

Each test runs on both stores (``store_at``): a team may share a SQLite home on one
machine as well as a PostgreSQL store behind many.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys

import httpx
import pytest

from fakes.toolkiln_server import running_server

C_TO_F = "Convert 30 degrees Celsius to Fahrenheit"


def toolkiln(*args: str, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args],
        capture_output=True,
        text=True,
        timeout=120,
        env={**os.environ, **(env or {})},
    )


def add_user(name: str, role: str) -> str:
    added = toolkiln("users", "add", name, "--role", role)
    assert added.returncode == 0, added.stderr
    return added.stdout.strip().splitlines()[-1]


def test_users_are_added_listed_given_new_tokens_and_removed(store_at):
    token = add_user("ada", "reviewer")
    assert token.startswith("tk_") and len(token) > 40
    listed = json.loads(toolkiln("users", "list", "--json").stdout)
    assert [(u["name"], u["role"]) for u in listed] == [("ada", "reviewer")]
    assert token not in json.dumps(listed)  # only its hash is kept
    fresh = toolkiln("users", "token", "ada")
    assert fresh.returncode == 0 and fresh.stdout.strip().splitlines()[-1] != token
    again = toolkiln("users", "add", "ada", "--role", "member")
    assert again.returncode == 2 and "exists already" in again.stderr
    unknown = toolkiln("users", "add", "bob", "--role", "owner")
    assert unknown.returncode == 2 and "role 'owner' is not one of member, reviewer, admin" in unknown.stderr
    assert len(unknown.stderr.strip().splitlines()) == 1
    assert toolkiln("users", "remove", "ada").returncode == 0
    gone = toolkiln("users", "remove", "ada")
    assert gone.returncode == 2 and "no user named 'ada'" in gone.stderr
    assert json.loads(toolkiln("users", "list", "--json").stdout) == []


def bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def test_the_roles_matrix_through_the_http_api(store_at, toolkiln_home):
    member, reviewer, admin = add_user("mia", "member"), add_user("rev", "reviewer"), add_user("ann", "admin")
    with running_server(toolkiln_home, env={"TOOLKILN_APPROVAL": "manual"}) as server:
        api = httpx.Client(base_url=server.url, timeout=120)
        for token in (None, "tk_not-a-token"):
            refused = api.get("api/tools", headers=bearer(token))
            assert refused.status_code == 401 and "Bearer TOKEN" in refused.json()["error"]["message"]
        assert api.get("", headers=bearer(None)).status_code == 401  # the pages too
        turn = api.post("api/turns", json={"message": C_TO_F}, headers=bearer(member))
        assert turn.status_code == 200 and turn.json()["steps"][0]["status"] == "pending"
        denied = api.post("api/tools/celsius_to_fahrenheit/approve", json={}, headers=bearer(member))
        assert denied.status_code == 403
        assert denied.json()["error"]["message"] == (
            "approving, rejecting or retiring a tool needs the reviewer role; mia is a member"
        )
        approved = api.post("api/tools/celsius_to_fahrenheit/approve", json={}, headers=bearer(reviewer))
        assert approved.status_code == 200 and approved.json()["approved_by"] == "rev"
        retired = api.post("api/tools/celsius_to_fahrenheit/retire", json={"reason": "old"}, headers=bearer(admin))
        assert retired.status_code == 200
        logged = api.get("api/log", headers=bearer(member)).json()
        assert logged[0]["run_by"] == "mia"
        page = api.get("tools/celsius_to_fahrenheit", headers=bearer(member))
        assert page.status_code == 200 and "approved by" in page.text and "rev" in page.text
        # a user's token in an address is never taken: a browser goes to /login, the token left out
        opened = api.get(f"log?token={member}", headers={"accept": "text/html"}, follow_redirects=False)
        assert opened.status_code == 303 and opened.headers["location"] == "/login?next=%2Flog"
        assert "set-cookie" not in opened.headers
        # a browser signs in at /login once, then carries the sign-in's cookie (never the token)
        browser = httpx.Client(base_url=server.url, timeout=120)
        browser.get("login")
        signed = browser.post("login", data={"csrf": browser.cookies["toolkiln_csrf"], "token": member})
        assert signed.status_code == 303 and member not in signed.headers["set-cookie"]
        assert browser.get("log").status_code == 200
        # a new token replaces the old one at once
        toolkiln("users", "token", "mia")
        assert api.get("api/tools", headers=bearer(member)).status_code == 401
        assert browser.get("api/tools").status_code == 401  # and every sign-in made with the old one
    shown = json.loads(toolkiln("tools", "show", "celsius_to_fahrenheit", "--json").stdout)
    assert (shown["approved_by"], shown["retired_by"]) == ("rev", "ann")


def test_without_users_loopback_answers_as_before_and_the_cli_user_is_recorded(store_at, toolkiln_home):
    env = {"TOOLKILN_USER": "grace", "TOOLKILN_APPROVAL": "manual"}
    assert toolkiln("run", C_TO_F, env=env).returncode == 0
    assert toolkiln("tools", "approve", "celsius_to_fahrenheit", env=env).returncode == 0
    shown = json.loads(toolkiln("tools", "show", "celsius_to_fahrenheit", "--json").stdout)
    assert shown["approved_by"] == "grace"
    assert json.loads(toolkiln("log", "--json").stdout)[0]["run_by"] == "grace"
    with running_server(toolkiln_home) as server:
        assert httpx.get(server.url + "api/tools", timeout=120).status_code == 200


def test_mcp_over_http_asks_for_a_users_token(store_at, toolkiln_home):
    pytest.importorskip("mcp", reason="the mcp extra")
    import re

    from fakes.announced import announced_process

    token = add_user("mia", "member")
    argv = [sys.executable, "-m", "toolkiln", "mcp", "--http", "0"]
    address = re.compile(r"serving on (http://\S+/mcp)")
    with announced_process(argv, {**os.environ, "TOOLKILN_HOME": str(toolkiln_home)}, address, on="stderr") as up:
        url = up.address.group(1)
        hello = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
        headers = {"Accept": "application/json, text/event-stream"}
        refused = httpx.post(url, json=hello, headers=headers, timeout=60)
        assert refused.status_code == 401 and "Bearer TOKEN" in refused.json()["error"]["message"]
        let_in = httpx.post(url, json=hello, headers={**headers, **bearer(token)}, timeout=60)
        assert let_in.status_code != 401
