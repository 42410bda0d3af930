"""The offline planner's workflow phrases: "mark STEP of WORKFLOW done", "mark STEP done", "the STEP step is done".

Each becomes one ``workflow_step_done`` step, when that tool is offered (a
workflow applies to the turn). Without a workflow named in the phrase, the one
the planner prompt shows is meant. When the tool is not offered the plan is empty
and its reasoning says why, so a person sees the phrase was understood.
"""

from __future__ import annotations

import re

from toolkiln.models.planner import PlanRequest
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.vocab import BuiltinTool, Outcome, ToolSourceKind

WORKFLOW_STEP_DONE = BuiltinTool.WORKFLOW_STEP_DONE

__all__ = ["workflow_step_plan"]

_ID = r"[A-Za-z0-9][A-Za-z0-9_.-]*"
_PHRASES = (
    rf"\bmark\s+(?:the\s+)?(?P<step>{_ID})(?:\s+step)?\s+(?:of|in)\s+(?:the\s+)?(?P<workflow>{_ID})"
    r"(?:\s+workflow)?\s+(?:as\s+)?(?:done|finished)\b",
    rf"\bmark\s+(?:the\s+)?(?P<step>{_ID})(?:\s+step)?\s+(?:as\s+)?(?:done|finished)\b",
    rf"\bthe\s+(?P<step>{_ID})\s+step\s+is\s+(?:done|finished)\b",
)
"""The phrases, matched ignoring case, the first that matches wins. Compiled on first use (by
:mod:`re`'s own cache): their case-insensitive classes over Unicode cost about 20 million
instructions to compile, half a ``python -c pass``, and most messages cannot match (see :data:`_ENDINGS`)."""

_ENDINGS = ("done", "shed")
"""Every phrase ends in "done" or "finished" ("…shed"). ``str.casefold`` folds each character that
IGNORECASE takes for a letter of these to that letter, so a message whose folded text holds neither
cannot match. (Not "finished" whole: IGNORECASE also takes "İ" and "ı" for "i", which fold otherwise.)"""

# The first line of the planner prompt's workflow section (toolkiln.workflows.model.prompt_section).
_SHOWN = re.compile(rf"^Workflow (?P<workflow>{_ID})")


def workflow_step_plan(request: PlanRequest) -> Plan | None:
    """A plan marking one workflow step done when the message says so, else None (the keyword planner carries on)."""
    folded = request.message.casefold()
    if not any(ending in folded for ending in _ENDINGS):
        return None
    found = next((m for m in (re.search(p, request.message, re.IGNORECASE) for p in _PHRASES) if m), None)
    if found is None:
        return None
    step = found.group("step")
    offered = any(t.name == WORKFLOW_STEP_DONE and t.source == ToolSourceKind.WORKFLOW for t in request.tools)
    shown = _SHOWN.match(request.workflow.strip())
    workflow = found.groupdict().get("workflow") or (shown.group("workflow") if shown else None)
    if not offered or workflow is None:
        return Plan(
            outcome=Outcome.PLAN,
            reasoning=(
                f"the message marks step {step} done, but no workflow applies to this turn, so "
                f"{WORKFLOW_STEP_DONE} is not offered; name the workflow in the message, or use "
                "`toolkiln workflows record WORKFLOW STEP --done --session NAME`"
            ),
        )
    params = {"workflow": workflow, "step": step, "note": "the message says so"}
    check = f"result['step'] == {step!r}"
    description = f"record that step {step} of workflow {workflow} is done"
    reasoning = f"workflow phrase (the mock planner): {WORKFLOW_STEP_DONE} {params}"
    return Plan(
        outcome=Outcome.PLAN, reasoning=reasoning, steps=[Step("s1", WORKFLOW_STEP_DONE, description, params, check)]
    )
