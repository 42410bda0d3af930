"""A turn's answer: the reply to the person's message once the steps ran.

``answer_mode`` (:class:`~toolkiln.vocab.AnswerMode`) says how it is written:

* ``template`` (the default): the plan's ``answer``, each ``{s1.key}`` field filled
  from the results exactly as a ``$template`` param is
  (:func:`toolkiln.models.planner.refs.fill_template`: a value put in is never read
  again as a template). When a field's step failed (an error, a skip, a failed
  check) the answer is a one-line note of what is missing instead. No model call.
* ``compose``: the planner's model is asked once more (forced ``submit_answer``,
  :mod:`toolkiln.models.planner.compose`), seeing the message, the filled template
  and the results fenced as data, with no tool to call. When that request fails or
  a budget is spent, the template's answer stands.
* ``off``: no answer.

``TurnResult.answer_from`` records the steps the answer rests on.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from toolkiln.errors import CutOff, ModelError, PlanError, ToolError
from toolkiln.models.planner.refs import fill_template, parse_template
from toolkiln.turn.results import StepResult, TurnResult
from toolkiln.turn.scope import Scope
from toolkiln.vocab import AnswerMode, CheckStatus, EventName, Outcome, StepStatus

if TYPE_CHECKING:
    from toolkiln.models.planner.compose import StepOutcome
    from toolkiln.turn.agent import Agent

__all__ = ["answer_turn", "fill_answer", "step_failed"]

_NOTE_CHARS = 200
"""How much of a failed step's error a missing-value note quotes."""


def step_failed(step: StepResult) -> bool:
    """Whether a step gave no value to rely on: not ok, or its check failed."""
    return step.status != StepStatus.OK or step.check_status == CheckStatus.FAILED


def _why(step: StepResult) -> str:
    if step.status == StepStatus.OK:
        return f"its check failed ({step.check})"
    error = " ".join((step.error or "").split())
    error = error[:_NOTE_CHARS] + ("…" if len(error) > _NOTE_CHARS else "")
    return f"it ended {step.status}" + (f": {error}" if error else "")


def fill_answer(template: str | None, steps: list[StepResult]) -> tuple[str | None, list[str]]:
    """The plan's answer with the results put in, and the step ids it rests on.

    A field whose step failed turns the answer into one line naming what is missing.
    """
    if not template or not template.strip():
        return None, []
    try:
        pieces = parse_template(template)
    except PlanError as exc:  # validated with the plan; a logged plan read back may not have been
        return f"No answer: {exc}", []
    by_id = {step.id: step for step in steps}
    rests_on = list(dict.fromkeys(piece[0].split(".", 1)[0] for piece in pieces if isinstance(piece, tuple)))
    for step_id in rests_on:
        step = by_id.get(step_id)
        if step is None:
            return f"No answer: it needs step {step_id}, which did not run.", []
        if step_failed(step):
            return f"No answer: it needs the result of {step.id} ({step.tool}), but {_why(step)}.", []
    try:
        filled = fill_template(template, {step.id: step.result for step in steps})
    except ToolError as exc:
        return f"No answer: {exc}.", []
    return filled.strip(), rests_on


def _outcomes(steps: list[StepResult]) -> list[StepOutcome]:
    from toolkiln.models.planner.compose import StepOutcome  # with the guard, for a composed answer only

    return [
        StepOutcome(
            id=s.id,
            tool=s.tool,
            description=s.description,
            status=str(s.status),
            result=s.result if s.status == StepStatus.OK else None,
            note=_why(s) if step_failed(s) else "",
        )
        for s in steps
    ]


def answer_turn(agent: Agent, turn: TurnResult, message: str, scope: Scope) -> None:
    """Write ``turn.answer`` (and ``answer_from``) as the agent's ``answer_mode`` says."""
    mode = agent.config.answer_mode
    if mode == AnswerMode.OFF or turn.outcome != Outcome.PLAN or turn.plan is None:
        return
    turn.answer, turn.answer_from = fill_answer(turn.plan.answer, turn.steps)
    compose = getattr(agent.planner, "compose", None)  # a planner without it answers from the template
    if mode != AnswerMode.COMPOSE or not turn.steps or not callable(compose):
        return
    from toolkiln.models.planner.compose import AnswerRequest  # with the guard, for a composed answer only

    request = AnswerRequest(message=message, steps=_outcomes(turn.steps), draft=turn.answer)
    agent.on_event(EventName.ANSWERING, {})
    try:
        scope.check()
        reply = compose(request)
    except (CutOff, ModelError) as exc:  # the steps ran: their answer does not hang on one more request
        spent = getattr(exc, "usage", None)
        if spent is not None:
            turn.usage.add(spent)
        return
    scope.answered(reply.usage)
    turn.usage.add(reply.usage)
    ids = [s.id for s in turn.steps]
    shown = [s.id for s in turn.steps if not step_failed(s)]
    turn.answer = reply.answer
    turn.answer_from = [i for i in dict.fromkeys(reply.rests_on) if i in ids] or shown
