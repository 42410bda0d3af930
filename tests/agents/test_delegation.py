"""Agents that delegate to agents, through the Python API: scripted models per agent, real SQLite, real workers."""

import threading
import time

import pytest

import toolkiln
import toolkiln.errors
from toolkiln.models.planner import PlanAnswer
from toolkiln.models.planner.wire import WirePlan
from toolkiln.testing import ScriptedGenerator, ScriptedPlanner
from toolkiln.util.usage import Usage

AGENTS = """
[agents.boss]
does = "coordinates a task across the team"
instructions = "Delegate arithmetic to calc and prose to writer."
team = ["writer", "calc"]
[agents.boss.budget]
tokens = {tokens}
depth = {depth}

[agents.writer]
does = "writes short texts"
team = {writer_team}

[agents.calc]
does = "does arithmetic with the calculate tool"
tools = ["calculate"]
"""


def write_agents(home, tokens=100000, depth=3, writer_team="[]", text=None):
    home.mkdir(parents=True, exist_ok=True)
    (home / "agents.toml").write_text(
        text or AGENTS.format(tokens=tokens, depth=depth, writer_team=writer_team), encoding="utf-8"
    )


def plan(*steps, reasoning="ok", tokens=0, **extra):
    """A planner answer: steps are (tool, params) pairs, each with a check that always holds for a dict."""
    wire = {
        "reasoning": reasoning,
        "outcome": extra.pop("outcome", "plan"),
        "steps": [
            {
                "id": f"s{i}",
                "tool": tool,
                "description": f"run {tool}",
                "params_json": __import__("json").dumps(params),
                "check": "isinstance(result, dict)",
            }
            for i, (tool, params) in enumerate(steps, 1)
        ],
        **extra,
    }
    return PlanAnswer(plan=WirePlan.parse(wire).to_plan(), usage=Usage(input_tokens=tokens, calls=1))


def delegate(agent, prompt):
    return ("task", {"agent": agent, "prompt": prompt})


def calc(expression):
    return ("calculate", {"expression": expression})


def models(**planners):
    return {name: (p, ScriptedGenerator()) for name, p in planners.items()}


def test_boss_delegates_to_calc_and_usage_rolls_up(toolkiln_home):
    write_agents(toolkiln_home)
    boss = ScriptedPlanner([plan(delegate("calc", "what is 6 * 7?"), tokens=100)])
    child = ScriptedPlanner([plan(calc("6 * 7"), reasoning="6 * 7 is 42", tokens=30)])
    with toolkiln.open(agent_models=models(boss=boss, calc=child, writer=ScriptedPlanner())) as kiln:
        turn = kiln.run("work out 6 * 7", agent="boss")
        logged = kiln.runlog.turn(turn.turn_id)
    step = turn.steps[0]
    assert (step.status, step.origin) == ("ok", "agent")
    report = step.result
    assert report["agent"] == "calc" and report["status"] == "ok" and report["steps"] == 1
    assert report["result"] == {"value": 42} and "6 * 7 is 42" in report["text"]
    assert report["usage"]["input_tokens"] == 30
    assert turn.usage.input_tokens == 130  # the boss's own 100 and the child's 30
    data = turn.to_json()
    assert data["agent"] == "boss" and data["handle"] == "boss.1"
    child_json = data["steps"][0]["child"]
    assert child_json["handle"] == "boss.1/calc.1" and child_json["task"] == "what is 6 * 7?"
    assert child_json["usage"]["input_tokens"] == 30 and child_json["steps"][0]["result"] == {"value": 42}
    # the child's planner got a fresh transcript and the hand_back outcome; the boss its instructions and the team
    assert child.requests[0].history == [] and child.requests[0].may_hand_back
    assert not boss.requests[0].may_hand_back and "Delegate arithmetic" in boss.requests[0].instructions
    task = next(t for t in boss.requests[0].tools if t.name == "task")
    assert task.source == "agent" and "calc: does arithmetic" in task.description
    assert task.description.index("calc:") < task.description.index("writer:")
    # calc's allow-list: calculate only, and no task tool (it has no team)
    assert [t.name for t in child.requests[0].tools] == ["calculate"]
    assert logged["record"]["agent"] == "boss" and logged["steps"][0]["child"]["agent"] == "calc"


