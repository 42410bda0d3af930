"""Building toolkiln from settings: the one place that wires models, registry and workers.

The CLI, the web server, the MCP server and any embedding program call
:func:`open`; none of them assembles an :class:`~toolkiln.agent.Agent` its own way::

    import toolkiln

    with toolkiln.open(home="/tmp/kiln") as kiln:
        turn = kiln.run("Convert 30 degrees Celsius to Fahrenheit")
        print(turn.steps[0].result)            # {'fahrenheit': 86.0}
        print(kiln.call("calculate", expression="2 + 3"))   # {'value': 5}
        print([t["name"] for t in kiln.tools()])            # what may run now

A :class:`Toolkiln` is safe to share between threads: turns run on the same
worker pool, step executor and registry, and every turn is written to the run log.
The models are built on the first turn, so a program that only calls tools needs no key.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import ToolError, ToolNotFound, UsageError
from .settings import Settings, load_settings
from .vocab import Approval, StepOrigin, StepStatus, ToolSourceKind, ToolStatus

if TYPE_CHECKING:
    from .agent import Agent, TurnResult
    from .executor import StepExecutor
    from .registry import Registry, StoredTool
    from .sandbox import WorkerPool
    from .toolspec import ToolSchema

__all__ = ["ToolCall", "Toolkiln", "log_turn", "open"]

Event = Callable[[str, dict], None]


@dataclass(frozen=True)
class ToolCall:
    """What one direct call of a tool came to (``Toolkiln.call_tool``)."""

    name: str
    """The tool that ran."""
    origin: StepOrigin
    """``catalog`` or ``reused`` (a registry tool), as a plan step would say."""
    version: int | None
    """The registry version that ran; None for a catalog tool."""
    ok: bool
    """Whether it returned a JSON result."""
    result: Any
    """The result when ok."""
    error: str | None
    """One line when not ok."""
    elapsed_ms: float
    """Wall time of the call."""
    params: dict = field(default_factory=dict)
    """The params it ran with, widened to the signature."""
    output: str = ""
    """What the tool printed."""
    returns: dict = field(default_factory=dict)
    """The tool's recorded return shape (:mod:`toolkiln.returns`)."""

    def to_json(self) -> dict:
        return {
            "tool": self.name,
            "origin": self.origin,
            "version": self.version,
            "params": self.params,
            "status": StepStatus.OK if self.ok else StepStatus.ERROR,
            "result": self.result,
            "error": self.error,
            "elapsed_ms": round(self.elapsed_ms, 3),
        }


