"""Building toolkiln from settings: the one place that wires models, registry and workers.

The CLI, the web server, the MCP server and any embedding program call
:func:`open`; none of them assembles an :class:`~toolkiln.turn.agent.Agent` its own way::

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
from collections.abc import Callable, Sequence
from contextlib import ExitStack
from pathlib import Path
from typing import TYPE_CHECKING, Any

import toolkiln.turn
from toolkiln import acceptance, agents, sandbox, store
from toolkiln.errors import ConfigError, ToolError, UsageError
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.settings import Settings, load_settings
from toolkiln.store.turn_log import resumable_turn
from toolkiln.tools.toolspec import widen_params
from toolkiln.turn.calls import RunnableTools, ToolCall
from toolkiln.turn.logged import log_turn, run_logged
from toolkiln.util.text import NOT_TEXT, is_text
from toolkiln.vocab import Approval, ToolStatus

if TYPE_CHECKING:
    from toolkiln.agents.delegation import Team
    from toolkiln.agents.team import AgentSpec
    from toolkiln.policy import Policy
    from toolkiln.sandbox.executor import ToolExecutor
    from toolkiln.sandbox.stop import CallStop
    from toolkiln.store import Registry, RunLog, StoredTool
    from toolkiln.tools.cases import ToolTest
    from toolkiln.tools.toolspec import ToolSchema
    from toolkiln.turn.agent import Agent, TurnResult
    from toolkiln.turn.executor import StepExecutor

__all__ = ["Toolkiln", "open"]

Event = Callable[[str, dict], None]

_LISTED_BY = "`kiln.registry.list_tools()`"
"""Where a program finds the registry's tools, named by a review error about a catalog tool."""


