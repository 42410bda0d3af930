"""Workflows: loading, validation, finding, progress (inferred, said, overridden) and ordering."""

import json
import subprocess
import sys
import textwrap

import pytest

from toolkiln.store import Registry
from toolkiln.workflows.model import (
    FIND_THRESHOLD,
    MEMO_FILE,
    OPERATOR,
    StepState,
    WorkflowError,
    find,
    load_workflows,
    next_step,
    ordering_hazards,
    progress,
    prompt_section,
)

PUBLISH = """
id = "publish-article"
title = "Publish an article"
exemplars = ["publish my blog post", "get the article out"]
definition = "Draft, check the length, make the slug, then publish."
[[steps]]
id = "draft"
owner = "writer"
does = "write the draft"
tools = ["count_words"]
produces = "the draft text"
requires = []
hazard = ""
[[steps]]
id = "slug"
owner = "toolkiln"
does = "make the slug"
tools = ["slugify", "lower"]
requires = ["draft"]
hazard = "the slug names a title that may still change"
[[steps]]
id = "publish"
owner = "operator"
does = "upload the article"
requires = ["slug"]
hazard = "an unchecked article goes out"
"""


def _write(home, name, text):
    folder = home / "workflows"
    folder.mkdir(parents=True, exist_ok=True)
    (folder / name).write_text(textwrap.dedent(text), encoding="utf-8")
    return folder / name


@pytest.fixture
def home(toolkiln_home):
    toolkiln_home.mkdir(parents=True, exist_ok=True)
    (toolkiln_home / "agents.toml").write_text('[agents.writer]\ndoes = "writes drafts"\n', encoding="utf-8")
    _write(toolkiln_home, "publish.toml", PUBLISH)
    return toolkiln_home


def test_the_shipped_examples_load_without_a_home(tmp_path):
    workflows = load_workflows(tmp_path / "empty")
    assert {"publish-article", "fix-a-bug"} <= set(workflows)
    assert any(step.owner == OPERATOR for step in workflows["fix-a-bug"].steps)


def test_a_home_workflow_loads_and_replaces_a_shipped_one_by_id(home):
    workflow = load_workflows(home)["publish-article"]
    assert workflow.path.endswith("publish.toml")
    assert [s.id for s in workflow.steps] == ["draft", "slug", "publish"]
    assert workflow.steps[0].owner == "writer" and workflow.steps[1].tools == ("slugify", "lower")


@pytest.mark.parametrize(
    ("old", "new", "expected"),
    [
        ('requires = ["slug"]', 'requires = ["proofread"]', "requires unknown step 'proofread'"),
        ('requires = []\nhazard = ""', 'requires = ["publish"]\nhazard = ""', "cycle: "),
        ('id = "slug"', 'id = "draft"', "duplicate step id 'draft'"),
        ('owner = "writer"', 'owner = "editor"', "owner 'editor' is not an agent"),
        ('does = "write the draft"', 'does = ""', "`does` must be a non-empty string"),
        ('hazard = ""', 'hazard = ""\ncolour = "red"', "unknown key 'colour'"),
        ('title = "Publish an article"', 'title = "Publish', "not valid TOML"),
    ],
)
def test_a_bad_workflow_is_one_line_naming_the_file(home, old, new, expected):
    assert old in PUBLISH
    load_workflows(home)  # the home's memo now holds the good file decoded: the broken one must not pass by it
    assert (home / MEMO_FILE).is_file()
    path = _write(home, "publish.toml", PUBLISH.replace(old, new, 1))
    with pytest.raises(WorkflowError) as caught:
        load_workflows(home)
    message = str(caught.value)
    assert "\n" not in message and message.startswith(str(path)) and expected in message


def test_a_cycle_names_its_steps(home):
    _write(home, "publish.toml", PUBLISH.replace('requires = []\nhazard = ""', 'requires = ["publish"]\nhazard = ""'))
    with pytest.raises(WorkflowError, match="draft -> publish -> slug -> draft|publish -> slug -> draft -> publish"):
        load_workflows(home)


def test_an_owner_is_refused_without_the_agents_file(home):
    (home / "agents.toml").unlink()
    with pytest.raises(WorkflowError, match="owner 'writer' is not an agent"):
        load_workflows(home)


def test_two_home_files_with_one_id_are_refused_naming_both(home):
    _write(home, "again.toml", PUBLISH)
    with pytest.raises(
        WorkflowError, match=r"publish\.toml: duplicate workflow id 'publish-article', also in .*again\.toml"
    ):
        load_workflows(home)


