"""DNS rebinding: a web page under a name that resolves to 127.0.0.1 cannot drive ``toolkiln serve``.

The attacker's page is served at ``http://NAME:PORT/`` where NAME is theirs;
once NAME resolves to 127.0.0.1 the browser sends the page's requests to the
server with ``Host: NAME:PORT`` and ``Origin: http://NAME:PORT``, as same-origin
requests: it may read the answers and first fetch a page for its CSRF token.
Each request below is exactly what such a page sends (the test speaks to the
real server on 127.0.0.1 and sets the two headers the browser would set), and
each must be refused with nothing read, approved or run.
"""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest

httpx = pytest.importorskip("httpx")
pytest.importorskip("starlette", reason="the web extra is not installed: pip install 'toolkiln[web]'")

from fakes.toolkiln_server import running_server  # noqa: E402

SECRET = "the-formula-only-this-machine-knows"
TOOL = f'"""Returns the secret formula."""\n\ndef secret_formula() -> dict:\n    return {{"formula": "{SECRET}"}}\n'

REBINDING_NAMES = [
    "127.attacker.example",  # starts like a loopback address
    "127.0.0.1.nip.io",  # a whole loopback address, then a domain that answers 127.0.0.1
    "localhost.attacker.example",  # starts with localhost
    "127.0.0.1.",  # a DNS name with the final dot (not the literal address)
    "localhost.",
    "0x7f.1",  # a name some resolvers read as 127.0.0.1
]


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    home = tmp_path_factory.mktemp("rebinding") / "home"
    source = home.parent / "secret_formula.py"
    source.write_text(TOOL)
    env = {**os.environ, "TOOLKILN_HOME": str(home), "TOOLKILN_APPROVAL": "manual"}
    added = subprocess.run(
        [sys.executable, "-m", "toolkiln", "tools", "add", str(source)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        stdin=subprocess.DEVNULL,
    )
    assert added.returncode == 0, added.stderr
    with running_server(home, "--approval", "manual") as server:
        yield server


def port_of(server) -> str:
    return server.url.rstrip("/").rsplit(":", 1)[1]


def status_of_tool(server) -> str:
    answer = httpx.get(server.url + "api/tools/secret_formula", timeout=60)
    assert answer.status_code == 200, answer.text
    return answer.json()["status"]


@pytest.mark.parametrize("name", REBINDING_NAMES)
def test_a_page_under_a_rebinding_name_reads_approves_and_runs_nothing(server, name):
    host = f"{name}:{port_of(server)}"
    as_page = {"host": host, "origin": f"http://{host}"}
    with httpx.Client(base_url=server.url, timeout=120) as page:
        front = page.get("/", headers={"host": host})
        token_found = re.search(r'name="csrf-token" content="([^"]+)"', front.text)
        csrf = {"x-csrf-token": token_found.group(1)} if token_found else {}
        read_page = page.get("/tools/secret_formula", headers={"host": host})
        read_api = page.get("/api/tools/secret_formula", headers={"host": host})
        approve = page.post("/api/tools/secret_formula/approve", json={}, headers={**as_page, **csrf})
        turn = page.post("/api/turns", json={"message": "Convert 30 degrees Celsius to Fahrenheit"}, headers=as_page)
        log = page.get("/api/log", headers={"host": host})
    for answer in (front, read_page, read_api, approve, turn, log):
        assert answer.status_code == 421, (answer.request.method, answer.request.url, answer.status_code)
        assert answer.json()["error"]["type"] == "HostRefused"
        assert SECRET not in answer.text
    assert status_of_tool(server) == "pending", "the tool was approved from a rebinding page"
    assert httpx.get(server.url + "api/log", timeout=60).json() == [], "a turn ran for a rebinding page"


def test_the_servers_own_names_still_work(server):
    port = port_of(server)
    for name in ("127.0.0.1", "localhost"):
        host = f"{name}:{port}"
        read = httpx.get(server.url + "tools/secret_formula", headers={"host": host}, timeout=60)
        assert read.status_code == 200 and SECRET in read.text, name


def test_an_origin_under_a_rebinding_name_is_refused_beside_the_right_host(server):
    host = f"127.0.0.1:{port_of(server)}"
    with httpx.Client(base_url=server.url, timeout=120) as page:
        front = page.get("/")
        csrf = re.search(r'name="csrf-token" content="([^"]+)"', front.text).group(1)
        for name in REBINDING_NAMES:
            origin = f"http://{name}:{port_of(server)}"
            approve = page.post(
                "/api/tools/secret_formula/approve",
                json={},
                headers={"host": host, "origin": origin, "x-csrf-token": csrf},
            )
            assert approve.status_code == 403, (name, approve.text)
    assert status_of_tool(server) == "pending"
