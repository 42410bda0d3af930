"""The planner's prompt, rendered from the templates beside this module.

``system.txt`` is the stable part — the planner's role, how to answer, and the
policy's rules (:meth:`~toolkiln.policy.Policy.render_rules`) — and is marked for
prompt caching. ``tools.txt`` is the variable part: the tools offered for this
message (the catalog plus the registry's best matches, so it changes from
message to message and would only spoil the cache). The conversation so far and
the message itself go as chat messages (:func:`planner_messages`).
"""

from __future__ import annotations

import copy
import functools
from collections.abc import Callable

from toolkiln.guard import Untrusted, fence, guard_entry, render, screen
from toolkiln.models.planner import PlanRequest
from toolkiln.models.planner.plan import MAX_STEPS
from toolkiln.models.prompts import load_template
from toolkiln.store.sessions import CLARIFY_ASKED, CLARIFY_OPTIONS
from toolkiln.tools.returns import render_signature
from toolkiln.tools.toolspec import ToolInfo
from toolkiln.vocab import BuiltinTool, ToolSourceKind

__all__ = ["history_entry", "planner_messages", "planner_prompt", "render_selection", "render_tools", "tool_line"]

NO_TOOLS = "(none yet: every step names a new tool)"


_WORKFLOW_RULES = (
    "A workflow applies to this task. Keep to its order: run a step's tools only once the steps it requires are "
    "finished; toolkiln enforces it, and a plan that calls a step's tools while a step it requires is unfinished "
    f"is sent back with the hazard. A step is finished when its tools ran ok or when it was marked done with {BuiltinTool.WORKFLOW_STEP_DONE}. "
    "One call marks one step; a plan may mark several, one workflow_step_done step each, in the workflow's order "
    "— they run in the order listed. Mark a step only on evidence in this conversation — a result of this plan or "
    "the person's words; never mark an operator step the person has not reported done. For an operator step, do "
    "not look for a tool: say in reasoning what needs doing, that a person must do it, and what to report back "
    "when done. When a toolkiln step needs what tools may not touch (the person's files or programs), ask the "
    "person for it and mark the step from what they give; never write a tool that works on invented data in the "
    "step's place."
)


def planner_prompt(request: PlanRequest) -> tuple[str, str]:
    """``(stable_part, variable_part)`` of the planner's system prompt."""
    stable = _stable_part(request.policy.render_rules(), request.policy.render_check_rules())
    variable = load_template(__package__, "tools.txt").substitute(
        selection=render_selection(request), tools=render_tools(request.tools)
    )
    if request.may_hand_back:
        variable += "\n\n" + load_template(__package__, "hand_back.txt").template.strip()
    if request.workflow.strip():
        variable += f"\n\n{_WORKFLOW_RULES}\n{request.workflow.strip()}"
    if request.instructions.strip():
        variable += f"\n\nYour instructions as this agent:\n{request.instructions.strip()}"
    return stable, variable.strip()


@functools.lru_cache(maxsize=16)
def _stable_part(rules: str, checks: str) -> str:
    """The system prompt's stable part for a policy's two sections: rendered once per policy (the texts are
    the policy's own, kept on it), not at every turn."""
    return load_template(__package__, "system.txt").substitute(rules=rules, checks=checks, max_steps=MAX_STEPS).strip()


def tool_line(tool: ToolInfo) -> str:
    """``text_stats(text: str) -> {words: int, …}: Counts …``, on one line.

    Kept per tool as it reads (its name, description, params and return shape): every turn offers
    mostly the same tools, and a registry tool's description is screened and fenced once, not at
    every turn (the same text always gets the same verdict, and the fence's key is this process's)."""
    key = (tool.name, tool.description, tool.params, tool.defaults, tool.source)
    kept = _LINES.get(key)
    if kept is not None and kept[0] == tool.returns:
        return kept[1]
    line = _tool_line(tool)
    if len(_LINES) >= _LINES_KEPT:
        _LINES.clear()
    _LINES[key] = (copy.deepcopy(tool.returns), line)
    return line


def _tool_line(tool: ToolInfo) -> str:
    signature = render_signature(tool.name, tool.param_dicts(), tool.returns)
    description = " ".join(tool.description.split()) or "(no description)"
    if tool.source not in _OWN:  # a registry tool's description was written by a model
        description = render(Untrusted(description))[0]
    return f"{signature}: {description}"


_LINES: dict[tuple, tuple[dict, str]] = {}
"""Rendered tool lines by what they render, each with the return shape it was rendered with."""
_LINES_KEPT = 4096
"""Lines kept at most (beyond that the memory starts over)."""


_BUILT_IN = (ToolSourceKind.WORKFLOW, ToolSourceKind.AGENT)
_OWN = (ToolSourceKind.CATALOG, *_BUILT_IN)
"""Tools whose descriptions are toolkiln's own or its configuration's (catalog, built in, the team's agents)."""
"""Tools toolkiln handles itself: no code is written for them, and the registry does not hold them."""

