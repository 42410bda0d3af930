"""One chat turn: plan, find each step's tool in an ordered list of tool sources, run the steps.

::

    message ─▶ planner ─▶ plan ─┬─ refuse  ─▶ reply, nothing generated
                                ├─ clarify ─▶ question with options, turn ends
                                └─ steps ─▶ per step: the first source holding the tool runs it
                                            (catalog | registry: reused or pending | generator)

Every step keeps its own result or error; a failing step never takes the
others with it, only a planner that does not answer fails the turn. Steps run
in dependency order (``{"$ref": "s1.key"}`` params); the steps of one layer are
independent and run at the same time on the shared :class:`~toolkiln.turn.executor.StepExecutor`.
A step whose input failed is ``skipped``. An accepted generated tool's trial is
its first call, so the step's result is the trial's (the tool is not run twice
with the same params).

An agent reads only its :class:`AgentConfig`, built from the settings by
:func:`AgentConfig.from_settings`; a run may override its approval mode
(``resume`` runs a turn again with the mode it was logged with).

A named agent (agents.toml, :mod:`toolkiln.agents.team`) also has its instructions, a
budget, and a first tool source that delegates steps to other agents
(:mod:`toolkiln.agents.delegation`). Every turn runs inside a
:class:`~toolkiln.turn.scope.Scope` that checks the budgets before each model call;
a delegated turn may end with ``hand_back``, and a turn whose step was handed
back plans again at once to act on it.
"""

from __future__ import annotations

import copy
import dataclasses
import functools
import json
import re
import threading
import time
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

from toolkiln.errors import CutOff, ModelError, PlanError, ToolkilnError, ToolNotFound, UsageError
from toolkiln.models.planner import PlanRequest
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.models.planner.refs import Room, resolve_refs
from toolkiln.models.protocols import Event, Generator, Planner, Runner, ToolStore
from toolkiln.policy import DEFAULT_POLICY, Policy
from toolkiln.settings import DEFAULT_MAX_RESOLVED_BYTES
from toolkiln.tools.catalog import load_catalog
from toolkiln.tools.toolspec import ToolInfo
from toolkiln.turn.answer import answer_turn
from toolkiln.turn.executor import StepExecutor
from toolkiln.turn.guide import Brief, PlanGuide
from toolkiln.turn.improve import Improver
from toolkiln.turn.replan import join_plans, replan_after_failure
from toolkiln.turn.results import StepResult, TurnResult
from toolkiln.turn.scope import Budget, BudgetedPlanner, Scope
from toolkiln.turn.sources import (
    CatalogSource,
    GeneratorSource,
    RegistrySource,
    RunContext,
    StepCall,
    StepRun,
    ToolCaller,
    ToolSource,
)
from toolkiln.util.immutable import Immutable
from toolkiln.util.notices import reporting_to
from toolkiln.util.usage import Usage
from toolkiln.vocab import AnswerMode, Approval, BuiltinTool, EventName, ImproveMode, Outcome, ReportStatus, StepStatus

if TYPE_CHECKING:
    from toolkiln.settings import Settings
    from toolkiln.tools.catalog import CatalogTool

__all__ = ["Agent", "AgentConfig", "StepResult", "TurnResult", "resolve_refs"]

_WORD = re.compile(r"\w+")
_FOLLOW_UPS = 2
"""How many times a turn plans again to act on a hand-back before it ends."""

ACT_ON_HAND_BACK = (
    "{what}\nAct on it now: route it with task to the agent that owns it if that agent is in your team, "
    "{further}or answer with what is established (an empty plan with the reply in answer). "
    "Ending with no reply is not valid."
)


