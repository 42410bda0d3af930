"""``toolkiln mcp``: the grown registry as a Model Context Protocol server.

Built on the official ``mcp`` SDK (the ``toolkiln[mcp]`` extra), over stdio or
streamable HTTP on 127.0.0.1. What a client sees:

* **tools** — every catalog tool and every *active* (approved) registry tool,
  each with its description, an ``inputSchema`` from its signature (types,
  defaults, required) and an ``outputSchema`` from its recorded return shape
  (:mod:`toolkiln.tools.returns`; a result that is not an object comes as
  ``{"result": value}``). Pending, rejected and retired versions are never
  listed, and calling one is an error result. Plus ``toolkiln_run``, which runs
  a whole turn (``{message, session?}``) and answers with the ``run --json``
  object.
* **calls** go through :meth:`toolkiln.Toolkiln.call_tool`, the path a
  reused plan step takes (params checked and widened, the stored row verified
  again after any registry change, a confined worker under the call timeout),
  on a thread so the server keeps answering meanwhile. A client that cancels
  the request stops the call (its worker is killed, as a timeout does). A
  tool's failure (or bad params, an unknown tool) is an error result carrying
  the message; it never ends the server.
* **resources** — each tool's source, ``toolkiln://tools/NAME`` (the version
  that runs) or ``toolkiln://tools/NAME@V`` (any version, for auditing), with
  its provenance as a second JSON part.
* **list changes** — the registry is watched (SQLite's ``data_version``, so a
  ``toolkiln tools retire`` in a shell counts; PostgreSQL's notification, so a
  change through any machine or replica counts at once) and, when the listed tools
  change, clients are told: ``notifications/tools/list_changed`` on
  handshake-era connections, a ``ToolsListChanged`` event on
  ``subscriptions/listen`` streams on 2026-07-28 connections.
"""

from __future__ import annotations

import functools
import json
import logging
import socket
from typing import TYPE_CHECKING, Any

import anyio
import anyio.to_thread
import jsonschema
import mcp_types as types
from mcp.server.lowlevel.server import NotificationOptions, Server
from mcp.server.subscriptions import InMemorySubscriptionBus, ListenHandler
from mcp.shared.exceptions import MCPError
from mcp.shared.subscriptions import ResourcesListChanged, ToolsListChanged

from toolkiln import __version__
from toolkiln.errors import ToolkilnError, ToolNotFound, UsageError
from toolkiln.mcp.stdio import stdio_streams
from toolkiln.sandbox.stop import CallStop
from toolkiln.store.access import UserGate
from toolkiln.tools.returns import fits_output_schema, output_schema, render_returns, wraps_result
from toolkiln.tools.toolspec import Param

if TYPE_CHECKING:
    from anyio.abc import TaskStatus

    from toolkiln.app import Toolkiln
    from toolkiln.turn.calls import ToolCall

__all__ = ["RUN_TOOL", "URI_PREFIX", "ToolkilnMCP", "input_schema"]

RUN_TOOL = "toolkiln_run"
"""The tool that runs a whole turn."""
URI_PREFIX = "toolkiln://tools/"
"""A tool's source is the resource ``toolkiln://tools/NAME[@V]``."""
POLL_S = 0.5
"""How often the registry is checked for changes made by another process."""
SCHEMAS_KEPT = 1024
"""Output schemas kept (one per tool version called); beyond that the cache starts over."""

_RUN_INPUT = {
    "type": "object",
    "properties": {
        "message": {"type": "string", "description": "The task, as a person would type it."},
        "session": {"type": "string", "description": "A chat session to continue (its history goes to the planner)."},
    },
    "required": ["message"],
    "additionalProperties": False,
}
_RUN_OUTPUT = {
    "type": "object",
    "properties": {
        "outcome": {"type": "string", "enum": ["plan", "refuse", "clarify"]},
        "reasoning": {"type": "string"},
        "message": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        "steps": {"type": "array", "items": {"type": "object"}},
        "answer": {
            "anyOf": [{"type": "string"}, {"type": "null"}],
            "description": "The reply to the task, in its language, once the steps ran; null when there is none.",
        },
        "answer_from": {"type": "array", "items": {"type": "string"}, "description": "The steps it rests on."},
        "usage": {"type": "object"},
        "elapsed_ms": {"type": "number"},
        "warnings": {
            "type": "array",
            "items": {"type": "string"},
            "description": "Damaged lines of the session file this turn's history skipped; absent when none.",
        },
    },
    "required": ["outcome", "steps"],
}
_SANDBOXED = types.ToolAnnotations(read_only_hint=True, destructive_hint=False, open_world_hint=False)
"""A tool runs confined: no files, no network unless a capability is on, nothing kept between calls."""

