"""Where a step's tool comes from: an ordered list of tool sources.

A source says whether it holds a tool name (:meth:`ToolSource.find`) and, if so,
produces the step's outcome. The agent asks its sources in order and the first
that holds the name runs the step. The default order is

1. :class:`CatalogSource`: hand-written tools shipped with toolkiln (origin ``catalog``);
2. :class:`RegistrySource`: the registry's active version (origin ``reused``), or
   a version still awaiting approval, which makes the step ``pending``;
3. :class:`GeneratorSource`: the generator writes the tool now (origin ``generated``).

A source that *creates* tools (``creates = True``) is only used under the tool
name's lock, after the sources are asked again, so two steps never write the
same tool. Each source also offers tools to the planner (:meth:`ToolSource.offered`).
A new kind of tool (an agent as a tool, say) is a new source in this list.
"""

from __future__ import annotations

import ast
import functools
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol, cast

from toolkiln.errors import ParamTypeError
from toolkiln.models.planner.plan import Step
from toolkiln.models.protocols import Event, Generator, Runner, ToolStore
from toolkiln.policy import Policy
from toolkiln.tools.catalog import CatalogTool, catalog_error
from toolkiln.tools.toolspec import ToolInfo, ToolSchema, parse_python, widen_params
from toolkiln.turn.results import StepResult
from toolkiln.turn.scope import BudgetedGenerator, Scope
from toolkiln.util.usage import Usage
from toolkiln.vocab import Approval, CheckStatus, EventName, Stage, StepOrigin, StepStatus, ToolSourceKind, ToolStatus

if TYPE_CHECKING:
    from toolkiln.models.codegen import UseExistingTool
    from toolkiln.sandbox.outcome import RunOutcome
    from toolkiln.store import StoredTool
    from toolkiln.turn.agent import AgentConfig
    from toolkiln.turn.improve import Improver

__all__ = [
    "AllowListSource",
    "CatalogSource",
    "GeneratorSource",
    "RegistrySource",
    "RunContext",
    "StepCall",
    "StepRun",
    "ToolCaller",
    "ToolSource",
    "is_expression_check",
]


@dataclass(eq=False, repr=False)
class RunContext:
    """What one run of a plan was given: the agent's config for it and its event stream."""

    config: AgentConfig
    """The agent's config, with this run's overrides (``resume`` keeps a turn's approval mode)."""
    emit: Event
    """Progress events of this run only (each web session has its own stream)."""
    scope: Scope = field(default_factory=lambda: Scope(agent="", handle=""))
    """This turn's place in a delegation tree, its budgets and its spending."""
    reattach: dict[tuple[str, str], dict] = field(default_factory=dict)
    """On resume: the logged delegated steps by task key ``(agent, prompt)``."""
    session: str | None = None
    """The chat session the turn belongs to (workflow progress is kept per session); None for a one-off turn."""
    improved: set[str] = field(default_factory=set)
    """Tools this turn has asked to improve already (one improvement per tool per turn)."""
    written: set[str] = field(default_factory=set)
    """The tools the generator wrote in this run: a later step calling one is ``generated`` too, not ``reused``."""


@dataclass(eq=False, repr=False)
class StepCall:
    """One step being run: the plan's step, its result so far, the run it belongs to, its tokens."""

    step: Step
    """The plan step, params with references."""
    result: StepResult
    """Filled in by the source: origin, version, status, result or error."""
    run: RunContext
    """The run this step belongs to."""
    usage: Usage
    """Tokens this step's models used."""


StepRun = Callable[[StepCall], None]
"""What a source hands back for a name it holds: runs the step and fills in its result."""


class ToolSource(Protocol):
    """One place a tool can come from."""

    creates: bool
    """Whether this source writes the tool (then it runs under the name's lock, after a second lookup)."""

    def find(self, name: str) -> StepRun | None:
        """How to run a step that calls ``name``, or None when this source does not hold it."""
        ...

    def offered(self, message: str, named: set[str]) -> list[ToolInfo]:
        """Tools to show the planner for ``message``; ``named`` are names in recent history not yet offered."""
        ...


@functools.lru_cache(maxsize=1024)
def is_expression_check(check: str) -> bool:
    """Whether a check is a Python expression over ``result`` (else it is prose).

    Kept per text: a reused step asks twice a turn, and parsing and walking the check cost
    about 0.1 ms; a plan's checks repeat from turn to turn."""
    try:
        tree = parse_python(check.strip(), mode="eval")
    except SyntaxError:
        return False
    return any(isinstance(n, ast.Name) and n.id == "result" for n in ast.walk(tree))