@dataclass(eq=False, repr=False)
class AgentConfig(Immutable):
    """What an agent reads from the settings, and nothing else."""

    approval: Approval = Approval.AUTO
    """``auto`` runs a new tool once its trial passed; ``manual`` keeps it pending until approved."""
    max_attempts: int = 3
    """How many sources the generator may submit for one tool."""
    search_k: int = 20
    """How many registry tools, by relevance, the planner is shown."""
    max_resolved_bytes: int = DEFAULT_MAX_RESOLVED_BYTES
    """What a step's params may grow to once references are filled in."""
    answer_mode: AnswerMode = AnswerMode.TEMPLATE
    """How the turn's reply to the person is written (:mod:`toolkiln.turn.answer`)."""
    max_replans: int = 1
    """How many more planning rounds a turn gets after a step failed (:mod:`toolkiln.turn.replan`)."""
    improve: ImproveMode = ImproveMode.PROPOSE
    """What a failing reused tool gets: nothing, a proposed next version, or one used at once."""

    @classmethod
    def from_settings(cls, settings: Settings) -> AgentConfig:
        return cls(
            approval=Approval(settings.approval),
            max_attempts=settings.max_attempts,
            search_k=settings.search_k,
            max_resolved_bytes=settings.max_resolved_bytes,
            answer_mode=AnswerMode(settings.answer_mode),
            max_replans=settings.max_replans,
            improve=ImproveMode(settings.improve),
        )


def _no_events(kind: str, data: dict) -> None:
    pass


class Persona(Protocol):
    """What a turn needs of a named agent's configuration (:class:`toolkiln.agents.team.AgentSpec` is one)."""

    name: str
    budget: Budget
    instructions: str


