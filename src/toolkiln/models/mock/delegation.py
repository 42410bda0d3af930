"""The offline planner's delegation phrases: "ask NAME to …", "delegate to NAME: …", "frag NAME, …".

Each phrase becomes one step that hands the rest of its sentence to agent NAME:
``NAME(prompt)`` when that agent is offered as a tool, else ``task(agent,
prompt)`` when the task tool is offered. Several phrases in one message (joined
by "and", "und", "," or ";") become independent steps, which run at the same time.
"""

from __future__ import annotations

import re

from toolkiln.models.planner import PlanRequest
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.vocab import BuiltinTool, Outcome, ToolSourceKind

TASK_TOOL = BuiltinTool.TASK

__all__ = ["delegation_plan"]

_DIRECTIVE = (
    r"(?:\bask\s+(?P<ask>[a-z][a-z0-9_]*)\s+to\s+"
    r"|\bdelegate\s+to\s+(?P<delegate>[a-z][a-z0-9_]*)\s*:\s*"
    r"|\bfrag\s+(?P<frag>[a-z][a-z0-9_]*)\s*,\s*)"
)
"""A delegation phrase, matched ignoring case. Compiled on first use (by :mod:`re`'s own cache):
case-insensitive classes over Unicode make it the dearest pattern to compile of a whole run, and
most messages never need it (see :data:`_DIRECTIVE_WORDS`)."""

_DIRECTIVE_WORDS = ("ask", "delegate", "frag")
"""Every phrase of :data:`_DIRECTIVE` starts with one of these words. ``str.casefold`` folds each
character that the pattern's IGNORECASE takes for one of their letters to that letter ("ſ" to
"s", the Kelvin sign to "k"), so a message whose folded text holds none of them cannot match."""

_JOINER = r"(?:\s*[,;]\s*|\s+)(?:and|und|then|dann)?\s*$"


def delegation_plan(request: PlanRequest) -> Plan | None:
    """A plan of delegations when the message asks for them, else None (the keyword planner carries on)."""
    folded = request.message.casefold()
    if not any(word in folded for word in _DIRECTIVE_WORDS):
        return None
    found = list(re.finditer(_DIRECTIVE, request.message, re.IGNORECASE))
    if not found:
        return None
    as_tools = {t.name for t in request.tools if t.source == ToolSourceKind.AGENT and t.name != TASK_TOOL}
    has_task = any(t.name == TASK_TOOL and t.source == ToolSourceKind.AGENT for t in request.tools)
    steps: list[Step] = []
    notes: list[str] = []
    for i, match in enumerate(found):
        name = (match.group("ask") or match.group("delegate") or match.group("frag")).lower()
        end = found[i + 1].start() if i + 1 < len(found) else len(request.message)
        prompt = re.sub(_JOINER, "", request.message[match.end() : end], flags=re.IGNORECASE).strip().rstrip(".")
        if not prompt:
            notes.append(f"nothing to hand to {name}")
            continue
        step_id = f"s{len(steps) + 1}"
        check = 'result["status"] == "ok"'
        if name in as_tools:
            steps.append(Step(step_id, name, f"ask agent {name}: {prompt}", {"prompt": prompt}, check))
        elif has_task:
            description = f"delegate to {name}: {prompt}"
            steps.append(Step(step_id, TASK_TOOL, description, {"agent": name, "prompt": prompt}, check))
        else:
            notes.append(
                f"{name} is neither this agent's teammate nor one of its tools: run the task as an agent whose team "
                f"has {name} (`toolkiln run --agent NAME`, or the web's agent picker; `toolkiln agents list` shows "
                "each one's team)"
            )
    reasoning = "delegation phrase (the mock planner): " + ", ".join(f"{s.tool} {s.params}" for s in steps)
    if notes:
        reasoning = ("; ".join(notes) + "; " + reasoning) if steps else "; ".join(notes)
    return Plan(outcome=Outcome.PLAN, reasoning=reasoning, steps=steps)
