"""The planner's prompt, rendered from the templates beside this module.

``system.txt`` is the stable part — the planner's role, how to answer, and the
policy's rules (:meth:`~toolkiln.policy.Policy.render_rules`) — and is marked for
prompt caching. ``tools.txt`` is the variable part: the tools offered for this
message (the catalog plus the registry's best matches, so it changes from
message to message and would only spoil the cache). The conversation so far and
the message itself go as chat messages (:func:`planner_messages`).
"""

from __future__ import annotations

import hashlib
from functools import cache
from importlib import resources
from string import Template

from ..toolspec import ToolInfo
from . import PlanRequest
from .plan import MAX_STEPS

__all__ = ["planner_messages", "planner_prompt", "prompt_hash", "render_tools"]

NO_TOOLS = "(none yet: every step names a new tool)"


@cache
def load_template(package: str, name: str) -> Template:
    """A prompt template shipped as package data."""
    return Template(resources.files(package).joinpath(name).read_text(encoding="utf-8"))


def planner_prompt(request: PlanRequest) -> tuple[str, str]:
    """``(stable_part, variable_part)`` of the planner's system prompt."""
    stable = load_template(__package__, "system.txt").substitute(
        rules=request.policy.render_rules(), max_steps=MAX_STEPS
    )
    variable = load_template(__package__, "tools.txt").substitute(tools=render_tools(request.tools))
    return stable.strip(), variable.strip()


def render_tools(tools: list[ToolInfo]) -> str:
    """One line per tool: name, parameters with types, origin, description."""
    if not tools:
        return NO_TOOLS
    return "\n".join(f"- {' '.join(tool.line().split())}" for tool in sorted(tools, key=lambda t: t.name))


def planner_messages(request: PlanRequest) -> list[dict]:
    """The history, tidied for chat APIs, then this message (with the feedback on a rejected plan)."""
    messages: list[dict] = []
    for turn in request.history:
        role, content = turn.get("role"), str(turn.get("content") or "").strip()
        if role not in ("user", "assistant") or not content:
            continue
        if messages and messages[-1]["role"] == role:  # chat APIs want the roles to alternate
            messages[-1]["content"] += "\n\n" + content
        else:
            messages.append({"role": role, "content": content})
    if messages and messages[0]["role"] == "assistant":
        messages.insert(0, {"role": "user", "content": "(earlier in this chat)"})
    text = request.message.strip()
    if request.feedback:
        text += f"\n\n(Your previous plan for this message was rejected: {request.feedback}. Submit a corrected plan.)"
    if messages and messages[-1]["role"] == "user":
        messages[-1]["content"] += "\n\n" + text
    else:
        messages.append({"role": "user", "content": text})
    return messages


def prompt_hash(*parts: str) -> str:
    """sha256 of a rendered system prompt, recorded with what it produced."""
    return hashlib.sha256("\n\n".join(p for p in parts if p).encode("utf-8")).hexdigest()
