"""Agents that delegate to agents: the task tool and agents offered as tools, as one tool source.

An agent with a team is offered ``task(agent: str, prompt: str)``; an agent
whose ``tools`` list holds ``agent:NAME`` is offered ``NAME(prompt: str)``. Both
come from :class:`AgentSource`, a tool source like the catalog or the registry
(origin ``agent``), so the planner plans them and the executor runs them like
any other step, concurrently when they are independent.

A delegated step runs the named agent's turn on the same executor and worker
pool, with a fresh transcript (no history of its caller), inside a child
:class:`~toolkiln.turn.scope.Scope` that enforces the budgets. Its caller sees one
result, the child's *report* (:func:`report`), and the step keeps the child's
whole turn in ``child``. On resume a delegated step is reattached by its task
key (agent + prompt): a settled child answers from its logged report without a
model call, a pending one carries on with its logged plan.
"""

from __future__ import annotations

import dataclasses
import json
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from toolkiln.agents.team import TASK_TOOL, AgentSpec
from toolkiln.errors import CutOff, DelegationError, UsageError
from toolkiln.models.planner.plan import Plan, TaskHandBack
from toolkiln.tools.toolspec import ToolInfo
from toolkiln.turn.results import StepResult, TurnResult
from toolkiln.turn.sources import RunContext, StepCall, StepRun, ToolCaller
from toolkiln.vocab import EventName, Outcome, ReportStatus, StepOrigin, StepStatus, ToolSourceKind

if TYPE_CHECKING:
    from toolkiln.turn.agent import Agent

__all__ = ["AgentSource", "Team", "report", "steps_by_task_key"]

TAKE_STOCK = (
    "token budget spent ({spent} of {limit} tokens): no more delegation in this turn. Take stock: report what "
    "is established so far, name what you were about to delegate ({agent}: {prompt!r}), and ask whether you "
    "are on the right lines."
)
"""What the planner sees when a delegation is refused because a token budget is spent."""

_RESULT_CHARS = 600


class Team:
    """The named agents, built by :class:`~toolkiln.Toolkiln` on first use, and delegation between them.

    An agent is built (its models made) only when a turn runs as it or
    delegates to it, so an agent whose model needs a key no one set does not
    stop the others.
    """

    def __init__(self, specs: dict[str, AgentSpec], build: Callable[[AgentSpec, Team], Agent]) -> None:
        self.specs = specs
        self._build = build
        self._agents: dict[str, Agent] = {}
        self._lock = threading.Lock()

    def agent(self, name: str) -> Agent:
        """Agent ``name``, built on first use (``name`` must be in :attr:`specs`)."""
        with self._lock:
            found = self._agents.get(name)
            if found is None:
                found = self._agents[name] = self._build(self.specs[name], self)
            return found

    def delegate(self, call: StepCall, caller: AgentSpec, agent: str, prompt: str) -> None:
        """Run ``agent``'s turn for ``prompt`` as this step; its report becomes the step's result."""
        res, run = call.result, call.run
        res.origin = StepOrigin.AGENT
        logged = run.reattach.get((agent, prompt))
        if logged is not None and logged.get("status") != StepStatus.PENDING:
            _reattach_settled(res, logged)  # answered from the run log: no model call
            return
        self._refuse_if_over(run, caller, agent, prompt)
        child_agent = self.agent(agent)
        spec = self.specs[agent]
        budget = spec.budget
        if budget.idle_s is None:  # the caller's watchdog watches a child that has none of its own
            budget = dataclasses.replace(budget, idle_s=caller.budget.idle_s)
        scope = run.scope.child(agent, budget)
        run.emit(EventName.DELEGATING, {"id": call.step.id, "agent": agent, "handle": scope.handle})
        child = child_agent.with_events(run.emit).delegated_turn(
            prompt,
            scope=scope,
            approval=run.config.approval,
            plan=_logged_plan(logged),
            reattach=steps_by_task_key((logged or {}).get("child", {}).get("steps", [])),
            session=run.session,
        )
        self._check_owner(child)
        res.child = child
        call.usage.add(child.usage)
        run.scope.note_activity()
        _settle(res, report(child, agent))

    def _refuse_if_over(self, run: RunContext, caller: AgentSpec, agent: str, prompt: str) -> None:
        spent = run.scope.spent_budget()
        if spent is not None:
            raise DelegationError(
                TAKE_STOCK.format(spent=spent.usage.total(), limit=spent.budget.tokens, agent=agent, prompt=prompt)
            )
        too_deep = run.scope.depth_refusal()
        if too_deep is not None:
            raise DelegationError(f"{too_deep}; not delegated to {agent}. Do this step yourself or report back")
        if run.scope.cut_off is not None:
            raise CutOff(run.scope.cut_off)

    def _check_owner(self, child: TurnResult) -> None:
        """Keep a hand-back's ``owning_agent`` only when it names a real agent; say so when it is dropped."""
        if child.hand_back is not None:
            child.hand_back = child.hand_back.without_unknown_owner(self.specs)


