"""workflow_step_done: an agent marks a workflow step done during a turn, through the CLI with the mock backends."""

import json

import pytest
from click.testing import CliRunner

import toolkiln
from toolkiln.cli.main import main
from toolkiln.models.planner.plan import Plan, Step
from toolkiln.models.planner.prompt import planner_prompt
from toolkiln.testing import ScriptedGenerator, ScriptedPlanner
from toolkiln.workflows.model import load_workflows, progress, prompt_section

MOCK = ["--planner", "mock", "--generator", "mock"]


@pytest.fixture
def runner():
    return CliRunner()


def _run(runner, message, *args):
    result = runner.invoke(main, ["run", *MOCK, *args, "--json", message])
    return json.loads(result.output)


def _progress(runner, session, workflow="fix-a-bug"):
    result = runner.invoke(main, ["workflows", "progress", workflow, "--session", session, "--json"])
    assert result.exit_code == 0, result.output
    payload = json.loads(result.output)
    return {s["step"]: s for s in payload["steps"]}, payload["next"]


def test_a_step_without_tools_is_marked_done_by_the_agent_and_the_override_still_works(runner):
    turn = _run(runner, "mark diagnose of fix-a-bug done", "--session", "bug")
    (step,) = turn["steps"]
    assert (step["tool"], step["origin"], step["status"], step["check_status"]) == (
        "workflow_step_done",
        "workflow",
        "ok",
        "passed",
    )
    assert step["result"]["next"] == "fix" and "Next: fix, an operator step: a person must" in step["result"]["text"]
    steps, upcoming = _progress(runner, "bug")
    diagnose = steps["diagnose"]
    assert (diagnose["state"], diagnose["by"], diagnose["note"]) == ("done", "toolkiln", "the message says so")
    assert diagnose["at"] and upcoming == "fix"
    text = runner.invoke(main, ["workflows", "progress", "fix-a-bug", "--session", "bug"]).output
    assert "diagnose done (toolkiln)  done by toolkiln at" in text

    # A person finishes the operator step; the agent, told so, marks verify (the workflow is in progress).
    record = ["workflows", "record", "fix-a-bug", "fix", "--done", "--session", "bug", "--by", "alice"]
    assert runner.invoke(main, record).exit_code == 0
    turn = _run(runner, "the verify step is done", "--session", "bug")
    assert turn["steps"][0]["status"] == "ok" and turn["steps"][0]["result"]["finished"] is True
    assert "Every step is finished." in turn["steps"][0]["result"]["text"]
    steps, upcoming = _progress(runner, "bug")
    assert [steps[s]["by"] for s in ("diagnose", "fix", "verify")] == ["toolkiln", "alice", "toolkiln"]
    assert upcoming is None

    # The override, both ways: a wrong "done" is taken back, and given again.
    undo = ["workflows", "record", "fix-a-bug", "diagnose", "--not-done", "--session", "bug", "--note", "wrong cause"]
    assert runner.invoke(main, undo).exit_code == 0
    steps, upcoming = _progress(runner, "bug")
    assert (steps["diagnose"]["state"], steps["diagnose"]["by"], upcoming) == ("outstanding", "operator", "diagnose")
    _run(runner, "mark the diagnose step done", "--session", "bug")
    steps, upcoming = _progress(runner, "bug")
    assert (steps["diagnose"]["state"], steps["diagnose"]["by"]) == ("done", "toolkiln")


def test_a_mark_out_of_order_is_refused_with_the_hazard_and_nothing_is_recorded(runner):
    _run(runner, "mark diagnose of fix-a-bug done", "--session", "bug")
    turn = _run(runner, "mark verify of fix-a-bug done", "--session", "bug")
    (step,) = turn["steps"]
    assert step["status"] == "error" and step["origin"] == "workflow" and "\n" not in step["error"]
    assert step["error"].startswith("workflow fix-a-bug: step verify requires fix (operator) to be done first")
    assert "hazard: verifying before the fix is in reports the old failure" in step["error"]
    steps, upcoming = _progress(runner, "bug")
    assert steps["verify"]["state"] == "outstanding" and "by" not in steps["verify"] and upcoming == "fix"