def test_out_of_team_is_a_step_error_and_nothing_is_spawned(toolkiln_home):
    write_agents(toolkiln_home)
    writer = ScriptedPlanner()
    calc_planner = ScriptedPlanner()
    boss = ScriptedPlanner([plan(delegate("nobody", "write a haiku"))])
    with toolkiln.open(agent_models=models(boss=boss, writer=writer, calc=calc_planner)) as kiln:
        turn = kiln.run("a haiku", agent="boss")
    step = turn.steps[0]
    assert step.status == "error" and "'nobody' is not in boss's team" in step.error
    assert "calc, writer" in step.error and step.child is None
    assert writer.requests == [] and calc_planner.requests == []


def test_agent_as_tool(toolkiln_home):
    text = AGENTS.format(tokens=1000, depth=3, writer_team="[]") + '\n[agents.front]\ndoes = "front desk"\n'
    text += 'tools = ["agent:calc"]\n'
    write_agents(toolkiln_home, text=text)
    front = ScriptedPlanner([plan(("calc", {"prompt": "what is 2 + 3?"}))])
    child = ScriptedPlanner([plan(calc("2 + 3"))])
    with toolkiln.open(
        agent_models=models(front=front, calc=child, boss=ScriptedPlanner(), writer=ScriptedPlanner())
    ) as kiln:
        turn = kiln.run("add 2 and 3", agent="front")
    offered = {t.name: t for t in front.requests[0].tools}
    assert set(offered) == {"calc"} and offered["calc"].params == (("prompt", "str"),)
    assert offered["calc"].source == "agent"
    step = turn.steps[0]
    assert step.origin == "agent" and step.result["result"] == {"value": 5}
    assert step.child.handle == "front.1/calc.1"


def test_two_delegations_run_concurrently(toolkiln_home):
    """Both children's planners are inside their call at the same time: a barrier only two threads pass together."""
    write_agents(toolkiln_home)
    barrier = threading.Barrier(2, timeout=60)

    def meet(answer):
        def wait(request):
            barrier.wait()
            return answer

        return wait

    boss = ScriptedPlanner([plan(delegate("calc", "1 + 1"), delegate("writer", "say hi"))])
    calc_p = ScriptedPlanner([meet(plan(calc("1 + 1")))])
    writer_p = ScriptedPlanner([meet(plan(calc("2 + 2")))])
    with toolkiln.open(agent_models=models(boss=boss, calc=calc_p, writer=writer_p)) as kiln:
        turn = kiln.run("two things", agent="boss")
    assert [s.status for s in turn.steps] == ["ok", "ok"]
    assert [s.child.handle for s in turn.steps] == ["boss.1/calc.1", "boss.1/writer.1"]
    assert [s.result["agent"] for s in turn.steps] == ["calc", "writer"]


REVERSE = '''"""Reverses a text character by character."""


def reverse_text(text: str) -> dict:
    """Returns text backwards: {"reversed": text}."""
    return {"reversed": text[::-1]}
'''


def test_budget_spent_before_a_delegation_refuses_it_with_take_stock(toolkiln_home):
    write_agents(toolkiln_home, tokens=100)
    calc_p = ScriptedPlanner()
    boss = ScriptedPlanner([plan(delegate("calc", "what is 6 * 7?"), tokens=150), plan(reasoning="taking stock")])
    with toolkiln.open(agent_models=models(boss=boss, calc=calc_p, writer=ScriptedPlanner())) as kiln:
        turn = kiln.run("work out 6 * 7", agent="boss", session="budget")
        kiln.run("go on", agent="boss", session="budget")
    step = turn.steps[0]
    assert step.status == "error" and step.child is None and calc_p.requests == []
    assert "token budget spent (150 of 100 tokens)" in step.error
    assert "Take stock" in step.error and "calc: 'what is 6 * 7?'" in step.error and "right lines" in step.error
    # the refusal is what the planner reads in the chat's next turn (each turn has its own budget)
    assert "Take stock" in boss.requests[1].history[-1]["content"]


