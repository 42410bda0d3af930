"""The capability broker and its egress policy.

A real HTTP server on loopback stands in for "somewhere a tool must not
reach": the default policy must refuse it in every spelling, and the server
must see no request at all. With loopback allowed explicitly, the same server
is reached — through the broker, and from a tool in a worker.
"""

from __future__ import annotations

import http.server
import threading

import httpx
import pytest

from toolkiln.errors import ConfigError
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import Broker, EgressPolicy, WorkerPool
from toolkiln.sandbox.broker import EgressDenied, FetchFailed

POLICY = DEFAULT_POLICY.with_limits(
    call_timeout_s=60.0, trial_timeout_s=60.0, fetch_timeout_s=30.0, fetch_max_bytes=1000
)
"""For fetches that should get an answer (a page, a refusal, a failure that is not a timeout): a fetch runs on a
thread that starts an HTTP client and resolves the host, so its wall clock is one no loaded machine runs out of."""
IMPATIENT = POLICY.with_limits(call_timeout_s=1.0, trial_timeout_s=1.0, fetch_timeout_s=0.5)
"""Only for a server that never answers in time: there the timeout is the outcome under any load."""
IN_WORKER = DEFAULT_POLICY.with_limits(call_timeout_s=30.0, trial_timeout_s=30.0, fetch_timeout_s=10.0)
"""For calls through a worker, which should succeed: wall clocks no loaded machine runs out of."""
FETCHING = IN_WORKER.with_capability("fetch")
LOOPBACK = EgressPolicy(allow_loopback=True)