@pytest.mark.parametrize(
    ("message", "error"),
    [
        ("mark cleanup of fix-a-bug done", "workflow fix-a-bug has no step 'cleanup'; its steps are diagnose, fix"),
        ("mark draft of fix-a-bug done", "workflow fix-a-bug has no step 'draft'"),
    ],
)
def test_an_unknown_step_is_the_steps_one_line_error(runner, message, error):
    record = ["workflows", "record", "fix-a-bug", "diagnose", "--done", "--session", "bug"]
    assert runner.invoke(main, record).exit_code == 0  # in progress: the workflow applies to any message
    turn = _run(runner, message, "--session", "bug")
    (step,) = turn["steps"]
    assert step["status"] == "error" and step["error"].startswith(error) and "\n" not in step["error"]
    steps, _ = _progress(runner, "bug")
    assert [s["state"] for s in steps.values()] == ["done", "outstanding", "outstanding"]


def test_an_unknown_workflow_and_a_turn_without_a_session_are_refused(toolkiln_home):
    planner = ScriptedPlanner()
    planner.queue(
        lambda request: Plan(
            "plan", steps=[_mark_step({"workflow": "fix-a-typo", "step": "diagnose"})], reasoning="fix this bug"
        )
    )
    with toolkiln.open(toolkiln_home, warm=False, agent_models={"": (planner, ScriptedGenerator())}) as kiln:
        turn = kiln.run("fix this bug", session="bug")
        assert turn.steps[0].error.startswith("no workflow 'fix-a-typo'; known workflows: fix-a-bug, publish-article")
        planner.queue(Plan("plan", steps=[_mark_step({"workflow": "fix-a-bug", "step": "diagnose"})]))
        turn = kiln.run("fix this bug")
        assert turn.steps[0].status == "error"
        assert turn.steps[0].error.startswith("workflow_step_done: workflow progress belongs to a chat session")
        planner.queue(Plan("plan", steps=[_mark_step({"workflow": "fix-a-bug", "step": "diagnose", "by": "ceo"})]))
        turn = kiln.run("fix this bug", session="bug")
        assert "got unknown param 'by'" in turn.steps[0].error
        for note in ("", "   ", 7):
            planner.queue(Plan("plan", steps=[_mark_step({"workflow": "fix-a-bug", "step": "diagnose", "note": note})]))
            turn = kiln.run("fix this bug", session="bug")
            assert turn.steps[0].error.startswith("workflow_step_done: note must say how you know the step is done")
        assert kiln.registry.workflow_marks.history("bug", "fix-a-bug") == []


def _mark_step(params, step_id="s1", check="result['step'] == 'diagnose'"):
    return Step(step_id, "workflow_step_done", "mark a step done", {"note": "the person said so", **params}, check)


def test_the_tool_is_offered_only_while_a_workflow_applies(runner, toolkiln_home):
    turn = _run(runner, "mark draft done", "--session", "fresh")
    assert turn["steps"] == [] and "workflow_step_done is not offered" in turn["reasoning"]
    steps, _ = _progress(runner, "fresh", "publish-article")
    assert all(s["state"] == "outstanding" for s in steps.values())

    planner = ScriptedPlanner([Plan("plan"), Plan("plan"), Plan("plan")])
    with toolkiln.open(toolkiln_home, warm=False, agent_models={"": (planner, ScriptedGenerator())}) as kiln:
        kiln.run("convert 30 C to F", session="fresh")
        kiln.run("fix this bug, something is broken", session="fresh")
        kiln.registry.workflow_marks.record("other", "fix-a-bug", "diagnose", done=True, by="operator")
        kiln.run("convert 30 C to F", session="other")  # no match, but the workflow is in progress here
    offered = [{t.name for t in request.tools} for request in planner.requests]
    assert ["workflow_step_done" in names for names in offered] == [False, True, True]
    assert 'workflow_step_done(workflow="fix-a-bug", step="fix"' in planner.requests[2].workflow


def test_the_prompt_says_how_to_mark_a_step_without_tools(toolkiln_home):
    catalogue = load_workflows(toolkiln_home)
    fix, publish = catalogue["fix-a-bug"], catalogue["publish-article"]
    section = prompt_section(fix, progress(fix, {}, set()))
    assert (
        'It names no tools: once it is done, mark it with a plan step workflow_step_done(workflow="fix-a-bug", '
        'step="diagnose", note="how you know")' in section
    )
    assert "workflow_step_done" not in prompt_section(publish, progress(publish, {}, set()))  # its tools infer it


