"""Guessing tokens is bounded per client address on every HTTP surface: ``/login``, ``/api/*`` and
``mcp --http``, through real servers on 127.0.0.1 with httpx; the users' tests run on both stores.

A second client address is 127.0.0.2 (all of 127/8 is this machine's loopback): its requests
reach the same server on 127.0.0.1 from another address, so they show that one address's
wrong guesses leave everyone else alone.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys

import httpx
import pytest

from fakes.announced import announced_process
from fakes.toolkiln_server import running_server

pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

MAX_FAILURES = 5
WAIT_LINE = "too many wrong tokens from this address; try again in 15 minutes"


def toolkiln(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "toolkiln", *args], capture_output=True, text=True, timeout=120, env=dict(os.environ)
    )


def add_user(name: str, role: str) -> str:
    added = toolkiln("users", "add", name, "--role", role)
    assert added.returncode == 0, added.stderr
    return added.stdout.strip().splitlines()[-1]


def last_used(name: str) -> str | None:
    listed = json.loads(toolkiln("users", "list", "--json").stdout)
    return next(user["last_used_at"] for user in listed if user["name"] == name)


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def client_from(address: str, base_url: str) -> httpx.Client:
    """An HTTP client whose requests leave from ``address`` (a loopback address)."""
    return httpx.Client(base_url=base_url, timeout=120, transport=httpx.HTTPTransport(local_address=address))


def assert_rate_limited(answer: httpx.Response) -> None:
    assert answer.status_code == 429
    assert answer.json()["error"] == {"type": "RateLimited", "message": WAIT_LINE}
    assert 0 < int(answer.headers["retry-after"]) <= 15 * 60


def test_wrong_bearer_tokens_on_the_api_are_bounded_per_address(store_at, toolkiln_home):
    """Twelve guesses from one address: five are looked at, then 429 with when to retry. The right
    token from that address is then refused unread (its use is never recorded), and so is the sign-in
    form, which counts with the API; from another address the right token works."""
    token = add_user("mia", "member")
    with running_server(toolkiln_home) as server:
        guesser = client_from("127.0.0.1", server.url)
        answers = [guesser.get("api/tools", headers=bearer(f"tk_guess-{n}")) for n in range(12)]
        assert [a.status_code for a in answers] == [401] * MAX_FAILURES + [429] * (12 - MAX_FAILURES)
        assert_rate_limited(answers[-1])
        assert_rate_limited(guesser.get("api/tools", headers=bearer(token)))
        assert last_used("mia") is None  # the right token was not looked at: no request of mia's was seen
        guesser.get("login")
        form = guesser.post("login", data={"csrf": guesser.cookies["toolkiln_csrf"], "token": token})
        assert form.status_code == 429 and "toolkiln_sign_in" not in form.headers.get("set-cookie", "")
        elsewhere = client_from("127.0.0.2", server.url)
        assert elsewhere.get("api/tools", headers=bearer(token)).status_code == 200
        assert last_used("mia") is not None
        assert elsewhere.get("api/tools", headers=bearer("tk_wrong")).status_code == 401  # a count of its own


def test_failed_sign_ins_count_against_the_api_too(toolkiln_home):
    token = add_user("mia", "member")
    with running_server(toolkiln_home) as server:
        browser = client_from("127.0.0.1", server.url)
        browser.get("login")
        for n in range(MAX_FAILURES):
            tried = browser.post("login", data={"csrf": browser.cookies["toolkiln_csrf"], "token": f"tk_guess-{n}"})
            assert tried.status_code == 401
        assert_rate_limited(browser.get("api/tools", headers=bearer(token)))


def test_guessing_the_shared_token_is_bounded_in_a_header_and_in_the_address(tmp_path):
    with running_server(tmp_path / "home", "--token", "s3cret-token") as server:
        guesser = client_from("127.0.0.1", server.url)
        tried = [guesser.get("api/tools", headers=bearer(f"guess-{n}")) for n in range(3)]
        tried += [guesser.get(f"log?token=guess-{n}", follow_redirects=False) for n in range(2)]
        assert [t.status_code for t in tried] == [401] * MAX_FAILURES
        assert_rate_limited(guesser.get("log?token=s3cret-token", follow_redirects=False))
        assert_rate_limited(guesser.get("api/tools", headers=bearer("s3cret-token")))
        assert guesser.get("static/style.css").status_code == 200  # no token looked at, none counted
        elsewhere = client_from("127.0.0.2", server.url)
        assert elsewhere.get("api/tools", headers=bearer("s3cret-token")).status_code == 200


def test_wrong_bearer_tokens_on_mcp_over_http_are_bounded_per_address(store_at, toolkiln_home):
    pytest.importorskip("mcp", reason="the mcp extra")
    token = add_user("mia", "member")
    argv = [sys.executable, "-m", "toolkiln", "mcp", "--http", "0"]
    address = re.compile(r"serving on (http://\S+/mcp)")
    with announced_process(argv, {**os.environ, "TOOLKILN_HOME": str(toolkiln_home)}, address, on="stderr") as up:
        url = up.address.group(1)
        ping = {"jsonrpc": "2.0", "id": 1, "method": "ping"}
        accept = {"Accept": "application/json, text/event-stream"}
        guesser = client_from("127.0.0.1", url)
        answers = [guesser.post("", json=ping, headers={**accept, **bearer(f"tk_guess-{n}")}) for n in range(8)]
        assert [a.status_code for a in answers] == [401] * MAX_FAILURES + [429] * 3
        assert_rate_limited(answers[-1])
        assert_rate_limited(guesser.post("", json=ping, headers={**accept, **bearer(token)}))
        assert last_used("mia") is None  # refused unread
        elsewhere = client_from("127.0.0.2", url).post("", json=ping, headers={**accept, **bearer(token)})
        assert elsewhere.status_code not in (401, 429) and last_used("mia") is not None
