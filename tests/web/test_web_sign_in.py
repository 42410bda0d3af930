"""Signing in at /login and the users routes, through a real ``toolkiln serve`` on 127.0.0.1 with httpx.

The roles matrix runs on both stores (``store_at``). The payloads try what an attacker
would: a sign-in posted from another site, a token guessed in a loop, a token that
should end up in a log, a page or a cookie, a removed user's cookie used again; each
test asserts the side effect did not happen.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import subprocess
import sys
from pathlib import Path

import httpx
import pytest

from fakes.toolkiln_server import running_server

pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

ROUTES = (
    ("GET", "api/users", None),
    ("POST", "api/users", {"name": "zed", "role": "member"}),
    ("DELETE", "api/users/target", None),
    ("POST", "api/users/target/token", None),
)
"""Each users route, aimed at a user whose removal or new token would show."""
MAX_FAILURES = 5


def toolkiln(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args], capture_output=True, text=True, timeout=120, env=dict(os.environ)
    )


def add_user(name: str, role: str) -> str:
    added = toolkiln("users", "add", name, "--role", role)
    assert added.returncode == 0, added.stderr
    return added.stdout.strip().splitlines()[-1]


def bearer(token: str | None) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"} if token else {}


def listed_names() -> list[str]:
    return [user["name"] for user in json.loads(toolkiln("users", "list", "--json").stdout)]


def test_the_users_routes_answer_admins_and_refuse_everyone_else(store_at, toolkiln_home):
    admin, reviewer, member = add_user("ann", "admin"), add_user("rev", "reviewer"), add_user("mia", "member")
    target = add_user("target", "member")
    with running_server(toolkiln_home) as server:
        api = httpx.Client(base_url=server.url, timeout=120)
        # wrong tokens are counted per address (429 after 5): the four guesses come from another one
        guesser = httpx.Client(
            base_url=server.url, timeout=120, transport=httpx.HTTPTransport(local_address="127.0.0.2")
        )
        refused = {}
        for who, token in (("nobody", None), ("bad", "tk_not-a-token"), ("mia", member), ("rev", reviewer)):
            for method, path, body in ROUTES:
                answer = (guesser if who == "bad" else api).request(method, path, json=body, headers=bearer(token))
                refused[who, method, path] = (answer.status_code, answer.json()["error"]["message"])
        for (who, method, path), (status, message) in refused.items():
            if who in ("nobody", "bad"):
                assert status == 401 and "Bearer TOKEN" in message, (who, method, path)
            else:
                role = "member" if who == "mia" else "reviewer"
                assert (status, message) == (403, f"managing users needs the admin role; {who} is a {role}")
        # not one refused request changed anything: no zed, target still there with the same token
        assert listed_names() == ["ann", "mia", "rev", "target"]
        assert api.get("api/tools", headers=bearer(target)).status_code == 200

        everyone = api.get("api/users", headers=bearer(admin))
        assert everyone.status_code == 200
        assert {tuple(sorted(u)) for u in everyone.json()} == {
            ("created_at", "last_used_at", "name", "role", "token_created_at")
        }
        for token in (admin, reviewer, member, target):  # neither a token nor its hash is ever listed
            assert token not in everyone.text and hashlib.sha256(token.encode()).hexdigest() not in everyone.text
        assert next(u for u in everyone.json() if u["name"] == "ann")["last_used_at"] is not None

        added = api.post("api/users", json={"name": "zed", "role": "reviewer"}, headers=bearer(admin))
        assert added.status_code == 201 and added.headers["cache-control"] == "no-store"
        zed = added.json()["token"]
        assert added.json()["user"]["role"] == "reviewer"
        assert api.get("api/tools", headers=bearer(zed)).status_code == 200
        renewed = api.post("api/users/zed/token", headers=bearer(admin))
        assert renewed.status_code == 200
        assert api.get("api/tools", headers=bearer(zed)).status_code == 401  # the old one is revoked
        assert api.get("api/tools", headers=bearer(renewed.json()["token"])).status_code == 200
        assert api.delete("api/users/zed", headers=bearer(admin)).json() == {"removed": "zed"}
        assert api.get("api/tools", headers=bearer(renewed.json()["token"])).status_code == 401
        assert api.delete("api/users/zed", headers=bearer(admin)).status_code == 404


def test_the_users_routes_check_and_word_bad_input_as_the_cli_does(store_at, toolkiln_home):
    admin = add_user("ann", "admin")
    with running_server(toolkiln_home) as server:
        api = httpx.Client(base_url=server.url, timeout=120, headers=bearer(admin))
        for name, role in (("../etc", "member"), ("bob", "owner"), ("ann", "member"), ("x" * 65, "member")):
            over_http = api.post("api/users", json={"name": name, "role": role})
            on_the_cli = toolkiln("users", "add", name, "--role", role)
            assert over_http.status_code == 400 and on_the_cli.returncode == 2
            assert f"toolkiln: error: {over_http.json()['error']['message']}" == on_the_cli.stderr.strip()
        unknown = api.post("api/users", json={"name": "bob", "role": "member", "admin": True})
        assert unknown.status_code == 400 and "unknown field 'admin'" in unknown.json()["error"]["message"]
        # the last admin is never removed, by itself over HTTP or on the command line
        last = api.delete("api/users/ann")
        cli = toolkiln("users", "remove", "ann")
        assert last.status_code == 400 and cli.returncode == 2
        assert last.json()["error"]["message"] == (
            "ann is the last admin and cannot be removed; add another admin first (toolkiln users add NAME --role admin)"
        )
        assert cli.stderr.strip() == f"toolkiln: error: {last.json()['error']['message']}"
        assert api.get("api/users").status_code == 200  # still signed in, still an admin
        assert listed_names() == ["ann"]


def test_a_browser_is_sent_to_login_and_the_api_answers_json(tmp_path, toolkiln_home):
    member = add_user("mia", "member")
    add_user("ann", "admin")
    page = {"accept": "text/html,application/xhtml+xml"}
    with running_server(toolkiln_home) as server:
        api = httpx.Client(base_url=server.url, timeout=120)
        sent = api.get("tools?q=celsius", headers=page)
        assert sent.status_code == 303 and sent.headers["location"] == "/login?next=%2Ftools%3Fq%3Dcelsius"
        json_answer = api.get("api/tools", headers=page)
        assert json_answer.status_code == 401 and json_answer.headers["content-type"] == "application/json"
        shown = api.get("login")
        assert (
            shown.status_code == 200 and 'name="token"' in shown.text and shown.headers["cache-control"] == "no-store"
        )
        # a member asking for the users page gets a page saying what is needed; the API the same as JSON
        refused = api.get("users", headers={**page, **bearer(member)})
        assert refused.status_code == 403 and refused.headers["content-type"].startswith("text/html")
        assert "managing users needs the admin role; mia is a member" in refused.text
        assert "Users</a>" not in refused.text  # no link to a page the member may not open
        assert api.get("api/users", headers=bearer(member)).status_code == 403


def signed_in_client(server, token: str, **extra) -> tuple[httpx.Client, httpx.Response]:
    browser = httpx.Client(base_url=server.url, timeout=120)
    browser.get("login")
    answer = browser.post(
        "login", data={"csrf": browser.cookies["toolkiln_csrf"], "token": token, "next": "/log"}, headers=extra
    )
    return browser, answer


def files_holding(home: Path, text: str) -> list[str]:
    return [str(p) for p in home.rglob("*") if p.is_file() and text.encode() in p.read_bytes()]


def test_signing_in_sets_a_strict_cookie_never_shows_the_token_and_signing_out_ends_it(toolkiln_home):
    token = add_user("mia", "member")
    add_user("ann", "admin")
    with running_server(toolkiln_home) as server:
        wrong = "tk_GUESSED-" + "Q" * 30
        browser, answer = signed_in_client(server, wrong)
        assert answer.status_code == 401
        assert "That token is not (or no longer) valid here." in answer.text
        assert "toolkiln_sign_in" not in answer.headers.get("set-cookie", "")
        assert wrong not in answer.text  # the form is shown again empty

        browser, answer = signed_in_client(server, token)
        assert answer.status_code == 303 and answer.headers["location"] == "/log"
        set_cookie = answer.headers["set-cookie"]
        assert set_cookie.startswith("toolkiln_sign_in=") and token not in set_cookie
        flags = {flag.strip().split("=")[0] for flag in set_cookie.split(";")[1:]}
        assert {"HttpOnly", "SameSite", "Path", "Max-Age"} <= flags and "Secure" not in flags
        assert "SameSite=Strict" in set_cookie
        home_page = browser.get("log")
        assert home_page.status_code == 200 and 'id="viewer"' in home_page.text and "member" in home_page.text
        assert token not in home_page.text
        _, over_https = signed_in_client(server, token, **{"x-forwarded-proto": "https"})
        assert "; Secure" in over_https.headers["set-cookie"]

        copied = httpx.Client(
            base_url=server.url, timeout=120, cookies={"toolkiln_sign_in": browser.cookies["toolkiln_sign_in"]}
        )
        assert copied.get("api/tools").status_code == 200
        out = browser.post("logout", data={"csrf": browser.cookies["toolkiln_csrf"]})
        assert out.status_code == 303 and out.headers["location"] == "/login"
        assert copied.get("api/tools").status_code == 401  # forgotten in the store, not only in that browser
    for leaked in (token, wrong):  # the server has stopped: all it printed is in
        assert leaked not in server.printed()
        assert files_holding(toolkiln_home, leaked) == []


def test_a_sign_in_from_another_site_and_a_sign_out_without_its_csrf_token_are_refused(toolkiln_home):
    token = add_user("mia", "member")
    with running_server(toolkiln_home) as server:
        # another site's form: the browser sends its Origin, or says cross-site, and no SameSite=Strict cookie
        for headers in (
            {"origin": "http://evil.example"},
            {"sec-fetch-site": "cross-site"},
            {"origin": "null"},  # a sandboxed frame on another site
            {"origin": "null", "sec-fetch-site": "cross-site"},
            {},
        ):
            posted = httpx.post(server.url + "login", data={"token": token, "csrf": "x"}, headers=headers, timeout=60)
            assert posted.status_code == 403 and "toolkiln_sign_in" not in posted.headers.get("set-cookie", "")
        # where to go afterwards is a path on this server, never another site
        browser, answer = signed_in_client(server, token)
        for elsewhere in ("//evil.example/x", "https://evil.example/", "/\\evil.example"):
            csrf = browser.cookies["toolkiln_csrf"]
            again = browser.post("login", data={"csrf": csrf, "token": token, "next": elsewhere})
            assert again.status_code == 303 and again.headers["location"] == "/"
        # a sign-out forged without the CSRF token leaves the sign-in as it was
        forged = browser.post("logout", data={})
        assert forged.status_code == 403
        assert browser.get("api/tools").status_code == 200


def test_guessing_tokens_is_refused_after_a_few_failures_from_one_address(toolkiln_home):
    token = add_user("mia", "member")
    with running_server(toolkiln_home) as server:
        browser = httpx.Client(base_url=server.url, timeout=120)
        browser.get("login")
        answers = [
            browser.post("login", data={"csrf": browser.cookies["toolkiln_csrf"], "token": f"tk_guess-{n}"})
            for n in range(20)
        ]
        statuses = [a.status_code for a in answers]
        assert statuses.count(401) == MAX_FAILURES and statuses.count(429) == 20 - MAX_FAILURES
        assert statuses[:MAX_FAILURES] == [401] * MAX_FAILURES  # looked at until the bound, never after
        assert "Too many failed sign-ins from this address" in answers[-1].text
        right = browser.post("login", data={"csrf": browser.cookies["toolkiln_csrf"], "token": token})
        assert right.status_code == 429 and "toolkiln_sign_in" not in right.headers.get("set-cookie", "")
        # the API counts the same wrong tokens: this address waits there too, another one does not
        assert httpx.get(server.url + "api/tools", headers=bearer(token), timeout=60).status_code == 429
        elsewhere = httpx.HTTPTransport(local_address="127.0.0.2")
        with httpx.Client(base_url=server.url, timeout=60, transport=elsewhere) as other:
            assert other.get("api/tools", headers=bearer(token)).status_code == 200


def test_a_server_without_users_signs_a_browser_in_with_its_own_token(tmp_path):
    with running_server(tmp_path / "home", "--token", "s3cret-token") as server:
        browser = httpx.Client(base_url=server.url, timeout=120)
        sent = browser.get("log", headers={"accept": "text/html"})
        assert sent.status_code == 303 and sent.headers["location"] == "/login?next=%2Flog"
        shown = browser.get("login?next=%2Flog")
        assert shown.status_code == 200 and 'name="token"' in shown.text
        wrong = browser.post("login", data={"csrf": browser.cookies["toolkiln_csrf"], "token": "s3cret-tokem"})
        assert wrong.status_code == 401 and "toolkiln_token" not in wrong.headers.get("set-cookie", "")
        right = browser.post(
            "login", data={"csrf": browser.cookies["toolkiln_csrf"], "token": "s3cret-token", "next": "/log"}
        )
        assert right.status_code == 303 and right.headers["location"] == "/log"
        assert "HttpOnly" in right.headers["set-cookie"] and "SameSite=Strict" in right.headers["set-cookie"]
        page = browser.get("log")
        assert page.status_code == 200 and 'id="sign-out"' in page.text
        out = browser.post("logout", data={"csrf": browser.cookies["toolkiln_csrf"]})
        assert out.status_code == 303 and "toolkiln_token=;" in out.headers["set-cookie"]
        assert browser.get("api/tools").status_code == 401


def test_with_users_serve_prints_its_login_address_and_no_token(toolkiln_home):
    add_user("ann", "admin")
    with running_server(toolkiln_home) as server:
        assert server.token is None  # the address it prints carries no token
        said = server.await_line(re.compile(r"sign in at (\S+) with your token"))
        assert said.group(1) == server.url + "login"
        assert httpx.get(server.url + "api/tools", timeout=60).status_code == 401