_GROUPS: tuple[tuple[str, Callable[[ToolInfo], bool]], ...] = (
    ("Hand-written (catalog):", lambda t: t.source == ToolSourceKind.CATALOG),
    ("Built in (toolkiln records it, no code runs):", lambda t: t.source == ToolSourceKind.WORKFLOW),
    (
        "Your team (toolkiln hands the agent a turn of its own; no code is written):",
        lambda t: t.source == ToolSourceKind.AGENT,
    ),
    ("Written in earlier turns and used in this chat (registry):", lambda t: t.in_chat),
    ("Written in earlier turns (registry):", lambda t: True),
)


def render_tools(tools: list[ToolInfo]) -> str:
    """The tools in groups (catalog, built in, team, used in this chat, relevant to the message), one line each."""
    if not tools:
        return NO_TOOLS
    left = sorted(tools, key=lambda t: t.name)
    blocks = []
    for heading, belongs in _GROUPS:
        group = [t for t in left if belongs(t)]
        left = [t for t in left if not belongs(t)]
        if group:
            blocks.append("\n".join([heading, *(f"- {tool_line(t)}" for t in group)]))
    return "\n".join(blocks)


def render_selection(request: PlanRequest) -> str:
    """What the list is, in numbers: so a planner can tell "no such tool" from "not shown"."""
    catalog = sum(t.source == ToolSourceKind.CATALOG for t in request.tools)
    built_in = sum(t.source in _BUILT_IN for t in request.tools)
    stored = [t for t in request.tools if t.source not in (ToolSourceKind.CATALOG, *_BUILT_IN)]
    chat = sum(t.in_chat for t in stored)
    relevant = len(stored) - chat
    parts = [f"the {_count(catalog, 'hand-written catalog tool')}"]
    if built_in:
        parts.append(f"the {_count(built_in, 'built-in tool')} toolkiln handles itself")
    if request.registry_size == 0:
        return (
            f"The list is complete: {_and(parts)}; no tool has been "
            "written in earlier turns yet. Any other name is written as a new tool."
        )
    if chat:
        parts.append(f"the {_count(chat, 'registry tool')} used in this chat")
    if relevant and chat + relevant >= request.registry_size:
        parts.append(f"the {_count(relevant, 'other registry tool' if chat else 'registry tool')}")
        return (
            f"The list is complete: {_and(parts)}, every tool written in earlier turns. "
            "Any other name is written as a new tool."
        )
    if relevant:
        parts.append(f"the {_count(relevant, 'registry tool')} a word search for this message found (not all may fit)")
    return (
        f"The list is a selection. It holds {_and(parts)}; the registry holds "
        f"{_count(request.registry_size, 'tool')} written in earlier turns in all, and you see only these. "
        "Plan with the listed tools; for anything else name a new tool and specify it fully: the model that "
        "writes it is shown the registry's tools most like it and runs one of them instead when it already "
        "does the job."
    )


def _and(parts: list[str]) -> str:
    return ", ".join(parts[:-1]) + " and " + parts[-1] if len(parts) > 1 else parts[0]


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def planner_messages(request: PlanRequest) -> list[dict]:
    """The history, tidied for chat APIs, then this message (with the feedback on a rejected plan).

    Every entry passes the guard (:func:`history_entry`), and so do this message and the feedback.
    """
    messages: list[dict] = []
    for turn in request.history:
        role = turn.get("role")
        content = history_entry(str(turn.get("content") or "").strip(), planners=role == "assistant")
        if role not in ("user", "assistant") or not content:
            continue
        if messages and messages[-1]["role"] == role:  # chat APIs want the roles to alternate
            messages[-1]["content"] += "\n\n" + content
        else:
            messages.append({"role": role, "content": content})
    if messages and messages[0]["role"] == "assistant":
        messages.insert(0, {"role": "user", "content": "(earlier in this chat)"})
    text = guard_entry(request.message.strip())
    if request.feedback:
        feedback = fence(request.feedback, screen(request.feedback))  # toolkiln's words on the planner's own plan
        text += f"\n\n(Your previous plan for this message was rejected: {feedback}. Submit a corrected plan.)"
    if messages and messages[-1]["role"] == "user":
        messages[-1]["content"] += "\n\n" + text
    else:
        messages.append({"role": "user", "content": text})
    return messages


def history_entry(content: str, planners: bool = True) -> str:
    """One history entry as the planner reads it.

    A turn's summary (:func:`toolkiln.store.sessions.summarise_turn`) holds outside text — params, results,
    errors, hand-backs — beside the planner's own words, unfenced as stored: it is rendered as outside text
    (screened, and fenced whether flagged or not). A person's entry, and the planner's own clarifying question,
    are screened whole and fenced when flagged; only in the planner's own entries (``planners``) are a
    question's options exempt, and a person's entry that merely looks like a question is screened whole.
    """
    if not planners:
        return guard_entry(content)
    asked, sep, options = content.partition(CLARIFY_OPTIONS)
    if content.startswith(CLARIFY_ASKED) and sep:
        return guard_entry(asked) + sep + options
    return render(Untrusted(content))[0]