def test_a_named_agent_marks_in_its_own_name_past_its_allow_list_and_a_delegated_one_in_the_callers_session(
    runner, toolkiln_home
):
    toolkiln_home.mkdir(parents=True, exist_ok=True)
    (toolkiln_home / "agents.toml").write_text(
        '[agents.writer]\ndoes = "writes things"\ntools = ["count_words"]\n'
        '[agents.boss]\ndoes = "coordinates"\nteam = ["writer"]\n',
        encoding="utf-8",
    )
    turn = _run(runner, "mark diagnose of fix-a-bug done", "--session", "bug", "--agent", "writer")
    assert turn["steps"][0]["status"] == "ok" and turn["steps"][0]["result"]["by"] == "writer"
    steps, _ = _progress(runner, "bug")
    assert steps["diagnose"]["by"] == "writer"

    turn = _run(runner, "ask writer to mark diagnose of fix-a-bug done", "--session", "team", "--agent", "boss")
    assert turn["steps"][0]["status"] == "ok", turn["steps"][0]
    child = turn["steps"][0]["child"]["steps"][0]
    assert (child["tool"], child["origin"], child["status"]) == ("workflow_step_done", "workflow", "ok")
    steps, _ = _progress(runner, "team")
    assert (steps["diagnose"]["state"], steps["diagnose"]["by"]) == ("done", "writer")


def test_a_workflow_that_applied_to_a_turn_stays_applied_in_its_session_until_finished(runner, toolkiln_home):
    report = "there is a bug: parsing a CSV drops the last row, help me fix it"
    assert _run(runner, report, "--session", "bug")["steps"] == []  # applies; nothing is marked yet
    diagnosed = "I've diagnosed it: the loop stops one short, mark diagnose done"  # no words of the workflow's
    turn = _run(runner, diagnosed, "--session", "bug")
    assert turn["steps"][0]["status"] == "ok" and turn["steps"][0]["result"]["next"] == "fix"
    turn = _run(runner, diagnosed, "--session", "elsewhere")  # the same words, a session it never applied to
    assert turn["steps"] == [] and "workflow_step_done is not offered" in turn["reasoning"]
    history = runner.invoke(main, ["workflows", "progress", "fix-a-bug", "--session", "bug", "--json"]).output
    assert [s["state"] for s in json.loads(history)["steps"]] == ["done", "outstanding", "outstanding"]

    planner = ScriptedPlanner([Plan("plan"), Plan("plan"), Plan("plan")])
    with toolkiln.open(toolkiln_home, warm=False, agent_models={"": (planner, ScriptedGenerator())}) as kiln:
        kiln.run(report, session="later")
        kiln.run("it was the loop bound", session="later")
        for step in ("diagnose", "fix", "verify"):
            kiln.registry.workflow_marks.record("later", "fix-a-bug", step, done=True, by="alice")
        kiln.run("it was the loop bound", session="later")  # finished: it no longer applies
    second, finished = planner.requests[1], planner.requests[2]
    assert "workflow_step_done" in {t.name for t in second.tools} and "Workflow fix-a-bug" in second.workflow
    assert "workflow_step_done" not in {t.name for t in finished.tools} and finished.workflow == ""


def test_marks_in_one_plan_run_in_the_order_listed_and_an_operator_step_says_it_was_reported(toolkiln_home):
    # Each mark requires the one before it: run at the same time, the later ones would be refused.
    steps = [
        _mark_step({"workflow": "fix-a-bug", "step": step}, f"s{i}", f"result['step'] == {step!r}")
        for i, step in enumerate(("diagnose", "fix", "verify"), 1)
    ]
    planner = ScriptedPlanner([Plan("plan", steps=steps)])
    with toolkiln.open(toolkiln_home, warm=False, agent_models={"": (planner, ScriptedGenerator())}) as kiln:
        turn = kiln.run("I found the cause, patched parse() and the failing case passes now; fix this bug", session="s")
        assert [(s.status, s.result["step"]) for s in turn.steps] == [
            ("ok", "diagnose"),
            ("ok", "fix"),
            ("ok", "verify"),
        ], [s.error for s in turn.steps]
        assert turn.steps[1].result["by"] == "operator (reported to toolkiln)"
        assert turn.steps[2].result["finished"] is True
        history = kiln.registry.workflow_marks.history("s", "fix-a-bug")
    assert [(m["step"], m["by"]) for m in history] == [
        ("diagnose", "toolkiln"),
        ("fix", "operator (reported to toolkiln)"),
        ("verify", "toolkiln"),
    ]


