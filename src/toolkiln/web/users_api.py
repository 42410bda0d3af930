"""The users of a shared toolkiln over HTTP, for admins (``toolkiln users`` on the command line).

=====================================  =====================================================
``GET  /api/users``                    ``users list --json``: name, role, created, last used
                                       (never a token or its hash)
``POST /api/users``                    ``{name, role}`` → ``{"user", "token"}``: the token, shown only now
``DELETE /api/users/{NAME}``           ``users remove NAME``: their token and sign-ins stop at once
``POST /api/users/{NAME}/token``       ``users token NAME`` → ``{"user", "token"}``; the old one is revoked
=====================================  =====================================================

Every route needs the admin role (403 naming it otherwise, :func:`toolkiln.store.access.needed_role`)
once the store has users; a server without users answers them on loopback as it does the
rest, so the first admin can be added from the browser. The checks and one-line errors are
the CLI's: a name by its pattern, a role from the vocabulary, an existing name refused, the
last admin never removed. An answer holding a token is never cached.
"""

from __future__ import annotations

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response
from starlette.routing import Route

from toolkiln.errors import UserNotFound
from toolkiln.store.users import check_name, parse_role
from toolkiln.web.api import handles_errors, read_body, required_field

__all__ = ["users_routes"]

_NO_STORE = {"cache-control": "no-store"}


def _user_json(users, name: str) -> dict:
    for user in users.listed():
        if user.name == name:
            return user.to_json()
    raise UserNotFound(f"no user named {name!r}; GET /api/users lists them")


@handles_errors
async def users_collection(request: Request) -> Response:
    users = request.app.state.kiln.registry.users
    if request.method == "GET":
        found = await run_in_threadpool(users.listed)
        return JSONResponse([user.to_json() for user in found], headers=_NO_STORE)
    data = await read_body(request, "name", "role")
    name = check_name(required_field(data, "name", 1000))
    role = parse_role(required_field(data, "role", 1000))

    def add() -> tuple[str, dict]:
        token = users.add(name, role)
        return token, _user_json(users, name)

    token, user = await run_in_threadpool(add)
    return JSONResponse({"user": user, "token": token}, status_code=201, headers=_NO_STORE)


@handles_errors
async def one_user(request: Request) -> Response:
    users = request.app.state.kiln.registry.users
    name = request.path_params["name"]
    await read_body(request)
    await run_in_threadpool(users.remove, name)
    return JSONResponse({"removed": name}, headers=_NO_STORE)


@handles_errors
async def user_token(request: Request) -> Response:
    users = request.app.state.kiln.registry.users
    name = request.path_params["name"]
    await read_body(request)

    def renew() -> tuple[str, dict]:
        token = users.new_token(name)
        return token, _user_json(users, name)

    token, user = await run_in_threadpool(renew)
    return JSONResponse({"user": user, "token": token}, headers=_NO_STORE)


def users_routes() -> list[Route]:
    return [
        Route("/api/users", users_collection, methods=["GET", "POST"]),
        Route("/api/users/{name}", one_user, methods=["DELETE"]),
        Route("/api/users/{name}/token", user_token, methods=["POST"]),
    ]