class Toolkiln:
    """An open toolkiln: its settings, models, registry (with its run log, ``.runlog``) and warm worker pool.

    Use it as a context manager, or call :meth:`close`. Built by :func:`open`.
    """

    def __init__(
        self,
        settings: Settings,
        *,
        warm: bool = True,
        models: bool = True,
        agent_models: dict[str, tuple] | None = None,
    ) -> None:
        """Open the worker pool, the registry and the step executor; with ``models`` build the planner and generator now.

        ``models=False`` defers them to the first turn (:attr:`agent`), so tools can be
        listed and called without a model's key; a missing key then fails that turn.
        ``agent_models`` maps an agent's name (``""`` for the default agent) to its own
        ``(planner, generator)``, e.g. the scripted ones of :mod:`toolkiln.testing`.
        The agents of agents.toml are read and checked here and built with the default agent.
        """
        self.settings = settings
        self.policy = DEFAULT_POLICY
        self._stack = ExitStack()
        self._agent: Agent | None = None
        self._team_built: Team | None = None
        self._agent_lock = threading.Lock()
        self._agent_models = dict(agent_models or {})
        try:
            self.pool: ToolExecutor = self._stack.enter_context(open_executor(settings, DEFAULT_POLICY))
            if warm:
                # First of all: the worker template starts (in its own process) while the rest
                # loads and the planner thinks; each step then forks the worker it needs, so a
                # turn starts as many workers as its plan can use (none for a refusal).
                self.pool.warm()
            self._open_the_rest(settings, models)
        except BaseException:
            self._stack.close()
            raise

    def _open_the_rest(self, settings: Settings, models: bool) -> None:
        # Here, not at the top: these load while the worker template starts (``self.pool.warm()``).
        from toolkiln.agents.team import load_agents
        from toolkiln.store import open_registry
        from toolkiln.tools.catalog import load_catalog
        from toolkiln.turn.executor import StepExecutor
        from toolkiln.workflows.guide import WorkflowGuide
        from toolkiln.workflows.model import load_workflows

        self.registry: Registry = self._stack.enter_context(open_registry(settings))
        self.catalog = load_catalog(settings.home)  # after the registry, which makes the home the memo is kept in
        self.runnable = RunnableTools(self.catalog, self.registry)
        """What :meth:`call_tool` runs under a name, verified (see :mod:`toolkiln.turn.calls`)."""
        self.runlog: RunLog = self.registry.runlog
        # One executor for every turn, nested ones included; see toolkiln.turn.executor for why it cannot deadlock.
        self.executor: StepExecutor = self._stack.enter_context(StepExecutor(settings.pool_size))
        self.specs = load_agents(settings.home)
        self.workflows = WorkflowGuide(load_workflows(settings.home), self.registry.workflow_marks)
        unknown = set(self._agent_models) - set(self.specs) - {""}
        if unknown:
            raise ConfigError(f"models given for {sorted(unknown)[0]!r}, which is not an agent in agents.toml")
        if models:
            self._build_agent()

    @property
    def agent(self) -> Agent:
        """The agent that runs turns, with its planner and generator (built on first use)."""
        with self._agent_lock:
            return self._agent if self._agent is not None else self._build_agent()

    @property
    def agents(self) -> dict[str, Agent]:
        """Every agent of agents.toml by name (this builds them all; a turn builds only those it needs)."""
        team = self._team()
        return {name: team.agent(name) for name in sorted(self.specs)}

    def _team(self) -> Team:
        """The agents of agents.toml, built with the default agent the first time a turn or a caller names one."""
        default = self.agent
        with self._agent_lock:
            if self._team_built is None:
                self._team_built = self._build_team(default)
            return self._team_built

    def _build_agent(self) -> Agent:
        from toolkiln.turn.agent import Agent, AgentConfig

        planner, generator = self._models_for(None)
        self._agent = Agent(
            planner=planner,
            generator=generator,
            registry=self.registry,
            pool=self.pool,
            executor=self.executor,
            config=AgentConfig.from_settings(self.settings),
            policy=self.policy,
            guide=self.workflows,
        )
        return self._agent

    def _models_for(self, spec: AgentSpec | None) -> tuple[Any, Any]:
        """An agent's planner and generator: handed in (tests), else from its table, else from the settings."""
        from toolkiln.models.backends import make_generator, make_planner

        name = spec.name if spec else ""
        if name in self._agent_models:
            return self._agent_models[name]
        planner = make_planner((spec and spec.planner) or self.settings.planner, settings=self.settings)
        self._stack.callback(_close_model, planner)
        generator = make_generator((spec and spec.generator) or self.settings.generator, settings=self.settings)
        self._stack.callback(_close_model, generator)
        return planner, generator

    def _build_team(self, default: Agent) -> Team:
        """The agents of agents.toml, each built on first use, sharing the registry, worker pool and executor."""
        from toolkiln.agents.team import persona
        from toolkiln.turn.agent import Agent
        from toolkiln.turn.sources import AllowListSource

        def build(spec: AgentSpec, team: Team) -> Agent:
            planner, generator = self._models_for(spec)
            agent = Agent(
                planner=planner,
                generator=generator,
                registry=self.registry,
                pool=self.pool,
                executor=self.executor,
                config=default.config,
                policy=default.policy,
                spec=persona(spec, self.specs),
                guide=default.guide,
            )
            allowed = spec.plain_tools
            plain = agent.default_sources()
            if allowed is not None:
                plain = [AllowListSource(source, allowed) for source in plain]
            agent.sources = [agents.AgentSource(spec, team, agent.caller), *agent.builtin_sources(), *plain]
            return agent

        return agents.Team(self.specs, build)

    def agent_named(self, name: str | None) -> Agent:
        """The agent of that name from agents.toml; the default agent for None."""
        if name is None:
            return self.agent
        if name not in self.specs:
            where = self.settings.home / "agents.toml"
            known = ", ".join(sorted(self.specs)) or f"none: {where} defines none"
            raise UsageError(f"no agent named {name!r} (agents: {known}); see `toolkiln agents list`")
        return self._team().agent(name)

    # -- lifecycle -----------------------------------------------------------------

    def close(self, *, wait: bool = True) -> None:
        """Stop the workers, close the registry and the models' connections.

        With ``wait=False`` (Ctrl-C) a step still waiting on a model's reply is not waited for.
        """
        if not wait:
            self.executor.close(wait=False)
        self._stack.close()

    def __enter__(self) -> Toolkiln:
        return self

    def __exit__(self, exc_type: type[BaseException] | None, *exc: object) -> None:
        self.close(wait=exc_type is None or issubclass(exc_type, Exception))

    # -- turns ---------------------------------------------------------------------

    def run(
        self, message: str, *, session: str | None = None, on_event: Event | None = None, agent: str | None = None
    ) -> TurnResult:
        """Plan ``message``, acquire the tools it needs and run them; the turn is logged.

        With ``session`` the planner sees that chat's history and the turn is added
        to it. ``agent`` names an agent of agents.toml to run the turn (default: the
        plain agent). Raises only when the planner fails (a step's failure is in its result).
        A damaged line of the session file that the history skipped is named in the
        turn's ``warnings`` (every turn that skips it says so, until it is mended).
        Right after the session's clarifying question, a message that is an option's
        number ("2") is taken as that option, as ``toolkiln run --session`` takes it.
        """
        _expect(message, str, "message")
        _expect(session, (str, type(None)), "session")
        _expect(agent, (str, type(None)), "agent")
        if on_event is not None and not callable(on_event):
            raise TypeError(f"on_event must be a callable, not {type(on_event).__name__}")
        runner = self.agent_named(agent)
        chat = None
        history: list[dict] = []
        warnings: list[str] = []
        message = message.strip()
        if session is not None:
            chat = store.Session(store.sessions_home(self.settings), session)
            message = chat.reply(message)
            history, warnings = chat.read_history(self.settings.history_chars)
        turn = run_logged(runner.with_events(on_event), message, history, session=session, warnings=warnings)
        if chat is not None:
            chat.record_turn(message, turn.to_json())
        return turn

    def resume(
        self,
        turn_id: int | None = None,
        *,
        agent: str | None = None,
        approval: Approval | None = None,
        on_event: Event | None = None,
    ) -> TurnResult:
        """Run a logged turn's plan again, now with the tools approved since (default: the newest pending turn).

        No planner is asked for a plan; the turn ends with its answer, as ``run`` does. Delegated steps are reattached by task key: a settled
        child answers from its logged report, a pending one carries on at every
        level. The new turn is logged linked to the old one (``resumes``), which
        is then no longer pending; resuming it again says so instead of repeating it.
        A turn that ran with manual approval resumes with it unless ``approval`` says otherwise.
        """
        from toolkiln.models.planner.plan import Plan  # loaded with the agent, after the template started

        _expect(turn_id, (int, type(None)), "turn_id")
        _expect(agent, (str, type(None)), "agent")
        logged = resumable_turn(self.registry, turn_id)
        record = logged.get("record") or {}
        runner = self.agent_named(agent if agent is not None else record.get("agent") or None)
        if approval is None and record.get("approval") == Approval.MANUAL:
            approval = Approval.MANUAL
        plan = Plan.from_dict(logged["plan"]).validate()
        turn = runner.with_events(on_event).rerun(
            plan,
            logged["message"],
            approval=approval,
            reattach=agents.steps_by_task_key(logged.get("steps") or []),
            session=logged.get("session"),
        )
        turn.turn_id = log_turn(runner, logged["message"], turn, logged.get("session"), resumes=logged["id"])
        self.registry.runlog.annotate_turn(logged["id"], resumed_by=turn.turn_id)
        return turn

    # -- tools ---------------------------------------------------------------------

    def tools(self) -> list[dict]:
        """Every tool that may run now: the catalog, then the active (approved) registry tools.

        Each is ``{"name", "origin", "version", "description", "params", "returns"}``
        with ``origin`` ``catalog`` or ``registry``; pending, rejected and retired
        versions are never among them.
        """
        return self.runnable.offered()

    def call_tool(self, name: str, params: dict[str, Any], *, stop: CallStop | None = None) -> ToolCall:
        """Run one catalog or active registry tool (``NAME``, or ``NAME@V`` for that version) with ``params``,
        as a plan step would.

        The params are checked and widened against the tool's signature, a registry
        tool's row is verified (hash, signature, gate; again after any change to the
        registry, see :mod:`toolkiln.turn.calls`), and the call runs in a confined worker under the
        policy's call timeout. Raises :class:`ToolNotFound` for a name that is
        neither in the catalog nor active, :class:`~toolkiln.errors.ParamTypeError`
        for params that do not fit, :class:`~toolkiln.errors.IntegrityError` for a
        source changed behind the registry's back; the tool's own failure is in
        the returned :class:`ToolCall`. A caller that runs the call on a thread can
        end it from another with ``stop`` (a :class:`~toolkiln.sandbox.stop.CallStop`).
        """
        _expect(name, str, "name")
        tool = self.runnable.look_up(name)
        widened = widen_params(params, tool.schema)
        outcome = self.pool.run(tool.name, tool.source, widened, timeout_s=self.policy.limits.call_timeout_s, stop=stop)
        return tool.call_result(widened, outcome)

    def schema(self, name: str) -> ToolSchema:
        """The parameter schema of the tool :meth:`call_tool` would run under ``name``."""
        return self.runnable.look_up(name).schema

    def add_tool(
        self, source: str, name: str, params: dict | None = None, *, tests: list[dict] | None = None
    ) -> StoredTool:
        """Add a hand-written tool: gate, compile, trial (``params``, else the signature's defaults), save.

        Stored with origin ``hand`` and :attr:`Settings.author_name` as its writer;
        pending until approved when approval is manual. Raises
        :class:`~toolkiln.errors.ToolRejected` (with the stage and line-numbered
        errors) when the pipeline refuses it, :class:`~toolkiln.errors.UsageError`
        when a parameter without a default leaves the trial without params.
        ``tests`` (``[{"params", "expect"|"check"}]``) run with the trial and are stored with
        the version; when None, the module's own ``TESTS = [...]`` constant is used, if it has one.
        """
        from toolkiln.tools.cases import parse_tests  # tests to read only when a tool is added by hand

        status = ToolStatus.PENDING if self.settings.approval == Approval.MANUAL else ToolStatus.ACTIVE

        def vet(tool: str, text: str, trial: dict, cases: Sequence[ToolTest]):
            # A tool that will wait for approval is tried in a throwaway worker.
            dedicated = status == ToolStatus.PENDING
            return acceptance.vet_source(
                tool, text, trial, pool=self.pool, policy=self.policy, dedicated=dedicated, tests=cases
            )

        _expect(source, str, "source")
        _expect(name, str, "name")
        if not is_text(source):
            raise UsageError(f"the source of {name!r} {NOT_TEXT}")
        if not name.isidentifier() or not name.isascii():
            raise UsageError(
                f"tool name {name!r} is not a Python identifier; name the file or pass --name in snake_case"
            )
        if name in self.catalog:
            raise UsageError(f"{name!r} is a catalog tool's name; add yours under another one with --name")
        cases = None if tests is None else parse_tests(tests, "tests")
        return store.add_source(
            self.registry, name, source, params, vet=vet, author=self.settings.author_name, status=status, tests=cases
        )

    def test_tool(self, name: str, version: int | None = None) -> tuple[StoredTool, list]:
        """Run ``name@version``'s stored tests again (latest version when None): the version and each outcome.

        Each outcome (:class:`~toolkiln.acceptance.cases.TestOutcome`) says ``passed`` and, when not, ``error``;
        the run is kept for :meth:`tool_stats`. Raises :class:`~toolkiln.errors.ToolNotFound` for a missing
        version, :class:`~toolkiln.errors.IntegrityError` for one that may not run.
        """
        _expect(name, str, "name")
        _expect(version, (int, type(None)), "version")
        return toolkiln.turn.retest(self.registry, self.pool, self.policy, name, version)

    def tool_stats(self, name: str | None = None) -> list[dict]:
        """Per stored version (of ``name``, or all): calls and failures in logged turns, last use, tests' last run."""
        _expect(name, (str, type(None)), "name")
        return self.registry.usage.stats(name)

    def duplicate_tools(self) -> list:
        """Pairs of active tools that pass each other's tests (:class:`~toolkiln.turn.health.Duplicate`)."""
        return toolkiln.turn.duplicates(self.registry, self.pool, self.policy)

    def call(self, name: str, /, **params: Any) -> Any:
        """Run a tool and return its result; raise :class:`ToolError` with its message when it fails.

        What :meth:`call_tool` does, without building the :class:`ToolCall` no one reads here."""
        _expect(name, str, "name")
        tool = self.runnable.look_up(name)
        widened = widen_params(params, tool.schema)
        outcome = self.pool.run(tool.name, tool.source, widened, timeout_s=self.policy.limits.call_timeout_s)
        if not outcome.ok:
            raise ToolError(f"{name}: {tool.error_of(outcome)}")
        return outcome.result

    # -- review --------------------------------------------------------------------

    def approve(self, name: str, version: int | None = None, *, force: bool = False) -> StoredTool:
        """Approve a version of a registry tool (the latest when ``version`` is None): it may run from now on.

        What ``toolkiln tools approve NAME[@V]`` does. Returns the version as stored now.
        A retired version is refused (:class:`~toolkiln.errors.UsageError`) unless ``force``:
        approving it undoes its retirement. Raises :class:`~toolkiln.errors.ToolNotFound`
        for a name or version the registry does not hold (a catalog tool's name says it is
        one: it always runs), :class:`~toolkiln.errors.IntegrityError` for a row edited
        behind toolkiln's back.
        """
        _expect(name, str, "name")
        _expect(version, (int, type(None)), "version")
        _expect(force, bool, "force")
        tool, _ = store.approve_tool(
            self.registry,
            name,
            version,
            force=force,
            catalog=self.catalog,
            listed_by=_LISTED_BY,
            force_hint="say so with approve(..., force=True)",
        )
        return tool

    def reject(self, name: str, version: int | None = None, *, reason: str) -> StoredTool:
        """Reject a version of a registry tool (the latest when ``version`` is None): it is never offered again.

        What ``toolkiln tools reject NAME[@V] --reason TEXT`` does; ``reason`` is kept with
        the version, and an empty one is a :class:`~toolkiln.errors.UsageError`. Raises as
        :meth:`approve` does for a tool that is not in the registry.
        """
        _expect(name, str, "name")
        _expect(version, (int, type(None)), "version")
        _expect(reason, str, "reason")
        return store.reject_tool(
            self.registry,
            name,
            version,
            reason,
            catalog=self.catalog,
            listed_by=_LISTED_BY,
            reason_hint="pass reason='why', e.g. kiln.reject(name, reason='writes the wrong unit')",
        )

    def retire(self, name: str, *, reason: str | None = None) -> list[StoredTool]:
        """Retire every version of a registry tool (rejected ones stay rejected): it is never offered again.

        What ``toolkiln tools retire NAME [--reason TEXT]`` does; returns every version as
        stored now. Raises as :meth:`approve` does for a tool that is not in the registry.
        """
        _expect(name, str, "name")
        _expect(reason, (str, type(None)), "reason")
        return store.retire_tool(self.registry, name, reason, catalog=self.catalog, listed_by=_LISTED_BY)


