"""Scripted planner and generator: test doubles that ship with toolkiln.

Each answers from a queue given up front and records every request it was
asked, so a test (or a demo) can drive the agent through any path — a repair,
a hand-back, a chained plan, a clarifying question — and then assert what the
models were told. Unlike the keyword-based mock backends they understand
nothing; unlike the replay backend they need no recorded transcript.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from toolkiln.errors import ModelAnswerError
from toolkiln.models.codegen import Attempt, GenAnswer, GenRequest, ToolDeclined, UseExistingTool
from toolkiln.models.planner import PlanAnswer, PlanRequest
from toolkiln.models.planner.compose import AnswerReply, AnswerRequest
from toolkiln.models.planner.plan import Plan
from toolkiln.models.planner.wire import WirePlan

__all__ = ["ScriptedGenerator", "ScriptedPlanner"]


class ScriptedPlanner:
    """Answers each ``plan`` call with the next queued plan.

    A queued item is a :class:`Plan`, a ``submit_plan`` wire dict, a
    :class:`PlanAnswer` (a plan with the tokens it cost), or a callable taking
    the :class:`PlanRequest` and returning one of those.

    ``composed`` answers each ``compose`` call (``answer_mode = "compose"``): a
    string, a ``submit_answer`` dict (``{"answer", "rests_on"}``), an
    :class:`AnswerReply` or a callable taking the :class:`AnswerRequest`; the
    requests are kept in ``compose_requests``.
    """

    name = "scripted"

    def __init__(
        self,
        answers: Iterable[Plan | dict | PlanAnswer | Callable] = (),
        composed: Iterable[str | dict | AnswerReply | Callable] = (),
    ) -> None:
        self.answers = deque(answers)
        self.requests: list[PlanRequest] = []
        self.composed = deque(composed)
        self.compose_requests: list[AnswerRequest] = []

    def queue(self, *answers: Plan | dict | PlanAnswer | Callable) -> ScriptedPlanner:
        self.answers.extend(answers)
        return self

    def plan(self, request: PlanRequest) -> PlanAnswer:
        self.requests.append(request)
        if not self.answers:
            raise ModelAnswerError("the scripted planner has no answer left; queue one more")
        answer = self.answers.popleft()
        if callable(answer):
            answer = answer(request)
        if isinstance(answer, PlanAnswer):
            return answer
        if isinstance(answer, dict):
            answer = WirePlan.parse(answer).to_plan()
        return PlanAnswer(plan=answer)

    def compose(self, request: AnswerRequest) -> AnswerReply:
        self.compose_requests.append(request)
        if not self.composed:
            raise ModelAnswerError("the scripted planner has no composed answer left; queue one in composed")
        answer = self.composed.popleft()
        if callable(answer):
            answer = answer(request)
        if isinstance(answer, AnswerReply):
            return answer
        if isinstance(answer, dict):
            return AnswerReply(answer=answer["answer"], rests_on=list(answer.get("rests_on") or []))
        return AnswerReply(answer=str(answer))


class ScriptedGenerator:
    """Answers each ``generate`` call with the next queued source or hand-back.

    A queued item is a source string, a hand-back (a :class:`~toolkiln.models.codegen.ToolDeclined` or a
    :class:`~toolkiln.models.codegen.UseExistingTool`), a :class:`GenAnswer`
    or a callable taking ``(request, attempts)`` and returning one of those.
    """

    name = "scripted:test"

    def __init__(self, answers: Iterable = ()) -> None:
        self.answers = deque(answers)
        self.calls: list[tuple[GenRequest, list[Attempt]]] = []

    def queue(self, *answers) -> ScriptedGenerator:
        self.answers.extend(answers)
        return self

    def generate(self, request: GenRequest, attempts: list[Attempt]) -> GenAnswer:
        self.calls.append((request, list(attempts)))
        if not self.answers:
            raise ModelAnswerError("the scripted generator has no answer left; queue one more")
        answer = self.answers.popleft()
        if callable(answer):
            answer = answer(request, attempts)
        if isinstance(answer, GenAnswer):
            return answer
        if isinstance(answer, ToolDeclined | UseExistingTool):
            return GenAnswer(name=request.name, hand_back=answer)
        return GenAnswer(name=request.name, description=request.description, source=answer)