def test_an_edited_workflow_takes_effect_on_the_next_run(home):
    """The memo is keyed by each file's text, not its size or time: an edit of the same length made at once
    (within one tick of the file system's clock) is read on the next run."""
    before = _loaded_in_a_new_process(home)
    assert before["title"] == "Publish an article" and before["decoded"] is True
    _write(home, "publish.toml", PUBLISH.replace("Publish an article", "Publish an essay!!", 1))
    after = _loaded_in_a_new_process(home)
    assert after["title"] == "Publish an essay!!" and after["decoded"] is True
    again = _loaded_in_a_new_process(home)
    assert again == {"title": "Publish an essay!!", "decoded": False}  # nothing changed: nothing is decoded


def _loaded_in_a_new_process(home) -> dict:
    code = (
        "import json, sys; from pathlib import Path; import toolkiln.workflows.model as w; decoded = [];"
        "decode = w._decode_toml; w._decode_toml = lambda text: decoded.append(text) or decode(text);"
        "found = w.load_workflows(Path(sys.argv[1]))['publish-article'];"
        "print(json.dumps({'title': found.title, 'decoded': any('Publish an' in text for text in decoded)}))"
    )
    done = subprocess.run([sys.executable, "-c", code, str(home)], capture_output=True, text=True, check=True)
    return json.loads(done.stdout)


def test_what_the_memo_holds_is_checked_like_a_fresh_decode(home):
    """A memo entry passes the same checks as the file's decoded text would: the memo saves the decoding only."""
    load_workflows(home)
    memo = json.loads((home / MEMO_FILE).read_text(encoding="utf-8"))
    (digest,) = [key for key, data in memo.items() if data["steps"][0]["owner"] == "writer"]
    memo[digest]["steps"][0]["owner"] = "intruder"
    (home / MEMO_FILE).write_text(json.dumps(memo), encoding="utf-8")
    with pytest.raises(WorkflowError, match=r"publish\.toml: step draft: owner 'intruder' is not an agent"):
        load_workflows(home)


@pytest.mark.parametrize("spoil", ["garbage", "not a dict", "a folder"])
def test_a_spoilt_memo_is_decoded_afresh(home, spoil):
    """An unreadable memo costs a decode, never an error; one that cannot be written is not kept."""
    memo = home / MEMO_FILE
    if spoil == "a folder":
        memo.mkdir()
    else:
        memo.write_text("{not json" if spoil == "garbage" else "[1, 2]", encoding="utf-8")
    assert load_workflows(home)["publish-article"].steps[0].owner == "writer"
    if spoil == "a folder":
        assert memo.is_dir() and not list(home.glob(f"{MEMO_FILE}.*"))  # no partial file left behind
    else:
        assert "publish-article" in {data["id"] for data in json.loads(memo.read_text(encoding="utf-8")).values()}


def test_loading_writes_no_memo_into_a_home_that_does_not_exist(tmp_path):
    load_workflows(tmp_path / "nowhere")
    assert not (tmp_path / "nowhere").exists()


def test_find_ranks_by_word_overlap_with_scores(home):
    workflows = load_workflows(home).values()
    matches = find("Please publish my blog posts", workflows)
    assert matches[0].workflow.id == "publish-article" and matches[0].score == 1.0
    assert matches[0].words == ("blog", "post", "publish")
    bug = find("diagnose the crash and fix it", workflows)
    assert bug[0].workflow.id == "fix-a-bug" and 0 < bug[0].score < 1
    assert find("what is the weather", workflows) == []
    assert find("the and of", workflows) == []


# (message, the workflow that applies to it or None): a long, concrete report matches as well as a bare one.
APPLIES = [
    ("fix this bug", "fix-a-bug"),
    ("there is a bug: parsing a CSV drops the last row, help me fix it", "fix-a-bug"),
    ("my script raises a KeyError when the config is empty, can you fix the error?", "fix-a-bug"),
    ("something is broken in the importer since yesterday's release, please repair it", "fix-a-bug"),
    ("Please publish my blog posts", "publish-article"),
    ("make the slug for my blog post 'Hello World'", "publish-article"),
    ("convert 30 C to F", None),
    ("reverse the text 'abc'", None),
    ("Convert 30 degrees Celsius to Fahrenheit", None),
    ("Rechne 30 Grad Celsius in Fahrenheit um", None),
    ("Zähle die Wörter in „Hallo Welt aus Elixir“ und mach einen Slug daraus", None),
    ("convert 30 celsius to fahrenheit and then to kelvin", None),
    ("what is my BMI if I weigh 80 kg at 1.80 m", None),
    ("ask calc to calculate 6 * 7, and ask writer to reverse 'stressed'", None),
    ("count the words in 'Hello World, my first post'", None),
    ("the verify step is done", None),
    ("fix the typo in 'teh cat'", None),
]


