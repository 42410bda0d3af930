"""Registry health: running a stored version's tests again, and tools that behave alike.

* :func:`retest` runs ``NAME@V``'s stored tests in the workers (a version awaiting
  approval in throwaway ones, as its trial ran) after the same checks as any call of
  it (hash, signature, gate verdict), and keeps the outcome for ``tools stats`` and
  the tool page.
* :func:`behaves_like` says whether one tool passes another's tests: the generator is
  told when an active tool already passes every test of the tool it just wrote, and
  :func:`duplicates` lists the pairs of active tools that pass each other's tests.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from toolkiln.acceptance.cases import TestOutcome, passes_all, run_tests
from toolkiln.errors import UsageError
from toolkiln.tools.cases import ToolTest, parse_tests
from toolkiln.vocab import ToolStatus

if TYPE_CHECKING:
    from toolkiln.policy import Policy
    from toolkiln.sandbox import WorkerPool
    from toolkiln.store import Registry, StoredTool

__all__ = ["Duplicate", "behaves_like", "duplicates", "retest", "stored_tests"]


def stored_tests(tool: StoredTool) -> list[ToolTest]:
    """A version's tests as stored (each read on its own: a long history may hold more than one submission)."""
    return [test for item in tool.tests or [] for test in parse_tests([item], f"{tool.ref}'s tests")]


def retest(registry: Registry, pool: WorkerPool, policy: Policy, name: str, version: int | None) -> tuple:
    """Run ``name@version``'s tests again (the latest version when None): ``(tool, outcomes)``."""
    tool = registry.require(name, version)
    if tool.status in (ToolStatus.REJECTED, ToolStatus.RETIRED):
        raise UsageError(f"{tool.ref} is {tool.status}: it never runs again, so its tests are not run")
    registry.verify(tool, policy)  # an edited row or source never runs, tests included
    outcomes = run_tests(
        tool.name,
        tool.source,
        stored_tests(tool),
        runner=pool,
        schema=tool.schema(),
        timeout_s=policy.limits.trial_timeout_s,
        dedicated=tool.status == ToolStatus.PENDING,
    )
    registry.usage.record_test_run(tool.name, tool.version, [outcome.to_json() for outcome in outcomes])
    return tool, outcomes


def behaves_like(
    tool: StoredTool, tests: Sequence[ToolTest], pool: WorkerPool, policy: Policy
) -> list[TestOutcome] | None:
    """``tool``'s outcomes on ``tests`` when it is active and passes every one; else None."""
    if tool.status != ToolStatus.ACTIVE:
        return None
    timeout = policy.limits.trial_timeout_s
    return passes_all(tool.name, tool.source, tool.schema(), tests, runner=pool, timeout_s=timeout)


@dataclass(eq=False, repr=False)
class Duplicate:
    """Two active tools that pass each other's tests."""

    first: StoredTool
    second: StoredTool

    def to_json(self) -> dict:
        return {
            "tools": [self.first.ref, self.second.ref],
            "tests": [len(self.first.tests or []), len(self.second.tests or [])],
        }


def duplicates(registry: Registry, pool: WorkerPool, policy: Policy) -> list[Duplicate]:
    """Pairs of active tools (the offered version of each name) that pass each other's tests."""
    tools = [tool for tool in registry.list_tools() if tool.status == ToolStatus.ACTIVE and tool.tests]
    found = []
    for index, first in enumerate(tools):
        for second in tools[index + 1 :]:
            if {p["name"] for p in first.params} != {p["name"] for p in second.params}:
                continue
            registry.verify(first, policy)
            registry.verify(second, policy)
            if behaves_like(second, stored_tests(first), pool, policy) and behaves_like(
                first, stored_tests(second), pool, policy
            ):
                found.append(Duplicate(first, second))
    return found
