"""The HTTP API: the CLI's JSON over HTTP, on the same core objects.

=====================================  =====================================================
``POST /api/turns``                    ``{message, session?, agent?}`` → the ``run --json`` object
``POST /api/turns/stream``             the same, as server-sent events (:class:`toolkiln.vocab.EventName`)
``GET  /api/turns/{id}/events``        watch a running turn again (after a reload)
``GET  /api/tools``                    ``tools list --json``; ``?q=`` search, ``?status=``, ``?origin=``
``GET  /api/tools/{NAME[@V]}``         ``tools show --json``
``GET  /api/tools/{NAME}/versions``    ``tools history --json``
``GET  /api/tools/{NAME}/diff``        ``?from=V1&to=V2`` → ``{"from", "to", "diff"}``
``POST /api/tools/{NAME[@V]}/approve`` ``{force?}`` → the version, now active (a retired one only with force)
``POST /api/tools/{NAME[@V]}/reject``  ``{reason}`` → the version, now rejected
``POST /api/tools/{NAME}/retire``      ``{reason?}`` → every version
``GET  /api/log``                      ``log --json`` (``?limit=&session=&tool=&outcome=&search=``)
``GET  /api/log/{id}``                 ``log show --json``; ``/api/log/{id}/graph``: its plan as SVG
``POST /api/log/{id}/resume``          ``toolkiln resume ID``, streamed as ``/api/turns/stream``
``GET|POST /api/sessions``             list; create ``{name?}``
``GET|DELETE /api/sessions/{name}``    its exchanges, running turns, damaged lines, turns that can ``rerun``
                                       and the ``workflows`` it has begun (drawn); delete
``POST /api/sessions/{name}/rename``   ``{name}``
``/api/users…``                        admins: list, add, remove, a new token (:mod:`.users_api`)
=====================================  =====================================================

Errors are ``{"error": {"type", "message"}}`` as with ``--json``: 400 for a bad
request, 404 for a name that is not there, 405 for a method a path does not take,
413 for a body or message too long, 502 when a model failed, 500 (type
``InternalError``, without the failure's own words) for anything else.
"""

from __future__ import annotations

import json
from collections.abc import Callable

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import JSONResponse, Response, StreamingResponse
from starlette.routing import Route

from toolkiln.errors import (
    ModelError,
    PlanError,
    SessionNotFound,
    ToolkilnError,
    ToolNotFound,
    UsageError,
    UserNotFound,
)
from toolkiln.store import STATUSES
from toolkiln.store.audit import (
    catalog_entries,
    history_json,
    parse_ref,
    search_entries,
    show_json,
    source_diff,
    tool_entry,
)
from toolkiln.store.sessions import Session, SessionsAt, list_sessions, new_session_name, sessions_home
from toolkiln.store.turn_log import resumable_turn
from toolkiln.util.text import one_line, whole_number
from toolkiln.vocab import EventName, Provenance, ToolSourceKind, ToolStatus
from toolkiln.web.access import BodyTooLarge
from toolkiln.web.turns import LiveTurn, error_json
from toolkiln.web.views import log_filter, plan_svg, rerun_state, workflow_drawings

__all__ = [
    "MAX_MESSAGE_CHARS",
    "api_routes",
    "error_response",
    "filter_tools",
    "handles_errors",
    "read_body",
    "required_field",
]

MAX_MESSAGE_CHARS = 8000
"""The longest message a turn accepts."""
MAX_REASON_CHARS = 2000
ORIGINS = (ToolSourceKind.CATALOG.value, *(p.value for p in Provenance))
"""Every origin a tool in the list can have: the catalog's, and how a stored version entered the registry."""
SEARCH_LIMIT = 20
"""How many tools a search on the web shows (``tools search --limit``)."""
REVIEW_ACTIONS = ("approve", "reject", "retire")


class TooLong(UsageError):
    """A message or a field over its bound (answered with 413)."""


def error_response(exc: BaseException) -> JSONResponse:
    """An error as the CLI's ``--json`` error object, with the HTTP status it means."""
    if isinstance(exc, BodyTooLarge):
        exc = TooLong("the request body is over 64 KiB")
    status = 500
    for kind, code in (
        (TooLong, 413),
        (SessionNotFound, 404),
        (UserNotFound, 404),
        (UsageError, 400),
        (ToolNotFound, 404),
        (ModelError, 502),
        (PlanError, 502),
        (ToolkilnError, 500),
    ):
        if isinstance(exc, kind):
            status = code
            break
    return JSONResponse(error_json(exc), status_code=status)