class AgentSource:
    """The task tool (for an agent with a team) and the agents it is given as tools."""

    creates = False

    def __init__(self, spec: AgentSpec, team: Team, caller: ToolCaller) -> None:
        self.spec = spec
        self.team = team
        self.caller = caller
        """Evaluates the step's check over the report, as for any other tool."""
        self.as_tools = set(spec.agent_tools)

    def find(self, name: str) -> StepRun | None:
        if name == TASK_TOOL and self.spec.team:
            return self._task
        if name in self.as_tools:
            return lambda call: self._as_tool(name, call)
        return None

    def offered(self, message: str, named: set[str]) -> list[ToolInfo]:
        infos = []
        if self.spec.team:
            members = "; ".join(f"{n}: {self.team.specs[n].does}" for n in self.spec.team)
            description = (
                f"Delegate a sub-task to one agent of your team; it runs a turn of its own and the step's "
                f"result is its report {{agent: str, status: str, text: str, answer: str (when it gave one), "
                f"result: its last ok step's result (when one ran ok), steps: int, usage: dict}}. status is "
                f"ok, error (a step failed or it refused), pending (a tool awaits approval), incomplete (cut "
                f"off by its budget; text holds what it established) or handed_back (not its to answer: "
                f"what_is_needed and what_i_established say why). Your team: {members}."
            )
            infos.append(ToolInfo(TASK_TOOL, description, (("agent", "str"), ("prompt", "str")), ToolSourceKind.AGENT))
        for name in sorted(self.as_tools):
            infos.append(ToolInfo(name, self.team.specs[name].does, (("prompt", "str"),), ToolSourceKind.AGENT))
        return infos

    def _task(self, call: StepCall) -> None:
        params = call.result.params
        agent, prompt = params.get("agent"), _prompt(params, TASK_TOOL)
        if set(params) - {"agent", "prompt"}:
            raise UsageError(f"task takes agent and prompt only, got {sorted(params)}")
        if agent not in self.spec.team:
            call.result.origin = StepOrigin.AGENT
            raise DelegationError(
                f"task: {agent!r} is not in {self.spec.name}'s team; delegate to one of: {', '.join(self.spec.team)}"
            )
        self._delegate(call, agent, prompt)

    def _as_tool(self, name: str, call: StepCall) -> None:
        if set(call.result.params) - {"prompt"}:
            raise UsageError(f"{name} takes prompt only, got {sorted(call.result.params)}")
        self._delegate(call, name, _prompt(call.result.params, name))

    def _delegate(self, call: StepCall, agent: str, prompt: str) -> None:
        self.team.delegate(call, self.spec, agent, prompt)
        if call.result.status == StepStatus.OK:
            self.caller.check(call.result)


def _prompt(params: dict, tool: str) -> str:
    prompt = params.get("prompt")
    if not isinstance(prompt, str) or not prompt.strip():
        raise UsageError(f"{tool}: prompt must be a non-empty string saying what to do")
    return prompt.strip()


# -- reports ---------------------------------------------------------------------


def report_status(turn: TurnResult) -> ReportStatus:
    if turn.incomplete:
        return ReportStatus.INCOMPLETE
    if turn.outcome in (Outcome.HAND_BACK, Outcome.CLARIFY):
        return ReportStatus.HANDED_BACK
    if turn.outcome == Outcome.REFUSE:
        return ReportStatus.ERROR
    statuses = {s.status for s in turn.steps}
    if StepStatus.PENDING in statuses:
        return ReportStatus.PENDING
    if statuses - {StepStatus.OK}:
        return ReportStatus.ERROR
    return ReportStatus.OK