log = logging.getLogger(__name__)


def input_schema(params: list[dict]) -> dict:
    """A tool's ``inputSchema``: its parameters' types, defaults and which are required."""
    properties = {}
    for item in params:
        param = Param.from_dict(item)
        prop = param.type.to_json_schema()
        if not param.required:
            prop = {**prop, "default": param.default}
        properties[param.name] = prop
    return {
        "type": "object",
        "properties": properties,
        "required": [p["name"] for p in params if p.get("required", True)],
        "additionalProperties": False,
    }


def _tracing_configured() -> bool:
    """Whether an OpenTelemetry tracer provider is installed (``opentelemetry-instrument``, or by code)."""
    from opentelemetry import trace  # the SDK's own dependency

    return not isinstance(trace.get_tracer_provider(), trace.ProxyTracerProvider | trace.NoOpTracerProvider)


def _error(message: str) -> dict[str, Any]:
    """An error result (``CallToolResult`` in its wire form)."""
    return {"content": [{"type": "text", "text": message}], "isError": True}


def _structured(data: Any, text: str | None = None) -> dict[str, Any]:
    """A result with ``data`` as its structured content (``CallToolResult`` in its wire form)."""
    shown = json.dumps(data, ensure_ascii=False) if text is None else text
    return {"content": [{"type": "text", "text": shown}], "structuredContent": data, "isError": False}


