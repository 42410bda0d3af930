"""What the run log keeps of a turn, and which logged turn a resume takes up.

:func:`turn_record` and :func:`failed_turn_record` shape a turn's row (its ``run --json``
object with the task, the plan and how it ran); :func:`log_child_turns` gives each child
turn a delegated step ran its own row; :func:`resumable_turn` finds the turn to resume.
:func:`toolkiln.turn.logged.run_logged` is what calls them for every surface's turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from toolkiln.errors import RegistryError, ToolNotFound, UsageError
from toolkiln.store.turn_row import damage_line
from toolkiln.util.usage import Usage
from toolkiln.vocab import FAILED_OUTCOME, StepStatus

if TYPE_CHECKING:
    from toolkiln.store.runlog import RunLog
    from toolkiln.store.store import Registry

__all__ = ["failed_turn_record", "log_child_turns", "resumable_turn", "turn_record"]


def turn_record(
    turn_json: dict,
    *,
    task: str,
    plan: dict | None,
    approval: str | None,
    agent: str | None = None,
    resumes: int | None = None,
) -> dict:
    """A turn's row: its ``run --json`` object (less its own id), the task, the plan and the approval mode;
    a named agent's turn records ``agent``, a resumed one the turn it ``resumes``."""
    record = {**turn_json, "task": task, "plan": plan, "approval": approval}
    record.pop("turn_id", None)
    if agent:
        record["agent"] = agent
    if resumes is not None:
        record["resumes"] = resumes
    return record


def failed_turn_record(
    *,
    task: str,
    error: Exception,
    elapsed_ms: float,
    planner: str,
    generator: str,
    session: str | None,
    agent: str | None = None,
    warnings: Sequence[str] = (),
) -> dict:
    """The row of a turn whose planner failed: the task, the error, the tokens it spent (they were paid),
    and ``warnings`` when its history skipped damaged lines."""
    spent = getattr(error, "usage", None)
    record: dict[str, Any] = {
        "outcome": FAILED_OUTCOME,
        "reasoning": "",
        "message": None,
        "error": {"type": type(error).__name__, "message": str(error)},
        "steps": [],
        "usage": (spent if isinstance(spent, Usage) else Usage()).tokens(),
        "elapsed_ms": round(elapsed_ms, 3),
        "task": task,
        "plan": None,
        "planner": planner,
        "generator": generator,
        "session": session,
    }
    if warnings:
        record["warnings"] = list(warnings)
    if agent:
        record["agent"] = agent
    return record


def log_child_turns(runlog: RunLog, turn: Any, parent: int) -> None:
    """One row per child turn run now (a reattached child was logged when it ran), linked to its parent's row.

    ``turn`` is a :class:`toolkiln.turn.results.TurnResult`; each child is given its ``turn_id``."""
    for step in turn.steps:
        child = step.child
        if child is None or isinstance(child, dict):
            continue
        record = {
            **child.to_json(),
            "task": child.task or "",
            "session": None,
            "approval": child.approval,
            "parent": parent,
        }
        record.pop("turn_id", None)
        child.turn_id = runlog.log_turn(record)
        log_child_turns(runlog, child, child.turn_id)


def resumable_turn(registry: Registry, turn_id: int | None) -> dict:
    """The logged turn to resume: ``turn_id``, or the newest one with a pending step that was not resumed yet.

    A damaged turn (:mod:`toolkiln.store.turn_row`) is never resumed: what it still
    waits for, or whether it was resumed already, cannot be told: named, it is refused
    (:class:`RegistryError`); met while looking for the newest pending turn, the search
    stops there and asks for the turn by id, rather than resume an older one unasked."""
    if turn_id is not None:
        found = registry.runlog.turn(turn_id)
        if found is None:
            raise ToolNotFound(f"no turn with id {turn_id}; `toolkiln log` lists them")
        if found["damaged"]:
            raise RegistryError(
                f"{damage_line(found)}, so it cannot be resumed; run its task again with `toolkiln run`"
            )
        _refuse_unresumable(found, turn_id)
        return found
    for full in registry.runlog.turns(limit=50):
        if full["damaged"]:
            raise RegistryError(
                f"{damage_line(full)}, so whether it waits for an approval cannot be told; "
                "name the turn to resume: toolkiln resume TURN_ID (`toolkiln log` lists them)"
            )
        if (
            full.get("plan")
            and not {"resumed_by", "parent"} & set(full.get("record") or {})
            and any(_waits(s) for s in full.get("steps", []))
        ):
            return full
    raise UsageError("no logged turn has a pending step; name one: toolkiln resume TURN_ID")


def _refuse_unresumable(found: dict, turn_id: int) -> None:
    """A named turn that has no plan, was delegated, was resumed already or waits for nothing is refused, saying why."""
    if not found.get("plan"):
        raise UsageError(f"turn {turn_id} has no plan to resume")
    parent = (found.get("record") or {}).get("parent")
    if parent is not None:
        raise UsageError(f"turn {turn_id} was delegated by turn {parent}; resume that one: toolkiln resume {parent}")
    later = (found.get("record") or {}).get("resumed_by")
    if later is not None:
        raise UsageError(
            f"turn {turn_id} was resumed already, as turn {later}; it is settled. "
            f"`toolkiln log show {later}` shows how that went"
        )
    if not any(_waits(s) for s in found.get("steps") or []):
        raise UsageError(
            f"turn {turn_id} is settled: no step waits for an approval, so there is nothing to resume; "
            "run the task again with `toolkiln run`"
        )


def _waits(step: object) -> bool:
    """Whether a logged step waits for an approval: its tool is pending, or the better version it got is."""
    if not isinstance(step, dict):
        return False
    improved = step.get("improved_by")
    return step.get("status") == StepStatus.PENDING or (isinstance(improved, str) and improved.endswith("(pending)"))