async def read_body(request: Request, *fields: str) -> dict:
    """The request's JSON object, holding no field but ``fields``: a misspelt ``sesion`` would
    otherwise be dropped without a word, and the turn run without its session's history."""
    raw = await request.body()
    if not raw:
        return {}
    try:
        data = json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError):
        raise UsageError("the request body is not valid JSON") from None
    if not isinstance(data, dict):
        raise UsageError("the request body must be a JSON object")
    unknown = sorted(set(data) - set(fields))
    if unknown:
        takes = f"it takes {', '.join(fields)}" if fields else "it takes no fields"
        raise UsageError(f"unknown field {one_line(unknown[0], 40)!r} in the request body; {takes}")
    return data


def required_field(data: dict, key: str, limit: int) -> str:
    """The body's text field ``key``: present, not blank, at most ``limit`` characters."""
    value = data.get(key)
    if not isinstance(value, str) or not value.strip():
        raise UsageError(f"{key!r} must be a non-empty string")
    if len(value) > limit:
        raise TooLong(f"{key!r} is {len(value):,} characters; at most {limit:,} are accepted")
    return value


def _optional(data: dict, key: str, limit: int) -> str | None:
    """The body's text field ``key`` when given (null counts as not given)."""
    return None if data.get(key) is None else required_field(data, key, limit)


def handles_errors(func: Callable) -> Callable:
    """Turn a toolkiln error leaving an endpoint into its JSON error answer."""

    async def endpoint(request: Request) -> Response:
        try:
            return await func(request)
        except (ToolkilnError, BodyTooLarge) as exc:
            return error_response(exc)

    endpoint.__name__ = func.__name__
    endpoint.__doc__ = func.__doc__
    return endpoint


# -- turns ---------------------------------------------------------------------


async def _start_turn(request: Request) -> LiveTurn:
    data = await read_body(request, "message", "session", "agent")
    message = required_field(data, "message", MAX_MESSAGE_CHARS)
    session = _optional(data, "session", 64)
    agent = _optional(data, "agent", 64)
    kiln = request.app.state.kiln
    if agent is not None:
        await run_in_threadpool(kiln.agent_named, agent)  # an unknown name is refused before the turn starts
    if session is not None:
        Session(_home(request), session)  # a bad name is refused before the turn starts
    return request.app.state.turns.start(message, session, agent)


@handles_errors
async def post_turn(request: Request) -> Response:
    live = await _start_turn(request)
    return JSONResponse(await request.app.state.turns.result(live))


@handles_errors
async def post_turn_stream(request: Request) -> Response:
    live = await _start_turn(request)
    return _event_stream(request, live)


@handles_errors
async def turn_events(request: Request) -> Response:
    live = request.app.state.turns.get(request.path_params["turn_id"])
    if live is None:
        raise SessionNotFound("no running turn with that id; it is over: reload the session")
    return _event_stream(request, live)


def _event_stream(request: Request, live: LiveTurn) -> StreamingResponse:
    """Server-sent events: ``event: KIND`` and ``data: JSON``; the first is ``started`` with the turn's id."""

    async def events():
        yield _sse(EventName.STARTED, live.summary())
        async for kind, data in request.app.state.turns.watch(live):
            yield _sse(kind, data)

    return StreamingResponse(
        events(), media_type="text/event-stream", headers={"cache-control": "no-store", "x-accel-buffering": "no"}
    )


def _sse(kind: str, data: dict) -> str:
    return f"event: {kind}\ndata: {json.dumps(data, ensure_ascii=False)}\n\n"


# -- tools ---------------------------------------------------------------------


def filter_tools(registry, *, query: str = "", status: str = "", origin: str = "") -> list[dict]:
    """``tools list --json`` entries, searched (the registry's search) and filtered by status and origin.

    Each entry also says whether it is ``runnable``: a registry row edited behind
    toolkiln's back (its signature no longer holds) is listed so a reviewer sees it,
    but never offered as a tool that runs."""
    if status and status not in STATUSES:
        raise UsageError(f"status must be one of {', '.join(STATUSES)}")
    if origin and origin not in ORIGINS:
        raise UsageError(f"origin must be one of {', '.join(ORIGINS)}")
    words = query.strip().lower()
    if words:  # what `toolkiln tools search` finds, in its order
        found = search_entries(registry, query, SEARCH_LIMIT, entry=lambda t: _registry_entry(registry, t))
        entries = [{"runnable": True, **e} for e in found]
        if status and status not in ("active", "pending"):  # search offers only what the planner may use
            entries += [
                _registry_entry(registry, t)
                for t in registry.list_tools(include_inactive=True)
                if t.status == status and words in f"{t.name} {t.description}".lower()
            ]
    else:
        stored = registry.list_tools(include_inactive=True)
        entries = sorted(
            [{**e, "runnable": True} for e in catalog_entries()] + [_registry_entry(registry, t) for t in stored],
            key=lambda e: (e["name"], e["origin"]),
        )
    return [e for e in entries if (not status or e["status"] == status) and (not origin or e["origin"] == origin)]


