"""One bounded re-plan: when a step failed, the planner is asked once more for the remaining work.

A step fails when it ends ``error`` or its check fails (a ``skipped`` step only
follows from one that did; a ``pending`` one waits for approval). While
``max_replans`` allows (default 1), the planner gets the failed steps' errors,
fenced as data, with the turn so far in the conversation (its results pass the
guard as every history entry does), and may plan what is still missing. Its
steps join the turn under new ids (``r2_s1``, …) as a hand-back's do, under the
same budgets; a refusal or a question becomes the turn's answer, beside the
steps that ran (a delegated agent's hand-back ends its turn). A failure in the
new steps starts another round only while rounds are left; then the turn ends
as it stands, as it does when the planner fails to answer the re-plan (the
steps that ran keep their results).

The planner still never reads a result *within* a plan: a re-plan is a new plan,
written after the failed one ran, from results marked as data.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

from toolkiln.errors import CutOff, ModelError, PlanError
from toolkiln.models.planner.plan import Plan
from toolkiln.models.planner.replan import REPLAN
from toolkiln.turn.answer import step_failed
from toolkiln.turn.results import StepResult, TurnResult
from toolkiln.turn.scope import Scope
from toolkiln.vocab import Outcome, StepStatus

if TYPE_CHECKING:
    from toolkiln.turn.agent import Agent

__all__ = ["join_plans", "replan_after_failure"]


def join_plans(first: Plan, more: Plan | None) -> Plan:
    """The turn's plan once a follow-up's (renamed) steps joined it; the follow-up's answer, when it has one, wins."""
    if more is None:
        return first
    return dataclasses.replace(first, steps=[*first.steps, *more.steps], answer=more.answer or first.answer)


def _literal(text: str) -> str:
    """Text as an answer template that puts nothing in: its braces doubled."""
    return text.replace("{", "{{").replace("}", "}}")


def _failures(steps: Sequence[StepResult]) -> list[StepResult]:
    return [s for s in steps if s.status != StepStatus.SKIPPED and s.status != StepStatus.PENDING and step_failed(s)]


def _describe(step: StepResult) -> str:
    from toolkiln.models.planner.compose import as_data  # the guard loads with the first failure to describe

    if step.status == StepStatus.OK:
        what = f"its check {step.check} failed on the result {step.result!r}"
    else:
        what = f"it ended {step.status}: {step.error or ''}"
    return f"Step {step.id} ({step.tool}) failed.\n" + as_data(f"what step {step.id} came to", what)


def _prefix(turn: TurnResult) -> str:
    """The first ``rN_`` no step of the turn uses yet (a hand-back's follow-up may have taken ``r2_``)."""
    n = 2
    while any(s.id.startswith(f"r{n}_") for s in turn.steps):
        n += 1
    return f"r{n}_"


def replan_after_failure(
    agent: Agent,
    turn: TurnResult,
    message: str,
    history: Sequence[dict],
    scope: Scope,
    delegated: bool,
    session: str | None = None,
) -> None:
    """Plan again after failed steps, at most ``agent.config.max_replans`` times; new steps join ``turn``."""
    seen = 0
    rounds = agent.config.max_replans
    for done in range(rounds):
        failed = _failures(turn.steps[seen:])
        seen = len(turn.steps)
        if not failed or turn.incomplete or turn.plan is None or turn.outcome != Outcome.PLAN:
            return
        last = "This is the last planning round for this message." if done == rounds - 1 else ""
        text = REPLAN.format(failures="\n".join(_describe(s) for s in failed), last=last).strip()
        from toolkiln.store.sessions import summarise_turn  # loaded with the first failed step

        summary = summarise_turn(turn.to_json())
        earlier = [*history, {"role": "user", "content": message}, {"role": "assistant", "content": summary}]
        try:
            plan, usage = agent.plan(text, earlier, scope=scope, may_hand_back=delegated, require_reply=True)
        except CutOff as exc:
            turn.incomplete = str(exc)
            return
        except (ModelError, PlanError) as exc:  # the steps ran: a planner that fails now leaves the turn as it stands
            spent = getattr(exc, "usage", None)
            if spent is not None:
                turn.usage.add(spent)
            return
        turn.usage.add(usage)
        if plan.outcome == Outcome.HAND_BACK:  # a delegated agent gives the sub-task back after all
            agent._end_with(turn, plan)  # noqa: SLF001 - the agent's own way to end a turn with a hand-back
            return
        if plan.outcome != Outcome.PLAN:  # the steps that ran stay the turn's; what the planner says is its answer
            said = plan.refusal if plan.outcome == Outcome.REFUSE else plan.question
            turn.plan = dataclasses.replace(turn.plan, answer=_literal(said or plan.reasoning))
            return
        if not plan.steps:  # nothing more to try: what the planner says instead is the answer, when it says it
            turn.plan = join_plans(turn.plan, plan)
            return
        turn.reasoning = plan.reasoning or turn.reasoning
        more = agent.run_plan(plan.renamed(_prefix(turn)), approval=turn.approval, scope=scope, session=session)
        turn.steps.extend(more.steps)
        turn.usage.add(more.usage)
        turn.incomplete = more.incomplete
        turn.plan = join_plans(turn.plan, more.plan)
