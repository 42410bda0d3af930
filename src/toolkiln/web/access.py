"""What keeps the web server safe by default, as one ASGI middleware.

* **Who may ask.** Bound to a loopback address the server answers only requests
  whose ``Host`` is a loopback name, judged by the exact name: ``localhost``, or a
  literal loopback address (``127.0.0.1``, ``[::1]``), with an optional numeric
  port. Nothing is judged by a prefix: ``127.0.0.1.nip.io`` or ``127.evil.example``
  resolve to this machine through DNS rebinding, but a page served under such a
  name is not this server's. A browser's ``Origin``, when sent, must name the
  same loopback host and port. With a token (always when bound to any other address) every
  request carries it, as ``Authorization: Bearer TOKEN`` or as the cookie a
  browser gets by opening the ``/?token=TOKEN`` address once.
* **CSRF.** A state-changing request from a browser (it sends ``Origin``,
  ``Sec-Fetch-Site`` or cookies) must come from this server's own origin and
  carry the ``X-CSRF-Token`` header equal to its CSRF cookie, which only this
  server's pages can read (from their ``<meta name="csrf-token">``). A request
  body must be JSON, which no cross-site form can send.
* **Bounds.** Request bodies over :data:`MAX_BODY_BYTES` end with 413.
* **Headers.** Every answer has a Content-Security-Policy without inline script
  or style, ``nosniff``, no referrer and no framing.
"""

from __future__ import annotations

import hmac
import ipaddress
import json
import secrets
from http.cookies import SimpleCookie
from urllib.parse import parse_qs, urlencode, urlsplit

from starlette.concurrency import run_in_threadpool

from toolkiln.store.access import Decision, decide, given_token
from toolkiln.store.users import ACTOR, Users

__all__ = [
    "CSRF_COOKIE",
    "CSRF_HEADER",
    "MAX_BODY_BYTES",
    "TOKEN_COOKIE",
    "AccessControl",
    "BodyTooLarge",
    "is_loopback",
]

MAX_BODY_BYTES = 64 * 1024
"""The largest request body accepted."""
CSRF_COOKIE = "toolkiln_csrf"
CSRF_HEADER = "x-csrf-token"
TOKEN_COOKIE = "toolkiln_token"

CONTENT_SECURITY_POLICY = (
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
)
_SAFE_METHODS = {"GET", "HEAD", "OPTIONS"}
_READ_HEADERS = frozenset(
    name.encode()
    for name in (
        "host",
        "cookie",
        "authorization",
        "origin",
        "sec-fetch-site",
        "content-length",
        "content-type",
        CSRF_HEADER,
    )
)
_SECURITY_HEADERS = [
    (b"content-security-policy", CONTENT_SECURITY_POLICY.encode()),
    (b"x-content-type-options", b"nosniff"),
    (b"referrer-policy", b"no-referrer"),
    (b"x-frame-options", b"DENY"),
    (b"cross-origin-opener-policy", b"same-origin"),
]


def is_loopback(host: str) -> bool:
    """Whether ``host`` (a bind address or a ``Host`` header's name, without its port) is this machine only.

    Exact names only: ``localhost``, or a literal address that is loopback (``127.0.0.1``,
    ``127.1.2.3``, ``::1``, ``[::1]``). A DNS name is never judged by how it starts:
    ``127.0.0.1.nip.io`` is whatever its owner says it is.
    """
    name = host[1:-1] if host.startswith("[") and host.endswith("]") else host
    if name == "localhost":
        return True
    try:
        return ipaddress.ip_address(name).is_loopback
    except ValueError:
        return False


