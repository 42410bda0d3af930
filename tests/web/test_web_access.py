"""``toolkiln serve`` is safe by default: host check, token, CSRF, escaping, CSP; a real server on loopback."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

from fakes.private_network import in_private_network, unavailable  # noqa: E402
from fakes.toolkiln_server import running_server  # noqa: E402
from toolkiln.web import is_loopback, shared_token  # noqa: E402

PAYLOAD = "<img src=x onerror=alert(1)>"


class Elements(HTMLParser):
    """The elements of a page as a browser's parser sees them: (tag, attributes)."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.found: list[tuple[str, dict]] = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.found.append((tag, dict(attrs)))


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    with running_server(tmp_path_factory.mktemp("guard") / "home") as server:
        with httpx.Client(base_url=server.url, timeout=120) as client:
            client.post("/api/turns", json={"message": f"reverse the text '{PAYLOAD[::-1]}'", "session": "xss"})
        yield server


def test_pages_forbid_inline_script_and_escape_model_written_text(server):
    with httpx.Client(base_url=server.url) as browser:
        for path in ("/", "/tools", "/tools/reverse_text", "/log", "/log/1", "/tools?q=%3Cimg%3E"):
            page = browser.get(path)
            assert page.status_code == 200, path
            policy = page.headers["content-security-policy"]
            assert "script-src 'self'" in policy and "unsafe-inline" not in policy
            assert page.headers["x-content-type-options"] == "nosniff"
            elements = Elements(page.text).found
            assert all("src" in attrs for tag, attrs in elements if tag == "script"), f"inline script on {path}"
            handlers = [(tag, name) for tag, attrs in elements for name in attrs if name.startswith("on")]
            assert handlers == [], f"event handler attributes on {path}"
            assert all("style" not in attrs for _, attrs in elements)
            assert "img" not in [tag for tag, _ in elements]
        assert "&lt;img src=x onerror=alert(1)&gt;" in browser.get("/log/1").text  # the step's result


def test_a_foreign_host_name_is_refused(server):
    """A page elsewhere cannot reach the server through DNS rebinding: its Host is not a loopback name."""
    answer = httpx.get(server.url + "api/tools", headers={"host": "evil.example:8765"})
    assert answer.status_code == 421 and answer.json()["error"]["type"] == "HostRefused"
    assert httpx.get(server.url.replace("127.0.0.1", "localhost") + "api/tools").status_code == 200


def test_state_changes_from_a_browser_need_the_pages_csrf_token(server):
    origin = server.url.rstrip("/")
    assert "set-cookie" not in httpx.get(server.url + "api/tools").headers  # only pages hand out the CSRF cookie
    assert httpx.head(server.url).status_code == 200
    with httpx.Client(base_url=server.url) as browser:
        page = browser.get("/")
        token = re.search(r'name="csrf-token" content="([^"]+)"', page.text).group(1)
        assert browser.cookies["toolkiln_csrf"] == token
        body = {"name": "from-the-page"}
        refused = browser.post("/api/sessions", json=body, headers={"origin": origin})
        assert refused.status_code == 403 and "CSRF" in refused.json()["error"]["message"]
        made = browser.post("/api/sessions", json=body, headers={"origin": origin, "x-csrf-token": token})
        assert made.status_code == 201
        wrong = browser.post("/api/sessions", json={}, headers={"origin": origin, "x-csrf-token": token + "x"})
        assert wrong.status_code == 403
        foreign = browser.post(
            "/api/sessions", json={}, headers={"origin": "http://evil.example", "x-csrf-token": token}
        )
        assert foreign.status_code == 403 and "evil.example" in foreign.json()["error"]["message"]
    # A cross-site form can only send text: refused before anything happens.
    form = httpx.post(
        server.url + "api/sessions", content=b"name=x", headers={"content-type": "application/x-www-form-urlencoded"}
    )
    assert form.status_code == 415
    assert "x" not in [s["name"] for s in httpx.get(server.url + "api/sessions").json()]


def test_a_token_is_required_of_every_request_when_set(tmp_path):
    with running_server(tmp_path / "home", "--token", "s3cret-token") as server:
        assert server.token == "s3cret-token"
        assert httpx.get(server.url + "api/tools").status_code == 401
        assert httpx.get(server.url + "api/tools", headers={"authorization": "Bearer wrong"}).status_code == 401
        assert httpx.get(server.url + "api/tools", headers={"authorization": "Bearer s3cret-token"}).status_code == 200
        assert httpx.get(server.url + "static/style.css").status_code == 200  # the same files for everyone
        with httpx.Client(base_url=server.url) as browser:
            opened = browser.get("/log?token=s3cret-token")
            assert opened.status_code == 303 and opened.headers["location"] == "/log"
            assert "HttpOnly" in opened.headers["set-cookie"]
            assert browser.get("/log").status_code == 200  # the cookie stands for the token now


BEYOND_LOOPBACK = [
    "0.0.0.0",
    "::",
    "[::]",
    "192.168.1.5",
    "10.0.0.1",
    "fe80::1",
    "::ffff:192.168.1.5",
    "127.0.0.1.nip.io",  # rebinding names: they resolve wherever their owner points them
    "127.attacker.example",
    "localhost.attacker.example",
    "localhost.",
    "my-laptop",
    "",
]
LOOPBACK = ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost"]


@pytest.mark.parametrize("host", BEYOND_LOOPBACK)
def test_a_bind_address_beyond_loopback_gets_a_made_up_token(host):
    """The decision ``serve`` takes at start-up, for every kind of address: anything but an exact
    loopback name or address (a wildcard, a LAN address, a rebinding name) needs a token, made up
    afresh for each server unless one is configured."""
    assert not is_loopback(host)
    made, again = shared_token(host, None), shared_token(host, None)
    assert made and len(made) >= 24 and made != again
    assert shared_token(host, "configured") == "configured"


@pytest.mark.parametrize("host", LOOPBACK)
def test_a_loopback_bind_address_needs_no_token_unless_one_is_set(host):
    assert is_loopback(host)
    assert shared_token(host, None) is None and shared_token(host, "configured") == "configured"


def test_beyond_loopback_a_token_is_made_up_and_printed(tmp_path):
    """``serve --host 0.0.0.0`` really binds the wildcard address, prints a made-up token and refuses
    requests without it; the printed one works.

    No test may listen beyond 127.0.0.1, so the server and its client run together in a private
    network namespace (``unshare --net``, :mod:`fakes.private_network`) whose only interface is its
    own ``lo``: the wildcard socket is the real one serve opens, yet nothing outside that namespace
    can reach it. A stub of the bind would not show that serve's start-up path takes the decision
    (:func:`toolkiln.web.shared_token`, tested above for each kind of address) and acts on it.
    """
    reason = unavailable()
    if reason is not None:
        pytest.skip(f"no private network namespace here ({reason}); the decision is tested above")
    probe = Path(__file__).resolve().parents[1] / "fakes" / "serve_beyond_loopback.py"
    ran = subprocess.run(
        in_private_network([sys.executable, str(probe), str(tmp_path / "home")]),
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert ran.returncode == 0, ran.stderr
    report = json.loads(ran.stdout)
    assert report["interfaces"] == ["lo"]  # nothing but the namespace's own loopback
    assert report["listening_on"] == ["0.0.0.0"]
    token = report["token"]
    assert token and len(token) >= 24 and f"?token={token}" in report["printed"]
    assert "every request needs this token" in report["printed"]
    assert (report["without"], report["wrong"], report["with"]) == (401, 401, 200)
