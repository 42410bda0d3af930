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

:class:`UserGate` is that check as ASGI middleware, for a server with no guard of its own
(``mcp --http``); the web server's guard asks :func:`decide` itself.
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from typing import Any

from toolkiln.store.users import ACTOR, User, Users
from toolkiln.vocab import Role

__all__ = ["SIGN_IN_COOKIE", "TOKEN_COOKIE", "Decision", "UserGate", "decide", "given_token", "needed_role"]

TOKEN_COOKIE = "toolkiln_token"
"""The cookie a browser keeps the server's one shared token in (a server without users, started with a token)."""
SIGN_IN_COOKIE = "toolkiln_sign_in"
"""The cookie a browser signed in at ``/login`` keeps its sign-in's secret in (a server with users)."""

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

    def __init__(self, app: Any, users: Users, run_sync: Callable[..., Any]) -> None:
        self.app = app
        self.users = users
        self._run_sync = run_sync

    async def __call__(self, scope: dict, receive: Any, send: Any) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k.decode("latin-1"): v.decode("latin-1") for k, v in scope["headers"] if k in (b"authorization",)}
        token = given_token(headers)  # a bearer header only: no cookies here
        decision = await self._run_sync(decide, self.users, token, scope["method"], scope["path"])
        if isinstance(decision, tuple):
            status, kind, message = decision
            body = json.dumps({"error": {"type": kind, "message": message}}).encode()
            await send(
                {
                    "type": "http.response.start",
                    "status": status,
                    "headers": [(b"content-type", b"application/json"), (b"www-authenticate", b"Bearer")],
                }
            )
            await send({"type": "http.response.body", "body": body})
            return
        mark = ACTOR.set(decision.name if decision is not None else None)
        try:
            await self.app(scope, receive, send)
        finally:
            ACTOR.reset(mark)
