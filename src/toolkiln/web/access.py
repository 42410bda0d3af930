"""What keeps the web server safe by default, as one ASGI middleware.

* **Who may ask.** Bound to a loopback address the server answers only requests
  whose ``Host`` is a loopback name, judged by the exact name: ``localhost``, or a
  literal loopback address (``127.0.0.1``, ``[::1]``), with an optional numeric
  port. Nothing is judged by a prefix: ``127.0.0.1.nip.io`` or ``127.evil.example``
  resolve to this machine through DNS rebinding, but a page served under such a
  name is not this server's. A browser's ``Origin``, when sent, must name the
  same loopback host and port. With a token (always when bound to any other address) every
  request carries it, as ``Authorization: Bearer TOKEN`` or as the cookie a
  browser gets by signing in at ``/login`` (or by opening the printed start-up
  address once, which then drops ``?token=`` from the address bar). Once the
  store has users, a request carries a user's token, or the cookie of a browser
  signed in at ``/login`` (:mod:`.signin`); a user's token is never read from an
  address. A page a browser asks for without either is redirected to ``/login``;
  the API answers 401 (or 403) JSON.
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
from collections.abc import Callable
from http.cookies import SimpleCookie
from urllib.parse import parse_qs, urlencode, urlsplit

from starlette.concurrency import run_in_threadpool

from toolkiln.store.access import (
    SIGN_IN_COOKIE,
    TOKEN_COOKIE,
    Decision,
    FailedTokens,
    client_address,
    decide,
    given_token,
    too_many_failures,
)
from toolkiln.store.users import ACTOR, SIGN_IN_DAYS, User, Users

__all__ = [
    "CSRF_COOKIE",
    "CSRF_HEADER",
    "MAX_BODY_BYTES",
    "SIGN_IN_COOKIE",
    "SIGN_IN_PATHS",
    "TOKEN_COOKIE",
    "AccessControl",
    "BodyTooLarge",
    "RefusalPage",
    "cookie",
    "is_loopback",
    "same",
    "shared_token",
]

MAX_BODY_BYTES = 64 * 1024
"""The largest request body accepted."""
CSRF_COOKIE = "toolkiln_csrf"
CSRF_HEADER = "x-csrf-token"
SIGN_IN_PATHS = frozenset({"/login", "/logout"})
"""Answered without a token (they are how a browser gets one in), host- and origin-checked like the rest."""
RefusalPage = Callable[[int, str, "User | None", str], bytes]
"""Renders a refusal as an HTML page: (status, message, the user if known, the CSRF token) → the page."""

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
        "accept",
        "x-forwarded-proto",
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


def shared_token(host: str, configured: str | None) -> str | None:
    """The token every request to a server bound to ``host`` must carry: ``configured`` when set,
    else one made up (32 random URL-safe characters) when ``host`` is beyond loopback, else none.

    ``0.0.0.0``, ``::``, a LAN address and any DNS name other than ``localhost`` are beyond
    loopback (:func:`is_loopback`): such a server answers whoever reaches the address.
    """
    if configured:
        return configured
    return None if is_loopback(host) else secrets.token_urlsafe(24)


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

    def __init__(
        self,
        app,
        *,
        token: str | None,
        loopback_only: bool,
        users: Users | None = None,
        refusal_page: RefusalPage | None = None,
        failures: FailedTokens | None = None,
    ) -> None:
        self.app = app
        self.token = token
        self.loopback_only = loopback_only
        self.users = users
        """The store's users: once any exists, each request needs one's token (:mod:`toolkiln.store.access`)."""
        self.refusal_page = refusal_page
        """How a page (not the API) a browser asked for is refused with 403."""
        self.failures = failures or FailedTokens()
        """Wrong tokens per client address (shared with ``/login``): past the bound, 429 before a token is looked at."""

    async def __call__(self, scope, receive, send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        # Only the headers the rules read are decoded: this runs on every request.
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"] if k in _READ_HEADERS}
        cookies = _cookies(headers["cookie"]) if "cookie" in headers else {}
        public = scope["path"] in SIGN_IN_PATHS
        offered = not public and self._offers_token(scope, headers, cookies)
        wait = self.failures.wait_s(client_address(scope)) if offered else 0.0
        if wait:
            too_many, extra = too_many_failures(wait)
            await self._refuse(scope, send, headers, cookies, too_many, extra)
            return
        user = None if public else await self._user(scope, headers, cookies)
        if isinstance(user, tuple):
            if user[0] == 401 and given_token(headers) is not None:
                self.failures.failed(client_address(scope))
            await self._refuse(scope, send, headers, cookies, user)
            return
        refusal = self._refusal(scope, headers, cookies, signed_in=user is not None, public=public)
        if refusal is not None:
            if refusal[0] == 401 and offered:
                self.failures.failed(client_address(scope))
            await self._refuse(scope, send, headers, cookies, refusal)
            return
        if scope["method"] == "GET" and not public and "token" in _query(scope):
            shared = self.token if user is None and self.token else None  # a user's token never stays
            await _strip_token(scope, send, shared, secure=is_https(scope, headers))
            return
        set_cookie = None
        state = scope.setdefault("state", {})
        state.update(access=self, user=user, shared_sign_in=bool(self.token and cookies.get(TOKEN_COOKIE)))
        if not scope["path"].startswith(("/api/", "/static/")):  # only pages put the CSRF token in what they send
            csrf = cookies.get(CSRF_COOKIE) or secrets.token_urlsafe(24)
            state["csrf"] = csrf
            # Only pages hand out the CSRF cookie: an API client never holds one, so it never looks like a browser.
            if scope["method"] == "GET" and CSRF_COOKIE not in cookies:
                set_cookie = cookie(CSRF_COOKIE, csrf, secure=is_https(scope, headers))

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
        token, sign_in = given_token(headers), cookies.get(SIGN_IN_COOKIE)
        return await run_in_threadpool(decide, self.users, token, scope["method"], scope["path"], sign_in=sign_in)

    def _offers_token(self, scope, headers: dict, cookies: dict) -> bool:
        """Whether the request offers a token to be checked (a guess, when wrong): a bearer token,
        or the shared token's cookie or ``?token=`` (a user's sign-in cookie is a secret nobody can guess)."""
        if scope["path"].startswith("/static/"):
            return False  # the same files for everyone: no token is looked at
        if given_token(headers) is not None:
            return True
        return bool(self.token) and (bool(cookies.get(TOKEN_COOKIE)) or "token" in _query(scope))

    async def _refuse(
        self, scope, send, headers: dict, cookies: dict, refusal: tuple[int, str, str], extra: list | None = None
    ) -> None:
        """A refusal as JSON; a page a browser asked for goes to ``/login`` (401) or gets an HTML page (403)."""
        status, kind, message = refusal
        wants_page = (
            scope["method"] in ("GET", "HEAD")
            and not scope["path"].startswith(("/api/", "/static/"))
            and "text/html" in headers.get("accept", "")
        )
        if wants_page and status == 401:
            await _redirect(send, "/login?" + urlencode({"next": _address_without_token(scope)}))
        elif wants_page and status == 403 and self.refusal_page is not None:
            user = await self._user({**scope, "path": "/"}, headers, cookies)
            seen = user if isinstance(user, User) else None
            page = self.refusal_page(status, message, seen, cookies.get(CSRF_COOKIE, ""))
            await _send(send, status, b"text/html; charset=utf-8", page)
        else:
            body = json.dumps({"error": {"type": kind, "message": message}}).encode()
            extra = [*(extra or []), *([(b"www-authenticate", b"Bearer")] if status == 401 else [])]
            await _send(send, status, b"application/json", body, extra)

    def _refusal(
        self, scope, headers: dict, cookies: dict, *, signed_in: bool = False, public: bool = False
    ) -> tuple[int, str, str] | None:
        """Why a request is refused (status, error type, message), or None."""
        host = headers.get("host", "")
        if self.loopback_only and not is_loopback(_host_name(host) or ""):
            return 421, "HostRefused", f"host {host!r} is not this machine; open http://127.0.0.1:PORT/"
        if self.token and not (signed_in or public) and not self._has_token(scope, headers, cookies):
            return (
                401,
                "Unauthorized",
                "this server needs its token: sign in at /login, open the address it printed at start, "
                "or send Authorization: Bearer TOKEN",
            )
        length = headers.get("content-length", "")
        # ASCII digits only ("²" is a digit to isdigit), and never thousands of them converted
        if length.isascii() and length.isdigit() and (len(length) > 18 or int(length) > MAX_BODY_BYTES):
            return 413, "UsageError", f"the request body is over {MAX_BODY_BYTES // 1024} KiB"
        if scope["method"] in _SAFE_METHODS:
            return None
        origin = headers.get("origin")
        fetched_from = headers.get("sec-fetch-site", "")
        if public and origin == "null" and fetched_from == "same-origin":
            # A form posted by one of these pages: under ``Referrer-Policy: no-referrer`` a browser
            # names its origin "null", and says where it came from in a header no page can set.
            origin = None
        if origin and (
            urlsplit(origin).netloc != host or (self.loopback_only and not _origin_is_loopback(origin, host))
        ):
            return 403, "CsrfRefused", f"a request from {origin!r} may not change anything here"
        if public:  # a form: its CSRF field is checked by the page (:mod:`.signin`), and no other site may post it
            if fetched_from not in ("", "same-origin", "none"):
                return 403, "CsrfRefused", "a sign-in from another site is refused; open /login on this server"
            return None
        from_browser = bool(origin or headers.get("sec-fetch-site") or cookies)
        if from_browser and not same(headers.get(CSRF_HEADER), cookies.get(CSRF_COOKIE)):
            return 403, "CsrfRefused", "missing or wrong CSRF token; reload the page and try again"
        if length not in ("", "0") and not headers.get("content-type", "").startswith("application/json"):
            return 415, "UsageError", "send the request body as JSON (Content-Type: application/json)"
        return None

    def _has_token(self, scope, headers: dict, cookies: dict) -> bool:
        if scope["path"].startswith("/static/"):
            return True  # the same files for everyone; they hold nothing of the registry
        given = headers.get("authorization", "")
        if given.lower().startswith("bearer ") and same(given[7:].strip(), self.token):
            return True
        if same(cookies.get(TOKEN_COOKIE), self.token):
            return True
        return scope["method"] == "GET" and same((_query(scope).get("token") or [""])[0], self.token)

    def sign_in(self, token: str) -> tuple[str, str, int | None] | None:
        """Check a token typed at ``/login``: (cookie, its value, its lifetime in seconds), or None for a wrong one.

        With users, the cookie holds a new sign-in's secret, never the token; without, the
        server's one shared token. Blocking (a store query): run it off the event loop."""
        if self.users is not None and self.users.any():
            made = self.users.sign_in(token)
            return None if made is None else (SIGN_IN_COOKIE, made[1], SIGN_IN_DAYS * 86400)
        if self.token and same(token, self.token):
            return TOKEN_COOKIE, self.token, None
        return None

    def needs_sign_in(self) -> bool:
        """Whether a browser must sign in here at all (a token, or users). Blocking: a store query."""
        return bool(self.token) or (self.users is not None and self.users.any())