def announce_run(call: StepCall) -> None:
    """Tell the run's listeners the step's tool is being called, with where it came from."""
    res = call.result
    call.run.emit(EventName.RUNNING, {"id": res.id, "tool": res.tool, "origin": res.origin, "version": res.version})


class ToolCaller:
    """Calls a tool in a confined worker and evaluates the step's check; shared by the sources."""

    def __init__(self, runner: Runner, policy: Policy) -> None:
        self.runner = runner
        self.policy = policy

    def call(self, name: str, source: str, schema: ToolSchema, res: StepResult) -> None:
        """Run ``name`` with the step's params (widened to the schema); record result or error, then check."""
        params = widen_params(res.params, schema)
        expression = res.check if res.check.strip() and is_expression_check(res.check) else None
        limit = self.policy.limits.call_timeout_s
        if expression is None:
            outcome = self.runner.run(name, source, params, timeout_s=limit)
        else:  # judged in the call's own round trip
            outcome = self.runner.run(name, source, params, timeout_s=limit, check=expression)
        res.output, res.executed_on = outcome.output, getattr(outcome, "executed_on", None)
        if not outcome.ok:
            res.status, res.error = StepStatus.ERROR, outcome.error
            return
        res.result = outcome.result
        self.check(res, getattr(outcome, "check", None))

    def check(self, res: StepResult, judged: RunOutcome | None = None) -> None:
        """The planner's check over the result: passed, failed, error, or unverified prose. ``judged`` is
        its verdict from the call's own round trip; without one the check is evaluated now."""
        if not res.check.strip():
            return
        if not is_expression_check(res.check):
            res.check_status = CheckStatus.UNVERIFIED
            return
        outcome = judged if judged is not None else self.runner.evaluate_check(res.check, res.result)
        if not outcome.ok:
            res.check_status, res.check_error = CheckStatus.ERROR, outcome.error or f"the check {outcome.kind}"
        else:
            res.check_status = CheckStatus.PASSED if outcome.result is True else CheckStatus.FAILED


class CatalogSource:
    """The hand-written tools shipped with toolkiln."""

    creates = False

    def __init__(self, catalog: dict[str, CatalogTool], caller: ToolCaller) -> None:
        self.catalog = catalog
        self.caller = caller
        self._infos = [
            ToolInfo.from_params(name, t.schema.description, t.schema.to_dicts(), ToolSourceKind.CATALOG, t.returns)
            for name, t in catalog.items()
        ]

    def find(self, name: str) -> StepRun | None:
        tool = self.catalog.get(name)
        if tool is None:
            return None

        def run(call: StepCall) -> None:
            call.result.origin = StepOrigin.CATALOG
            announce_run(call)
            self.caller.call(name, tool.source, tool.schema, call.result)
            call.result.error = catalog_error(call.result.error)

        return run

    def offered(self, message: str, named: set[str]) -> list[ToolInfo]:
        return list(self._infos)


class RegistrySource:
    """Tools generated in earlier turns: the active version runs, a version awaiting approval waits."""

    creates = False

    def __init__(
        self,
        registry: ToolStore,
        caller: ToolCaller,
        *,
        search_k: int,
        policy: Policy,
        improver: Improver | None = None,
    ) -> None:
        self.registry = registry
        self.caller = caller
        self.search_k = search_k
        self.policy = policy
        self.improver = improver
        """Asked for a better version when a stored tool fails a step (:mod:`toolkiln.turn.improve`)."""

    def find(self, name: str) -> StepRun | None:
        stored = self.registry.usable(name)
        if stored is not None:
            return lambda call: self._run(stored, call)
        latest = self.registry.get(name)
        if latest is not None and latest.status == ToolStatus.PENDING:
            return lambda call: self._pending(latest, call)
        return None

    def _run(self, stored: StoredTool, call: StepCall) -> None:
        res = call.result
        written_now = stored.name in call.run.written
        res.origin, res.version = StepOrigin.GENERATED if written_now else StepOrigin.REUSED, stored.version
        self.registry.verify(stored, self.policy)  # hash, signature, and the gate once per process
        announce_run(call)
        self.caller.call(stored.name, stored.source, stored.schema(), res)
        if self.improver is not None:
            self.improver.after_failure(stored, call)

    @staticmethod
    def _pending(latest: StoredTool, call: StepCall) -> None:
        """A version stored earlier that still waits for approval: found in the registry (origin ``reused``),
        not written again, so not ``generated``; the step waits with it."""
        res = call.result
        res.origin, res.version, res.status = StepOrigin.REUSED, latest.version, StepStatus.PENDING

    def offered(self, message: str, named: set[str]) -> list[ToolInfo]:
        """The tools used in this chat, then the whole registry when it is small, else a word search's best matches."""
        # A row edited behind toolkiln's back never reaches the prompt.
        chat = [t for t in self.registry.offered_many(named) if self.registry.sealed(t)]
        in_chat = {t.name for t in chat}
        if 0 < self.registry.offered_count() <= self.search_k:
            candidates = self.registry.offered_many(self.registry.names())
        else:
            candidates = self.registry.search(message, limit=self.search_k)
        found = [t for t in candidates if t.name not in in_chat and self.registry.sealed(t)]
        return [t.tool_info(in_chat=True) for t in chat] + [t.tool_info() for t in found]


