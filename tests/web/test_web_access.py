"""``toolkiln serve`` is safe by default: host check, token, CSRF, escaping, CSP; a real server on loopback."""

from __future__ import annotations

import re
from html.parser import HTMLParser

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

from fakes.toolkiln_server import running_server  # noqa: E402

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


def test_beyond_loopback_a_token_is_made_up_and_printed(tmp_path):
    with running_server(tmp_path / "home", "--host", "0.0.0.0") as server:
        assert server.token and len(server.token) >= 24
        local = server.url.replace("0.0.0.0", "127.0.0.1")
        assert httpx.get(local + "api/tools").status_code == 401
        answer = httpx.get(local + "api/tools", headers={"authorization": f"Bearer {server.token}"})
        assert answer.status_code == 200