def open_executor(settings: Settings, policy: Policy) -> ToolExecutor:
    """Where tools run, as ``executor`` says: this machine's worker pool, or the nodes of a Ray cluster.

    With Ray the calls carry verdicts signed with the registry key (``registry_key_file``, else
    ``registry.key`` in the home), which every node reads from the same path on its own disk."""
    if settings.executor == "ray":
        vouchers = store.SealedCallVouchers(settings.key_path, policy)
        return sandbox.RayExecutor(
            policy,
            vouchers=vouchers,
            node_workers=settings.ray_node_workers,
            allow_unconfined=settings.allow_unconfined,
        )
    return sandbox.WorkerPool(policy, size=settings.pool_size, allow_unconfined=settings.allow_unconfined)


def open(  # noqa: A001
    home: str | Path | None = None,
    *,
    warm: bool = True,
    models: bool = True,
    agent_models: dict[str, tuple] | None = None,
    **settings: Any,
) -> Toolkiln:
    """Open toolkiln with its settings (flags given here, then ``TOOLKILN_*``, config.toml, defaults).

    ``settings`` takes any setting by name, e.g. ``planner="anthropic:claude-haiku-4-5"``
    or ``approval="manual"``; a bad value raises :class:`~toolkiln.errors.ConfigError`.
    ``models=False`` builds the planner and generator only on the first turn.
    ``agent_models`` maps an agent's name (``""`` for the default agent) to its own
    ``(planner, generator)``, e.g. the scripted ones of :mod:`toolkiln.testing`.
    """
    resolved = load_settings(home=home, **settings)  # checked there: a path, not empty
    return Toolkiln(resolved, warm=warm, models=models, agent_models=agent_models)


def _expect(value: object, kind: type | tuple[type, ...], what: str) -> None:
    """An argument of the wrong type is Python's TypeError, naming the argument (a wrong *value* is a
    :class:`~toolkiln.errors.ToolkilnError`); a bool is no int here, as in a tool's params."""
    if isinstance(value, kind) and not (isinstance(value, bool) and kind is not bool):
        return
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = " or ".join("None" if k is type(None) else k.__name__ for k in kinds)
    raise TypeError(f"{what} must be {names}, not {type(value).__name__}")


def _close_model(model: object) -> None:
    """A model backend's connections; the mock backends hold none."""
    close = getattr(model, "close", None)
    if close is not None:
        close()
