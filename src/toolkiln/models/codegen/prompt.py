"""The generator's prompt, rendered from the templates beside this module.

``system.txt`` is the stable part: the generator's role, the tool format with
the celsius example of the design, and the policy's rules
(:meth:`~toolkiln.policy.Policy.render_rules`). It depends on the policy alone, so
it is cached by the provider and its hash identifies the prompt a tool was
written under. ``request.txt`` is the first user message: the tool's name,
description, example params with their types, and similar existing tools.
"""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from toolkiln.guard import guard_text
from toolkiln.models.codegen import GenRequest
from toolkiln.models.planner.prompt import tool_line
from toolkiln.models.planner.refs import find_refs
from toolkiln.models.prompts import load_template, prompt_hash

__all__ = ["generator_message", "generator_prompt", "generator_prompt_hash", "generator_subject", "type_of"]


def generator_prompt(request: GenRequest) -> tuple[str, str]:
    """``(stable_part, variable_part)`` of the generator's system prompt (the variable part is empty)."""
    stable = load_template(__package__, "system.txt").substitute(rules=request.policy.render_rules())
    return stable.strip(), ""


def generator_prompt_hash(request: GenRequest) -> str:
    """sha256 of the rendered system prompt; the registry keeps it with every tool version."""
    return prompt_hash(*generator_prompt(request))


def generator_subject(request: GenRequest) -> str:
    """The first user message without the look-alike tools: what is asked, the same in every home."""
    return generator_message(dataclasses.replace(request, similar=[]))


def generator_message(request: GenRequest) -> str:
    """The first user message: what to write and how it will be tried.

    The description, the example params (earlier results may be resolved into
    them) and the look-alikes' descriptions pass the guard; flagged ones are fenced.
    """
    params = request.example_params or {}
    types = "\n".join(f"- {name}: {type_of(value)}" for name, value in params.items()) or "- (no parameters)"
    similar = ""
    if request.similar:
        lines = [f"- {tool_line(tool)}" for tool in request.similar]
        similar = (
            "\nExisting tools that look alike, as name(parameter: type) -> what it returns: description.\n"
            "Do not copy them. If one already does exactly this with these params, answer with no source\n"
            'and hand_back {"existing_tool": "<its name>"} instead of writing a duplicate:\n' + "\n".join(lines) + "\n"
        )
    return (
        load_template(__package__, "request.txt")
        .substitute(
            name=request.name,
            description=guard_text(" ".join(request.description.split()) or "(no description given)")[0],
            params_json=guard_text(json.dumps(params, ensure_ascii=False, default=str))[0],
            param_types=types,
            similar=similar,
            improving=_improving(request),
        )
        .strip()
    )


def _improving(request: GenRequest) -> str:
    """The section asking for the next version of a stored tool that failed; empty for a new tool.

    The old source, the failing call's error and the tests are outside text to this prompt
    (a model wrote them, a tool raised the error): each passes the guard and is fenced when flagged.
    """
    better = request.improving
    if better is None:
        return ""
    tests = "\n".join(f"- {json.dumps(test, ensure_ascii=False)}" for test in better.tests) or "- (none)"
    return (
        f"\nThis is version {better.version + 1} of a stored tool: version {better.version} failed when a plan "
        f"called it with the example params above. What went wrong:\n{guard_text(better.error)[0]}\n\n"
        f"Version {better.version}'s source:\n{guard_text(better.source)[0]}\n\n"
        f"Version {better.version + 1} must pass every one of these tests (the earlier versions' tests and "
        f'the failing call), as well as any you add (a check of "True" passes once the call returns without '
        f"raising):\n{guard_text(tests)[0]}\n"
        "Keep the name and the parameters (plans already call it with them) and fix the cause, not the example. "
        "If the failing call asks for something the tool cannot do under the rules, hand it back.\n"
    )


def type_of(value: Any) -> str:
    """A Python annotation that fits an example value: ``30`` → ``int``, ``[1.5]`` → ``list[float]``."""
    if value is None:
        return "None"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (int, float, str)):
        return type(value).__name__
    if isinstance(value, list):
        return f"list[{_union(value)}]"
    if isinstance(value, dict):
        if set(value) == {"$template"} and isinstance(value["$template"], str):
            return "str (built from earlier steps' results before the call)"
        refs = find_refs(value)
        if refs and set(value) == {"$ref"}:
            return f"the result of {refs[0]} (an earlier step), resolved before the call"
        return f"dict[str, {_union(list(value.values()))}]"
    return type(value).__name__


def _union(values: list) -> str:
    names = sorted({type_of(v) for v in values})
    if not names:
        return "Any"
    if set(names) == {"int", "float"}:
        return "float"
    return " | ".join(names) if len(names) <= 3 else "Any"