def _registry_entry(registry, tool) -> dict:
    """A registry tool's list entry; ``runnable`` only when active and its row carries the registry's signature."""
    return {**tool_entry(tool), "runnable": tool.status == ToolStatus.ACTIVE and registry.sealed(tool)}


@handles_errors
async def list_tools(request: Request) -> Response:
    q = request.query_params
    registry = request.app.state.kiln.registry
    found = await run_in_threadpool(
        filter_tools, registry, query=q.get("q", ""), status=q.get("status", ""), origin=q.get("origin", "")
    )
    return JSONResponse(found)


def tool_json(kiln, ref: str) -> dict:
    """``tools show --json`` of ``NAME[@V]``, or a catalog tool's ``{"name", "origin", "source"}``."""
    name, version = parse_ref(ref)
    tool = kiln.registry.get(name, version)
    if tool is not None:
        return show_json(tool, kiln.registry)
    catalog = kiln.agent.catalog
    if version is None and name in catalog:
        return {"name": name, "origin": "catalog", "source": catalog[name].source}
    kiln.registry.require(name, version)  # raises saying what exists
    raise ToolNotFound(f"no tool named {name!r}")


@handles_errors
async def get_tool(request: Request) -> Response:
    return JSONResponse(await run_in_threadpool(tool_json, request.app.state.kiln, request.path_params["ref"]))


@handles_errors
async def tool_versions(request: Request) -> Response:
    registry = request.app.state.kiln.registry
    name = request.path_params["ref"]

    def versions() -> list[dict]:
        registry.require(name)
        return history_json(registry.history(name))

    return JSONResponse(await run_in_threadpool(versions))


def diff_json(registry, name: str, old: str | None, new: str | None) -> dict:
    """``{"from", "to", "diff"}`` between two versions (default: the previous against the latest)."""
    latest = registry.require(name)
    try:
        new_v = _version(new) if new else latest.version
        old_v = _version(old) if old else max(1, new_v - 1)
    except ValueError:
        raise UsageError("'from' and 'to' must be version numbers") from None
    before, after = registry.require(name, old_v), registry.require(name, new_v)
    return {"from": before.ref, "to": after.ref, "diff": source_diff(before, after)}


@handles_errors
async def tool_diff(request: Request) -> Response:
    q = request.query_params
    registry = request.app.state.kiln.registry
    found = await run_in_threadpool(diff_json, registry, request.path_params["ref"], q.get("from"), q.get("to"))
    return JSONResponse(found)


@handles_errors
async def review_tool(request: Request) -> Response:
    """approve, reject (with a reason) or retire."""
    action = request.path_params["action"]
    if action not in REVIEW_ACTIONS:
        raise ToolNotFound(f"no action {action!r}; POST to .../approve, .../reject or .../retire")
    data = await read_body(request, *(("force",) if action == "approve" else ("reason",)))
    registry = request.app.state.kiln.registry
    name, version = parse_ref(request.path_params["ref"])
    if action == "approve":
        force = data.get("force", False)
        if not isinstance(force, bool):
            raise UsageError("'force' must be true or false")
        done = await run_in_threadpool(lambda: registry.approve(name, version, force=force))
        return JSONResponse(done.to_dict(source=False))
    if action == "reject":
        reason = required_field(data, "reason", MAX_REASON_CHARS)
        done = await run_in_threadpool(registry.reject, name, version, reason)
        return JSONResponse(done.to_dict(source=False))
    if version is not None:
        raise UsageError("retire takes a name without @V: every version of it is retired")
    why = _optional(data, "reason", MAX_REASON_CHARS)
    versions = await run_in_threadpool(registry.retire, name, why)
    return JSONResponse([t.to_dict(source=False) for t in versions])


# -- log -----------------------------------------------------------------------


def _version(text: str) -> int:
    number = whole_number(text)
    if number is None:
        raise ValueError(text)
    return number


@handles_errors
async def get_log(request: Request) -> Response:
    limit = whole_number(request.query_params.get("limit", "20"))
    if limit is None or not 1 <= limit <= 1000:
        raise UsageError("limit must be a whole number from 1 to 1000")
    matching = log_filter(request.query_params)
    return JSONResponse(await run_in_threadpool(request.app.state.kiln.runlog.turns, limit, matching))


async def logged_turn(request: Request) -> dict:
    """The run log's turn of the path's ``turn_id``; :class:`ToolNotFound` when there is none."""
    raw = request.path_params["turn_id"]
    turn_id = whole_number(raw)
    turn = await run_in_threadpool(request.app.state.kiln.runlog.turn, turn_id) if turn_id is not None else None
    if turn is None:
        raise ToolNotFound(f"no turn with id {one_line(raw, 40)}; GET /api/log lists them")
    return turn