class Toolkiln:
    """An open toolkiln: its settings, models, registry and warm worker pool.

    Use it as a context manager, or call :meth:`close`. Built by :func:`open`.
    """

    def __init__(self, settings: Settings, *, warm: bool = True, models: bool = True) -> None:
        """Open the registry, the worker pool and the step executor; with ``models`` build the planner and generator now.

        ``models=False`` defers them to the first turn (:attr:`agent`), so tools can be
        listed and called without a model's key; a missing key then fails that turn.
        """
        from .catalog import load_catalog
        from .executor import StepExecutor
        from .policy import DEFAULT_POLICY
        from .registry import open_registry
        from .sandbox import WorkerPool

        self.settings = settings
        self.policy = DEFAULT_POLICY
        self.catalog = load_catalog()
        self._stack = ExitStack()
        self._agent: Agent | None = None
        self._agent_lock = threading.Lock()
        try:
            self.registry: Registry = self._stack.enter_context(open_registry(settings))
            self.pool: WorkerPool = self._stack.enter_context(
                WorkerPool(DEFAULT_POLICY, size=settings.pool_size, allow_unconfined=settings.allow_unconfined)
            )
            # One executor for every turn, nested ones included; see toolkiln.executor for why it cannot deadlock.
            self.executor: StepExecutor = self._stack.enter_context(StepExecutor(settings.pool_size))
            if models:
                self._build_agent()
        except BaseException:
            self._stack.close()
            raise
        if warm:
            # Workers start while the planner thinks; a failure here shows again on first use.
            threading.Thread(target=_quietly, args=(self.pool.start,), daemon=True, name="toolkiln-warm").start()

    @property
    def agent(self) -> Agent:
        """The agent that runs turns, with its planner and generator (built on first use)."""
        with self._agent_lock:
            return self._agent if self._agent is not None else self._build_agent()

    def _build_agent(self) -> Agent:
        from .agent import Agent, AgentConfig
        from .backends import make_generator, make_planner

        planner = make_planner(self.settings.planner, settings=self.settings)
        self._stack.callback(_close_model, planner)
        generator = make_generator(self.settings.generator, settings=self.settings)
        self._stack.callback(_close_model, generator)
        self._agent = Agent(
            planner=planner,
            generator=generator,
            registry=self.registry,
            pool=self.pool,
            executor=self.executor,
            config=AgentConfig.from_settings(self.settings),
            policy=self.policy,
        )
        return self._agent

    # -- lifecycle -----------------------------------------------------------------

    def close(self) -> None:
        """Stop the workers, close the registry and the models' connections."""
        self._stack.close()

    def __enter__(self) -> Toolkiln:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- turns ---------------------------------------------------------------------

    def run(self, message: str, *, session: str | None = None, on_event: Event | None = None) -> TurnResult:
        """Plan ``message``, acquire the tools it needs and run them; the turn is logged.

        With ``session`` the planner sees that chat's history and the turn is added
        to it. Raises only when the planner fails (a step's failure is in its result).
        """
        from .sessions import Session

        chat = Session(self.settings.home, session) if session else None
        history = chat.history(self.settings.history_chars) if chat else []
        turn = self.agent.with_events(on_event).turn(message, history)
        log_turn(self.agent, message.strip(), turn, session)
        if chat is not None:
            chat.record_turn(message.strip(), turn.to_json())
        return turn

    # -- tools ---------------------------------------------------------------------

    def tools(self) -> list[dict]:
        """Every tool that may run now: the catalog, then the active (approved) registry tools.

        Each is ``{"name", "origin", "version", "description", "params", "returns"}``
        with ``origin`` ``catalog`` or ``registry``; pending, rejected and retired
        versions are never among them.
        """
        out: list[dict[str, Any]] = []
        for name, tool in sorted(self.catalog.items()):
            out.append(
                {
                    "name": name,
                    "origin": ToolSourceKind.CATALOG,
                    "version": None,
                    "description": tool.schema.description,
                    "params": [p.to_dict() for p in tool.schema.params],
                    "returns": tool.returns,
                }
            )
        for stored in self.registry.list_tools():
            if stored.status != ToolStatus.ACTIVE or stored.name in self.catalog:
                continue
            out.append(
                {
                    "name": stored.name,
                    "origin": ToolSourceKind.REGISTRY,
                    "version": stored.version,
                    "description": stored.description,
                    "params": list(stored.params),
                    "returns": stored.returns,
                }
            )
        return out

    def call_tool(self, name: str, params: dict[str, Any]) -> ToolCall:
        """Run one catalog or active registry tool with ``params``, as a plan step would.

        The params are checked and widened against the tool's signature, a registry
        tool's hash is re-checked, and the call runs in a confined worker under the
        policy's call timeout. Raises :class:`ToolNotFound` for a name that is
        neither in the catalog nor active, :class:`~toolkiln.errors.ParamTypeError`
        for params that do not fit, :class:`~toolkiln.errors.IntegrityError` for a
        source changed behind the registry's back; the tool's own failure is in
        the returned :class:`ToolCall`.
        """
        from .toolspec import widen_params

        origin, version, source, schema, returns = self._runnable(name)
        widened = widen_params(params, schema)
        outcome = self.pool.run(name, source, widened, timeout_s=self.policy.limits.call_timeout_s)
        return ToolCall(
            name=name,
            origin=origin,
            version=version,
            ok=outcome.ok,
            result=outcome.result if outcome.ok else None,
            error=None if outcome.ok else outcome.error,
            elapsed_ms=outcome.elapsed_ms,
            params=widened,
            output=outcome.output,
            returns=returns,
        )

    def schema(self, name: str) -> ToolSchema:
        """The parameter schema of the tool :meth:`call_tool` would run under ``name``."""
        return self._runnable(name)[3]

    def _runnable(self, name: str) -> tuple[StepOrigin, int | None, str, ToolSchema, dict]:
        """``(origin, version, source, schema, returns)`` of the catalog tool or the active registry version."""
        catalog = self.catalog.get(name)
        if catalog is not None:
            return StepOrigin.CATALOG, None, catalog.source, catalog.schema, catalog.returns
        stored = self.registry.usable(name)
        if stored is None:
            latest = self.registry.get(name)
            if latest is None:
                raise ToolNotFound(f"no catalog or active registry tool named {name!r}; see `toolkiln tools list`")
            if latest.status == ToolStatus.PENDING:
                raise ToolNotFound(
                    f"{latest.ref} is pending approval and may not run yet; "
                    f"review it with `toolkiln tools show {latest.ref}`, then `toolkiln tools approve {latest.ref}`"
                )
            raise ToolNotFound(f"{name} is {latest.status} and may not run; `toolkiln tools history {name}` says why")
        self.registry.verify(stored)
        return StepOrigin.REUSED, stored.version, stored.source, stored.schema(), stored.returns

    def add_tool(self, source: str, name: str, params: dict | None = None) -> StoredTool:
        """Add a hand-written tool: gate, compile, trial (``params``, else the signature's defaults), save.

        Stored with origin ``hand`` and :attr:`Settings.author_name` as its writer;
        pending until approved when approval is manual. Raises
        :class:`~toolkiln.errors.ToolRejected` (with the stage and line-numbered
        errors) when the pipeline refuses it, :class:`~toolkiln.errors.UsageError`
        when a parameter without a default leaves the trial without params.
        """
        from .acceptance.vet import vet_source
        from .registry.transfer import add_source

        status = ToolStatus.PENDING if self.settings.approval == Approval.MANUAL else ToolStatus.ACTIVE

        def vet(tool: str, text: str, trial: dict):
            # A tool that will wait for approval is tried in a throwaway worker.
            dedicated = status == ToolStatus.PENDING
            return vet_source(tool, text, trial, pool=self.pool, policy=self.policy, dedicated=dedicated)

        if not name.isidentifier() or not name.isascii():
            raise UsageError(
                f"tool name {name!r} is not a Python identifier; name the file or pass --name in snake_case"
            )
        if name in self.catalog:
            raise UsageError(f"{name!r} is a catalog tool's name; add yours under another one with --name")
        return add_source(self.registry, name, source, params, vet=vet, author=self.settings.author_name, status=status)

    def call(self, name: str, /, **params: Any) -> Any:
        """Run a tool and return its result; raise :class:`ToolError` with its message when it fails."""
        done = self.call_tool(name, params)
        if not done.ok:
            raise ToolError(f"{name}: {done.error}")
        return done.result


