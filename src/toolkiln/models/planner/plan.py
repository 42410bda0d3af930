"""A plan: the planner's answer, with its params decoded, and its validation.

The wire format a model answers in (``submit_plan``) is in :mod:`.wire`; it needs
pydantic, which the mock planner, a reused tool and a planned turn never load.

A param value may be a reference to an earlier step's result:
``{"$ref": "s1"}`` or ``{"$ref": "s1.key.0"}``, or a string built from results,
``{"$template": "{s1.words} ** 2"}``, also nested in lists and dicts (see
:mod:`toolkiln.models.planner.refs`).
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Collection
from dataclasses import dataclass, field, fields
from typing import Any, ClassVar

from toolkiln.errors import PlanError
from toolkiln.models.planner.refs import find_refs, parse_template, prefix_refs, prefix_template
from toolkiln.tools.toolspec import MAX_PARAMS_BYTES, MAX_PARAMS_DEPTH
from toolkiln.util.immutable import Immutable
from toolkiln.vocab import HandBackKind, Outcome

__all__ = ["MAX_PARAMS_BYTES", "MAX_PARAMS_DEPTH", "MAX_STEPS", "Plan", "Step", "TaskHandBack", "find_refs"]

MAX_STEPS = 12
"""A plan with more steps is rejected and sent back to the planner."""


_REF = re.compile(r"[!-\-/-~]+(?:\.[!-\-/-~]+)*")
"""A ``$ref``: printable ASCII parts without spaces, joined by dots (``s1.items.0``)."""


@dataclass(eq=False, repr=False)
class TaskHandBack(Immutable):
    """A delegated agent hands its task back: it is not its to answer (the planner's ``hand_back`` outcome),
    or (in its report) it asked a question nobody below the delegating agent can answer."""

    kind: ClassVar[HandBackKind] = HandBackKind.TASK
    what_is_needed: str
    """What is needed, phrased as the question for the next agent."""
    what_i_established: str = ""
    """What the agent found out before it stopped."""
    owning_agent: str | None = None
    """The agent it names as the task's owner, if any (kept only when that agent exists)."""
    dropped_owner: str | None = None
    """An ``owning_agent`` it named that is no agent here: dropped, and the report says so."""

    def without_unknown_owner(self, agents: Collection[str]) -> TaskHandBack:
        """This hand-back with an ``owning_agent`` that is not among ``agents`` dropped (and noted)."""
        if not self.owning_agent or self.owning_agent in agents:
            return self
        return TaskHandBack(self.what_is_needed, self.what_i_established, dropped_owner=self.owning_agent)

    def to_json(self) -> dict[str, str | None]:
        """The turn's ``hand_back`` object (``run --json``, the run log); a dropped owner becomes its ``note``."""
        out: dict[str, str | None] = {
            "what_is_needed": self.what_is_needed,
            "what_i_established": self.what_i_established,
        }
        if self.dropped_owner is None:
            out["owning_agent"] = self.owning_agent
        else:
            out["note"] = f"owning_agent {self.dropped_owner!r} is not an agent here; dropped"
        return out


@dataclass(eq=False, repr=False)
class Step:
    """One step of a plan, with its params decoded."""

    id: str
    """Unique within the plan, e.g. ``s1``."""
    tool: str
    """The tool to call: a catalog or registry name, or a new one to generate."""
    description: str
    """What the step does with a listed tool; a new tool's specification, which it is written from."""
    params: dict
    """Decoded params; values may hold ``{"$ref": "s1.key"}`` references."""
    check: str = ""
    """How to observe success: a Python expression over ``result``, or plain text."""

    def refs(self) -> list[str]:
        """The step ids this step's params refer to, in order of appearance."""
        return [ref.split(".", 1)[0] for ref in find_refs(self.params)]

    def to_dict(self) -> dict:
        """The step as plain data, its params copied (what ``dataclasses.asdict`` gives, at a tenth of the cost)."""
        return {
            "id": self.id,
            "tool": self.tool,
            "description": self.description,
            "params": _copied(self.params),
            "check": self.check,
        }


@dataclass(eq=False, repr=False)
class Plan:
    """What the planner decided for one message."""

    outcome: Outcome
    """``plan`` (run the steps), ``refuse`` or ``clarify`` (ask a question)."""
    reasoning: str = ""
    """The planner's short reasoning, shown to the person."""
    steps: list[Step] = field(default_factory=list)
    """The steps, empty unless ``outcome`` is ``plan``; an empty plan is legitimate."""
    refusal: str | None = None
    """Why the task is refused and what the person can do instead."""
    question: str | None = None
    """The clarifying question."""
    options: list[str] = field(default_factory=list)
    """2 to 6 short answers to the question."""
    allow_free_text: bool = True
    """Whether the person may answer the question in their own words."""
    what_is_needed: str | None = None
    """A hand-back's question for the next agent."""
    what_i_established: str | None = None
    """What a handing-back agent found out before it stopped."""
    owning_agent: str | None = None
    """The agent a hand-back names as the sub-task's owner, if any."""
    answer: str | None = None
    """The reply to the person once the steps ran: a template whose ``{s1.path}`` fields are filled from
    the results as ``$template`` is (:mod:`toolkiln.models.planner.refs`); None when the planner gave none."""

    def task_hand_back(self) -> TaskHandBack:
        """A ``hand_back`` outcome's fields as the value the turn carries."""
        return TaskHandBack(self.what_is_needed or "", self.what_i_established or "", self.owning_agent)

    def answer_refs(self) -> list[str]:
        """The step ids the answer's fields name, in order of appearance (raises :class:`PlanError` when malformed)."""
        if not self.answer:
            return []
        return [piece[0].split(".", 1)[0] for piece in parse_template(self.answer) if isinstance(piece, tuple)]

    def validate(self) -> Plan:
        """Raise :class:`PlanError` for a plan that must not run; return self otherwise."""
        if self.outcome == Outcome.REFUSE:
            if not (self.refusal or "").strip():
                raise PlanError("a refusal must say why the task is refused")
            return self
        if self.outcome == Outcome.CLARIFY:
            if not (self.question or "").strip():
                raise PlanError("a clarifying answer must carry a question")
            if not 2 <= len(self.options) <= 6:
                raise PlanError(f"a clarifying question needs 2 to 6 options, got {len(self.options)}")
            return self
        if self.outcome == Outcome.HAND_BACK:
            if not (self.what_is_needed or "").strip():
                raise PlanError("a hand-back must say what_is_needed, phrased as the question for the next agent")
            return self
        if len(self.steps) > MAX_STEPS:
            raise PlanError(f"a plan may have at most {MAX_STEPS} steps, got {len(self.steps)}")
        seen: set[str] = set()
        for step in self.steps:
            if not step.id or step.id in seen:
                raise PlanError(f"step id {step.id!r} is empty or used twice; give each step its own id")
            seen.add(step.id)
            _check_step(step)
        for step in self.steps:
            for ref in step.refs():
                if ref not in seen:
                    raise PlanError(f"step {step.id} refers to unknown step {ref!r}")
        for ref in self.answer_refs():
            if ref not in seen:
                raise PlanError(f"the answer refers to unknown step {ref!r}; a field names a step of this plan")
        self.layers()  # raises on a cycle
        return self

    def layers(self, in_order: Collection[str] = ()) -> list[list[Step]]:
        """The steps in dependency order, grouped so that each group's steps are independent.

        Steps calling a tool of ``in_order`` also wait for the step before them that
        calls one (a step's effect the next one reads: workflow marks), so they run
        one at a time in the order listed.
        """
        pending = {s.id: s for s in self.steps}
        after: dict[str, str] = {}
        previous = None
        for step in self.steps:
            if step.tool in in_order:
                if previous is not None:
                    after[step.id] = previous
                previous = step.id
        done: set[str] = set()
        layers: list[list[Step]] = []
        while pending:
            ready = [
                s
                for s in pending.values()
                if all(r in done for r in s.refs()) and (s.id not in after or after[s.id] in done)
            ]
            if not ready:
                raise PlanError(f"steps {', '.join(sorted(pending))} refer to each other in a cycle")
            layers.append(ready)
            for s in ready:
                done.add(s.id)
                del pending[s.id]
        return layers

    @classmethod
    def from_dict(cls, data: dict) -> Plan:
        """The plan :meth:`to_dict` wrote (keys it does not know are ignored); validate it before running."""
        try:
            steps = [
                Step(s["id"], s["tool"], s.get("description", ""), s.get("params", {}), s.get("check", ""))
                for s in data.get("steps") or []
            ]
            return cls(
                outcome=Outcome(data["outcome"]),
                reasoning=data.get("reasoning") or "",
                steps=steps,
                refusal=data.get("refusal"),
                question=data.get("question"),
                options=list(data.get("options") or []),
                allow_free_text=data.get("allow_free_text", True),
                what_is_needed=data.get("what_is_needed"),
                what_i_established=data.get("what_i_established"),
                owning_agent=data.get("owning_agent"),
                answer=data.get("answer"),
            )
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise PlanError(f"the stored plan is incomplete ({type(exc).__name__}: {exc})") from None

    def renamed(self, prefix: str) -> Plan:
        """This plan with every step id, and every reference to one, prefixed (a follow-up's steps join a turn)."""
        steps = [Step(prefix + s.id, s.tool, s.description, prefix_refs(s.params, prefix), s.check) for s in self.steps]
        answer = prefix_template(self.answer, prefix) if self.answer else self.answer
        return dataclasses.replace(self, steps=steps, answer=answer)

    def to_dict(self) -> dict:
        """The plan as the run log keeps it (:meth:`from_dict` reads it back): ``dataclasses.asdict``'s
        shape, field by field (its recursive deep copy cost 30 µs a logged turn)."""
        data = {name: getattr(self, name) for name in _PLAN_FIELDS}
        data["steps"] = [step.to_dict() for step in self.steps]
        data["options"] = list(self.options)
        return data


def _copied(value: Any) -> Any:
    """A copy of JSON-shaped data (dicts, lists and tuples copied, other values shared)."""
    if isinstance(value, dict):
        return type(value)((key, _copied(item)) for key, item in value.items())
    if isinstance(value, list | tuple):
        return type(value)(_copied(item) for item in value)
    return value


def _check_step(step: Step) -> None:
    """Raise :class:`PlanError` for a step that cannot run, whatever the other steps are."""
    if not step.tool:
        raise PlanError(f"step {step.id} names no tool")
    if not step.description.strip():
        raise PlanError(f"step {step.id} has no description")
    if not step.check.strip():
        raise PlanError(f"step {step.id} has no check; say how to observe that it worked")
    if not isinstance(step.params, dict):
        raise PlanError(f"step {step.id}: params must be a JSON object")
    if _nests_deeper_than(step.params, MAX_PARAMS_DEPTH):
        raise PlanError(f"step {step.id}: params nest more than {MAX_PARAMS_DEPTH} levels deep")
    for ref in find_refs(step.params):
        if not (ref.isascii() and _REF.fullmatch(ref)):
            raise PlanError(
                f"step {step.id}: reference {ref!r} must be a step id, then keys or list indexes, in "
                "ASCII without spaces, joined by dots, e.g. s1.items.0"
            )


def _nests_deeper_than(value: Any, limit: int) -> bool:
    """Whether lists and dicts in ``value`` nest more than ``limit`` levels (``value`` itself is level 1)."""
    stack = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        children = item.values() if isinstance(item, dict) else item if isinstance(item, list) else None
        if children is None:
            continue
        if depth > limit:
            return True
        stack.extend((child, depth + 1) for child in children)
    return False


_PLAN_FIELDS = tuple(f.name for f in fields(Plan))
"""Every field of a plan, in order: the keys of :meth:`Plan.to_dict`."""
