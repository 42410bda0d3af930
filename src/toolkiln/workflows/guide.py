"""The workflows as a guide for the planner: which one applies to a message, and what a plan must respect.

A turn knows workflows only through :class:`toolkiln.turn.guide.PlanGuide`: :class:`WorkflowGuide`
briefs the planner with the workflow that applies and its progress, brings the
``workflow_step_done`` tool, and sends back a plan that runs a step's tools before the steps
it requires are finished.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

from toolkiln.errors import PlanError
from toolkiln.turn.guide import Brief
from toolkiln.vocab import Outcome
from toolkiln.workflows.model import (
    DEFAULT_AGENT,
    FIND_THRESHOLD,
    StepProgress,
    Workflow,
    find,
    in_progress,
    ordering_hazards,
    progress,
    prompt_section,
)
from toolkiln.workflows.step_done import WorkflowStepSource

if TYPE_CHECKING:
    from toolkiln.models.planner.plan import Plan
    from toolkiln.store.marks import WorkflowMarks
    from toolkiln.turn.sources import ToolCaller, ToolSource

__all__ = ["WorkflowGuide"]


@dataclass(eq=False, repr=False)
class WorkflowGuide:
    """What a planner is shown of the catalogue for one message, and what a plan must respect.

    A workflow applies to a message when the message matches it at
    :data:`FIND_THRESHOLD` or above, or when the session has it in progress (some
    steps finished, not all) or it applied to an earlier turn of the session and is
    not finished, unless a person dismissed it there since; such a session's one comes first.
    """

    catalogue: Mapping[str, Workflow]
    store: WorkflowMarks
    threshold: float = FIND_THRESHOLD

    def active(self, message: str, session: str | None) -> tuple[Workflow, list[StepProgress]] | None:
        """The workflow that applies to ``message`` in ``session``, with its progress there; None when none does.

        In a session, one that applied to an earlier turn (:meth:`remember`) or is in
        progress keeps applying until every step is finished, whatever this message says.
        """
        if not self.catalogue:
            return None
        ok_tools = self.store.ok_tools(session) if session else set()

        def states_of(workflow: Workflow) -> list[StepProgress]:
            marks = self.store.marks(session, workflow.id) if session else {}
            return progress(workflow, marks, ok_tools)

        matches = find(message, self.catalogue.values(), len(self.catalogue))
        scores = {m.workflow.id: m.score for m in matches}
        if session:
            started = self.started(session, ok_tools)
            if started:
                return min(started, key=lambda pair: (-scores.get(pair[0].id, 0.0), pair[0].id))
        if not matches or matches[0].score < self.threshold:
            return None
        return matches[0].workflow, states_of(matches[0].workflow)

    def started(self, session: str, ok_tools: set[str] | None = None) -> list[tuple[Workflow, list[StepProgress]]]:
        """The workflows that keep applying in ``session`` whatever the message says, with their progress:
        in progress, or applied to an earlier turn and not finished, and not dismissed there."""
        tools = self.store.ok_tools(session) if ok_tools is None else ok_tools
        applies = self.store.applies(session)
        started = []
        for workflow in self.catalogue.values():
            if not applies.get(workflow.id, True):
                continue
            states = progress(workflow, self.store.marks(session, workflow.id), tools)
            if in_progress(states) or (applies.get(workflow.id) and not all(s.finished for s in states)):
                started.append((workflow, states))
        return started

    def remember(self, workflow: Workflow, session: str | None, by: str) -> None:
        """Keep ``workflow`` applying in ``session`` on later turns, until every step is finished."""
        if session:
            self.store.remember(session, workflow.id, by)

    def sources(self, agent: str, caller: ToolCaller) -> list[ToolSource]:
        """``workflow_step_done``, marking steps done for ``agent``."""
        return [WorkflowStepSource(self, agent, caller)]

    def brief(self, message: str, session: str | None, agent: str) -> Brief | None:
        """The workflow that applies, with its progress and ``workflow_step_done``; None when none applies."""
        active = self.active(message, session)
        if active is None:
            return None
        workflow, states = active
        self.remember(workflow, session, agent or DEFAULT_AGENT)
        return Brief(
            section=prompt_section(workflow, states),
            tools=[WorkflowStepSource.tool_info()],
            check=lambda plan: _keep_order(plan, workflow, states),
        )


def _keep_order(plan: Plan, workflow: Workflow, states: list[StepProgress]) -> None:
    """Refuse a plan that runs a workflow step's tools before the steps it requires are finished."""
    if plan.outcome != Outcome.PLAN:
        return
    hazards = ordering_hazards(workflow, states, [step.tool for step in plan.steps])
    if hazards:
        raise PlanError("out of order: " + " | ".join(hazards) + "; plan the required steps first, or say who must")