def test_budget_running_out_during_a_delegation_cuts_the_child_off_with_a_partial_report(toolkiln_home):
    """The child's first step ran; its generator's first answer spent the boss's budget, so the repair never happens."""
    write_agents(toolkiln_home, tokens=200)
    from toolkiln.models.codegen import GenAnswer

    boss = ScriptedPlanner([plan(delegate("writer", "reverse the sum of 1 + 1"), tokens=100)])
    writer_steps = plan(calc("1 + 1"), ("reverse_text", {"text": "abc"}), tokens=50)
    writer_steps.plan.steps[1].params = {"text": {"$ref": "s1.value"}}  # runs after s1, so s1 is established
    writer = ScriptedPlanner([writer_steps])
    broken = GenAnswer(name="reverse_text", source="def reverse_text(text: str) -> dict:\n    return 1/0\n")
    broken.usage = Usage(output_tokens=80, calls=1)
    generator = ScriptedGenerator([broken, REVERSE])
    with toolkiln.open(
        agent_models={
            "boss": (boss, ScriptedGenerator()),
            "writer": (writer, generator),
            "calc": (ScriptedPlanner(), ScriptedGenerator()),
        }
    ) as kiln:
        turn = kiln.run("reverse it", agent="boss")
    step = turn.steps[0]
    report = step.result
    assert report["status"] == "incomplete" and step.status == "error"
    assert report["text"].startswith("INCOMPLETE — cut off: boss token budget is spent (230 of 200 tokens)")
    assert '"value": 2' in report["text"] and report["result"] == {"value": 2}
    assert len(generator.calls) == 1  # the repair call was refused before it was made
    child = step.child.to_json()
    assert child["incomplete"].startswith("boss token budget is spent")
    assert [s["status"] for s in child["steps"]] == ["ok", "error"]
    assert turn.usage.input_tokens == 150 and turn.usage.output_tokens == 80


def test_idle_watchdog_cuts_off_a_child_that_makes_no_progress(toolkiln_home):
    text = AGENTS.format(tokens=10000, depth=3, writer_team="[]").replace(
        "[agents.boss.budget]", "[agents.boss.budget]\nidle_s = 0.2"
    )
    write_agents(toolkiln_home, text=text)

    def slow(request):
        time.sleep(0.6)
        return plan(calc("1 + 1"))

    boss = ScriptedPlanner([plan(delegate("calc", "1 + 1"))])
    with toolkiln.open(agent_models=models(boss=boss, calc=ScriptedPlanner([slow]), writer=ScriptedPlanner())) as kiln:
        turn = kiln.run("add", agent="boss")
    report = turn.steps[0].result
    assert report["status"] == "incomplete" and "no progress for 0.2 s (idle watchdog)" in report["text"]
    assert report["steps"] == 0 and "(nothing yet)" in report["text"]


def test_depth_limit(toolkiln_home):
    write_agents(toolkiln_home, depth=1, writer_team='["calc"]')
    calc_p = ScriptedPlanner()
    boss = ScriptedPlanner([plan(delegate("writer", "get 2 + 2 from calc"))])
    writer = ScriptedPlanner([plan(delegate("calc", "2 + 2"))])
    with toolkiln.open(agent_models=models(boss=boss, writer=writer, calc=calc_p)) as kiln:
        turn = kiln.run("2 + 2 via the writer", agent="boss")
    grandchild_step = turn.steps[0].child.steps[0]
    assert (
        grandchild_step.status == "error" and "delegation depth limit: boss allows 1 level(s)" in grandchild_step.error
    )
    assert calc_p.requests == []
    assert turn.steps[0].result["status"] == "error"


def test_hand_back_is_routed_to_its_named_owner(toolkiln_home):
    write_agents(toolkiln_home)
    boss = ScriptedPlanner(
        [plan(delegate("writer", "what is 6 * 7?")), plan(delegate("calc", "compute 6 * 7"), reasoning="routing")]
    )
    writer = ScriptedPlanner(
        [
            plan(
                outcome="hand_back",
                what_is_needed="What is 6 * 7?",
                what_i_established="it is arithmetic, not prose",
                owning_agent="calc",
            )
        ]
    )
    calc_p = ScriptedPlanner([plan(calc("6 * 7"))])
    with toolkiln.open(agent_models=models(boss=boss, writer=writer, calc=calc_p)) as kiln:
        turn = kiln.run("6 * 7", agent="boss")
    first, routed = turn.steps
    assert first.status == "ok" and first.result["status"] == "handed_back"
    assert first.result["owning_agent"] == "calc" and first.result["what_is_needed"] == "What is 6 * 7?"
    assert first.child.outcome == "hand_back"
    follow_up = boss.requests[1]
    assert "handed back by writer: what is needed: What is 6 * 7?" in follow_up.message
    assert "names calc as the owner" in follow_up.message and "Ending with no reply is not valid" in follow_up.message
    assert routed.id == "r2_s1" and routed.result["result"] == {"value": 42}
    assert [s.id for s in turn.plan.steps] == ["s1", "r2_s1"]


