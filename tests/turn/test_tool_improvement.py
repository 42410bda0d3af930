"""Tools that get better: tests with every tool, and a failing reused tool improved into the next version.

Every test drives ``toolkiln`` through its CLI with the planner and the generator on a
real model backend (the Anthropic SDK, or plain httpx for the OpenAI-compatible one),
each speaking to a scripted server on loopback.
"""

from __future__ import annotations

import json

import pytest
from click.testing import CliRunner

from fakes import FakeAnthropic, FakeOpenAI, clear_model_env
from toolkiln.cli.main import main

BACKENDS = [
    pytest.param(FakeAnthropic, "anthropic:claude-test", "ANTHROPIC_BASE_URL", id="anthropic"),
    pytest.param(FakeOpenAI, "openai:llama-test", "OPENAI_BASE_URL", id="openai"),
]

NAME = "mean_of"
BUGGY = (
    '"""Averages a list of numbers; returns {"mean": float}."""\n\n'
    "def mean_of(numbers: list[float]) -> dict:\n"
    '    return {"mean": sum(numbers) / len(numbers)}\n'
)
FIXED = (
    '"""Averages a list of numbers; returns {"mean": float}, 0.0 for an empty list."""\n\n'
    "def mean_of(numbers: list[float]) -> dict:\n"
    "    if not numbers:\n"
    '        return {"mean": 0.0}\n'
    '    return {"mean": sum(numbers) / len(numbers)}\n'
)
BREAKS_OLD = (  # handles the empty list, but no longer averages
    '"""Averages a list of numbers; returns {"mean": float}."""\n\n'
    "def mean_of(numbers: list[float]) -> dict:\n"
    '    return {"mean": float(len(numbers))}\n'
)
TESTS = [
    {"params": {"numbers": [1, 2, 3]}, "expect": {"mean": 2.0}},
    {"params": {"numbers": [-4, 4]}, "expect": {"mean": 0}},
    {"params": {"numbers": [0.5]}, "check": "result['mean'] == 0.5"},
]


def plan(numbers: list, check: str = "'mean' in result") -> dict:
    return {
        "reasoning": "average the numbers",
        "outcome": "plan",
        "steps": [
            {
                "id": "s1",
                "tool": NAME,
                "description": "Averages a list of numbers; returns {mean}",
                "params_json": json.dumps({"numbers": numbers}),
                "check": check,
            }
        ],
    }


@pytest.fixture
def model_env(monkeypatch, tmp_path):
    clear_model_env(monkeypatch)
    monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key-not-secret")
    monkeypatch.setenv("TOOLKILN_RETRY_BACKOFF_S", "0.001")
    monkeypatch.setenv("TOOLKILN_HOME", str(tmp_path / "home"))


def cli(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args))
    return result.exit_code, result.output


def run(spec: str) -> dict:
    code, out = cli("run", "--json", "average these numbers", "--planner", spec, "--generator", spec)
    return json.loads(out)


def show(ref: str) -> dict:
    code, out = cli("tools", "show", ref, "--json")
    assert code == 0, out
    return json.loads(out)


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_tests_are_submitted_stored_shown_and_run_again(fake_cls, spec, url_var, model_env, store_at, monkeypatch):
    """The generator's tests run with the trial, stay with the version (signed), and `tools test` reruns them;
    on either store (a SQLite file, or PostgreSQL through ``store_at``)."""
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", plan([2, 4]))
        fake.queue_tool_call("submit_tool", {"name": NAME, "source": FIXED, "tests": TESTS})
        turn = run(spec)
        assert turn["steps"][0]["result"] == {"mean": 3.0}
        asked = json.dumps(fake.requests[1])
        assert "2 to 6 tests" in asked and '"tests"' in asked  # the request and the tool's schema ask for them
    stored = show(NAME)
    assert stored["tests"] == TESTS and stored["verified"] is True
    code, out = cli("tools", "test", NAME, "--json")
    report = json.loads(out)
    assert code == 0 and (report["passed"], report["failed"]) == (3, 0)
    assert [t["passed"] for t in report["tests"]] == [True, True, True]
    code, out = cli("tools", "stats", NAME, "--json")
    (row,) = json.loads(out)
    assert (row["calls"], row["failures"], row["tests"], row["last_test_run"]["passed"]) == (1, 0, 3, 3)


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_a_failing_test_goes_back_to_the_generator_and_is_repaired(fake_cls, spec, url_var, model_env, monkeypatch):
    """A source that fails one of its own tests is refused at the trial stage, the test named, and repaired."""
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        fake.queue_tool_call("submit_plan", plan([2, 4]))
        empty = {"params": {"numbers": []}, "expect": {"mean": 0.0}}
        fake.queue_tool_call("submit_tool", {"name": NAME, "source": BUGGY, "tests": [*TESTS, empty]})
        fake.queue_tool_call("submit_tool", {"name": NAME, "source": FIXED, "tests": [*TESTS, empty]})
        turn = run(spec)
        step = turn["steps"][0]
        assert (step["status"], step["attempts"], step["result"]) == ("ok", 2, {"mean": 3.0})
        repair = json.dumps(fake.requests[2], ensure_ascii=False)
        assert "test 4 (numbers=[]) failed" in repair and "ZeroDivisionError" in repair
    assert len(show(NAME)["tests"]) == 4


