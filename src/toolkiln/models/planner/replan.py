"""The message that asks the planner to plan again after failed steps (:mod:`toolkiln.turn.replan` sends it).

It opens with :data:`REPLAN_OPENING`, so a planner that cannot re-plan (the
offline mock) can tell it from a person's message.
"""

from __future__ import annotations

__all__ = ["REPLAN", "REPLAN_OPENING", "is_replan"]

REPLAN_OPENING = "A step of your plan failed."

REPLAN = (
    REPLAN_OPENING + "\n{failures}\n"
    "The results so far are in your previous message. Plan once more for what is still missing: steps that "
    "do it another way (another tool, other params, a new tool), writing the values of results that are fine "
    "into their params; or an empty plan whose answer says what could not be done and why. {last}"
)


def is_replan(message: str) -> bool:
    """Whether ``message`` is toolkiln asking to plan again after a failure, not a person's message."""
    return message.startswith(REPLAN_OPENING)
