"""What the pages and the API tell about a logged turn beyond its JSON: its drawing, and whether it can run again.

* :func:`plan_svg` — a turn's plan as a graph (:mod:`toolkiln.turn.graph`), inline SVG;
* :func:`rerun_state` — whether "run again" (``toolkiln resume ID``) would now find its
  pending tools approved;
* :func:`workflow_drawings` — the workflows in progress in a session, each drawn as a graph of its steps;
* :func:`log_filter` — the run log's filters (``toolkiln log --session --tool --outcome --search``)
  read from a query string.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal

from markupsafe import Markup

from toolkiln.errors import UsageError
from toolkiln.store import TurnFilter
from toolkiln.turn.graph import plan_graph, workflow_graph
from toolkiln.util.text import one_line
from toolkiln.vocab import FAILED_OUTCOME, Outcome, StepStatus, ToolStatus
from toolkiln.web.drawing import graph_svg

__all__ = ["OUTCOMES", "RerunState", "log_filter", "plan_svg", "rerun_state", "workflow_drawings"]

OUTCOMES = (*(o.value for o in Outcome), FAILED_OUTCOME)
"""What ``log --outcome`` takes."""

RerunState = Literal["ready", "waiting", "resumed"]


def plan_svg(turn: Mapping) -> Markup | None:
    """The turn's plan drawn as a graph; None when there is nothing to draw (no step, or one step on its own)."""
    graph = plan_graph(turn)
    if len(graph.nodes) < 2 and not any(n.child is not None for n in graph.nodes):
        return None
    words = ", ".join(f"{n.id} {n.label} {n.status}" for n in graph.nodes)
    return graph_svg(graph, one_line(f"plan of {len(graph.nodes)} steps: {words}", 300))


def rerun_state(kiln, turn: Mapping) -> RerunState | None:
    """``ready`` when every tool the turn's pending steps wait for is approved now, ``waiting`` while one is not,
    ``resumed`` once it ran again; None for a turn with no pending step (or not in the run log)."""
    pending = [s for s in turn.get("steps") or [] if isinstance(s, Mapping) and s.get("status") == StepStatus.PENDING]
    turn_id = turn.get("turn_id", turn.get("id"))
    if not pending or not isinstance(turn_id, int):
        return None
    logged = kiln.runlog.turn(turn_id)
    if logged is None:
        return None
    if (logged.get("record") or {}).get("resumed_by") is not None:
        return "resumed"
    for step in pending:
        stored = kiln.registry.get(str(step.get("tool")), step.get("version"))
        if stored is None or stored.status != ToolStatus.ACTIVE:
            return "waiting"
    return "ready"


def workflow_drawings(kiln, session: str) -> list[dict]:
    """``{"workflow", "title", "svg"}`` for each workflow that applies in a session whatever its next message
    says (the planner is shown it: :meth:`toolkiln.workflows.guide.WorkflowGuide.started`)."""
    drawings = []
    for workflow, states in kiln.workflows.started(session):
        graph = workflow_graph([s.to_json() for s in workflow.steps], {p.step.id: p.state.value for p in states})
        done = sum(state.finished for state in states)
        title = f"workflow {workflow.id}: " + ", ".join(f"{p.step.id} {p.state.value}" for p in states)
        drawings.append(
            {
                "workflow": workflow.id,
                "title": workflow.title,
                "done": done,
                "steps": len(states),
                "svg": str(graph_svg(graph, title)),
            }
        )
    return drawings


def log_filter(query: Mapping[str, str]) -> TurnFilter:
    """The filters of ``toolkiln log`` from ``?session=&tool=&outcome=&search=`` (blank: any)."""
    values = {key: (query.get(key) or "").strip() or None for key in ("session", "tool", "outcome", "search")}
    if values["outcome"] is not None and values["outcome"] not in OUTCOMES:
        raise UsageError(f"outcome must be one of {', '.join(OUTCOMES)}")
    return TurnFilter(**values)
