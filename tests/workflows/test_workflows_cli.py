"""`toolkiln workflows`: list, show, find, progress and record, in text and JSON, over a real registry."""

import json

import pytest
from click.testing import CliRunner

from toolkiln.cli.main import main


@pytest.fixture
def runner():
    return CliRunner()


def _json(runner, *args):
    result = runner.invoke(main, [*args, "--json"])
    return result.exit_code, json.loads(result.output)


def test_list_show_and_find_the_shipped_workflows(runner):
    code, listed = _json(runner, "workflows", "list")
    assert code == 0 and {w["id"] for w in listed} >= {"publish-article", "fix-a-bug"}
    code, shown = _json(runner, "workflows", "show", "publish-article")
    assert code == 0 and [s["id"] for s in shown["steps"]] == ["draft", "slug", "publish"]
    assert shown["steps"][2]["owner"] == "operator"
    text = runner.invoke(main, ["workflows", "show", "fix-a-bug"]).output
    assert "fix (operator (a person))" in text and "hazard: a fix made before the cause is known" in text
    code, found = _json(runner, "workflows", "find", "publish my blog posts")
    assert code == 0 and found[0]["id"] == "publish-article" and found[0]["score"] == 1.0
    text = runner.invoke(main, ["workflows", "find", "publish my blog posts"]).output
    assert text.startswith("1.00  publish-article  Publish an article")


def test_progress_is_inferred_from_a_run_then_overridden_and_recorded(runner):
    ran = runner.invoke(
        main,
        ["run", "--planner", "mock", "--generator", "mock", "--session", "s1", "--json", "text statistics of 'a b c'"],
    )
    assert json.loads(ran.output)["steps"][0]["tool"] == "text_stats"  # the catalog tool the draft step names
    code, before = _json(runner, "workflows", "progress", "publish-article", "--session", "s1")
    assert code == 0 and before["steps"][0]["state"] == "inferred" and before["next"] == "slug"
    code, other = _json(runner, "workflows", "progress", "publish-article", "--session", "s2")
    assert other["steps"][0]["state"] == "outstanding" and other["next"] == "draft"

    args = ["workflows", "record", "publish-article", "draft", "--not-done", "--note", "too long", "--session", "s1"]
    code, after = _json(runner, *args, "--by", "alice")
    draft = after["steps"][0]
    assert code == 0 and (draft["state"], draft["by"], draft["note"]) == ("outstanding", "alice", "too long")
    assert draft["at"] and after["next"] == "draft"

    code, done = _json(runner, "workflows", "record", "publish-article", "draft", "--done", "--session", "s1")
    assert done["steps"][0]["state"] == "done" and done["steps"][0]["by"] == "operator"
    text = runner.invoke(main, ["workflows", "progress", "publish-article", "--session", "s1"]).output
    assert (
        "draft done (toolkiln)  done by operator at" in text
        and "next: slug (toolkiln): make the URL slug from the title" in text
    )


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (["workflows", "show", "nope"], "no workflow 'nope'; known workflows: fix-a-bug, publish-article"),
        (["workflows", "record", "publish-article", "edit", "--done", "--session", "s"], "has no step 'edit'"),
        (["workflows", "progress", "publish-article"], "Missing option '--session'"),
        (
            ["workflows", "record", "publish-article", "draft", "--done", "--session", "s", "--note", "x" * 2001],
            "--note is 2,001 characters; a mark keeps at most 2,000",
        ),
        (
            ["workflows", "record", "publish-article", "draft", "--done", "--session", "s", "--by", "b" * 5000],
            "--by is 5,000 characters; a mark keeps at most 2,000",
        ),
    ],
)
def test_bad_input_is_one_line_with_exit_code_2(runner, args, expected):
    result = runner.invoke(main, args)
    assert result.exit_code == 2 and expected in result.output
    _, progress = _json(runner, "workflows", "progress", "publish-article", "--session", "s")
    assert [step.get("by") for step in progress["steps"]] == [None, None, None]  # nothing was recorded
    code, payload = _json(runner, *args)
    assert code == 2 and expected in payload["error"]["message"]


def test_a_broken_home_workflow_is_reported_with_its_file(runner, toolkiln_home):
    (toolkiln_home / "workflows").mkdir(parents=True)
    bad = toolkiln_home / "workflows" / "bad.toml"
    bad.write_text('id = "x"\ntitle = "X"\n[[steps]]\nid = "a"\nowner = "ghost"\ndoes = "d"\n', encoding="utf-8")
    code, payload = _json(runner, "workflows", "list")
    assert code == 2 and payload["error"]["message"].startswith(f"{bad}: step a: owner 'ghost' is not an agent")