class Agent:
    """Runs turns against one planner, an ordered list of tool sources, and a shared executor.

    ``sources`` defaults to catalog, registry, generator (see :mod:`toolkiln.turn.sources`).
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
        spec: Persona | None = None,
        guide: PlanGuide | None = None,
    ) -> None:
        self.planner = planner
        self.generator = generator
        self.registry = registry
        self.pool = pool
        self.executor = executor
        self.config = config
        self.policy = policy
        self.on_event: Event = on_event or _no_events
        self.spec = spec
        """The agent's table in agents.toml; None for the default agent."""
        self.guide = guide
        """What briefs the planner beyond the tools (the workflows); None briefs nothing."""
        self.name = spec.name if spec else ""
        self.budget = spec.budget if spec else Budget()
        self.catalog: dict[str, CatalogTool] = load_catalog()
        self.caller = ToolCaller(pool, policy)
        self._guide_sources: list[ToolSource] = []
        self.sources: list[ToolSource] = (
            sources if sources is not None else [*self.builtin_sources(), *self.default_sources()]
        )
        self._locks: dict[str, threading.Lock] = {}
        self._locks_guard = threading.Lock()

    def default_sources(self) -> list[ToolSource]:
        """Catalog, then registry, then generator."""
        return [
            CatalogSource(self.catalog, self.caller),
            RegistrySource(
                self.registry,
                self.caller,
                search_k=self.config.search_k,
                policy=self.policy,
                improver=Improver(self.generator, self.registry, self.pool, self.caller, self.policy),
            ),
            GeneratorSource(self.generator, self.registry, self.pool, self.caller, self.policy),
        ]

    def builtin_sources(self) -> list[ToolSource]:
        """Tools toolkiln handles itself, outside any allow-list: the guide's (``workflow_step_done``)."""
        self._guide_sources = self.guide.sources(self.name, self.caller) if self.guide is not None else []
        return list(self._guide_sources)

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

    def _context(
        self,
        approval: Approval | None,
        scope: Scope | None = None,
        reattach: dict | None = None,
        session: str | None = None,
    ) -> RunContext:
        config = self.config if approval is None else dataclasses.replace(self.config, approval=approval)
        return RunContext(
            config=config,
            emit=self.on_event,
            scope=scope or Scope.top(self.name, self.budget),
            reattach=reattach or {},
            session=session,
        )

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

    def plan(
        self,
        message: str,
        history: Sequence[dict] = (),
        *,
        scope: Scope | None = None,
        may_hand_back: bool = False,
        require_reply: bool = False,
        session: str | None = None,
    ) -> tuple[Plan, Usage]:
        """Ask the planner; a plan that fails validation goes back to it once.

        When a workflow applies to the message (or is in progress in ``session``)
        the planner is shown it with its progress, and a plan that runs a step's
        tools before the steps it requires are finished is sent back with the hazard.

        With a ``scope`` every planner call is checked against its budgets first
        (:class:`~toolkiln.errors.CutOff` when one is spent). ``may_hand_back``
        offers the ``hand_back`` outcome (a delegated turn); ``require_reply``
        refuses an empty plan with nothing said (acting on a hand-back).
        """
        request = PlanRequest(
            message=message,
            tools=self.tools_for(message, history),
            policy=self.policy,
            history=list(history),
            registry_size=self.registry.offered_count(),
            instructions=self.spec.instructions if self.spec else "",
            may_hand_back=may_hand_back,
        )
        brief = self._brief(message, session)
        if brief is not None:
            request.workflow = brief.section
            request.tools = sorted([*request.tools, *brief.tools], key=lambda t: t.name)
        planner = self.planner if scope is None else BudgetedPlanner(self.planner, scope)
        usage = Usage()
        for attempt in range(2):
            self.on_event(EventName.PLANNING, {"attempt": attempt + 1})
            try:
                with reporting_to(self.on_event):  # a retried request says so (toolkiln.util.notices)
                    answer = planner.plan(request)
            except ModelError as exc:  # what the failed answers cost rides on the error, for the run log
                spent = getattr(exc, "usage", None)
                exc.usage = usage.add(spent) if isinstance(spent, Usage) else usage  # type: ignore[attr-defined]
                raise
            usage.add(answer.usage)
            try:
                plan = self._valid(answer.plan, may_hand_back, require_reply)
                if brief is not None:
                    brief.check(plan)
                return plan, usage
            except PlanError as exc:
                if attempt == 1:
                    failed = PlanError(f"the planner's plan was invalid twice: {exc}")
                    failed.usage = usage  # type: ignore[attr-defined]
                    raise failed from None
                request.feedback = str(exc)
        raise AssertionError("unreachable")

    def _brief(self, message: str, session: str | None) -> Brief | None:
        """The guide's brief; its tools only while this agent runs the guide's sources (a caller may leave them out)."""
        brief = self.guide.brief(message, session, self.name) if self.guide is not None else None
        if brief is not None and not any(source in self.sources for source in self._guide_sources):
            brief.tools = []
        return brief

    @staticmethod
    def _valid(plan: Plan, may_hand_back: bool, require_reply: bool) -> Plan:
        plan.validate()
        if plan.outcome == Outcome.HAND_BACK and not may_hand_back:
            raise PlanError("hand_back is only for an agent another agent delegated to; plan, refuse or clarify")
        if (
            require_reply
            and plan.outcome == Outcome.PLAN
            and not plan.steps
            and not (plan.answer or plan.reasoning).strip()
        ):
            raise PlanError("ending with no reply is not valid: route the question, hand it back, or answer it")
        return plan

    def turn(
        self,
        message: str,
        history: Sequence[dict] = (),
        *,
        approval: Approval | None = None,
        scope: Scope | None = None,
        delegated: bool = False,
        session: str | None = None,
    ) -> TurnResult:
        """Plan ``message`` and run the plan. Raises only when the planner fails.

        ``session`` names the chat the turn belongs to, for the workflow progress kept there.

        ``approval`` overrides the config's approval mode for this turn only. A
        step handed back by a delegated agent is acted on at once: the planner is
        asked again with the hand-back and its new steps join the turn.
        """
        if not message or not message.strip():
            raise UsageError('the task is empty; say what you want done, e.g. toolkiln run "convert 30 C to F"')
        started = time.perf_counter()
        scope = scope or Scope.top(self.name, self.budget)
        try:
            plan, usage = self.plan(message.strip(), history, scope=scope, may_hand_back=delegated, session=session)
        except CutOff as exc:
            turn = self._describe(TurnResult(outcome=Outcome.PLAN, incomplete=str(exc)), scope)
            turn.usage.add(scope.usage)
        else:
            turn = self.run_plan(plan, approval=approval, scope=scope, session=session)
            turn.usage.add(usage)
            self._act_on_hand_backs(turn, message.strip(), history, scope, delegated, session)
            replan_after_failure(self, turn, message.strip(), history, scope, delegated, session)
            answer_turn(self, turn, message.strip(), scope)
        turn.elapsed_ms = (time.perf_counter() - started) * 1000
        return turn

    def rerun(
        self,
        plan: Plan,
        message: str,
        *,
        approval: Approval | None = None,
        scope: Scope | None = None,
        reattach: dict | None = None,
        session: str | None = None,
    ) -> TurnResult:
        """Run a logged turn's ``plan`` for ``message`` again (``toolkiln resume``): no planner is asked for a plan.

        The turn ends as a planned one does, with its answer (:func:`toolkiln.turn.answer.answer_turn`):
        the plan's template filled from the new results, or composed when ``answer_mode`` says so.
        """
        started = time.perf_counter()
        scope = scope or Scope.top(self.name, self.budget)
        turn = self.run_plan(plan, approval=approval, scope=scope, reattach=reattach, session=session)
        answer_turn(self, turn, message.strip(), scope)
        turn.elapsed_ms = (time.perf_counter() - started) * 1000
        return turn

    def delegated_turn(
        self,
        prompt: str,
        *,
        scope: Scope,
        approval: Approval | None = None,
        plan: Plan | None = None,
        reattach: dict | None = None,
        session: str | None = None,
    ) -> TurnResult:
        """A turn another agent delegated: a fresh transcript, or (on resume) its logged ``plan`` run again.

        ``session`` is its caller's: a delegated agent's workflow marks belong to the same conversation.
        """
        if plan is None:
            turn = self.turn(prompt, (), approval=approval, scope=scope, delegated=True, session=session)
        else:
            turn = self.rerun(plan, prompt, approval=approval, scope=scope, reattach=reattach, session=session)
        turn.task, turn.delegated = prompt, True
        return turn

    def _act_on_hand_backs(
        self,
        turn: TurnResult,
        message: str,
        history: Sequence[dict],
        scope: Scope,
        delegated: bool,
        session: str | None = None,
    ) -> None:
        """Plan again for each round of hand-backs, so none is left unanswered; new steps join the turn."""
        seen = 0
        for round_no in range(2, 2 + _FOLLOW_UPS):
            handed = [s for s in turn.steps[seen:] if _handed_back(s)]
            seen = len(turn.steps)
            if not handed or turn.incomplete or turn.plan is None:
                return
            further = "hand it back further (outcome hand_back) since you are yourself delegated, " if delegated else ""
            text = ACT_ON_HAND_BACK.format(what=_describe_hand_backs(handed), further=further)
            earlier = [*history, {"role": "user", "content": message}, {"role": "assistant", "content": turn.reasoning}]
            try:
                plan, usage = self.plan(text, earlier, scope=scope, may_hand_back=delegated, require_reply=True)
            except CutOff as exc:
                turn.incomplete = str(exc)
                return
            turn.usage.add(usage)
            turn.reasoning = plan.reasoning or turn.reasoning
            if plan.outcome != Outcome.PLAN:
                self._end_with(turn, plan)
                return
            more = self.run_plan(plan.renamed(f"r{round_no}_"), approval=turn.approval, scope=scope, session=session)
            turn.steps.extend(more.steps)
            turn.usage.add(more.usage)
            turn.incomplete = more.incomplete
            turn.plan = join_plans(turn.plan, more.plan)

    # -- running -----------------------------------------------------------------

    def run_plan(
        self,
        plan: Plan,
        *,
        approval: Approval | None = None,
        scope: Scope | None = None,
        reattach: dict | None = None,
        session: str | None = None,
    ) -> TurnResult:
        """Run an already validated plan (also used by ``toolkiln resume``, with the logged approval mode).

        ``reattach`` holds the logged delegated steps of the turn being resumed, by task key;
        ``session`` is the chat the turn belongs to (where a workflow step it marks done is recorded).
        """
        started = time.perf_counter()
        run = self._context(approval, scope, reattach, session)
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
        self._describe(turn, run.scope)
        if plan.outcome == Outcome.PLAN:
            turn.steps = self._run_steps(plan, run, turn.usage)
            turn.incomplete = run.scope.cut_off
        else:
            self._end_with(turn, plan)
        turn.elapsed_ms = (time.perf_counter() - started) * 1000
        return turn

    def _describe(self, turn: TurnResult, scope: Scope) -> TurnResult:
        turn.agent, turn.handle = self.name or None, scope.handle or None
        return turn

    @staticmethod
    def _end_with(turn: TurnResult, plan: Plan) -> None:
        """A refusal, a question or a hand-back ends the turn with it."""
        turn.outcome = plan.outcome
        if plan.outcome == Outcome.REFUSE:
            turn.message = plan.refusal
        elif plan.outcome == Outcome.CLARIFY:
            turn.message, turn.options = plan.question, list(plan.options)
            turn.allow_free_text = plan.allow_free_text
        elif plan.outcome == Outcome.HAND_BACK:
            turn.message = plan.what_is_needed
            turn.hand_back = plan.task_hand_back()

    def _run_steps(self, plan: Plan, run: RunContext, usage: Usage) -> list[StepResult]:
        done: dict[str, StepResult] = {}
        # Marks run one by one in the order listed: a later mark's required steps may be an earlier one's.
        for layer in plan.layers(in_order={BuiltinTool.WORKFLOW_STEP_DONE}):
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
            if run.scope.parent is not None:
                run.scope.check()  # a delegated turn over budget, or idle, stops between steps
            if failed:
                res.status = StepStatus.SKIPPED
                res.error = f"skipped: step {failed[0]} {earlier[failed[0]].status}"
            else:
                room = Room(run.config.max_resolved_bytes, f"step {step.id}'s params")
                res.params = resolve_refs(step.params, {k: v.result for k, v in earlier.items()}, room)
                self._execute(StepCall(step=step, result=res, run=run, usage=usage))
        except CutOff as exc:
            res.status, res.error = StepStatus.SKIPPED if res.origin is None else StepStatus.ERROR, f"cut off: {exc}"
        except ModelError as exc:
            res.status, res.error = StepStatus.ERROR, f"generator: {exc}"
        except ToolkilnError as exc:
            res.status, res.error = StepStatus.ERROR, str(exc)
        except Exception as exc:  # a bug must not take the other steps with it
            res.status, res.error = StepStatus.ERROR, f"internal error: {type(exc).__name__}: {exc}"
        res.guard = _screen_step(res)
        res.elapsed_ms = (time.perf_counter() - started) * 1000
        if res.status != StepStatus.SKIPPED:
            run.scope.note_activity()
        if run.emit is not _no_events:  # the step's JSON object only for someone listening
            run.emit(EventName.STEP_DONE, {"id": step.id, "step": res.to_json()})
        return res, usage

    def _execute(self, call: StepCall) -> None:
        """Run the step with the first source that holds its tool."""
        name = call.step.tool
        found, creates = self._find(name)
        if creates:
            # This process's steps, then other processes (eight `toolkiln run`s in one home write a tool once).
            with self._lock_for(name), self.registry.writing(name):
                found, _ = self._find(name)  # another step or process may have created it meanwhile
                found(call)
            return
        found(call)

    def _find(self, name: str) -> tuple[StepRun, bool]:
        for source in self.sources:
            found = source.find(name)
            if found is not None:
                return found, source.creates
        raise ToolNotFound(f"no tool named {name!r}, and this agent cannot write one")


