"""``workflow_step_done(workflow, step, note)``: how an agent says, during a turn, that a workflow step is done.

A step that names no tools (an inspection, a judgement, a step a person reported
finished in the chat) is never inferred done; without this tool only
``toolkiln workflows record`` could finish it. :class:`WorkflowStepSource` is a tool
source like delegation's task tool: handled in-process (origin ``workflow``),
never written or run in a worker. The agent offers it to the planner only while a
workflow applies to the turn (:meth:`toolkiln.turn.agent.Agent.plan`).

The step records a mark in the turn's session with who said so: the agent's name,
or :data:`~toolkiln.workflows.model.DEFAULT_AGENT` for the default agent; for an operator
step, which no agent can do, ``operator (reported to AGENT)``. It is refused,
as the step's one-line error, for a turn without a session (progress belongs to a
conversation), a call without a note saying how the agent knows, an unknown
workflow or step, and a step whose required steps are not finished (with the
step's hazard). Its result says what is next. An override either way stays with ``toolkiln workflows record``: the newest mark counts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from toolkiln.errors import PlanError, UsageError
from toolkiln.tools.toolspec import ToolInfo
from toolkiln.turn.sources import StepCall, StepRun, ToolCaller
from toolkiln.vocab import StepOrigin, ToolSourceKind
from toolkiln.workflows.model import (
    DEFAULT_AGENT,
    OPERATOR,
    WORKFLOW_STEP_DONE,
    Step,
    StepProgress,
    Workflow,
    next_step,
    require,
    too_early,
)
from toolkiln.workflows.model import session_progress as progress_in

if TYPE_CHECKING:
    from toolkiln.workflows.guide import WorkflowGuide

__all__ = ["WORKFLOW_STEP_DONE", "WorkflowStepSource"]

_PARAMS = {"workflow", "step", "note"}
_NOTE_CHARS = 500

_RETURNS = {
    "type": "object",
    "properties": {
        "workflow": {"type": "string"},
        "step": {"type": "string"},
        "by": {"type": "string"},
        "next": {"anyOf": [{"type": "string"}, {"type": "null"}]},
        "finished": {"type": "boolean"},
        "text": {"type": "string"},
    },
}


class WorkflowStepSource:
    """The ``workflow_step_done`` tool of one agent, over the workflow catalogue and its progress."""

    creates = False

    def __init__(self, guide: WorkflowGuide, agent: str, caller: ToolCaller) -> None:
        self.guide = guide
        self.caller = caller
        """Evaluates the step's check over the result, as for any other tool."""
        self.by = agent or DEFAULT_AGENT
        """Who the marks say said so: the agent's name, the default agent's for the plain agent."""

    def find(self, name: str) -> StepRun | None:
        return self._mark if name == WORKFLOW_STEP_DONE else None

    def offered(self, message: str, named: set[str]) -> list[ToolInfo]:
        return []  # offered by Agent.plan, and only while a workflow applies to the turn

    @staticmethod
    def tool_info() -> ToolInfo:
        """The tool as the planner sees it while a workflow applies."""
        return ToolInfo(
            WORKFLOW_STEP_DONE,
            "Record that a step of the workflow that applies is done, in this chat session. note: how you know the "
            "step is done: the person's words, or the result in this plan that shows it. One call marks one step; "
            "a plan may mark several, one step each, in the workflow's order — they run in the order listed. A step "
            "whose required steps are not finished is refused. The result names the next step; finished is true "
            "when every step of the workflow is done.",
            (("workflow", "str"), ("step", "str"), ("note", "str")),
            ToolSourceKind.WORKFLOW,
            _RETURNS,
        )

    def _mark(self, call: StepCall) -> None:
        res = call.result
        res.origin = StepOrigin.WORKFLOW
        workflow_id, step_id, note = _read_params(res.params)
        session = call.run.session
        if not session:
            raise UsageError(
                f"{WORKFLOW_STEP_DONE}: workflow progress belongs to a chat session and this turn has none; "
                "run with --session NAME, or use "
                f"`toolkiln workflows record {workflow_id} {step_id} --done --session NAME`"
            )
        workflow = require(self.guide.catalogue, workflow_id)
        step = workflow.step(step_id)
        states = progress_in(self.guide.store, workflow, session)
        _refuse_if_early(workflow, step, states)
        # An agent cannot do an operator step: it passes on what a person reported, and the mark says so.
        by = f"{OPERATOR} (reported to {self.by})" if step.owner == OPERATOR else self.by
        self.guide.store.record(session, workflow.id, step.id, done=True, by=by, note=note)
        res.result = _outcome(workflow, step, by, progress_in(self.guide.store, workflow, session))
        self.caller.check(res)


def _read_params(params: dict[str, Any]) -> tuple[str, str, str]:
    extra = sorted(set(params) - _PARAMS)
    if extra:
        raise UsageError(f"{WORKFLOW_STEP_DONE} takes workflow, step and note; got unknown param {extra[0]!r}")
    values = []
    for key in ("workflow", "step"):
        value = params.get(key)
        if not isinstance(value, str) or not value.strip():
            raise UsageError(f"{WORKFLOW_STEP_DONE}: {key} must be the {key}'s id as a non-empty string")
        values.append(value.strip())
    note = params.get("note")
    if not isinstance(note, str) or not note.strip():
        raise UsageError(
            f"{WORKFLOW_STEP_DONE}: note must say how you know the step is done (the person's words, or the result "
            "in this plan that shows it); nothing was marked"
        )
    return values[0], values[1], " ".join(note.split())[:_NOTE_CHARS]


def _refuse_if_early(workflow: Workflow, step: Step, states: list[StepProgress]) -> None:
    """The hazard: a step marked done before the steps it requires are finished."""
    early = too_early(workflow, step, {s.step.id for s in states if s.finished})
    if early is not None:
        owners, hazard = early
        raise PlanError(
            f"workflow {workflow.id}: step {step.id} requires {owners} to be done first, so it was not marked "
            f"done; hazard: {hazard}"
        )


def _outcome(workflow: Workflow, step: Step, by: str, states: list[StepProgress]) -> dict[str, Any]:
    upcoming = next_step(states)
    finished = all(s.finished for s in states)
    text = f"workflow {workflow.id}: step {step.id} marked done by {by}. "
    if upcoming is None:
        text += "Every step is finished." if finished else "No outstanding step can start yet."
    elif upcoming.owner == OPERATOR:
        text += f"Next: {upcoming.id}, an operator step: a person must {upcoming.does}."
    else:
        text += f"Next: {upcoming.id} (owner {upcoming.owner}): {upcoming.does}."
    return {
        "workflow": workflow.id,
        "step": step.id,
        "by": by,
        "next": upcoming.id if upcoming else None,
        "finished": finished,
        "text": text,
    }
