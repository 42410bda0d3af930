"""One agent's turn as delegation sees it: where it sits in the tree, what it may still spend.

A :class:`Scope` is made for every turn; a delegated turn's scope has its
caller's as parent. Budgets are enforced here, in code, never in a prompt:

- :meth:`Scope.check` runs before every model call (planner, generator,
  repair) and between steps. It raises :class:`~toolkiln.errors.CutOff` when
  this turn's or an ancestor's token budget is spent, or when a delegated turn
  made no progress for its ``idle_s`` (the idle watchdog).
- :meth:`Scope.charge` adds a model call's tokens to this scope and every
  ancestor, so a child's spending counts against its parents' budgets.

Progress is an answered model call or a finished step. A model call that took
longer than ``idle_s`` counts as no progress, so a hung planner is cut off when
it finally answers, and its answer is not used.
"""

from __future__ import annotations

import threading
import time
from collections import Counter
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from toolkiln.errors import CutOff, ModelError
from toolkiln.models.planner import PlanAnswer, Planner, PlanRequest
from toolkiln.util.usage import Usage

if TYPE_CHECKING:  # a turn whose every tool is reused loads nothing of generation
    from toolkiln.models.codegen import Attempt, GenAnswer, GenRequest
    from toolkiln.models.protocols import Generator

__all__ = ["DEFAULT_DEPTH", "Budget", "BudgetedGenerator", "BudgetedPlanner", "Scope"]

DEFAULT_DEPTH = 3
"""How many levels of delegation may sit below an agent unless its budget says otherwise."""


@dataclass(eq=False, repr=False)
class Budget:
    """Limits enforced in code before every model call and between steps."""

    tokens: int | None = None
    """Tokens this agent's turn may spend, its children's included; None for no limit."""
    depth: int = DEFAULT_DEPTH
    """How many levels of delegation may sit below this agent."""
    idle_s: float | None = None
    """A delegated turn that makes no progress for this long is cut off; None for no watchdog."""

    def to_json(self) -> dict:
        return {"tokens": self.tokens, "depth": self.depth, "idle_s": self.idle_s}


@dataclass(eq=False, repr=False)
class Scope:
    """One turn's place in the delegation tree, its budget and its spending."""

    agent: str
    """The agent's name; empty for the default agent."""
    handle: str
    """The path from the top turn, e.g. ``boss.1/writer.1``; empty for the default agent."""
    budget: Budget = field(default_factory=Budget)
    parent: Scope | None = None
    depth: int = 0
    """0 for the top turn, 1 for a turn it delegated to, ..."""
    usage: Usage = field(default_factory=Usage)
    """Tokens charged to this turn, its descendants' included."""
    cut_off: str | None = None
    """Why this turn was stopped, once it was."""
    last_activity: float = field(default_factory=time.monotonic)
    _children: Counter = field(default_factory=Counter)
    _lock: threading.Lock = field(default_factory=threading.Lock)

    @classmethod
    def top(cls, agent: str, budget: Budget) -> Scope:
        return cls(agent=agent, handle=f"{agent}.1" if agent else "", budget=budget)

    def child(self, agent: str, budget: Budget) -> Scope:
        """The scope of a turn this one delegates to ``agent``; handles count per agent, from 1."""
        with self._lock:
            self._children[agent] += 1
            number = self._children[agent]
        handle = f"{self.handle or 'main.1'}/{agent}.{number}"
        return Scope(agent=agent, handle=handle, budget=budget, parent=self, depth=self.depth + 1)

    def lineage(self) -> list[Scope]:
        """This scope, then its parent, up to the top turn."""
        out: list[Scope] = []
        current: Scope | None = self
        while current is not None:
            out.append(current)
            current = current.parent
        return out

    # -- budgets -------------------------------------------------------------------

    def spent_budget(self) -> Scope | None:
        """The nearest scope (this one or an ancestor) whose token budget is spent, if any."""
        for scope in self.lineage():
            if scope.budget.tokens is not None and scope.usage.total() >= scope.budget.tokens:
                return scope
        return None

    def depth_refusal(self) -> str | None:
        """Why one more level of delegation below this turn is too deep, or None."""
        for scope in self.lineage():
            below = self.depth + 1 - scope.depth
            if below > scope.budget.depth:
                who = scope.agent or "this agent"
                return f"delegation depth limit: {who} allows {scope.budget.depth} level(s) below it"
        return None

    def check(self) -> None:
        """Raise :class:`CutOff` when this turn must stop: a budget spent, idle too long, or stopped already."""
        if self.cut_off is not None:
            raise CutOff(self.cut_off)
        spent = self.spent_budget()
        if spent is not None:
            self.stop(
                f"{spent.agent or 'the'} token budget is spent ({spent.usage.total()} of {spent.budget.tokens} tokens)"
            )
        self._check_idle()

    def _check_idle(self) -> None:
        idle_s = self.budget.idle_s
        if self.parent is not None and idle_s is not None and time.monotonic() - self.last_activity > idle_s:
            self.stop(f"no progress for {idle_s:g} s (idle watchdog)")

    def stop(self, reason: str) -> None:
        with self._lock:
            if self.cut_off is None:
                self.cut_off = reason
        raise CutOff(self.cut_off)

    def note_activity(self) -> None:
        """A model answered or a step finished: the idle watchdog starts over (for this turn and its callers)."""
        now = time.monotonic()
        for scope in self.lineage():
            scope.last_activity = now

    def charge(self, usage: Usage) -> None:
        """Add a model call's tokens to this turn and every turn above it."""
        for scope in self.lineage():
            with scope._lock:
                scope.usage.add(usage)

    def answered(self, usage: Usage) -> None:
        """After a model call: charge it, then count it as activity for the idle watchdog unless it came too late."""
        self.charge(usage)
        self._check_idle()
        self.note_activity()


class BudgetedPlanner:
    """A planner whose every call is checked against a scope's budgets first and charged after."""

    def __init__(self, planner: Planner, scope: Scope) -> None:
        self.inner = planner
        self.scope = scope
        self.name = planner.name

    def plan(self, request: PlanRequest) -> PlanAnswer:
        self.scope.check()
        answer = self.inner.plan(request)
        self.scope.answered(answer.usage)
        return answer


class BudgetedGenerator:
    """A generator whose every call (first try and each repair) is checked against a scope's budgets.

    Each answer's tokens also go to ``tally`` as they come, so a step cut off
    between a first try and its repair still counts what the first try cost.
    """

    def __init__(self, generator: Generator, scope: Scope, tally: Usage) -> None:
        self.inner = generator
        self.scope = scope
        self.tally = tally
        self.name = generator.name

    def generate(self, request: GenRequest, attempts: list[Attempt]) -> GenAnswer:
        self.scope.check()
        try:
            answer = self.inner.generate(request, attempts)
        except ModelError as exc:  # an answer that did not fit twice was still paid for
            spent = getattr(exc, "usage", None)
            if isinstance(spent, Usage):
                self.tally.add(spent)
            raise
        self.tally.add(answer.usage)
        self.scope.answered(answer.usage)
        return answer

    def prompt_hash(self, request: GenRequest) -> str | None:
        """The inner generator's prompt hash: a tool keeps the hash of the prompt it was written under."""
        prompt_hash = getattr(self.inner, "prompt_hash", None)  # a mock or scripted generator has no prompt
        return prompt_hash(request) if callable(prompt_hash) else None
