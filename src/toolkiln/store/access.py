"""Who may do what over HTTP once a store has users: the token a request carries, and the role it needs.

Without any user, nothing changes: ``serve`` and ``mcp --http`` answer as before (loopback,
or the one shared ``web_token``). Once ``toolkiln users add`` made one, every request needs
a user's token — ``Authorization: Bearer TOKEN``, or the sign-in cookie a browser gets at
the web server's ``/login`` (:meth:`.users.Users.sign_in`) — and is answered 401 without
one (or with a removed or replaced one), 403 when the user's role is below what the
request needs (:func:`needed_role`). A user's token is never read from an address
(``?token=``): addresses land in a browser's history and in proxies' logs.
The user is then the request's actor (:data:`.users.ACTOR`): approvals record them, and
so does the run log.

Guessing is bounded: :class:`FailedTokens` counts the wrong tokens each client address
sent, in this process. After :data:`MAX_FAILURES` within :data:`FAILURE_WINDOW_S` a request
from that address that offers a token is answered 429 (:func:`too_many_failures`, with
``Retry-After``) without its token being looked at, until the window has passed; other
addresses go on as before. A right bearer token does not clear the count (a guesser
sharing the address with a program that holds one would go on guessing).

:class:`UserGate` is that check as ASGI middleware, for a server with no guard of its own
(``mcp --http``); the web server's guard asks :func:`decide` itself.
"""

from __future__ import annotations

import json
import math
import re
import threading
import time
from collections import OrderedDict, deque
from collections.abc import Callable, Mapping
from typing import Any

from toolkiln.store.users import ACTOR, User, Users
from toolkiln.vocab import Role

__all__ = [
    "FAILURE_WINDOW_S",
    "MAX_FAILURES",
    "SIGN_IN_COOKIE",
    "TOKEN_COOKIE",
    "Decision",
    "FailedTokens",
    "UserGate",
    "client_address",
    "decide",
    "given_token",
    "needed_role",
    "too_many_failures",
]

TOKEN_COOKIE = "toolkiln_token"
"""The cookie a browser keeps the server's one shared token in (a server without users, started with a token)."""
SIGN_IN_COOKIE = "toolkiln_sign_in"
"""The cookie a browser signed in at ``/login`` keeps its sign-in's secret in (a server with users)."""

MAX_FAILURES = 5
"""Wrong tokens one client address may send within :data:`FAILURE_WINDOW_S`."""
FAILURE_WINDOW_S = 15 * 60.0
TRACKED_ADDRESSES = 10_000
"""The most addresses remembered at once (the oldest is forgotten first)."""

_REVIEW = re.compile(r"^/api/tools/[^/]+/(approve|reject|retire)/?$")
_USERS = re.compile(r"^(/api)?/users(/|$)")
_WHAT = {Role.REVIEWER: "approving, rejecting or retiring a tool", Role.ADMIN: "managing users"}


def needed_role(method: str, path: str) -> Role:
    """The lowest role that may make this request."""
    if method == "POST" and _REVIEW.match(path):
        return Role.REVIEWER
    if _USERS.match(path):
        return Role.ADMIN
    return Role.MEMBER


def given_token(headers: dict[str, str]) -> str | None:
    """The token a request carries in its ``Authorization: Bearer`` header."""
    given = headers.get("authorization", "")
    if given.lower().startswith("bearer "):
        return given[7:].strip() or None
    return None


