"""The HTML pages: the chat (``/``), the registry (``/tools``, ``/tools/NAME``), the run log (``/log``, ``/log/ID``),
signing in (``/login``, :mod:`.signin`) and the users (``/users``, admins only).

Pages are rendered on the server with Jinja2's autoescaping, so every text a
model or a tool wrote reaches the browser as text. Sources and diffs are
highlighted here with Pygments (its output is escaped too); the chat page draws
turns in the browser with ``textContent`` only. No page holds inline script or
style, which the Content-Security-Policy forbids.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

from markupsafe import Markup
from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from toolkiln.errors import ToolkilnError, ToolNotFound
from toolkiln.store import STATUSES, TurnFilter
from toolkiln.store.audit import integrity_problem, parse_ref, reseal_text, show_json, superseded
from toolkiln.tools.returns import render_returns
from toolkiln.tools.toolspec import param_list
from toolkiln.util.text import located, one_line, whole_number
from toolkiln.web.api import MAX_MESSAGE_CHARS, ORIGINS, diff_json, filter_tools
from toolkiln.web.icons import ICONS, icon
from toolkiln.web.signin import safe_next, sign_in, sign_out
from toolkiln.web.views import OUTCOMES, log_filter, plan_svg, rerun_state

__all__ = ["highlight", "page_routes", "refusal_page"]


@lru_cache(maxsize=1)
def _templates():
    """The page templates, autoescaping; Jinja2 loads with the first page, not with the server."""
    from starlette.templating import Jinja2Templates

    templates = Jinja2Templates(directory=str(Path(__file__).parent / "templates"))
    templates.env.filters["short"] = short
    templates.env.filters["highlight"] = highlight
    templates.env.filters["returns"] = render_returns
    templates.env.filters["reseals"] = reseal_text
    templates.env.filters["located"] = located
    templates.env.filters["param_list"] = param_list
    templates.env.globals["icon"] = icon
    templates.env.globals["icons"] = ICONS
    return templates


def highlight(source: str, language: str = "python") -> Markup:
    """``source`` as highlighted, escaped HTML (classes only: the stylesheet is ``/pygments.css``)."""
    from pygments import highlight as render
    from pygments.formatters import HtmlFormatter
    from pygments.lexers import DiffLexer, PythonLexer

    lexer = PythonLexer() if language == "python" else DiffLexer()
    formatter = HtmlFormatter(cssclass="hl", linenos="table" if language == "python" else False, wrapcode=True)
    return Markup(render(source.replace("\r\n", "\n"), lexer, formatter))  # noqa: S704 - Pygments escapes the text


@lru_cache(maxsize=1)
def _pygments_css() -> str:
    from pygments.formatters import HtmlFormatter

    return HtmlFormatter(style="friendly").get_style_defs(".hl")


def short(value, limit: int = 300) -> str:
    """A JSON value as one shortened line of text."""
    text = json.dumps(value, ensure_ascii=False)
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _page(request: Request, template: str, status_code: int = 200, **context) -> HTMLResponse:
    context.setdefault("csrf", request.state.csrf)
    context.setdefault("max_message", MAX_MESSAGE_CHARS)
    context.setdefault("viewer", getattr(request.state, "user", None))
    context.setdefault("shared_sign_in", getattr(request.state, "shared_sign_in", False))
    return _templates().TemplateResponse(request, template, context, status_code=status_code)


def refusal_page(status: int, message: str, viewer, csrf: str) -> bytes:
    """A refused page (403: a role too low) as HTML, for :class:`~toolkiln.web.access.AccessControl`."""
    template = _templates().get_template("problem.html")
    context = {"page": "refused", "problem": message, "csrf": csrf, "viewer": viewer, "status": status}
    return template.render(context).encode()


def _login_form(request: Request, where: str, problem: str | None = None, status: int = 200) -> HTMLResponse:
    response = _page(request, "login.html", status_code=status, page="login", next=where, problem=problem)
    response.headers["cache-control"] = "no-store"
    return response


async def login_page(request: Request) -> Response:
    """``GET /login`` shows the form; ``POST /login`` signs in (:func:`toolkiln.web.signin.sign_in`)."""
    if request.method == "POST":
        return await sign_in(request, _login_form)
    where = safe_next(request.query_params.get("next"))
    if not await run_in_threadpool(request.state.access.needs_sign_in):
        return RedirectResponse(where, status_code=303)  # nothing to sign in to: loopback without users
    return _login_form(request, where)


async def users_page(request: Request) -> Response:
    return _page(request, "users.html", page="users")


EXAMPLE_TASKS = (
    "Convert 30 degrees Celsius to Fahrenheit and then to kelvin",
    "Count the words in 'the quick brown fox jumps' then square that number",
    "Slugify 'Grüße aus Köln'",
    "calculate (17 + 25) * 3",
)
"""What a new chat offers to try, each one a task the offline models answer."""


def _about(kiln) -> dict:
    """Which planner, generator and approval mode turns run with, and the agents to pick from."""
    default = kiln.agent
    agents = [
        {
            "name": spec.name,
            "does": spec.does,
            "planner": spec.planner or default.planner.name,
            "generator": spec.generator or default.generator.name,
        }
        for spec in sorted(kiln.specs.values(), key=lambda spec: spec.name)
    ]
    return {
        "planner": default.planner.name,
        "generator": default.generator.name,
        "approval": kiln.settings.approval,
        "agents": agents,
    }


async def chat_page(request: Request) -> Response:
    about = await run_in_threadpool(_about, request.app.state.kiln)
    return _page(request, "chat.html", page="chat", about=about, examples=EXAMPLE_TASKS)


async def tools_page(request: Request) -> Response:
    q = request.query_params
    query, status, origin = q.get("q", ""), q.get("status", ""), q.get("origin", "")
    try:
        found = await run_in_threadpool(
            filter_tools, request.app.state.kiln.registry, query=query, status=status, origin=origin
        )
        problem = None
    except ToolkilnError as exc:
        found, problem = [], str(exc)
    return _page(
        request,
        "tools.html",
        page="tools",
        tools=found,
        query=query,
        status=status,
        origin=origin,
        statuses=STATUSES,
        origins=ORIGINS,
        problem=problem,
        status_code=400 if problem else 200,
    )


def _tool_context(kiln, ref: str, old: str | None, new: str | None) -> dict:
    name, version = parse_ref(ref)
    registry = kiln.registry
    tool = registry.get(name, version)
    if tool is None:
        if version is None and name in kiln.agent.catalog:
            return {"catalog_source": kiln.agent.catalog[name].source, "name": name}
        registry.require(name, version)
        raise ToolNotFound(f"no tool named {name!r}")
    versions = registry.history(name)
    replaced = superseded(versions)
    diff = diff_json(registry, name, old, new) if len(versions) > 1 else None
    problem = integrity_problem(registry, tool)
    return {
        "name": name,
        "tool": show_json(tool, registry),
        "last_test_run": registry.usage.last_test_run(tool.name, tool.version),
        "problem_text": problem,
        "versions": versions,
        "superseded": replaced,
        "diff": diff,
    }


async def tool_page(request: Request) -> Response:
    q = request.query_params
    try:
        context = await run_in_threadpool(
            _tool_context, request.app.state.kiln, request.path_params["ref"], q.get("from"), q.get("to")
        )
    except ToolkilnError as exc:
        status = 404 if isinstance(exc, ToolNotFound) else 400
        return _page(request, "problem.html", page="tools", problem=str(exc), status_code=status)
    return _page(request, "tool.html", page="tools", **context)


async def stats_page(request: Request) -> Response:
    rows = await run_in_threadpool(request.app.state.kiln.tool_stats)
    used = sorted((r for r in rows if r["calls"]), key=lambda r: (-r["calls"], r["name"], r["version"]))
    failing = sorted((r for r in rows if r["failures"]), key=lambda r: (-r["failures"], r["name"], r["version"]))
    never = [r for r in rows if not r["calls"] and r["status"] in ("active", "pending")]
    return _page(request, "stats.html", page="tools", used=used, failing=failing, never=never)


async def log_page(request: Request) -> Response:
    q = request.query_params
    try:
        matching = log_filter(q)
        problem = None
    except ToolkilnError as exc:
        matching, problem = TurnFilter(), str(exc)
    turns = await run_in_threadpool(request.app.state.kiln.runlog.turns, 100, matching)
    filters = {key: q.get(key, "") for key in ("session", "tool", "outcome", "search")}
    return _page(
        request,
        "log.html",
        page="log",
        turns=turns,
        filters=filters,
        outcomes=OUTCOMES,
        problem=problem,
        status_code=400 if problem else 200,
    )


def _logged_turn_context(kiln, raw: str) -> dict:
    turn_id = whole_number(raw)
    turn = kiln.runlog.turn(turn_id) if turn_id is not None else None
    if turn is None:
        raise ToolNotFound(f"no turn with id {one_line(raw, 40)}; the run log lists them")
    record = turn.get("record") or {}
    return {
        "turn": turn,
        "record": record,
        "graph": plan_svg(turn),
        "rerun": rerun_state(kiln, turn),
    }


async def logged_turn_page(request: Request) -> Response:
    try:
        context = await run_in_threadpool(_logged_turn_context, request.app.state.kiln, request.path_params["turn_id"])
    except ToolkilnError as exc:
        return _page(request, "problem.html", page="log", problem=str(exc), status_code=404)
    return _page(request, "turn.html", page="log", **context)


async def pygments_css(request: Request) -> Response:
    return Response(_pygments_css(), media_type="text/css")


def page_routes() -> list[Route]:
    return [
        Route("/", chat_page),
        Route("/tools", tools_page),
        Route("/usage", stats_page),
        Route("/tools/{ref}", tool_page),
        Route("/log", log_page),
        Route("/log/{turn_id}", logged_turn_page),
        Route("/pygments.css", pygments_css),
        Route("/login", login_page, methods=["GET", "POST"]),
        Route("/logout", sign_out, methods=["POST"]),
        Route("/users", users_page),
    ]
