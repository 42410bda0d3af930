"""Every turn kept in the run log: the one place a surface's turn is run and logged.

:func:`run_logged` runs a turn and logs it, also when its planner fails; :func:`log_turn`
keeps a finished turn (a resumed one too) with its children. The rows are shaped by
:mod:`toolkiln.store.turn_log`.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from typing import TYPE_CHECKING

from toolkiln.errors import ModelError, PlanError, UsageError
from toolkiln.store.turn_log import failed_turn_record, log_child_turns, turn_record
from toolkiln.util.text import NOT_TEXT, is_text

if TYPE_CHECKING:
    from toolkiln.turn.agent import Agent, TurnResult

__all__ = ["log_failed_turn", "log_turn", "run_logged"]


def run_logged(
    agent: Agent,
    message: str,
    history: Sequence[dict] = (),
    *,
    session: str | None = None,
    warnings: Sequence[str] = (),
) -> TurnResult:
    """Run one turn and keep it in the run log; the returned turn carries its log id.

    ``warnings`` (what went wrong reading the history: :meth:`toolkiln.store.sessions.Session.read_history`)
    become the turn's own, in its ``run --json`` object and its log row.
    A turn whose planner failed (no answer, or a bad one twice) is logged too, with
    outcome ``error``, the error and the tokens spent, before the error is raised.
    """
    if not is_text(message):  # refused before a model is paid to read it, not when the log cannot keep it
        raise UsageError(f"the task {NOT_TEXT}")
    started = time.perf_counter()
    try:
        with agent.registry.snapshot():  # the turn sees one registry (on PostgreSQL: one round trip for its reads)
            turn = agent.turn(message, history, session=session)
    except (ModelError, PlanError) as exc:
        log_failed_turn(agent, message, exc, session, (time.perf_counter() - started) * 1000, warnings=warnings)
        raise
    turn.warnings = list(warnings)
    log_turn(agent, message, turn, session)
    return turn


def log_turn(agent: Agent, message: str, turn: TurnResult, session: str | None, *, resumes: int | None = None) -> int:
    """Keep the turn in the run log (:func:`toolkiln.store.turn_log.turn_record`); its children get rows of their own.

    The turn is given its ``turn_id``, ``session`` and model names. Each child turn a
    delegated step ran is logged as its own row recording its ``parent`` turn (the
    parent's row keeps the whole tree in its steps' ``child``).
    """
    turn.session, turn.planner, turn.generator = session, agent.planner.name, agent.generator.name
    plan = turn.plan.to_dict() if turn.plan else None
    record = turn_record(
        turn.to_json(), task=message, plan=plan, approval=turn.approval, agent=agent.name, resumes=resumes
    )
    turn.turn_id = agent.registry.runlog.log_turn(record)
    log_child_turns(agent.registry.runlog, turn, turn.turn_id)
    return turn.turn_id


def log_failed_turn(
    agent: Agent, message: str, exc: Exception, session: str | None, elapsed_ms: float, *, warnings: Sequence[str] = ()
) -> int:
    """Keep a turn whose planner failed (:func:`toolkiln.store.turn_log.failed_turn_record`)."""
    record = failed_turn_record(
        task=message,
        error=exc,
        elapsed_ms=elapsed_ms,
        planner=agent.planner.name,
        generator=agent.generator.name,
        session=session,
        agent=agent.name,
        warnings=warnings,
    )
    return agent.registry.runlog.log_turn(record)
