"""The planner: decides which tools a message needs.

A planner is anything with a ``name`` and ``plan(request) -> PlanAnswer``.
Backends: :class:`~toolkiln.models.mock.planner.MockPlanner` (offline, keyword based)
and :class:`~toolkiln.models.planner.model.ModelPlanner` (any model client from
:mod:`toolkiln.models.llm`). :func:`toolkiln.models.backends.make_planner` picks one by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from toolkiln.models.planner.plan import Plan, Step
from toolkiln.policy import Policy
from toolkiln.tools.toolspec import ToolInfo
from toolkiln.util.usage import Usage

__all__ = ["Plan", "PlanAnswer", "PlanRequest", "Planner", "Step", "ToolInfo"]


@dataclass(eq=False, repr=False)
class PlanRequest:
    """Everything a planner is told for one message."""

    message: str
    """The person's message for this turn."""
    tools: list[ToolInfo]
    """The tools it may reuse: the catalog, the registry tools used in this chat and those most relevant."""
    policy: Policy
    """What a tool may do; renders the prompt's rules and decides refusals."""
    history: list[dict] = field(default_factory=list)
    """Earlier turns: ``{"role": "user"|"assistant", "content": str}``, oldest first."""
    feedback: str | None = None
    """Why the previous plan for this message was rejected, when it was."""
    registry_size: int = 0
    """How many tools the registry could offer; ``tools`` holds the most relevant of them."""
    instructions: str = ""
    """The agent's own instructions from agents.toml (empty for the default agent)."""
    may_hand_back: bool = False
    """Whether the ``hand_back`` outcome is offered: only to an agent another agent delegated to."""
    workflow: str = ""
    """The workflow that applies to this message, its progress and next step (:func:`toolkiln.workflows.model.prompt_section`)."""


@dataclass(eq=False, repr=False)
class PlanAnswer:
    """A plan and what it cost."""

    plan: Plan
    """The validated-by-shape plan (the agent validates references and limits)."""
    usage: Usage = field(default_factory=Usage)
    """Tokens used for it."""


class Planner(Protocol):
    name: str
    """``backend:model`` as shown to the person and stored in the run log."""

    def plan(self, request: PlanRequest) -> PlanAnswer: ...