@pytest.mark.parametrize(("message", "expected"), APPLIES)
def test_a_workflow_applies_on_its_own_words_however_long_the_message(home, message, expected):
    matches = find(message, load_workflows(home).values())
    applies = [m.workflow.id for m in matches if m.score >= FIND_THRESHOLD]
    assert applies[:1] == ([expected] if expected else []), matches


def test_progress_is_inferred_from_tools_and_overridden_both_ways(home, store_at):
    workflow = load_workflows(home)["publish-article"]
    states = progress(workflow, {}, {"count_words", "slugify"})
    assert [s.state for s in states] == [StepState.INFERRED, StepState.OUTSTANDING, StepState.OUTSTANDING]
    assert next_step(states).id == "slug"  # only one of slug's two tools ran
    with store_at.open() as registry:
        registry.workflow_marks.record("s1", "publish-article", "draft", done=False, by="alice", note="draft is wrong")
        registry.workflow_marks.record("s1", "publish-article", "slug", done=True, by="writer")
        states = progress(workflow, registry.workflow_marks.marks("s1", "publish-article"), {"count_words"})
    assert [s.state for s in states] == [StepState.OUTSTANDING, StepState.DONE, StepState.OUTSTANDING]
    assert (states[0].mark.by, states[0].mark.note) == ("alice", "draft is wrong") and states[1].mark.at
    assert next_step(states).id == "draft"


def test_progress_reads_ok_tool_runs_of_the_session_from_the_run_log(store_at):
    with store_at.open() as registry:
        log = registry.runlog
        log.log_turn({"task": "t", "session": "s1", "steps": [{"tool": "count_words", "status": "ok"}]})
        log.log_turn({"task": "t", "session": "s1", "steps": [{"tool": "slugify", "status": "error"}]})
        log.log_turn({"task": "t", "session": "other", "steps": [{"tool": "lower", "status": "ok"}]})
        assert registry.workflow_marks.ok_tools("s1") == {"count_words"}
        assert registry.workflow_marks.ok_tools("none") == set()


def whole_log_ok_tools(registry: Registry, session: str) -> set[str]:
    """The tools that ran ok in ``session``, found by parsing every one of its logged turns (the reference)."""
    tools = set()
    for row in registry.db.query("SELECT steps FROM turns WHERE session = ?", (session,)):
        try:
            steps = json.loads(row["steps"])
        except ValueError:
            continue
        for step in steps if isinstance(steps, list) else []:
            if isinstance(step, dict) and step.get("status") == "ok" and isinstance(step.get("tool"), str):
                tools.add(step["tool"])
    return tools


def test_a_long_session_reads_the_same_ok_tools_as_parsing_its_whole_log(store_at):
    """2,000 logged turns over three sessions, steps of every status and shape: each session's ok
    tools are what reading all its turns gives, also after old turns are purged."""
    shapes = [
        lambda i: [{"tool": f"tool_{i % 37}", "status": "ok"}],
        lambda i: [{"tool": f"failing_{i % 5}", "status": "error"}, {"tool": "lower", "status": "skipped"}],
        lambda i: [{"tool": f"tool_{i % 41}", "status": "ok"}, {"tool": None, "status": "ok"}, "s1"],
        lambda i: [{"tool": f"pending_{i}", "status": "pending"}],
        lambda i: [],
    ]
    sessions = ["s1", "s2", "s3"]
    with store_at.open() as registry:
        with registry.db.write() as conn:  # the oldest turns, to purge later
            conn.execute(
                "INSERT INTO turns (created_at, session, steps) VALUES "
                '(\'2020-01-01T00:00:00+00:00\', \'s1\', \'[{"tool": "only_old", "status": "ok"}]\'), '
                '(\'2020-01-01T00:00:00+00:00\', \'s2\', \'[{"tool": "tool_1", "status": "ok"}]\')'
            )
        for i in range(2000):
            session = sessions[i % 3] if i % 11 else None
            registry.runlog.log_turn({"task": f"t{i}", "session": session, "steps": shapes[i % 5](i)})
        for session in [*sessions, "none"]:
            assert registry.workflow_marks.ok_tools(session) == whole_log_ok_tools(registry, session)
        assert "only_old" in registry.workflow_marks.ok_tools("s1")
        assert registry.runlog.purge_turns("2021-01-01T00:00:00+00:00") == 2
        for session in sessions:
            assert registry.workflow_marks.ok_tools(session) == whole_log_ok_tools(registry, session)
        assert "only_old" not in registry.workflow_marks.ok_tools(
            "s1"
        ) and "tool_1" in registry.workflow_marks.ok_tools("s2")