def test_a_hand_back_naming_no_real_agent_drops_the_owner_and_an_empty_reply_is_sent_back(toolkiln_home):
    write_agents(toolkiln_home)
    boss = ScriptedPlanner(
        [plan(delegate("writer", "what is 6 * 7?")), plan(reasoning=""), plan(reasoning="It is 42, established.")]
    )
    writer = ScriptedPlanner(
        [plan(outcome="hand_back", what_is_needed="What is 6 * 7?", what_i_established="42", owning_agent="zed")]
    )
    with toolkiln.open(agent_models=models(boss=boss, writer=writer, calc=ScriptedPlanner())) as kiln:
        turn = kiln.run("6 * 7", agent="boss")
    report = turn.steps[0].result
    assert "owning_agent" not in report and report["note"] == "owning_agent 'zed' is not an agent here; dropped"
    assert "dropped" in boss.requests[1].message
    # run --json and the run log keep the child's hand-back in its one JSON shape
    shape = {"what_is_needed": "What is 6 * 7?", "what_i_established": "42", "note": report["note"]}
    child = turn.to_json()["steps"][0]["child"]
    assert (child["outcome"], child["hand_back"]) == ("hand_back", shape)
    with toolkiln.open(models=False) as kiln:
        logged = kiln.runlog.turn(turn.turn_id)
    assert logged["steps"][0]["child"]["hand_back"] == shape
    assert "ending with no reply is not valid" in boss.requests[2].feedback
    assert turn.reasoning == "It is 42, established." and len(turn.steps) == 1


def test_hand_back_is_refused_to_an_agent_nobody_delegated_to(toolkiln_home):
    write_agents(toolkiln_home)
    boss = ScriptedPlanner([plan(outcome="hand_back", what_is_needed="?"), plan(calc("1 + 1"))])
    with toolkiln.open(agent_models=models(boss=boss, writer=ScriptedPlanner(), calc=ScriptedPlanner())) as kiln:
        turn = kiln.run("1 + 1", agent="boss")
    assert "hand_back is only for an agent another agent delegated to" in boss.requests[1].feedback
    assert turn.steps[0].result == {"value": 2}


def test_a_suspended_delegation_resumes_after_approval_and_the_settled_sibling_is_reattached(toolkiln_home):
    write_agents(toolkiln_home)
    boss = ScriptedPlanner([plan(delegate("calc", "1 + 1"), delegate("writer", "reverse abc"))])
    calc_p = ScriptedPlanner([plan(calc("1 + 1"))])
    writer = ScriptedPlanner([plan(("reverse_text", {"text": "abc"}))])
    generator = ScriptedGenerator([REVERSE])
    team = {"boss": (boss, ScriptedGenerator()), "calc": (calc_p, ScriptedGenerator()), "writer": (writer, generator)}
    with toolkiln.open(approval="manual", agent_models=team) as kiln:
        first = kiln.run("two things", agent="boss")
        assert [s.status for s in first.steps] == ["ok", "pending"]
        assert first.steps[1].result["status"] == "pending"
        assert first.steps[1].child.steps[0].status == "pending"
        kiln.registry.approve("reverse_text")
        asked = (len(boss.requests), len(calc_p.requests), len(writer.requests), len(generator.calls))
        resumed = kiln.resume()
        assert (len(boss.requests), len(calc_p.requests), len(writer.requests), len(generator.calls)) == asked
        assert [s.status for s in resumed.steps] == ["ok", "ok"]
        calc_json, writer_json = (s["child"] for s in resumed.to_json()["steps"])
        assert calc_json["reattached"] is True and calc_json["steps"][0]["result"] == {"value": 2}
        assert writer_json["steps"][0]["origin"] == "reused"
        assert resumed.steps[1].result["result"] == {"reversed": "cba"}
        old = kiln.runlog.turn(first.turn_id)["record"]
        new = kiln.runlog.turn(resumed.turn_id)["record"]
        assert old["resumed_by"] == resumed.turn_id and new["resumes"] == first.turn_id
        with pytest.raises(toolkiln.errors.UsageError, match=f"resumed already, as turn {resumed.turn_id}"):
            kiln.resume(first.turn_id)