@handles_errors
async def get_logged_turn(request: Request) -> Response:
    return JSONResponse(await logged_turn(request))


@handles_errors
async def logged_turn_graph(request: Request) -> Response:
    """The turn's plan as an SVG graph (204 when it has nothing to draw: no step, or a single one)."""
    drawing = plan_svg(await logged_turn(request))
    if drawing is None:
        return Response(status_code=204)
    return Response(str(drawing), media_type="image/svg+xml")


@handles_errors
async def resume_turn(request: Request) -> Response:
    """Run the turn's plan again (``toolkiln resume ID``), streamed like a new turn; refused as the CLI refuses."""
    await read_body(request)
    turn = await logged_turn(request)
    await run_in_threadpool(resumable_turn, request.app.state.kiln.registry, turn["id"])  # a settled turn: 400
    return _event_stream(request, request.app.state.turns.resume(turn))


# -- sessions ------------------------------------------------------------------


def _home(request: Request) -> SessionsAt:
    return sessions_home(request.app.state.kiln.settings)


@handles_errors
async def sessions(request: Request) -> Response:
    home = _home(request)
    if request.method == "GET":
        return JSONResponse([s.to_json() for s in await run_in_threadpool(list_sessions, home)])
    data = await read_body(request, "name")
    name = _optional(data, "name", 64) or new_session_name(home)
    chat = Session(home, name)
    if chat.exists():
        raise UsageError(f"a session named {name!r} exists already; pick another name")
    return JSONResponse(chat.create().info().to_json(), status_code=201)


def _refuse_while_running(request: Request, chat: Session, doing: str) -> None:
    """A turn still running writes to its session when it ends: renaming or deleting it now would split it."""
    if request.app.state.turns.running(chat.name):
        raise UsageError(f"a turn is still running in session {chat.name!r}; {doing} it once the turn is over")


@handles_errors
async def one_session(request: Request) -> Response:
    chat = Session(_home(request), request.path_params["name"])
    if request.method == "DELETE":
        _refuse_while_running(request, chat, "delete")
        await run_in_threadpool(chat.delete)
        return JSONResponse({"deleted": chat.name})
    running = [t.summary() for t in request.app.state.turns.running(chat.name)]
    if not running:  # a new session's first turn is running before its file exists
        chat.require()
    exchanges = await run_in_threadpool(chat.exchanges)
    damaged = [{**line.to_json(), "note": line.note(chat.path)} for line in chat.damaged.values()]
    kiln = request.app.state.kiln

    def extras() -> tuple[dict, list[dict]]:
        turns = [turn for exchange in exchanges for turn in exchange["turns"]]
        states = {str(turn["turn_id"]): rerun_state(kiln, turn) for turn in turns if turn.get("turn_id")}
        return {k: v for k, v in states.items() if v}, workflow_drawings(kiln, chat.name)

    rerun, workflows = await run_in_threadpool(extras)
    return JSONResponse(
        {
            "name": chat.name,
            "exchanges": exchanges,
            "running": running,
            "damaged": damaged,
            "rerun": rerun,
            "workflows": workflows,
        }
    )


@handles_errors
async def rename_session(request: Request) -> Response:
    data = await read_body(request, "name")
    new_name = required_field(data, "name", 64)
    chat = Session(_home(request), request.path_params["name"])
    _refuse_while_running(request, chat, "rename")
    renamed = await run_in_threadpool(chat.rename, new_name)
    return JSONResponse(renamed.info().to_json())


def api_routes() -> list[Route]:
    return [
        Route("/api/turns", post_turn, methods=["POST"]),
        Route("/api/turns/stream", post_turn_stream, methods=["POST"]),
        Route("/api/turns/{turn_id}/events", turn_events, methods=["GET"]),
        Route("/api/tools", list_tools, methods=["GET"]),
        Route("/api/tools/{ref}", get_tool, methods=["GET"]),
        Route("/api/tools/{ref}/versions", tool_versions, methods=["GET"]),
        Route("/api/tools/{ref}/diff", tool_diff, methods=["GET"]),
        Route("/api/tools/{ref}/{action:str}", review_tool, methods=["POST"]),
        Route("/api/log", get_log, methods=["GET"]),
        Route("/api/log/{turn_id}", get_logged_turn, methods=["GET"]),
        Route("/api/log/{turn_id}/graph", logged_turn_graph, methods=["GET"]),
        Route("/api/log/{turn_id}/resume", resume_turn, methods=["POST"]),
        Route("/api/sessions", sessions, methods=["GET", "POST"]),
        Route("/api/sessions/{name}", one_session, methods=["GET", "DELETE"]),
        Route("/api/sessions/{name}/rename", rename_session, methods=["POST"]),
    ]