class FailedTokens:
    """Wrong tokens per client address, in this process: at ``/login``, as a bearer token, in ``?token=``."""

    def __init__(self, max_failures: int = MAX_FAILURES, window_s: float = FAILURE_WINDOW_S) -> None:
        self.max_failures = max_failures
        self.window_s = window_s
        self._failures: OrderedDict[str, deque[float]] = OrderedDict()
        self._lock = threading.Lock()

    def wait_s(self, address: str) -> float:
        """How long ``address`` must wait before its next token is looked at (0: it may try now)."""
        moment = time.monotonic()
        with self._lock:
            times = self._recent(address, moment)
            if len(times) < self.max_failures:
                return 0.0
            return max(0.0, times[0] + self.window_s - moment)

    def failed(self, address: str) -> None:
        moment = time.monotonic()
        with self._lock:
            self._recent(address, moment).append(moment)
            self._failures.move_to_end(address)
            while len(self._failures) > TRACKED_ADDRESSES:
                self._failures.popitem(last=False)

    def succeeded(self, address: str) -> None:
        with self._lock:
            self._failures.pop(address, None)

    def _recent(self, address: str, moment: float) -> deque[float]:
        times = self._failures.setdefault(address, deque())
        while times and times[0] + self.window_s <= moment:
            times.popleft()
        return times


def client_address(scope: Mapping[str, Any]) -> str:
    """The address an ASGI request came from (what reached this server, never a forwarded header)."""
    client = scope.get("client")
    return str(client[0]) if client else "unknown"


def too_many_failures(wait_s: float) -> tuple[tuple[int, str, str], list[tuple[bytes, bytes]]]:
    """The 429 answer for an address that must wait ``wait_s``: (status, type, one line) and its headers."""
    minutes = max(1, math.ceil(wait_s / 60))
    message = f"too many wrong tokens from this address; try again in {minutes} minute{'s' * (minutes > 1)}"
    return (429, "RateLimited", message), [(b"retry-after", str(max(1, math.ceil(wait_s))).encode())]


Decision = tuple[int, str, str] | User | None
"""None: the store has no users (answer as before); a :class:`User`: let them in; else (status, type, message)."""


def decide(users: Users, token: str | None, method: str, path: str, *, sign_in: str | None = None) -> Decision:
    """Whether the request may go on, and as whom (one or two queries; run it off the event loop).

    ``token`` is a bearer token; without one, ``sign_in`` is a browser's sign-in secret."""
    user = users.holder(token) if token else users.signed_in(sign_in)
    if user is None:
        if not users.any():
            return None
        what = "this token is not (or no longer) a user's" if token or sign_in else "this server has users"
        return (
            401,
            "Unauthorized",
            f"{what}: send Authorization: Bearer TOKEN (`toolkiln users token NAME` makes one), "
            "or sign in at /login in a browser",
        )
    users.note_use(user.name)
    needed = needed_role(method, path)
    if not user.may(needed):
        return 403, "Forbidden", f"{_WHAT[needed]} needs the {needed} role; {user.name} is a {user.role}"
    return user


class UserGate:
    """ASGI middleware: :func:`decide` for every HTTP request, the user as its actor."""

    def __init__(
        self, app: Any, users: Users, run_sync: Callable[..., Any], failures: FailedTokens | None = None
    ) -> None:
        self.app = app
        self.users = users
        self._run_sync = run_sync
        self.failures = failures or FailedTokens()
        """Wrong bearer tokens per client address: past the bound, 429 before a token is looked at."""

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"] if k in (b"authorization",)}
        token = given_token(headers)  # a bearer header only: no cookies here
        address = client_address(scope)
        wait = self.failures.wait_s(address) if token is not None else 0.0
        if wait:
            (status, kind, message), extra = too_many_failures(wait)
            await _refuse(send, status, kind, message, extra)
            return
        decision = await self._run_sync(decide, self.users, token, scope["method"], scope["path"])
        if isinstance(decision, tuple):
            status, kind, message = decision
            if status == 401 and token is not None:
                self.failures.failed(address)
            await _refuse(send, status, kind, message, [(b"www-authenticate", b"Bearer")])
            return
        mark = ACTOR.set(decision.name if decision is not None else None)
        try:
            await self.app(scope, receive, send)
        finally:
            ACTOR.reset(mark)


async def _refuse(send: Any, status: int, kind: str, message: str, extra: list[tuple[bytes, bytes]]) -> None:
    body = json.dumps({"error": {"type": kind, "message": message}}).encode()
    await send(
        {"type": "http.response.start", "status": status, "headers": [(b"content-type", b"application/json"), *extra]}
    )
    await send({"type": "http.response.body", "body": body})