class _Handler(http.server.BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 - http.server's naming
        self.server.seen.append(self.path)
        if self.path == "/redirect-out":
            self._answer(302, b"", location="http://internal.test/secret")
        elif self.path == "/redirect-in":
            self._answer(302, b"", location="/hello")
        elif self.path == "/big":
            self._answer(200, b"x" * 5000)
        elif self.path == "/hang":
            self.server.released.wait(120)  # until the test has its answer: no load lets this one answer in time
            self._answer(200, b"late")
        else:
            self._answer(200, b"hello from loopback")

    def _answer(self, status: int, body: bytes, location: str | None = None) -> None:
        self.send_response(status)
        if location:
            self.send_header("Location", location)
        self.send_header("Content-Type", "text/plain; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args) -> None:
        pass


@pytest.fixture
def server():
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    httpd.daemon_threads = True
    httpd.seen = []
    httpd.released = threading.Event()
    thread = threading.Thread(target=httpd.serve_forever, kwargs={"poll_interval": 0.02}, daemon=True)
    thread.start()
    yield httpd
    httpd.released.set()
    httpd.shutdown()
    httpd.server_close()


def url(server, path: str = "/hello", host: str = "127.0.0.1") -> str:
    return f"http://{host}:{server.server_address[1]}{path}"


# -- addresses ------------------------------------------------------------------------

REFUSED = [
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "172.16.0.1",
    "192.168.1.1",
    "169.254.169.254",
    "169.254.1.1",
    "100.64.0.1",
    "100.100.100.200",
    "0.0.0.0",
    "224.0.0.1",
    "239.1.2.3",
    "255.255.255.255",
    "240.0.0.1",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd00:ec2::254",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.0.0.1",
    "::ffff:169.254.169.254",
    "::127.0.0.1",
    "2002:7f00:1::1",
    "64:ff9b::a00:1",
    "fe80::1%eth0",
]


@pytest.mark.parametrize("address", REFUSED)
def test_non_public_addresses_are_refused(address):
    with pytest.raises(EgressDenied):
        EgressPolicy().check_address(address)


@pytest.mark.parametrize(
    "address,pinned",
    [
        ("93.184.216.34", "93.184.216.34"),
        ("8.8.8.8", "8.8.8.8"),
        ("2606:4700:4700::1111", "2606:4700:4700::1111"),
        ("::ffff:8.8.8.8", "8.8.8.8"),
    ],
)
def test_public_addresses_are_allowed(address, pinned):
    assert EgressPolicy().check_address(address) == pinned


def test_allowing_loopback_allows_nothing_else():
    assert LOOPBACK.check_address("127.0.0.1") == "127.0.0.1"
    assert LOOPBACK.check_address("::ffff:127.0.0.1") == "127.0.0.1"
    assert LOOPBACK.check_address("::1") == "::1"
    for address in ("10.0.0.1", "169.254.169.254", "fd00:ec2::254", "0.0.0.0"):
        with pytest.raises(EgressDenied):
            LOOPBACK.check_address(address)


@pytest.mark.parametrize(
    "bad",
    [
        "file:///etc/passwd",
        "ftp://example.com/",
        "gopher://example.com/",
        "http://user:pw@example.com/",
        "http://metadata.google.internal/computeMetadata/v1/",
        "http://METADATA.goog./",
        "http:///nohost",
        "not a url",
    ],
)
def test_urls_are_checked_before_any_lookup(bad):
    with pytest.raises(EgressDenied):
        EgressPolicy().check_url(bad)


# -- the real resolver against a real server ------------------------------------------------


@pytest.mark.parametrize(
    "host",
    [
        "127.0.0.1",
        "localhost",
        "2130706433",
        "0x7f.1",
        "0x7f000001",
        "127.1",
        "0177.0.0.1",
        "017700000001",
        "[::1]",
        "[::ffff:127.0.0.1]",
        "[::ffff:7f00:1]",
    ],
)
def test_loopback_in_any_spelling_is_refused_and_never_reached(server, host):
    broker = Broker(POLICY)
    with pytest.raises(EgressDenied):
        broker.fetch(url(server, host=host))
    assert server.seen == []


def test_loopback_is_reached_when_allowed_explicitly(server):
    answer = Broker(POLICY, LOOPBACK).fetch(url(server, host="localhost"))
    assert answer["status"] == 200
    assert answer["text"] == "hello from loopback"
    assert answer["url"] == url(server, host="localhost")
    assert answer["headers"]["content-type"] == "text/plain; charset=utf-8"
    assert server.seen == ["/hello"]


def test_redirects_are_followed_and_each_hop_is_checked(server):
    broker = Broker(
        POLICY, LOOPBACK, resolver=lambda host, port: ["10.1.2.3"] if host == "internal.test" else ["127.0.0.1"]
    )
    assert broker.fetch(url(server, "/redirect-in"))["text"] == "hello from loopback"
    with pytest.raises(EgressDenied, match="private"):
        broker.fetch(url(server, "/redirect-out"))
    assert server.seen == ["/redirect-in", "/hello", "/redirect-out"]


def test_bodies_over_the_cap_are_refused(server):
    with pytest.raises(FetchFailed, match="limit of 1000 bytes"):
        Broker(POLICY, LOOPBACK).fetch(url(server, "/big"))


def test_a_server_that_does_not_answer_fails_at_the_fetch_timeout(server):
    with pytest.raises(FetchFailed, match="time"):
        Broker(IMPATIENT, LOOPBACK).fetch(url(server, "/hang"))


def test_proxy_settings_in_the_environment_are_ignored(server, monkeypatch):
    """A proxy would make the pinned address meaningless: the broker never uses one."""
    monkeypatch.setenv("HTTP_PROXY", "http://10.255.255.1:9")
    monkeypatch.setenv("ALL_PROXY", "http://10.255.255.1:9")
    assert Broker(POLICY, LOOPBACK).fetch(url(server))["status"] == 200


# -- pinning, with a fake resolver and transport -----------------------------------------------


class Recorder:
    def __init__(self, responses: dict[str, httpx.Response] | None = None) -> None:
        self.requests: list[httpx.Request] = []
        self.responses = responses or {}

    def __call__(self, request: httpx.Request) -> httpx.Response:
        self.requests.append(request)
        return self.responses.get(request.url.path, httpx.Response(200, text="ok"))


def test_the_connection_goes_to_the_checked_address():
    recorder = Recorder()
    broker = Broker(POLICY, resolver=lambda host, port: ["93.184.216.34"], transport=httpx.MockTransport(recorder))
    answer = broker.fetch("https://example.test/page?q=1")
    sent = recorder.requests[0]
    assert sent.url.host == "93.184.216.34"
    assert sent.url.path == "/page" and sent.url.query == b"q=1"
    assert sent.headers["host"] == "example.test"
    assert sent.extensions["sni_hostname"] == "example.test"
    assert answer["url"] == "https://example.test/page?q=1"


def test_every_resolved_address_is_checked():
    """One private address among public ones (a rebinding answer) refuses the host."""
    recorder = Recorder()
    broker = Broker(
        POLICY, resolver=lambda host, port: ["93.184.216.34", "10.0.0.7"], transport=httpx.MockTransport(recorder)
    )
    with pytest.raises(EgressDenied, match="10.0.0.7"):
        broker.fetch("http://example.test/")
    assert recorder.requests == []


def test_redirect_chains_are_bounded():
    loop = httpx.Response(302, headers={"Location": "/again"})
    recorder = Recorder({"/again": loop, "/": loop})
    broker = Broker(POLICY, resolver=lambda host, port: ["93.184.216.34"], transport=httpx.MockTransport(recorder))
    with pytest.raises(FetchFailed, match="more than 5 redirects"):
        broker.fetch("http://example.test/")
    assert len(recorder.requests) == 6


def test_redirects_to_other_schemes_are_refused():
    recorder = Recorder({"/": httpx.Response(301, headers={"Location": "file:///etc/passwd"})})
    broker = Broker(POLICY, resolver=lambda host, port: ["93.184.216.34"], transport=httpx.MockTransport(recorder))
    with pytest.raises(EgressDenied, match="only http and https"):
        broker.fetch("http://example.test/")


def test_handle_turns_refusals_into_protocol_answers():
    answer = Broker(POLICY).handle({"op": "fetch", "url": "http://127.0.0.1/"})
    assert answer["op"] == "fetched" and answer["ok"] is False
    assert answer["error"].startswith("refused: 127.0.0.1 is a loopback address")


@pytest.mark.parametrize("url", [None, 7, ["http://example.test/"], {"href": "http://example.test/"}])
def test_handle_refuses_a_request_whose_url_is_not_a_string(url):
    """A worker is untrusted: whatever it sends as the url, the answer is a refusal, never a fetch."""
    recorder = Recorder({"/": httpx.Response(200, text="fetched")})
    broker = Broker(POLICY, resolver=lambda host, port: ["93.184.216.34"], transport=httpx.MockTransport(recorder))
    answer = broker.handle({"op": "fetch", "url": url} if url is not None else {"op": "fetch"})
    assert answer == {"op": "fetched", "ok": False, "error": "refused: a URL must be a str of at most 8192 characters"}
    assert recorder.requests == []


# -- timeouts must agree -----------------------------------------------------------------------


@pytest.mark.parametrize(
    "limits",
    [
        {"fetch_timeout_s": 1.0, "trial_timeout_s": 1.0, "call_timeout_s": 5.0},
        {"fetch_timeout_s": 2.0, "trial_timeout_s": 5.0, "call_timeout_s": 1.5},
    ],
)
def test_a_fetch_timeout_not_below_the_trial_and_call_timeouts_is_refused(limits):
    policy = DEFAULT_POLICY.with_limits(**limits).with_capability("fetch")
    with pytest.raises(ConfigError, match="fetch_timeout_s"):
        Broker(policy)
    with pytest.raises(ConfigError, match="fetch_timeout_s"):
        WorkerPool(policy, size=1)


# -- through a worker ------------------------------------------------------------------------------

FETCH_TOOL = (
    "def get_page(url: str) -> dict:\n"
    "    try:\n"
    "        page = fetch(url)\n"
    "    except Exception as err:\n"
    "        return {'error': str(err)}\n"
    "    return {'status': page['status'], 'text': page['text']}\n"
)


def test_a_tool_fetches_through_the_broker(server):
    with WorkerPool(FETCHING, size=1, broker=Broker(FETCHING, LOOPBACK)) as pool:
        outcome = pool.run("get_page", FETCH_TOOL, {"url": url(server)})
    assert outcome.result == {"status": 200, "text": "hello from loopback"}
    assert server.seen == ["/hello"]


def test_a_tool_cannot_fetch_loopback_by_default(server):
    with WorkerPool(FETCHING, size=1) as pool:
        refused = pool.run("get_page", FETCH_TOOL, {"url": url(server, host="2130706433")})
    assert refused.ok
    assert refused.result["error"].startswith("refused: 127.0.0.1 is a loopback address")
    assert server.seen == []


def test_fetch_does_not_exist_while_the_capability_is_off(server):
    with WorkerPool(IN_WORKER, size=1) as pool:
        outcome = pool.run("get_page", FETCH_TOOL, {"url": url(server)})
    assert outcome.result["error"] == "name 'fetch' is not defined"
    assert server.seen == []


def test_a_compressed_body_is_never_inflated_on_the_host():
    """A gzip bomb: a small body that inflates far past the cap must be refused before it is inflated."""
    import gzip
    import tracemalloc

    bomb = gzip.compress(b"\0" * 40_000_000)
    assert len(bomb) < 100_000
    recorder = Recorder({"/": httpx.Response(200, headers={"Content-Encoding": "gzip"}, content=bomb)})
    policy = POLICY.with_limits(fetch_max_bytes=100_000)  # the compressed body fits under the cap
    broker = Broker(policy, resolver=lambda host, port: ["93.184.216.34"], transport=httpx.MockTransport(recorder))
    tracemalloc.start()
    try:
        with pytest.raises(FetchFailed, match="gzip"):
            broker.fetch("http://example.test/")
        _current, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 5_000_000, f"the host allocated {peak} bytes for a body capped at 100000"
    assert recorder.requests[0].headers["accept-encoding"] == "identity"


@pytest.mark.parametrize("charset", ["punycode", "PunyCode", "idna"])
def test_a_charset_that_decodes_in_quadratic_time_is_read_as_utf8(charset):
    """punycode and idna are decoded in Python, in time quadratic in the body: a page of a
    megabyte of '-aaaa…' that names one as its charset would keep a host thread busy for most
    of a minute after the fetch's deadline had answered the tool. It is read as UTF-8."""
    body = b"-" + b"a" * 5000
    recorder = Recorder(
        {"/": httpx.Response(200, headers={"Content-Type": f"text/plain; charset={charset}"}, content=body)}
    )
    policy = POLICY.with_limits(fetch_max_bytes=10_000)
    broker = Broker(policy, resolver=lambda host, port: ["93.184.216.34"], transport=httpx.MockTransport(recorder))
    answer = broker.fetch("http://example.test/")
    assert answer["text"] == body.decode("ascii")
    assert answer["headers"]["content-type"] == f"text/plain; charset={charset}"


def test_a_charset_the_server_names_is_honoured_otherwise():
    body = "grüße".encode("iso8859-1")
    recorder = Recorder(
        {"/": httpx.Response(200, headers={"Content-Type": "text/plain; charset=iso-8859-1"}, content=body)}
    )
    broker = Broker(POLICY, resolver=lambda host, port: ["93.184.216.34"], transport=httpx.MockTransport(recorder))
    assert broker.fetch("http://example.test/")["text"] == "grüße"


def test_a_check_cannot_fetch_even_where_tools_may(server):
    """A check is written by the planner and sees a step's result: it must not be able to send it anywhere."""
    with WorkerPool(FETCHING, size=1, broker=Broker(FETCHING, LOOPBACK)) as pool:
        fetched = pool.run("get_page", FETCH_TOOL, {"url": url(server)})
        check = pool.evaluate_check(
            f"fetch({url(server, '/leak')!r} + '?' + result['secret'])['status'] == 200", {"secret": "s3"}
        )
    assert fetched.result == {"status": 200, "text": "hello from loopback"}  # tools still fetch in this pool
    assert not check.ok and "name 'fetch' is not defined" in check.error
    assert server.seen == ["/hello"]