def test_a_turn_edited_by_hand_keeps_the_ok_tools_true(store_at):
    """A person with the sqlite3 shell (or psql) changes logged turns' steps and sessions (another connection,
    as theirs would be): each session's ok tools stay what reading all its turns gives."""
    fail_first = (
        "steps = jsonb_set(steps::jsonb, '{0,status}', '\"error\"')::text"
        if store_at.is_postgres
        else "steps = json_set(steps, '$[0].status', 'error')"
    )
    with store_at.open() as registry:
        for session, tool in [("s1", "count_words"), ("s1", "count_words"), ("s1", "slugify"), ("s2", "lower")]:
            registry.runlog.log_turn({"task": "t", "session": session, "steps": [{"tool": tool, "status": "ok"}]})
        edits = [
            # one of two turns that ran count_words ok now failed: it still ran ok once
            (f"UPDATE turns SET {fail_first} WHERE id = 1", {"count_words", "slugify"}),
            (f"UPDATE turns SET {fail_first} WHERE id = 2", {"slugify"}),
            ("UPDATE turns SET steps = 'not json' WHERE id = 3", set()),  # a damaged row counts none
            ('UPDATE turns SET steps = \'[{"tool": "upper", "status": "ok"}]\' WHERE id = 3', {"upper"}),
            ("UPDATE turns SET session = 's2' WHERE id = 3", set()),  # moved, with its tool
            ("UPDATE turns SET session = NULL WHERE id = 4", set()),
            ("UPDATE turns SET record = '{}', message = 'edited'", set()),  # other columns: nothing changes
        ]
        for statement, s1_tools in edits:
            store_at.execute(statement)
            for session in ("s1", "s2"):
                assert registry.workflow_marks.ok_tools(session) == whole_log_ok_tools(registry, session), statement
            assert registry.workflow_marks.ok_tools("s1") == s1_tools, statement
        assert registry.workflow_marks.ok_tools("s2") == {"upper"}


def test_marks_survive_a_new_process_and_keep_their_history(store_at):
    script = (
        "import sys; from toolkiln.store import Registry\n"
        "key = sys.argv[2] if len(sys.argv) > 2 else None\n"
        "with Registry(sys.argv[1], key_file=key) as r:\n"
        "    r.workflow_marks.record('s1', 'publish-article', 'draft', done=True, by='writer')\n"
    )
    key = [str(store_at.key_file)] if store_at.key_file else []
    subprocess.run([sys.executable, "-c", script, str(store_at.location), *key], check=True)
    with store_at.open() as registry:
        registry.workflow_marks.record("s1", "publish-article", "draft", done=False, by="bob")
        assert registry.workflow_marks.marks("s1", "publish-article")["draft"].by == "bob"
        history = registry.workflow_marks.history("s1", "publish-article")
    assert [(h["by"], h["done"]) for h in history] == [("writer", True), ("bob", False)]


def test_ordering_hazards_name_the_early_step_its_requirements_and_hazard(home):
    workflow = load_workflows(home)["publish-article"]
    fresh = progress(workflow, {}, set())
    (problem,) = ordering_hazards(workflow, fresh, ["slugify", "lower"])
    assert "step slug, which requires draft (writer)" in problem
    assert "hazard: the slug names a title that may still change" in problem
    assert ordering_hazards(workflow, fresh, ["count_words", "slugify", "lower"]) == []
    assert ordering_hazards(workflow, progress(workflow, {}, {"count_words"}), ["slugify"]) == []


def test_the_prompt_section_shows_progress_and_names_operator_steps(home):
    workflow = load_workflows(home)["publish-article"]
    text = prompt_section(workflow, progress(workflow, {}, {"count_words", "slugify", "lower"}))
    assert "draft [inferred]" in text and "slug [inferred]" in text and "publish [outstanding]" in text
    assert "Next step: publish, an operator step" in text and "a person must do it" in text