class ToolkilnMCP:
    """An MCP server over one open :class:`~toolkiln.Toolkiln`."""

    def __init__(self, kiln: Toolkiln, *, poll_s: float = POLL_S) -> None:
        self.kiln = kiln
        self.poll_s = poll_s
        self.bus = InMemorySubscriptionBus()
        self._handshake_sessions: list[Any] = []
        self._listed: tuple = ()
        self._dirty = False
        self._schemas: dict[tuple[str, int | None], tuple[dict, dict]] = {}
        self.server: Server = Server(
            "toolkiln",
            version=__version__,
            instructions=(
                "toolkiln's vetted, sandboxed tools. Call a tool directly, or toolkiln_run to have toolkiln "
                "plan a task, write any missing tool and run it."
            ),
            on_list_tools=self._list_tools,
            on_call_tool=self._call_tool,
            on_list_resources=self._list_resources,
            on_list_resource_templates=self._list_resource_templates,
            on_read_resource=self._read_resource,
            on_subscriptions_listen=ListenHandler(self.bus),
        )
        if not _tracing_configured():  # the SDK's span per request (its one default middleware) records nothing then
            self.server.middleware.clear()
        self.server.add_notification_handler("notifications/initialized", types.NotificationParams, self._initialized)

    def initialization_options(self):
        return self.server.create_initialization_options(
            NotificationOptions(tools_changed=True, resources_changed=True)
        )

    # -- tools -----------------------------------------------------------------------

    async def _tools(self) -> list[dict]:
        tools = await anyio.to_thread.run_sync(self.kiln.tools)
        return [t for t in tools if t["name"] != RUN_TOOL]

    async def _list_tools(self, ctx, params) -> types.ListToolsResult:
        listed = [self._describe(t) for t in await self._tools()]
        run = types.Tool(
            name=RUN_TOOL,
            title="Run a toolkiln turn",
            description=(
                "Plan a task, take or write the tools it needs (every new tool is gated, compiled and "
                "tried in a sandbox first) and run them. Answers with the `toolkiln run --json` object; its "
                "`answer` is the reply to the task."
            ),
            input_schema=_RUN_INPUT,
            output_schema=_RUN_OUTPUT,
        )
        return types.ListToolsResult(tools=[*listed, run])

    @staticmethod
    def _describe(tool: dict) -> types.Tool:
        ref = tool["name"] if tool["version"] is None else f"{tool['name']}@{tool['version']}"
        description = (tool["description"] or tool["name"]).strip()
        description += f"\n\n{tool['origin']} tool {ref}; returns {render_returns(tool['returns'])}"
        return types.Tool(
            name=tool["name"],
            title=ref,
            description=description,
            input_schema=input_schema(tool["params"]),
            output_schema=output_schema(tool["returns"]),
            annotations=_SANDBOXED,
        )

    async def _call_tool(self, ctx, params: types.CallToolRequestParams) -> types.CallToolResult:
        """The SDK's ``tools/call`` handler."""
        return types.CallToolResult.model_validate(await self._answer_call(params.name, params.arguments or {}))

    async def _answer_call(self, name: str, arguments: dict[str, Any]) -> dict[str, Any]:
        """The ``CallToolResult`` of one call, in its wire form; every failure is an error result."""
        arguments = dict(arguments)
        try:
            if name == RUN_TOOL:
                return await self._run_turn(arguments)
            done = await self._call_on_thread(name, arguments)
        except ToolkilnError as exc:  # unknown or unapproved tool, bad params, changed source, failed planner
            return _error(str(exc))
        except Exception as exc:  # a fault of toolkiln's own: the client hears of it, the server goes on
            log.exception("tool call %s failed", name)
            return _error(f"internal error: {type(exc).__name__}: {exc}")
        if not done.ok:
            return _error(f"{name}: {done.error}")
        structured = {"result": done.result} if wraps_result(done.returns) else done.result
        misfit = self._misfit(name, done.version, done.returns, structured)
        if misfit is not None:
            return _error(
                f"{name} returned a result that does not fit its recorded return shape "
                f"({misfit}); re-vet it with `toolkiln tools add` or retire it"
            )
        return _structured(structured, json.dumps(done.result, ensure_ascii=False))

    async def _call_on_thread(self, name: str, arguments: dict[str, Any]) -> ToolCall:
        """:meth:`Toolkiln.call_tool` on a worker thread; cancelling the request stops the call."""
        stop = CallStop()
        try:
            return await anyio.to_thread.run_sync(
                functools.partial(self.kiln.call_tool, name, arguments, stop=stop), abandon_on_cancel=True
            )
        except anyio.get_cancelled_exc_class():
            stop.stop()  # the thread sees its worker end and returns; nobody waits for it
            raise

    def _misfit(self, name: str, version: int | None, returns: dict, structured: Any) -> str | None:
        """What in a result does not fit the tool's ``outputSchema``, or None when it fits.

        The quick check answers for a result that fits; jsonschema, which costs more than
        the call it checks, confirms a misfit and says what it is."""
        key = (name, version)
        cached = self._schemas.get(key)
        if cached is None or cached[0] != returns:
            if len(self._schemas) >= SCHEMAS_KEPT:
                self._schemas.clear()
            cached = self._schemas[key] = (returns, output_schema(returns))
        schema = cached[1]
        if fits_output_schema(structured, schema):
            return None
        try:
            jsonschema.validators.validator_for(schema)(schema).validate(structured)
        except jsonschema.ValidationError as exc:
            return exc.message
        return None

    async def _run_turn(self, arguments: dict) -> dict[str, Any]:
        message, session = arguments.get("message"), arguments.get("session")
        unknown = sorted(set(arguments) - {"message", "session"})
        if unknown:
            return _error(f"{RUN_TOOL} takes message and session, not {unknown[0]!r}")
        if not isinstance(message, str) or not message.strip():
            return _error(f"{RUN_TOOL} needs a message: the task as text")
        if session is not None and not isinstance(session, str):
            return _error(f"{RUN_TOOL}: session must be a text (a session name)")
        try:
            turn = await anyio.to_thread.run_sync(lambda: self.kiln.run(message, session=session))
        finally:
            self._dirty = True  # the turn may have written a tool: look again now
        return _structured(turn.to_json())

    # -- resources -------------------------------------------------------------------

    async def _list_resources(self, ctx, params) -> types.ListResourcesResult:
        resources = [
            types.Resource(
                name=t["name"],
                title=t["name"] if t["version"] is None else f"{t['name']}@{t['version']}",
                uri=f"{URI_PREFIX}{t['name']}",
                description=f"The source of the {t['origin']} tool {t['name']}, for auditing.",
                mime_type="text/x-python",
            )
            for t in await self._tools()
        ]
        return types.ListResourcesResult(resources=resources)

    async def _list_resource_templates(self, ctx, params) -> types.ListResourceTemplatesResult:
        template = types.ResourceTemplate(
            name="tool-version",
            uri_template=URI_PREFIX + "{name}@{version}",
            description="Any stored version of a registry tool, with its provenance (pending and retired ones too).",
            mime_type="text/x-python",
        )
        return types.ListResourceTemplatesResult(resource_templates=[template])

    async def _read_resource(self, ctx, params: types.ReadResourceRequestParams) -> types.ReadResourceResult:
        uri = str(params.uri)
        try:
            source, provenance = await anyio.to_thread.run_sync(self._source_of, uri)
        except ToolkilnError as exc:
            raise MCPError(types.INVALID_PARAMS, str(exc)) from None
        contents: list[types.TextResourceContents | types.BlobResourceContents] = [
            types.TextResourceContents(uri=uri, mime_type="text/x-python", text=source)
        ]
        contents.append(types.TextResourceContents(uri=uri, mime_type="application/json", text=json.dumps(provenance)))
        return types.ReadResourceResult(contents=contents)

    def _source_of(self, uri: str) -> tuple[str, dict]:
        """The source and provenance a ``toolkiln://tools/NAME[@V]`` names."""
        if not uri.startswith(URI_PREFIX):
            raise UsageError(f"{uri} is not a toolkiln tool; resources are {URI_PREFIX}NAME or {URI_PREFIX}NAME@V")
        name, _, version = uri[len(URI_PREFIX) :].partition("@")
        catalog = self.kiln.catalog.get(name)
        if catalog is not None and not version:
            return catalog.source, {"name": name, "origin": "catalog", "returns": catalog.returns}
        if version and not version.isdigit():
            raise UsageError(f"{uri}: the version after @ must be a whole number")
        registry = self.kiln.registry
        tool = registry.get(name, int(version)) if version else registry.usable(name) or registry.get(name)
        if tool is None:
            raise ToolNotFound(f"no tool {uri[len(URI_PREFIX) :]!r} in the registry")
        try:
            registry.verify(tool)  # hash, the row's signature, the gate
            verified = True
        except ToolkilnError:
            verified = False
        return tool.source, {**tool.to_dict(source=False), "verified": verified}

    # -- list changes ----------------------------------------------------------------

    async def _initialized(self, ctx, params) -> None:
        """A handshake-era client: it hears of list changes on its connection (forgotten when that closes)."""
        session = ctx.session
        self._handshake_sessions.append(session)
        # The SDK offers no public hook for a connection's end; its exit stack is where it cleans up.
        stack = getattr(getattr(session, "_connection", None), "exit_stack", None)
        if stack is not None:
            stack.callback(self._forget, session)

    def _forget(self, session: Any) -> None:
        if session in self._handshake_sessions:
            self._handshake_sessions.remove(session)

    def _fingerprint(self) -> tuple:
        return tuple((t["name"], t["version"]) for t in self.kiln.tools())

    async def watch(self, *, task_status: TaskStatus[None] = anyio.TASK_STATUS_IGNORED) -> None:
        """Tell clients when the listed tools change; runs until cancelled.

        Started with ``await task_group.start(watch)``, it reports itself started once it has
        read the registry it compares later states with, so a change made right after the
        server is up is compared against the list before it, never missed."""
        registry = self.kiln.registry
        seen = await anyio.to_thread.run_sync(registry.data_version)
        self._listed = await anyio.to_thread.run_sync(self._fingerprint)
        task_status.started()
        while True:
            if registry.path is None:  # PostgreSQL: woken the moment any replica changes a tool
                await anyio.to_thread.run_sync(registry.wait_for_change, self.poll_s, abandon_on_cancel=True)
            else:  # SQLite cannot announce a change: polled
                await anyio.sleep(self.poll_s)
            now = await anyio.to_thread.run_sync(registry.data_version)
            if now == seen and not self._dirty:
                continue
            seen, self._dirty = now, False
            listed = await anyio.to_thread.run_sync(self._fingerprint)
            if listed != self._listed:
                self._listed = listed
                await self.notify_changed()

    async def notify_changed(self) -> None:
        await self.bus.publish(ToolsListChanged())
        await self.bus.publish(ResourcesListChanged())
        for session in list(self._handshake_sessions):
            try:
                await session.send_tool_list_changed()
                await session.send_resource_list_changed()
            except Exception:  # a connection that went away: forget it
                self._handshake_sessions.remove(session)

    # -- transports ------------------------------------------------------------------

    async def serve_stdio(self) -> None:
        """Serve one client over this process's stdin and stdout until it hangs up."""
        async with anyio.create_task_group() as group:
            await group.start(self.watch)  # before the first request: no change goes unseen
            async with stdio_streams() as (read, write):
                await self.server.run(read, write, self.initialization_options())
            group.cancel_scope.cancel()

    async def serve_http(self, listener: socket.socket) -> None:
        """Serve streamable HTTP at ``/mcp`` on ``listener`` (a socket bound to 127.0.0.1) until cancelled.

        The caller binds the socket, so the port it prints is the one served, port 0 included."""
        import uvicorn

        host, port = listener.getsockname()[:2]
        # once the store has users, every request needs one's token (401/403, toolkiln.store.access);
        # an address that sent too many wrong ones is answered 429 for a while
        app = UserGate(self.server.streamable_http_app(host=host), self.kiln.registry.users, anyio.to_thread.run_sync)
        config = uvicorn.Config(app, host=host, port=port, log_level="warning", lifespan="on")
        server = uvicorn.Server(config)
        async with anyio.create_task_group() as group:
            await group.start(self.watch)  # before the first request: no change goes unseen
            await server.serve(sockets=[listener])
            group.cancel_scope.cancel()
