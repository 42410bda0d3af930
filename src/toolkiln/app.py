"""Building toolkiln from settings: the one place that wires models, registry and workers.

The CLI, the web server, the MCP server and any embedding program call
:func:`open`; none of them assembles an :class:`~toolkiln.agent.Agent` its own way::

    import toolkiln

    with toolkiln.open(home="/tmp/kiln") as kiln:
        turn = kiln.run("Convert 30 degrees Celsius to Fahrenheit")
        print(turn.steps[0].result)            # {'fahrenheit': 86.0}
        print(kiln.call("calculate", expression="2 + 3"))

A :class:`Toolkiln` is safe to share between threads: turns run on the same
worker pool, step executor and registry, and every turn is written to the run log.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from contextlib import ExitStack
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from .errors import ToolError, ToolNotFound
from .settings import Settings, load_settings
from .vocab import StepOrigin, StepStatus, ToolSourceKind, ToolStatus

if TYPE_CHECKING:
    from .agent import Agent, TurnResult
    from .executor import StepExecutor
    from .registry import Registry
    from .sandbox import WorkerPool

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

    def to_json(self) -> dict:
        return {
            "tool": self.name,
            "origin": self.origin,
            "version": self.version,
            "status": StepStatus.OK if self.ok else StepStatus.ERROR,
            "result": self.result,
            "error": self.error,
            "elapsed_ms": round(self.elapsed_ms, 3),
        }


class Toolkiln:
    """An open toolkiln: its settings, models, registry and warm worker pool.

    Use it as a context manager, or call :meth:`close`. Built by :func:`open`.
    """

    def __init__(self, settings: Settings, *, warm: bool = True) -> None:
        from .agent import Agent, AgentConfig
        from .backends import make_generator, make_planner
        from .executor import StepExecutor
        from .policy import DEFAULT_POLICY
        from .registry import open_registry
        from .sandbox import WorkerPool

        self.settings = settings
        self._stack = ExitStack()
        try:
            planner = make_planner(settings.planner, settings=settings)
            self._stack.callback(_close_model, planner)
            generator = make_generator(settings.generator, settings=settings)
            self._stack.callback(_close_model, generator)
            self.registry: Registry = self._stack.enter_context(open_registry(settings))
            self.pool: WorkerPool = self._stack.enter_context(
                WorkerPool(DEFAULT_POLICY, size=settings.pool_size, allow_unconfined=settings.allow_unconfined)
            )
            # One executor for every turn, nested ones included; see toolkiln.executor for why it cannot deadlock.
            self.executor: StepExecutor = self._stack.enter_context(StepExecutor(settings.pool_size))
            self.agent: Agent = Agent(
                planner=planner,
                generator=generator,
                registry=self.registry,
                pool=self.pool,
                executor=self.executor,
                config=AgentConfig.from_settings(settings),
                policy=DEFAULT_POLICY,
            )
        except BaseException:
            self._stack.close()
            raise
        if warm:
            # Workers start while the planner thinks; a failure here shows again on first use.
            threading.Thread(target=_quietly, args=(self.pool.start,), daemon=True, name="toolkiln-warm").start()

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
        """Every tool a turn may use now: the catalog, then the active registry tools.

        Each is ``{"name", "origin", "version", "description", "params"}`` with
        ``origin`` the tool source that offers it: ``catalog`` or ``registry``.
        """
        out: list[dict[str, Any]] = []
        for name, tool in sorted(self.agent.catalog.items()):
            out.append(
                {
                    "name": name,
                    "origin": ToolSourceKind.CATALOG,
                    "version": None,
                    "description": tool.schema.description,
                    "params": [p.to_dict() for p in tool.schema.params],
                }
            )
        for stored in self.registry.list_tools():
            if stored.status != ToolStatus.ACTIVE or stored.name in self.agent.catalog:
                continue
            out.append(
                {
                    "name": stored.name,
                    "origin": ToolSourceKind.REGISTRY,
                    "version": stored.version,
                    "description": stored.description,
                    "params": list(stored.params),
                }
            )
        return out

    def call_tool(self, name: str, params: dict[str, Any]) -> ToolCall:
        """Run one catalog or active registry tool with ``params``, as a plan step would.

        The params are checked and widened against the tool's signature, a registry
        tool's hash is re-checked, and the call runs in a confined worker. Raises
        :class:`ToolNotFound` for a name that is neither in the catalog nor active.
        """
        from .toolspec import widen_params

        catalog = self.agent.catalog.get(name)
        if catalog is not None:
            origin, version, source, schema = StepOrigin.CATALOG, None, catalog.source, catalog.schema
        else:
            stored = self.registry.usable(name)
            if stored is None:
                raise ToolNotFound(f"no catalog or active registry tool named {name!r}; see `toolkiln tools list`")
            self.registry.verify(stored)
            origin, version, source, schema = StepOrigin.REUSED, stored.version, stored.source, stored.schema()
        widened = widen_params(params, schema)
        outcome = self.pool.run(name, source, widened)
        return ToolCall(
            name=name,
            origin=origin,
            version=version,
            ok=outcome.ok,
            result=outcome.result if outcome.ok else None,
            error=None if outcome.ok else outcome.error,
            elapsed_ms=outcome.elapsed_ms,
        )

    def call(self, name: str, /, **params: Any) -> Any:
        """Run a tool and return its result; raise :class:`ToolError` with its message when it fails."""
        done = self.call_tool(name, params)
        if not done.ok:
            raise ToolError(f"{name}: {done.error}")
        return done.result


def open(home: str | Path | None = None, *, warm: bool = True, **settings: Any) -> Toolkiln:  # noqa: A001
    """Open toolkiln with its settings (flags given here, then ``TOOLKILN_*``, config.toml, defaults).

    ``settings`` takes any setting by name, e.g. ``planner="anthropic:claude-haiku-4-5"``
    or ``approval="manual"``; a bad value raises :class:`~toolkiln.errors.ConfigError`.
    """
    resolved = load_settings(home=Path(home) if home is not None else None, **settings)
    return Toolkiln(resolved, warm=warm)


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
