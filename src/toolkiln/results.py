"""What a turn came to: one :class:`StepResult` per plan step inside a :class:`TurnResult`.

``TurnResult.to_json()`` is the ``toolkiln run --json`` object (see DESIGN.md).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .planner.plan import Plan
from .usage import Usage

__all__ = ["StepResult", "TurnResult"]


@dataclass
class StepResult:
    """What happened to one step."""

    id: str
    """The step's id from the plan."""
    tool: str
    """The tool it called."""
    origin: str | None
    """``catalog``, ``reused`` or ``generated``; None when it never got a tool."""
    params: dict
    """The params it ran with (references resolved)."""
    description: str = ""
    """The plan's description of the step."""
    status: str = "ok"
    """``ok``, ``error``, ``skipped`` or ``pending`` (awaiting approval)."""
    result: Any = None
    """The tool's JSON result when ok."""
    error: str | None = None
    """One line when not ok."""
    check: str = ""
    """The planner's check, as written."""
    check_status: str | None = None
    """``passed``, ``failed``, ``error`` or ``unverified`` (a check in plain words)."""
    version: int | None = None
    """The registry version that ran (None for catalog tools)."""
    attempts: int = 0
    """How many sources the generator submitted for this step."""
    hand_back: dict | None = None
    """The generator's hand-back (what_is_needed, what_i_established), if any."""
    output: str = ""
    """What the tool printed."""
    elapsed_ms: float = 0.0
    """Wall time of the step, acquisition included."""

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "tool": self.tool,
            "origin": self.origin,
            "params": self.params,
            "status": self.status,
            "result": self.result,
            "error": self.error,
            "check": self.check,
            "check_status": self.check_status,
            "description": self.description,
            "version": self.version,
            "attempts": self.attempts,
            "hand_back": self.hand_back,
            "elapsed_ms": round(self.elapsed_ms, 3),
        }


@dataclass
class TurnResult:
    """The answer to one message: the ``toolkiln run --json`` object."""

    outcome: str
    """``plan``, ``refuse`` or ``clarify``."""
    reasoning: str = ""
    """The planner's short reasoning."""
    message: str | None = None
    """The refusal or the question."""
    options: list[str] = field(default_factory=list)
    """The question's suggested answers (``clarify`` only)."""
    allow_free_text: bool = True
    """Whether the question may be answered in the person's own words."""
    steps: list[StepResult] = field(default_factory=list)
    """One result per plan step, in plan order."""
    usage: Usage = field(default_factory=Usage)
    """Tokens both models used for the turn."""
    elapsed_ms: float = 0.0
    """Wall time of the whole turn, planning included."""
    plan: Plan | None = None
    """The plan as the planner gave it (stored in the run log, used by resume)."""
    approval: str = "auto"
    """The approval mode the steps ran with (kept in the run log, so ``resume`` keeps it); not in ``to_json``."""

    @property
    def ok(self) -> bool:
        return all(s.status == "ok" for s in self.steps)

    def to_json(self) -> dict:
        out = {"outcome": self.outcome, "reasoning": self.reasoning, "message": self.message}
        if self.outcome == "clarify":
            out["options"] = list(self.options)
            out["allow_free_text"] = self.allow_free_text
        out["steps"] = [s.to_json() for s in self.steps]
        out["usage"] = {
            "input_tokens": self.usage.input_tokens,
            "output_tokens": self.usage.output_tokens,
            "cache_read_input_tokens": self.usage.cache_read_input_tokens,
            "cache_creation_input_tokens": self.usage.cache_creation_input_tokens,
        }
        out["elapsed_ms"] = round(self.elapsed_ms, 3)
        return out