def _store_buggy(fake, spec: str) -> None:
    """Version 1: the buggy mean, which passes its tests but divides by zero on an empty list."""
    fake.queue_tool_call("submit_plan", plan([2, 4]))
    fake.queue_tool_call("submit_tool", {"name": NAME, "source": BUGGY, "tests": TESTS})
    assert run(spec)["steps"][0]["status"] == "ok"


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_auto_improves_a_failing_reused_tool_and_the_step_succeeds_in_the_same_turn(
    fake_cls, spec, url_var, model_env, store_at, monkeypatch
):
    """improve=auto: version 2 must pass version 1's tests and the failing call; the step is retried with it."""
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        _store_buggy(fake, spec)
        fake.queue_tool_call("submit_plan", plan([]))
        fake.queue_tool_call("submit_tool", {"name": NAME, "source": FIXED, "tests": []})
        monkeypatch.setenv("TOOLKILN_IMPROVE", "auto")
        turn = run(spec)
        request = json.dumps(fake.requests[-1], ensure_ascii=False)
    step = turn["steps"][0]
    assert (step["status"], step["result"], step["version"]) == ("ok", {"mean": 0.0}, 2)
    assert (step["improved_from"], step["improved_by"]) == (1, f"{NAME}@2")
    # The generator saw version 1's source, the failing call's error and every test it must pass.
    assert "version 1 failed" in request and "ZeroDivisionError" in request and "sum(numbers) / len(numbers)" in request
    assert '\\"expect\\": {\\"mean\\": 2.0}' in request  # version 1's first test, as JSON in the prompt
    improved = show(f"{NAME}@2")
    assert improved["improves"] == 1 and improved["improved_for"]["params"] == {"numbers": []}
    assert improved["tests"] == [*TESTS, {"params": {"numbers": []}, "check": "True"}]
    assert improved["status"] == "active" and improved["verified"] is True
    code, out = cli("tools", "stats", NAME, "--json")
    calls = {row["version"]: (row["calls"], row["failures"]) for row in json.loads(out)}
    assert calls == {1: (2, 1), 2: (1, 0)}  # version 1: the first turn, and the failure that prompted 2


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_propose_keeps_the_next_version_pending_until_approved_then_resume_runs_the_step(
    fake_cls, spec, url_var, model_env, monkeypatch
):
    """improve=propose (the default): the step reports its failure with improved_by …(pending); resume after approval."""
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        _store_buggy(fake, spec)
        fake.queue_tool_call("submit_plan", plan([], check="result['mean'] == 0.0"))
        fake.queue_tool_call("submit_tool", {"name": NAME, "source": FIXED, "tests": []})
        turn = run(spec)
    step = turn["steps"][0]
    assert (step["status"], step["version"], step["improved_by"]) == ("error", 1, f"{NAME}@2 (pending)")
    assert "ZeroDivisionError" in step["error"]
    assert show(f"{NAME}@2")["status"] == "pending" and show(f"{NAME}@1")["status"] == "active"
    code, out = cli("tools", "approve", f"{NAME}@2")
    assert code == 0, out
    code, out = cli("resume", "--json")
    resumed = json.loads(out)["steps"][0]
    assert (resumed["status"], resumed["version"], resumed["result"]) == ("ok", 2, {"mean": 0.0})
    assert resumed["check_status"] == "passed"