def is_https(scope, headers: dict) -> bool:
    """Whether the browser's request came over https: to this server, or to the proxy in front of it.

    ``X-Forwarded-Proto`` is believed for this alone: it can only make a cookie stricter (``Secure``)."""
    return scope.get("scheme") == "https" or headers.get("x-forwarded-proto", "").strip().lower() == "https"


def _query(scope) -> dict[str, list[str]]:
    return parse_qs(scope.get("query_string", b"").decode("latin-1"))


def _address_without_token(scope) -> str:
    """The request's path and query, without any ``token``."""
    query = {k: v for k, v in _query(scope).items() if k != "token"}
    return scope["path"] + (f"?{urlencode(query, doseq=True)}" if query else "")


async def _strip_token(scope, send, token: str | None, *, secure: bool) -> None:
    """``/page?token=T`` → a redirect to ``/page``, so the token leaves the address bar.

    The server's shared token (the address printed at start) becomes a cookie on the way;
    anything else is dropped unread."""
    extra = [] if token is None else [(b"set-cookie", cookie(TOKEN_COOKIE, token, secure=secure))]
    await _redirect(send, _address_without_token(scope), extra)


async def _redirect(send, location: str, extra: list | None = None) -> None:
    headers = [(b"location", location.encode()), (b"cache-control", b"no-store"), *(extra or [])]
    await _send(send, 303, None, b"", headers)


def same(given: str | None, expected: str | None) -> bool:
    return bool(given) and bool(expected) and hmac.compare_digest(str(given), str(expected))


def _cookies(header: str) -> dict[str, str]:
    jar = SimpleCookie()
    try:
        jar.load(header)
    except Exception:  # a malformed Cookie header is as good as none
        return {}
    return {key: morsel.value for key, morsel in jar.items()}


def cookie(name: str, value: str, *, secure: bool, http_only: bool = True, max_age: int | None = None) -> bytes:
    """A ``Set-Cookie`` value: this site only (``SameSite=Strict``), ``HttpOnly``, ``Secure`` over https."""
    flags = "; HttpOnly" if http_only else ""
    flags += "; Secure" if secure else ""
    flags += f"; Max-Age={max_age}" if max_age is not None else ""
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


async def _send(send, status: int, content_type: bytes | None, body: bytes, extra: list | None = None) -> None:
    headers = [(b"content-type", content_type)] if content_type else []
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [*headers, *(extra or []), *_SECURITY_HEADERS],
        }
    )
    await send({"type": "http.response.body", "body": body})