def report(turn: TurnResult, agent: str) -> dict:
    """The one result a delegating step sees: ``{agent, status, text, steps, usage}`` (+ hand-back fields, result)."""
    status = report_status(turn)
    out: dict[str, Any] = {"agent": agent, "status": status, "text": _report_text(turn, status)}
    if status == ReportStatus.HANDED_BACK:
        out.update(_hand_back_fields(turn))
    if turn.answer:
        out["answer"] = turn.answer
    done = [s.result for s in turn.steps if s.status == StepStatus.OK]
    if done:  # before steps and usage: a history entry cut to its length keeps what matters
        out["result"] = done[-1]
    out["steps"], out["usage"] = len(turn.steps), turn.usage.tokens()
    return out


def _hand_back_fields(turn: TurnResult) -> dict:
    """The report's hand-back fields (those that say something), from the turn's :class:`TaskHandBack`."""
    if turn.outcome == Outcome.CLARIFY:  # a question nobody here can answer goes back to the caller
        hand_back: TaskHandBack | None = TaskHandBack(turn.message or "", turn.reasoning)
    else:
        hand_back = turn.hand_back
    return {k: v for k, v in (hand_back.to_json() if hand_back else {}).items() if v}


def _established(turn: TurnResult) -> str:
    lines = []
    for s in turn.steps:
        if s.status == StepStatus.OK:
            lines.append(f"- {s.tool}: {_short(s.result)}")
        elif s.error:
            lines.append(f"- {s.tool} {s.status}: {s.error}")
    return "\n".join(lines)


def _report_text(turn: TurnResult, status: ReportStatus) -> str:
    established = _established(turn)
    if status == ReportStatus.INCOMPLETE:
        return f"INCOMPLETE — cut off: {turn.incomplete}. Established so far:\n{established or '(nothing yet)'}"
    if status == ReportStatus.HANDED_BACK:
        fields = _hand_back_fields(turn)
        text = f"handed back: {fields.get('what_is_needed', '')}"
        if fields.get("what_i_established"):
            text += f"\nestablished: {fields['what_i_established']}"
        if fields.get("note"):
            text += f"\n({fields['note']})"
        return text
    if status == ReportStatus.ERROR and turn.outcome == Outcome.REFUSE:
        return f"refused: {turn.message}"
    if status == ReportStatus.PENDING:
        waiting = ", ".join(s.tool for s in turn.steps if s.status == StepStatus.PENDING)
        return f"waiting for approval of {waiting}; `toolkiln resume` carries on once approved\n{established}"
    return "\n".join(part for part in (turn.reasoning.strip(), established) if part)


def _short(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, default=str)
    return text if len(text) <= _RESULT_CHARS else text[: _RESULT_CHARS - 1] + "…"


def _settle(res: StepResult, rep: dict) -> None:
    """The step's status follows the report: a partial or failed child is a failed step that still reports."""
    res.result = rep
    status = rep["status"]
    if status == ReportStatus.PENDING:
        res.status = StepStatus.PENDING
    elif status == ReportStatus.INCOMPLETE:
        res.status, res.error = StepStatus.ERROR, f"{rep['agent']}'s report is incomplete: {rep['text']}"
    elif status == ReportStatus.ERROR:
        res.status, res.error = StepStatus.ERROR, f"{rep['agent']} failed: {rep['text']}"


# -- resume ----------------------------------------------------------------------


def steps_by_task_key(steps: list[dict]) -> dict[tuple[str, str], dict]:
    """Logged delegated steps by ``(agent, prompt)``: what a resumed turn reattaches its children by."""
    out = {}
    for step in steps:
        child = step.get("child")
        if isinstance(child, dict) and child.get("agent") and isinstance(child.get("task"), str):
            out[(child["agent"], child["task"])] = step
    return out


def _reattach_settled(res: StepResult, logged: dict) -> None:
    res.status = StepStatus(logged.get("status") or StepStatus.OK)
    res.result, res.error = logged.get("result"), logged.get("error")
    res.child = {**logged["child"], "reattached": True}


def _logged_plan(logged: dict | None) -> Plan | None:
    plan = ((logged or {}).get("child") or {}).get("plan")
    return Plan.from_dict(plan).validate() if plan else None