def _host_name(host_header: str) -> str | None:
    """``"localhost:8765"`` → ``"localhost"``; ``"[::1]:80"`` → ``"[::1]"``; None when the port is not a number."""
    if host_header.startswith("["):
        inside, bracket, rest = host_header[1:].partition("]")
        if not bracket or (rest and not rest.startswith(":")):
            return None
        name, port = f"[{inside}]", rest[1:]
    elif host_header.count(":") == 1:
        name, port = host_header.split(":")
    else:
        name, port = host_header, ""  # no port, or a bare IPv6 address
    if port and not (port.isascii() and port.isdigit() and len(port) <= 5):
        return None
    return name


def _origin_is_loopback(origin: str, host_header: str) -> bool:
    """Whether a browser's ``Origin`` is ``http://`` + this very ``Host`` (a loopback name and its port)."""
    parts = urlsplit(origin)
    name = _host_name(parts.netloc)
    return parts.scheme == "http" and parts.netloc == host_header and name is not None and is_loopback(name)


class AccessControl:
    """ASGI middleware: host check, token, CSRF, body bound, security headers."""

    def __init__(self, app, *, token: str | None, loopback_only: bool, users: Users | None = None) -> None:
        self.app = app
        self.token = token
        self.loopback_only = loopback_only
        self.users = users
        """The store's users: once any exists, each request needs one's token (:mod:`toolkiln.store.access`)."""

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        # Only the headers the rules read are decoded: this runs on every request.
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"] if k in _READ_HEADERS}
        cookies = _cookies(headers["cookie"]) if "cookie" in headers else {}
        user = await self._user(scope, headers, cookies)
        if isinstance(user, tuple):
            await _send_json(send, *user)
            return
        refusal = self._refusal(scope, headers, cookies, signed_in=user is not None)
        if refusal is not None:
            await _send_json(send, *refusal)
            return
        if (
            (self.token or user)
            and scope["method"] == "GET"
            and "token" in parse_qs(scope.get("query_string", b"").decode())
        ):
            kept = given_token(scope, {}, {}) if user is not None else self.token
            await _swap_token_for_cookie(scope, send, kept or "")
            return
        set_cookie = None
        if not scope["path"].startswith(("/api/", "/static/")):  # only pages put the CSRF token in what they send
            csrf = cookies.get(CSRF_COOKIE) or secrets.token_urlsafe(24)
            scope.setdefault("state", {})["csrf"] = csrf
            # Only pages hand out the CSRF cookie: an API client never holds one, so it never looks like a browser.
            if scope["method"] == "GET" and CSRF_COOKIE not in cookies:
                set_cookie = _cookie(CSRF_COOKIE, csrf)

        async def send_with_headers(message) -> None:
            if message["type"] == "http.response.start":
                extra = list(_SECURITY_HEADERS)
                if set_cookie is not None:
                    extra.append((b"set-cookie", set_cookie))
                message = {**message, "headers": [*message.get("headers", []), *extra]}
            await send(message)

        mark = ACTOR.set(user.name if user is not None else None)
        try:
            await self.app(scope, _bounded(receive), send_with_headers)
        finally:
            ACTOR.reset(mark)

    async def _user(self, scope, headers: dict, cookies: dict) -> Decision:
        """Who the request is from once the store has users (see :func:`~toolkiln.store.access.decide`)."""
        if self.users is None or scope["path"].startswith("/static/"):
            return None
        name = _host_name(headers.get("host", ""))
        if self.loopback_only and (name is None or not is_loopback(name)):
            return None  # refused for its host first, by _refusal
        token = given_token(scope, headers, cookies)
        return await run_in_threadpool(decide, self.users, token, scope["method"], scope["path"])

    def _refusal(self, scope, headers: dict, cookies: dict, *, signed_in: bool = False) -> tuple[int, str, str] | None:
        """Why a request is refused (status, error type, message), or None."""
        host = headers.get("host", "")
        if self.loopback_only and not is_loopback(_host_name(host) or ""):
            return 421, "HostRefused", f"host {host!r} is not this machine; open http://127.0.0.1:PORT/"
        if self.token and not signed_in and not self._has_token(scope, headers, cookies):
            return (
                401,
                "Unauthorized",
                "this server needs its token: open the address it printed at start, or send Authorization: Bearer TOKEN",
            )
        length = headers.get("content-length", "")
        # ASCII digits only ("²" is a digit to isdigit), and never thousands of them converted
        if length.isascii() and length.isdigit() and (len(length) > 18 or int(length) > MAX_BODY_BYTES):
            return 413, "UsageError", f"the request body is over {MAX_BODY_BYTES // 1024} KiB"
        if scope["method"] in _SAFE_METHODS:
            return None
        origin = headers.get("origin")
        if origin and (
            urlsplit(origin).netloc != host or (self.loopback_only and not _origin_is_loopback(origin, host))
        ):
            return 403, "CsrfRefused", f"a request from {origin!r} may not change anything here"
        from_browser = bool(origin or headers.get("sec-fetch-site") or cookies)
        if from_browser and not _same(headers.get(CSRF_HEADER), cookies.get(CSRF_COOKIE)):
            return 403, "CsrfRefused", "missing or wrong CSRF token; reload the page and try again"
        if length not in ("", "0") and not headers.get("content-type", "").startswith("application/json"):
            return 415, "UsageError", "send the request body as JSON (Content-Type: application/json)"
        return None

    def _has_token(self, scope, headers: dict, cookies: dict) -> bool:
        if scope["path"].startswith("/static/"):
            return True  # the same files for everyone; they hold nothing of the registry
        given = headers.get("authorization", "")
        if given.lower().startswith("bearer ") and _same(given[7:].strip(), self.token):
            return True
        if _same(cookies.get(TOKEN_COOKIE), self.token):
            return True
        query = parse_qs(scope.get("query_string", b"").decode())
        return scope["method"] == "GET" and _same((query.get("token") or [""])[0], self.token)


