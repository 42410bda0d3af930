"""Signing in and out in a browser: ``GET|POST /login``, ``POST /logout``.

* **Sign in.** ``/login`` is a form that POSTs the token (never in an address). A right
  token sets an ``HttpOnly``, ``SameSite=Strict`` cookie (``Secure`` when the request
  came over https) and redirects to where the person was going (``next``, a path on
  this server only). With users the cookie holds a new sign-in's secret, kept hashed in
  the store (:meth:`toolkiln.store.users.Users.sign_in`), never the token; a server
  without users but with its one shared token keeps that token in the cookie. A wrong,
  replaced or removed token shows the form again with one line, 401, and nothing else.
* **Login CSRF.** The form carries the CSRF token of the page that showed it, checked
  against its cookie, which a ``SameSite=Strict`` browser never sends along with
  another site's form; a request whose ``Origin`` or ``Sec-Fetch-Site`` names another
  site is refused before it gets here (:mod:`.access`).
* **Guessing is bounded.** A failed sign-in counts with the server's other wrong tokens
  (:class:`toolkiln.store.access.FailedTokens`, per client address, in this process):
  after :data:`MAX_FAILURES` within :data:`FAILURE_WINDOW_S`, that address is answered
  429 without its token being looked at, until the window has passed.
* **Sign out** is a POST carrying the CSRF token (the form field, or the
  ``X-CSRF-Token`` header the other writes send); it ends the sign-in in the store, so
  the cookie is worthless everywhere even if it was copied, and clears the cookies.
"""

from __future__ import annotations

import math
from urllib.parse import parse_qs

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import Response

from toolkiln.store.access import (
    FAILURE_WINDOW_S,
    MAX_FAILURES,
    SIGN_IN_COOKIE,
    TOKEN_COOKIE,
    FailedTokens,
    client_address,
)
from toolkiln.web.access import CSRF_COOKIE, CSRF_HEADER, cookie, is_https, same

__all__ = ["FAILURE_WINDOW_S", "MAX_FAILURES", "safe_next", "sign_in", "sign_out"]

MAX_FORM_FIELD_CHARS = 4000

WRONG_TOKEN = "That token is not (or no longer) valid here."
STALE_FORM = "The sign-in form had expired; it is shown again: sign in once more."


def safe_next(value: str | None) -> str:
    """Where to go after signing in: a path on this server (``/tools?q=x``), else ``/``.

    Never another site: ``//evil.example``, ``/\\evil.example`` and ``https://…`` all go to ``/``."""
    if not value or not value.startswith("/") or value.startswith(("//", "/\\")) or len(value) > 2000:
        return "/"
    if any(ord(c) < 0x21 or c == "\\" for c in value):
        return "/"
    return value


async def _form(request: Request) -> dict[str, str]:
    """A urlencoded form's fields (the first of each), or nothing for any other body."""
    if not request.headers.get("content-type", "").startswith("application/x-www-form-urlencoded"):
        return {}
    raw = await request.body()
    try:
        fields = parse_qs(raw.decode("utf-8"), max_num_fields=10)
    except (UnicodeDecodeError, ValueError):
        return {}
    return {key: values[0][:MAX_FORM_FIELD_CHARS] for key, values in fields.items() if values}


async def sign_in(request: Request, show_form) -> Response:
    """``POST /login``: ``show_form(request, next, problem, status)`` renders the form again when it fails."""
    access = request.state.access
    form = await _form(request)
    where = safe_next(form.get("next"))
    if not same(form.get("csrf"), request.cookies.get(CSRF_COOKIE)):
        return show_form(request, where, STALE_FORM, 403)
    failures: FailedTokens = request.app.state.failed_tokens
    address = client_address(request.scope)
    wait = failures.wait_s(address)
    if wait:
        minutes = max(1, math.ceil(wait / 60))
        problem = f"Too many failed sign-ins from this address; try again in {minutes} minute{'s' * (minutes > 1)}."
        return show_form(request, where, problem, 429)
    made = await run_in_threadpool(access.sign_in, form.get("token", "").strip())
    if made is None:
        failures.failed(address)
        return show_form(request, where, WRONG_TOKEN, 401)
    failures.succeeded(address)
    name, value, max_age = made
    response = Response(status_code=303, headers={"location": where, "cache-control": "no-store"})
    secure = is_https(request.scope, {"x-forwarded-proto": request.headers.get("x-forwarded-proto", "")})
    response.raw_headers.append((b"set-cookie", cookie(name, value, secure=secure, max_age=max_age)))
    return response


async def sign_out(request: Request) -> Response:
    """``POST /logout``: the sign-in ended in the store, the cookies cleared, back to ``/login``."""
    form = await _form(request)
    given = request.headers.get(CSRF_HEADER) or form.get("csrf")
    if not same(given, request.cookies.get(CSRF_COOKIE)):
        message = "missing or wrong CSRF token; reload the page and try again"
        return Response(message, status_code=403, media_type="text/plain")
    users = request.state.access.users
    if users is not None:
        await run_in_threadpool(users.sign_out, request.cookies.get(SIGN_IN_COOKIE))
    response = Response(status_code=303, headers={"location": "/login", "cache-control": "no-store"})
    secure = is_https(request.scope, {"x-forwarded-proto": request.headers.get("x-forwarded-proto", "")})
    for name in (SIGN_IN_COOKIE, TOKEN_COOKIE):
        response.raw_headers.append((b"set-cookie", cookie(name, "", secure=secure, max_age=0)))
    return response
