"""The ASGI application: one :class:`~toolkiln.Toolkiln` per server, its pages, its API, its guard."""

from __future__ import annotations

from contextlib import asynccontextmanager
from pathlib import Path

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Mount
from starlette.staticfiles import StaticFiles

from toolkiln.app import Toolkiln
from toolkiln.store.access import FailedTokens
from toolkiln.web.access import AccessControl, BodyTooLarge
from toolkiln.web.api import api_routes, error_response
from toolkiln.web.pages import page_routes, refusal_page
from toolkiln.web.turns import TurnRunner
from toolkiln.web.users_api import users_routes

__all__ = ["create_app"]

STATIC = Path(__file__).parent / "static"


def create_app(kiln: Toolkiln, *, token: str | None = None, loopback_only: bool = True, turn_threads: int = 8):
    """The web server's ASGI app for ``kiln``, guarded (see :mod:`toolkiln.web.access`).

    ``token``, when set, is required of every request; ``loopback_only`` refuses
    requests whose ``Host`` is not a loopback name. The turns of all sessions share
    ``turn_threads`` threads and ``kiln``'s worker pool. Closing the app waits for
    running turns to finish; it does not close ``kiln``.
    """
    turns = TurnRunner(kiln, threads=turn_threads)

    async def not_found(request: Request, exc: Exception) -> JSONResponse:
        return JSONResponse({"error": {"type": "NotFound", "message": f"nothing at {request.url.path}"}}, 404)

    async def not_allowed(request: Request, exc: Exception) -> JSONResponse:
        allowed = getattr(exc, "headers", None) or {}
        message = (
            f"{request.method} is not answered at {request.url.path}; it takes {allowed.get('Allow', 'other methods')}"
        )
        return JSONResponse({"error": {"type": "MethodNotAllowed", "message": message}}, 405, headers=allowed)

    async def too_large(request: Request, exc: Exception) -> JSONResponse:
        return error_response(exc)

    async def internal(request: Request, exc: Exception) -> JSONResponse:
        # Starlette answers with this, then re-raises, so the server's log keeps the traceback;
        # the client gets the JSON error object every other failure has, without the exception's
        # own text (it may hold paths or a tool's output).
        message = (
            f"the server failed while answering {request.method} {request.url.path} "
            f"({type(exc).__name__}); the server's log has the details"
        )
        return JSONResponse({"error": {"type": "InternalError", "message": message}}, 500)

    @asynccontextmanager
    async def lifespan(app: Starlette):
        yield
        await run_in_threadpool(turns.close)

    app = Starlette(
        routes=[
            *api_routes(),
            *users_routes(),
            *page_routes(),
            Mount("/static", StaticFiles(directory=STATIC), name="static"),
        ],
        exception_handlers={404: not_found, 405: not_allowed, BodyTooLarge: too_large, Exception: internal},
        lifespan=lifespan,
    )
    app.state.kiln = kiln
    app.state.turns = turns
    app.state.failed_tokens = FailedTokens()  # one count of wrong tokens: /login's, bearer tokens', ?token='s
    return AccessControl(
        app,
        token=token,
        loopback_only=loopback_only,
        users=kiln.registry.users,
        refusal_page=refusal_page,
        failures=app.state.failed_tokens,
    )