async def _swap_token_for_cookie(scope, send, token: str) -> None:
    """``/page?token=T`` → a cookie and a redirect to ``/page``, so the token leaves the address bar."""
    query = {k: v for k, v in parse_qs(scope.get("query_string", b"").decode()).items() if k != "token"}
    location = scope["path"] + (f"?{urlencode(query, doseq=True)}" if query else "")
    await send(
        {
            "type": "http.response.start",
            "status": 303,
            "headers": [
                (b"location", location.encode()),
                (b"set-cookie", _cookie(TOKEN_COOKIE, token, http_only=True)),
                *_SECURITY_HEADERS,
            ],
        }
    )
    await send({"type": "http.response.body", "body": b""})


def _same(given: str | None, expected: str | None) -> bool:
    return bool(given) and bool(expected) and hmac.compare_digest(str(given), str(expected))


def _cookies(header: str) -> dict[str, str]:
    jar = SimpleCookie()
    try:
        jar.load(header)
    except Exception:  # a malformed Cookie header is as good as none
        return {}
    return {key: morsel.value for key, morsel in jar.items()}


def _cookie(name: str, value: str, *, http_only: bool = True) -> bytes:
    flags = "; HttpOnly" if http_only else ""
    return f"{name}={value}; Path=/; SameSite=Strict{flags}".encode()


def _bounded(receive):
    """``receive`` that stops a body sent in chunks once it is over the bound."""
    seen = 0

    async def bounded():
        nonlocal seen
        message = await receive()
        if message["type"] == "http.request":
            seen += len(message.get("body", b""))
            if seen > MAX_BODY_BYTES:
                raise BodyTooLarge()
        return message

    return bounded


class BodyTooLarge(Exception):
    """A chunked body grew over :data:`MAX_BODY_BYTES` (the app answers 413)."""


async def _send_json(send, status: int, kind: str, message: str) -> None:
    body = json.dumps({"error": {"type": kind, "message": message}}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [(b"content-type", b"application/json"), *_SECURITY_HEADERS],
        }
    )
    await send({"type": "http.response.body", "body": body})
