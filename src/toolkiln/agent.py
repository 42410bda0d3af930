"""One chat turn: plan, find each step's tool in an ordered list of tool sources, run the steps.

::

    message ─▶ planner ─▶ plan ─┬─ refuse  ─▶ reply, nothing generated
                                ├─ clarify ─▶ question with options, turn ends
                                └─ steps ─▶ per step: the first source holding the tool runs it
                                            (catalog | registry: reused or pending | generator)

Every step keeps its own result or error; a failing step never takes the
others with it, only a planner that does not answer fails the turn. Steps run
in dependency order (``{"$ref": "s1.key"}`` params); the steps of one layer are
independent and run at the same time on the shared :class:`~toolkiln.executor.StepExecutor`.
A step whose input failed is ``skipped``. An accepted generated tool's trial is
its first call, so the step's result is the trial's (the tool is not run twice
with the same params).

An agent reads only its :class:`AgentConfig`, built from the settings by
:func:`AgentConfig.from_settings`; a run may override its approval mode
(``resume`` runs a turn again with the mode it was logged with).
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import re
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .catalog import load_catalog
from .errors import ModelError, PlanError, ToolkilnError, ToolNotFound, UsageError
from .executor import StepExecutor
from .planner import PlanRequest
from .planner.plan import Plan, Step
from .planner.refs import resolve_refs
from .policy import DEFAULT_POLICY, Policy
from .protocols import Event, Generator, Planner, Runner, ToolStore
from .results import StepResult, TurnResult
from .sources import (
    CatalogSource,
    GeneratorSource,
    RegistrySource,
    RunContext,
    StepCall,
    StepRun,
    ToolCaller,
    ToolSource,
)
from .toolspec import ToolInfo
from .usage import Usage
from .vocab import Approval, EventName, Outcome, StepStatus

if TYPE_CHECKING:
    from .catalog import CatalogTool
    from .settings import Settings

__all__ = ["Agent", "AgentConfig", "StepResult", "TurnResult", "resolve_refs"]

_WORD = re.compile(r"\w+")


@dataclass(frozen=True)
class AgentConfig:
    """What an agent reads from the settings, and nothing else."""

    approval: Approval = Approval.AUTO
    """``auto`` runs a new tool once its trial passed; ``manual`` keeps it pending until approved."""
    max_attempts: int = 3
    """How many sources the generator may submit for one tool."""
    search_k: int = 20
    """How many registry tools, by relevance, the planner is shown."""

    @classmethod
    def from_settings(cls, settings: Settings) -> AgentConfig:
        return cls(approval=Approval(settings.approval), max_attempts=settings.max_attempts, search_k=settings.search_k)


def _no_events(kind: str, data: dict) -> None:
    pass


class Agent:
    """Runs turns against one planner, an ordered list of tool sources, and a shared executor.

    ``sources`` defaults to catalog, registry, generator (see :mod:`toolkiln.sources`).
    """

    def __init__(
        self,
        *,
        planner: Planner,
        generator: Generator,
        registry: ToolStore,
        pool: Runner,
        executor: StepExecutor,
        config: AgentConfig = AgentConfig(),  # noqa: B008 - frozen, shared safely
        policy: Policy = DEFAULT_POLICY,
        sources: list[ToolSource] | None = None,
        on_event: Event | None = None,
    ) -> None:
        self.planner = planner
        self.generator = generator
        self.registry = registry
        self.pool = pool
        self.executor = executor
        self.config = config
        self.policy = policy
        self.on_event: Event = on_event or _no_events
        self.catalog: dict[str, CatalogTool] = load_catalog()
        self.caller = ToolCaller(pool, policy)
        self.sources: list[ToolSource] = sources if sources is not None else self.default_sources()
        self._locks: dict[str, threading.Lock] = {}
        self._locks_guard = threading.Lock()

    def default_sources(self) -> list[ToolSource]:
        """Catalog, then registry, then generator."""
        return [
            CatalogSource(self.catalog, self.caller),
            RegistrySource(self.registry, self.caller, search_k=self.config.search_k, policy=self.policy),
            GeneratorSource(self.generator, self.registry, self.pool, self.caller, self.policy),
        ]

    def with_events(self, on_event: Event | None) -> Agent:
        """This agent, reporting progress to ``on_event``; shares models, sources, registry, pool, executor, locks.

        Each concurrent turn (a web session, say) uses its own copy, so events never cross streams.
        """
        if on_event is None:
            return self
        twin = copy.copy(self)
        twin.on_event = on_event
        return twin

    def _lock_for(self, name: str) -> threading.Lock:
        """One lock per tool name, so two steps never generate the same tool at once."""
        with self._locks_guard:
            return self._locks.setdefault(name, threading.Lock())

    def _context(self, approval: Approval | None) -> RunContext:
        config = self.config if approval is None else dataclasses.replace(self.config, approval=approval)
        return RunContext(config=config, emit=self.on_event)

    # -- planning ----------------------------------------------------------------

    def tools_for(self, message: str, history: Sequence[dict] = ()) -> list[ToolInfo]:
        """What every source offers: catalog tools, the registry's most relevant ones, those named in history.

        A name counts as named when it stands in the history as a whole word, so
        ``tool_4`` is not offered because ``tool_42`` was used. A name offered by
        an earlier source is not replaced by a later one.
        """
        recent = " ".join(str(h.get("content", "")) for h in list(history)[-6:])
        named = {word for word in _WORD.findall(recent) if word.isascii() and word.isidentifier()}
        infos: dict[str, ToolInfo] = {}
        for source in self.sources:
            for info in source.offered(message, named - infos.keys()):
                infos.setdefault(info.name, info)
        return sorted(infos.values(), key=lambda t: t.name)

    def plan(self, message: str, history: Sequence[dict] = ()) -> tuple[Plan, Usage]:
        """Ask the planner; a plan that fails validation goes back to it once."""
        request = PlanRequest(
            message=message,
            tools=self.tools_for(message, history),
            policy=self.policy,
            history=list(history),
            registry_size=self.registry.offered_count(),
        )
        usage = Usage()
        for attempt in range(2):
            self.on_event(EventName.PLANNING, {"attempt": attempt + 1})
            answer = self.planner.plan(request)
            usage.add(answer.usage)
            try:
                return answer.plan.validate(), usage
            except PlanError as exc:
                if attempt == 1:
                    raise PlanError(f"the planner's plan was invalid twice: {exc}") from None
                request.feedback = str(exc)
        raise AssertionError("unreachable")

    def turn(self, message: str, history: Sequence[dict] = (), *, approval: Approval | None = None) -> TurnResult:
        """Plan ``message`` and run the plan. Raises only when the planner fails.

        ``approval`` overrides the config's approval mode for this turn only.
        """
        if not message or not message.strip():
            raise UsageError('the task is empty; say what you want done, e.g. toolkiln run "convert 30 C to F"')
        started = time.perf_counter()
        plan, usage = self.plan(message.strip(), history)
        turn = self.run_plan(plan, approval=approval)
        turn.usage.add(usage)
        turn.elapsed_ms = (time.perf_counter() - started) * 1000
        return turn

    # -- running -----------------------------------------------------------------

    def run_plan(self, plan: Plan, *, approval: Approval | None = None) -> TurnResult:
        """Run an already validated plan (also used by ``toolkiln resume``, with the logged approval mode)."""
        started = time.perf_counter()
        run = self._context(approval)
        turn = TurnResult(
            outcome=plan.outcome,
            reasoning=plan.reasoning,
            plan=plan,
            allow_free_text=plan.allow_free_text,
            approval=run.config.approval,
        )
        run.emit(
            EventName.PLANNED,
            {
                "outcome": plan.outcome,
                "steps": [
                    {"id": s.id, "tool": s.tool, "description": s.description, "params": s.params} for s in plan.steps
                ],
            },
        )
        if plan.outcome == Outcome.REFUSE:
            turn.message = plan.refusal
        elif plan.outcome == Outcome.CLARIFY:
            turn.message, turn.options = plan.question, list(plan.options)
        else:
            turn.steps = self._run_steps(plan, run, turn.usage)
        turn.elapsed_ms = (time.perf_counter() - started) * 1000
        return turn

    def _run_steps(self, plan: Plan, run: RunContext, usage: Usage) -> list[StepResult]:
        done: dict[str, StepResult] = {}
        for layer in plan.layers():
            # A copy: this thread records the layer's first results while its other steps still read theirs.
            earlier = dict(done)
            results = self.executor.run_all(functools.partial(self._run_step, earlier=earlier, run=run), layer)
            for step, (result, step_usage) in zip(layer, results, strict=True):
                usage.add(step_usage)
                done[step.id] = result
        return [done[s.id] for s in plan.steps]

    def _run_step(self, step: Step, earlier: dict[str, StepResult], run: RunContext) -> tuple[StepResult, Usage]:
        """Run one step against the results of the layers before its own."""
        started = time.perf_counter()
        usage = Usage()
        res = StepResult(
            id=step.id, tool=step.tool, origin=None, params=step.params, description=step.description, check=step.check
        )
        run.emit(EventName.STEP, {"id": step.id, "tool": step.tool})
        try:
            failed = [r for r in step.refs() if earlier[r].status != StepStatus.OK]
            if failed:
                res.status = StepStatus.SKIPPED
                res.error = f"skipped: step {failed[0]} {earlier[failed[0]].status}"
            else:
                res.params = resolve_refs(step.params, {k: v.result for k, v in earlier.items()})
                self._execute(StepCall(step=step, result=res, run=run, usage=usage))
        except ModelError as exc:
            res.status, res.error = StepStatus.ERROR, f"generator: {exc}"
        except ToolkilnError as exc:
            res.status, res.error = StepStatus.ERROR, str(exc)
        except Exception as exc:  # a bug must not take the other steps with it
            res.status, res.error = StepStatus.ERROR, f"internal error: {type(exc).__name__}: {exc}"
        res.elapsed_ms = (time.perf_counter() - started) * 1000
        run.emit(EventName.STEP_DONE, {"id": step.id, "step": res.to_json()})
        return res, usage

    def _execute(self, call: StepCall) -> None:
        """Run the step with the first source that holds its tool."""
        name = call.step.tool
        found, creates = self._find(name)
        if creates:
            with self._lock_for(name):
                found, _ = self._find(name)  # another step may have created it meanwhile
                found(call)
            return
        found(call)

    def _find(self, name: str) -> tuple[StepRun, bool]:
        for source in self.sources:
            found = source.find(name)
            if found is not None:
                return found, source.creates
        raise ToolNotFound(f"no tool named {name!r}, and this agent cannot write one")
