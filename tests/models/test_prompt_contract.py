"""What the planner is told, as a model reads it: agents know who they are, the history is cut visibly,
a tool written earlier in the same turn is badged generated, and the workflow rules read as text."""

from __future__ import annotations

import json

import toolkiln
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.models.planner.prompt import _WORKFLOW_RULES
from toolkiln.store.sessions import summarise_turn
from toolkiln.testing import ScriptedPlanner

AGENTS = """
[agents.boss]
does = "coordinates a task across the team"
instructions = "Hand arithmetic to calc."
team = ["calc"]

[agents.calc]
does = "does arithmetic with the calculate tool"
tools = ["calculate"]

[agents.writer]
does = "counts words"
"""


def test_a_named_agent_is_told_its_name_its_role_its_team_and_the_other_agents(toolkiln_home):
    toolkiln_home.mkdir(parents=True, exist_ok=True)
    (toolkiln_home / "agents.toml").write_text(AGENTS)
    planner = ScriptedPlanner([Plan("plan", reasoning="nothing to do", answer="Nothing to do.")])
    with toolkiln.open(home=toolkiln_home) as kiln:
        kiln.agent_named("boss").planner = planner
        kiln.run("hello", agent="boss")
    told = planner.requests[0].instructions
    assert told.startswith("You are the agent boss. Your role: coordinates a task across the team")
    assert "Your team, whom you may hand sub-tasks (with task): calc: does arithmetic" in told
    assert "Other agents (not yours to delegate to;" in told and "writer: counts words" in told
    assert told.endswith("Hand arithmetic to calc.")


def test_a_long_result_in_the_history_is_cut_at_a_boundary_with_a_marker_and_the_answer_kept():
    result = {"items": list(range(500)), "total": 124750}
    turn = {
        "outcome": "plan",
        "reasoning": "sum",
        "steps": [{"id": "s1", "tool": "t", "params": {}, "origin": "generated", "status": "ok", "result": result}],
        "answer": "The total is 124750.",
    }
    text = summarise_turn(turn)
    line = next(line for line in text.splitlines() if line.startswith("s1 t"))
    shown = json.dumps(result)
    assert " … (cut: " in line and f"of {len(shown)} characters left out)" in line
    kept = line.split(" -> ", 1)[1].split(" … (cut:")[0]
    assert shown.startswith(kept) and kept.endswith(("0", "9", "8", "7", "6", "5", "4", "3", "2", "1"))
    assert text.splitlines()[-1] == "Answer: The total is 124750."


def test_a_step_calling_a_tool_an_earlier_step_of_the_turn_wrote_is_badged_generated(toolkiln_home):
    words = 'Counts the words of a text. Takes text (str); returns {"words": int}.'
    first = Step("s1", "count_words", words, {"text": "a b"}, 'result["words"] == 2')
    second = Step("s2", "count_words", words, {"text": "a b c"}, 'result["words"] == 3')
    with toolkiln.open(home=toolkiln_home) as kiln:  # the mock generator writes count_words once
        kiln.agent.planner = ScriptedPlanner([Plan("plan", steps=[first, second])])
        turn = kiln.run("count the words twice")
        kiln.agent.planner = ScriptedPlanner(
            [Plan("plan", steps=[Step("s1", "count_words", words, {"text": "x"}, "True")])]
        )
        later = kiln.run("count the words again")
    assert [(s.origin, s.status) for s in turn.steps] == [("generated", "ok"), ("generated", "ok")]
    assert later.steps[0].origin == "reused"


def test_the_workflow_rules_read_as_text():
    assert "{" not in _WORKFLOW_RULES and "workflow_step_done" in _WORKFLOW_RULES
    assert "toolkiln enforces it" in _WORKFLOW_RULES