def _handed_back(step: StepResult) -> bool:
    return isinstance(step.result, dict) and step.result.get("status") == ReportStatus.HANDED_BACK


def _describe_hand_backs(steps: list[StepResult]) -> str:
    from toolkiln.guard import guard_text  # loaded with the first outside text to screen (a turn may have none)

    lines = []
    for step in steps:
        rep = step.result
        line = f"Step {step.id} was handed back by {rep.get('agent')}: what is needed: {rep.get('what_is_needed')}"
        if rep.get("what_i_established"):
            line += f"; established: {rep['what_i_established']}"
        if rep.get("owning_agent"):
            line += f"; it names {rep['owning_agent']} as the owner"
        if rep.get("note"):
            line += f" ({rep['note']})"
        lines.append(guard_text(line + ".")[0])  # a child agent's words came from outside this planner
    return "\n".join(lines)


def _screen_step(res: StepResult) -> dict | None:
    """The guard's verdict on what a step took in (params, earlier results resolved in) and brought back."""
    from toolkiln.guard import screen  # loaded with the first step: a refusal or a question screens nothing

    parts = [json.dumps(res.params, ensure_ascii=False, default=str), res.error or ""]
    if res.result is not None:
        parts.append(json.dumps(res.result, ensure_ascii=False, default=str))
    if res.hand_back:
        parts += [str(value) for value in res.hand_back.to_json().values()]
    verdict = screen("\n".join(part for part in parts if part))
    return verdict.to_json() if verdict.flagged else None
