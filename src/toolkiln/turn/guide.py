"""What shapes a plan beyond its tools: a guide briefs the planner on a message and checks the plan.

Workflows are one guide (:class:`toolkiln.workflows.model.WorkflowGuide`). The turn knows only
this protocol, so it imports nothing of them: the composition root (:mod:`toolkiln.app`)
hands the guide in, and the guide brings its own tool sources (``workflow_step_done``).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from toolkiln.models.planner.plan import Plan
    from toolkiln.tools.toolspec import ToolInfo
    from toolkiln.turn.sources import ToolCaller, ToolSource

__all__ = ["Brief", "PlanGuide"]


def _accept(plan: Plan) -> None:
    """A brief that checks nothing."""


@dataclass(eq=False, repr=False)
class Brief:
    """What a guide adds to one planner request, and the check the plan it gets back must pass."""

    section: str
    """Text for the planner's prompt (outside text already screened and fenced by the guide)."""
    tools: list[ToolInfo] = field(default_factory=list)
    """Tools the guide's own sources offer for this message."""
    check: Callable[[Plan], None] = _accept
    """Raises :class:`~toolkiln.errors.PlanError` for a plan the guide refuses; it goes back to the planner."""


class PlanGuide(Protocol):
    """Something that briefs the planner for a message and may refuse a plan (workflows)."""

    def sources(self, agent: str, caller: ToolCaller) -> list[ToolSource]:
        """The tool sources the guide brings for ``agent`` (asked before catalog, registry, generator)."""
        ...

    def brief(self, message: str, session: str | None, agent: str) -> Brief | None:
        """What the planner is shown for ``message`` in ``session``; None when the guide has nothing to say."""
        ...