def open(  # noqa: A001
    home: str | Path | None = None, *, warm: bool = True, models: bool = True, **settings: Any
) -> Toolkiln:
    """Open toolkiln with its settings (flags given here, then ``TOOLKILN_*``, config.toml, defaults).

    ``settings`` takes any setting by name, e.g. ``planner="anthropic:claude-haiku-4-5"``
    or ``approval="manual"``; a bad value raises :class:`~toolkiln.errors.ConfigError`.
    ``models=False`` builds the planner and generator only on the first turn.
    """
    resolved = load_settings(home=Path(home) if home is not None else None, **settings)
    return Toolkiln(resolved, warm=warm, models=models)


def log_turn(agent: Agent, message: str, turn: TurnResult, session: str | None) -> int:
    """Keep the turn in the run log: its ``run --json`` object, the task, the plan, the models, the approval mode."""
    record = {
        **turn.to_json(),
        "task": message,
        "plan": turn.plan.to_dict() if turn.plan else None,
        "planner": agent.planner.name,
        "generator": agent.generator.name,
        "session": session,
        "approval": turn.approval,
    }
    return agent.registry.log_turn(record)


def _close_model(model: object) -> None:
    """A model backend's connections; the mock backends hold none."""
    close = getattr(model, "close", None)
    if close is not None:
        close()


def _quietly(func: Callable[[], object]) -> None:
    try:
        func()
    except Exception:
        pass