def test_progress_tells_a_reported_operator_step_from_one_a_person_recorded(runner):
    record = ["workflows", "record", "fix-a-bug", "diagnose", "--done", "--session", "bug", "--by", "alice"]
    assert runner.invoke(main, record).exit_code == 0
    turn = _run(runner, "mark fix of fix-a-bug done", "--session", "bug")
    assert turn["steps"][0]["result"]["by"] == "operator (reported to toolkiln)"
    steps, upcoming = _progress(runner, "bug")
    assert (steps["diagnose"]["by"], steps["fix"]["by"], upcoming) == (
        "alice",
        "operator (reported to toolkiln)",
        "verify",
    )
    text = runner.invoke(main, ["workflows", "progress", "fix-a-bug", "--session", "bug"]).output
    assert "- fix done (operator)  done by operator (reported to toolkiln) at" in text


def test_the_planner_sees_workflow_step_done_as_built_in_and_counted(toolkiln_home):
    planner = ScriptedPlanner([Plan("plan")])
    with toolkiln.open(toolkiln_home, warm=False, agent_models={"": (planner, ScriptedGenerator())}) as kiln:
        kiln.run("there is a bug: parsing a CSV drops the last row, help me fix it", session="bug")
    _, variable = planner_prompt(planner.requests[0])
    built_in = variable.index("Built in (toolkiln records it, no code runs):\n- workflow_step_done(")
    assert "(registry):" not in variable[built_in:]
    assert "catalog tools and the 1 built-in tool toolkiln handles itself; no tool has been written" in variable
    assert "workflow_step_done(workflow: str, step: str, note: str) ->" in variable
    assert "note: how you know the step is done: the person's words, or the result in this plan" in variable
    assert "never mark an operator step the person has not reported done" in variable
    assert "finished is true when every step of the workflow is done" in variable


def test_a_person_dismisses_a_workflow_that_applied_by_mistake_and_a_matching_message_applies_it_again(
    runner, toolkiln_home
):
    report = "there is a bug: parsing a CSV drops the last row, help me fix it"
    diagnosed = "I've diagnosed it: the loop stops one short, mark diagnose done"  # no words of the workflow's
    assert _run(runner, report, "--session", "bug")["steps"] == []  # applies, and is remembered
    turn = _run(runner, "mark diagnose done", "--session", "bug")
    assert turn["steps"][0]["status"] == "ok"  # in progress now, marks and all

    dismissed = runner.invoke(main, ["workflows", "dismiss", "fix-a-bug", "--session", "bug", "--json"])
    assert dismissed.exit_code == 0, dismissed.output
    assert json.loads(dismissed.output) == {
        "workflow": "fix-a-bug",
        "session": "bug",
        "dismissed": True,
        "by": "operator",
    }
    turn = _run(runner, diagnosed, "--session", "bug")
    assert turn["steps"] == [] and "workflow_step_done is not offered" in turn["reasoning"]
    steps, _ = _progress(runner, "bug")  # the marks stay on record
    assert steps["diagnose"]["state"] == "done"

    assert _run(runner, report, "--session", "bug")["steps"] == []  # matching words apply it again
    turn = _run(runner, "the fix step is done", "--session", "bug")
    assert turn["steps"][0]["status"] == "ok" and turn["steps"][0]["result"]["next"] == "verify"

    unknown = runner.invoke(main, ["workflows", "dismiss", "no-such-flow", "--session", "bug"])
    assert unknown.exit_code == 2 and "no-such-flow" in unknown.output and "Traceback" not in unknown.output
    text = runner.invoke(main, ["workflows", "dismiss", "fix-a-bug", "--session", "bug"]).output
    assert text == "fix-a-bug no longer applies in session bug; a message that matches it applies it again\n"