class GeneratorSource:
    """The generator writes a missing tool now; it is vetted, stored, and its trial is the step's result."""

    creates = True

    def __init__(
        self, generator: Generator, registry: ToolStore, runner: Runner, caller: ToolCaller, policy: Policy
    ) -> None:
        self.generator = generator
        self.registry = registry
        self.runner = runner
        self.caller = caller
        self.policy = policy

    def find(self, name: str) -> StepRun | None:
        return self._generate  # any name can be written

    def offered(self, message: str, named: set[str]) -> list[ToolInfo]:
        return []

    def _generate(self, call: StepCall) -> None:
        from toolkiln.models.codegen.acquire import (
            Acquisition,
            acquire_tool,
        )  # the gate (libcst) loads only when a tool is written

        step, res, config = call.step, call.result, call.run.config
        res.origin = StepOrigin.GENERATED
        call.run.emit(EventName.GENERATING, {"id": step.id, "tool": step.tool})
        manual = config.approval == Approval.MANUAL
        similar = [
            t.tool_info() for t in self.registry.similar(step.tool, step.description, 3) if self.registry.sealed(t)
        ]
        acq = Acquisition()
        try:
            acquire_tool(
                step.tool,
                step.description,
                res.params,
                generator=BudgetedGenerator(self.generator, call.run.scope, call.usage),  # counts each answer's tokens
                pool=self.runner,
                registry=self.registry,
                policy=self.policy,
                max_attempts=config.max_attempts,
                status=ToolStatus.PENDING if manual else ToolStatus.ACTIVE,
                similar=similar,
                on_event=lambda kind, data: call.run.emit(kind, {"id": step.id, **data}),
                into=acq,
            )
        finally:  # the attempts made count also when the last one was rejected
            res.attempts, res.executed_on = len(acq.attempts), acq.executed_on
        if acq.existing is not None:
            self._run_existing(acq.existing, cast("UseExistingTool", acq.hand_back), call)  # what named it
            return
        if acq.hand_back is not None:
            res.status = StepStatus.ERROR
            res.hand_back = acq.hand_back
            res.error = f"the generator handed {step.tool} back: needs {acq.hand_back.what_is_needed}"
            refused = [a for a in acq.attempts if a.stage == Stage.REVIEW]
            if refused:
                res.error += f"; before that: {refused[-1].errors[0]['message']}"
            return
        res.version = acq.tool.version
        call.run.written.add(step.tool)
        if manual:
            res.status = StepStatus.PENDING
            return
        res.result = acq.trial_result
        self.caller.check(res)

    def _run_existing(self, stored: StoredTool, named: UseExistingTool, call: StepCall) -> None:
        """The generator named an existing tool that already does this: run it, if the step's params fit."""
        res = call.result
        try:
            widen_params(res.params, stored.schema())
        except ParamTypeError as exc:
            res.status = StepStatus.ERROR
            res.hand_back = named.params_do_not_fit(str(exc))
            res.error = f"the generator says {stored.name} already does this, but the params do not fit: {exc}"
            return
        res.tool, res.origin, res.version = stored.name, StepOrigin.REUSED, stored.version
        self.registry.verify(stored)
        self.caller.call(stored.name, stored.source, stored.schema(), res)


class AllowListSource:
    """Another source, narrowed to an agent's ``tools`` allow-list: other names are neither offered nor run."""

    def __init__(self, inner: ToolSource, names: frozenset[str]) -> None:
        self.inner = inner
        self.names = names
        self.creates = inner.creates

    def find(self, name: str) -> StepRun | None:
        return self.inner.find(name) if name in self.names else None

    def offered(self, message: str, named: set[str]) -> list[ToolInfo]:
        return [info for info in self.inner.offered(message, named) if info.name in self.names]