@pytest.mark.parametrize("fake_cls, spec, url_var", BACKENDS)
def test_a_candidate_that_breaks_an_old_test_is_refused_and_the_old_version_stays(
    fake_cls, spec, url_var, model_env, monkeypatch
):
    """Every attempt that fails version 1's tests is refused with the test named; nothing new is stored."""
    with fake_cls() as fake:
        monkeypatch.setenv(url_var, fake.url)
        _store_buggy(fake, spec)
        fake.queue_tool_call("submit_plan", plan([]))
        for _ in range(2):
            fake.queue_tool_call("submit_tool", {"name": NAME, "source": BREAKS_OLD, "tests": []})
        monkeypatch.setenv("TOOLKILN_IMPROVE", "auto")
        monkeypatch.setenv("TOOLKILN_MAX_ATTEMPTS", "2")
        turn = run(spec)
        repair = json.dumps(fake.requests[-1], ensure_ascii=False)
    step = turn["steps"][0]
    assert step["status"] == "error" and "improved_by" not in step
    assert "no better version was accepted" in step["error"] and "test 1 (numbers=[1, 2, 3]) failed" in step["error"]
    assert 'expected {\\"mean\\": 2.0}, got {\\"mean\\": 3.0}' in repair
    code, out = cli("tools", "history", NAME, "--json")
    assert [v["version"] for v in json.loads(out)] == [1]


def test_a_behavioural_duplicate_is_caught_and_the_step_handed_to_it(model_env, monkeypatch):
    """A new name whose tests an active look-alike passes goes back once; the generator hands the step to it."""
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        spec = "anthropic:claude-test"
        fake.queue_tool_call("submit_plan", plan([2, 4]))
        fake.queue_tool_call("submit_tool", {"name": NAME, "source": FIXED, "tests": TESTS})
        run(spec)
        twin = plan([1, 3])
        twin["steps"][0].update(tool="average_numbers", description="Average of numbers; returns {mean}")
        fake.queue_tool_call("submit_plan", twin)
        fake.queue_tool_call(
            "submit_tool",
            {"name": "average_numbers", "source": FIXED.replace("mean_of", "average_numbers"), "tests": TESTS},
        )
        fake.queue_tool_call("submit_tool", {"name": "average_numbers", "hand_back": {"existing_tool": NAME}})
        turn = run(spec)
        told = json.dumps(fake.requests[-1], ensure_ascii=False)
    assert f"the active tool {NAME} already passes every one of these tests" in told
    step = turn["steps"][0]
    assert (step["tool"], step["origin"], step["result"]) == (NAME, "reused", {"mean": 2.0})
    code, out = cli("tools", "history", "average_numbers", "--json")
    assert code == 1  # never stored


def test_tools_duplicates_lists_active_tools_that_pass_each_others_tests(model_env, tmp_path):
    """Two hand-written tools with TESTS constants that behave alike are listed as a pair; a third is not."""
    folder = tmp_path / "tools"
    folder.mkdir()
    for name in ("mean_a", "mean_b"):
        (folder / f"{name}.py").write_text(
            FIXED.replace("mean_of", name) + f"\nTESTS = {json.dumps(TESTS)}\n", encoding="utf-8"
        )
    (folder / "count_of.py").write_text(
        '"""Counts numbers; returns {"mean": float}."""\n\ndef count_of(numbers: list[float]) -> dict:\n'
        '    return {"mean": float(len(numbers))}\n\nTESTS = [{"params": {"numbers": [1]}, "expect": {"mean": 1.0}}]\n',
        encoding="utf-8",
    )
    for name in ("mean_a", "mean_b", "count_of"):
        code, out = cli("tools", "add", str(folder / f"{name}.py"), "--params", '{"numbers": [1, 2]}')
        assert code == 0, out
    code, out = cli("tools", "duplicates", "--json")
    assert code == 0 and json.loads(out) == [{"tools": ["mean_a@1", "mean_b@1"], "tests": [3, 3]}]


def test_tools_add_takes_tests_from_a_file_and_refuses_a_source_that_fails_them(model_env, tmp_path):
    """`tools add --tests FILE`: the tests run with the trial; a failing one is the refusal, nothing stored."""
    source = tmp_path / f"{NAME}.py"
    source.write_text(BUGGY, encoding="utf-8")
    tests = tmp_path / "tests.json"
    tests.write_text(json.dumps([*TESTS, {"params": {"numbers": []}, "expect": {"mean": 0.0}}]), encoding="utf-8")
    code, out = cli("tools", "add", str(source), "--params", '{"numbers": [1]}', "--tests", str(tests))
    assert code == 1 and "test 4 (numbers=[]) failed" in out and "ZeroDivisionError" in out
    source.write_text(FIXED, encoding="utf-8")
    code, out = cli("tools", "add", str(source), "--params", '{"numbers": [1]}', "--tests", str(tests))
    assert code == 0, out
    assert len(show(NAME)["tests"]) == 4
    tests.write_text('[{"params": {"numbers": []}}]', encoding="utf-8")
    code, out = cli("tools", "add", str(source), "--tests", str(tests))
    assert code == 2 and "needs exactly one of expect and check" in out and len(out.strip().splitlines()) == 1
