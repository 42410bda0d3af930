"""Test data that several test files script the models and the registry with: a task, the planner's
answer to it, and tool sources a generator answers with.

from fakes.samples import DOUBLE, PLAN_REVERSE, REVERSE, REVERSED
"""

from __future__ import annotations

__all__ = ["DOUBLE", "PLAN_REVERSE", "REVERSE", "REVERSED", "TEAM"]

REVERSE = "reverse the text 'abc'"
"""A task the mock planner plans as one ``reverse_text`` step."""

PLAN_REVERSE = {
    "reasoning": "one step",
    "outcome": "plan",
    "steps": [
        {
            "id": "s1",
            "tool": "reverse_text",
            "description": "Reverses a text; returns {reversed}",
            "params_json": '{"text": "abc"}',
            "check": 'result["reversed"] == "cba"',
        }
    ],
}
"""A planner's ``submit_plan`` answer to :data:`REVERSE`: one step, ``reverse_text`` of ``"abc"``."""

REVERSED = '"""Reverses a text."""\n\n\ndef reverse_text(text: str) -> dict:\n    return {"reversed": text[::-1]}\n'
"""A ``reverse_text`` source the gate accepts (``"abc"`` → ``{"reversed": "cba"}``)."""

DOUBLE = '"""Doubles a number."""\n\ndef double(x: float) -> dict:\n    return {"value": x * 2}\n'
"""A ``double`` source the gate accepts (``x=2`` → ``{"value": 4}``)."""

TEAM = """
[agents.boss]
does = "coordinates a task across the team"
instructions = "ROLE-boss"
team = ["writer", "calc"]
{models}
[agents.boss.budget]
tokens = 20000
depth = 2

[agents.calc]
does = "does arithmetic with the calculate tool"
instructions = "ROLE-calc"
tools = ["calculate"]
{models}

[agents.writer]
does = "reverses, counts and slugifies text"
instructions = "ROLE-writer"
{models}
"""
"""An agents.toml of three agents (boss delegates to writer and calc); ``{models}`` takes each one's model lines."""