def test_every_level_shares_one_executor_and_one_worker_pool(toolkiln_home):
    """Boss → writer → calc, twice at once: the step threads never exceed the one executor's size."""
    write_agents(toolkiln_home, writer_team='["calc"]')
    boss = ScriptedPlanner([plan(delegate("writer", "a"), delegate("writer", "b"))])
    writer = ScriptedPlanner([plan(delegate("calc", "1 + 1")), plan(delegate("calc", "2 + 2"))])
    calc_p = ScriptedPlanner([plan(calc("1 + 1")), plan(calc("2 + 2"))])
    with toolkiln.open(agent_models=models(boss=boss, writer=writer, calc=calc_p), pool_size=2) as kiln:
        turn = kiln.run("nest", agent="boss")
        agents = list(kiln.agents.values())
        assert all(a.executor is kiln.executor and a.pool is kiln.pool and a.registry is kiln.registry for a in agents)
        step_threads = [t for t in threading.enumerate() if t.name.startswith("toolkiln-step")]
    assert len(step_threads) <= 2
    assert [s.status for s in turn.steps] == ["ok", "ok"]
    grandchildren = [s.child.steps[0].child for s in turn.steps]
    assert sorted(g.steps[0].result["value"] for g in grandchildren) == [2, 4]
    assert {g.handle for g in grandchildren} == {"boss.1/writer.1/calc.1", "boss.1/writer.2/calc.1"}


def test_a_child_hands_a_hand_back_further_and_the_top_routes_it(toolkiln_home):
    """boss → writer → calc; calc hands back to writer, which (itself delegated) hands it back to boss."""
    write_agents(toolkiln_home, writer_team='["calc"]')
    boss = ScriptedPlanner([plan(delegate("writer", "poem about 6 * 7")), plan(reasoning="The answer is unknown.")])
    writer = ScriptedPlanner(
        [
            plan(delegate("calc", "6 * 7 as a poem")),
            plan(outcome="hand_back", what_is_needed="Who writes poems about numbers?", what_i_established="6*7=42"),
        ]
    )
    calc_p = ScriptedPlanner([plan(outcome="hand_back", what_is_needed="I do not write poems", owning_agent="writer")])
    with toolkiln.open(agent_models=models(boss=boss, writer=writer, calc=calc_p)) as kiln:
        turn = kiln.run("poem", agent="boss")
    assert "hand it back further" in writer.requests[1].message and writer.requests[1].may_hand_back
    assert "hand it back further" not in boss.requests[1].message
    report = turn.steps[0].result
    assert report["status"] == "handed_back" and report["what_is_needed"] == "Who writes poems about numbers?"
    assert turn.reasoning == "The answer is unknown."


def test_a_cut_off_turn_is_labelled_for_the_next_turns_planner():
    from toolkiln.store.sessions import summarise_turn

    text = summarise_turn({"outcome": "plan", "reasoning": "r", "steps": [], "incomplete": "budget spent"})
    assert text.endswith("INCOMPLETE — cut off: budget spent")
    assert "INCOMPLETE" not in summarise_turn({"outcome": "plan", "reasoning": "r", "steps": []})


def test_a_follow_up_plans_references_follow_its_renamed_steps():
    from toolkiln.models.planner.plan import Plan, Step

    original = Plan(
        outcome="plan",
        steps=[
            Step("s1", "a", "d", {"x": 1}, "c"),
            Step("s2", "b", "d", {"t": {"$template": "{s1.v} ** 2 {{x}}"}, "r": [{"$ref": "s1.v"}]}, "c"),
        ],
    )
    renamed = original.renamed("r2_").validate()
    assert [s.id for s in renamed.steps] == ["r2_s1", "r2_s2"]
    assert renamed.steps[1].params == {"t": {"$template": "{r2_s1.v} ** 2 {{x}}"}, "r": [{"$ref": "r2_s1.v"}]}
    assert [[s.id for s in layer] for layer in renamed.layers()] == [["r2_s1"], ["r2_s2"]]
