"""A plan: the planner's answer, its wire format and its validation.

Every planner backend answers by calling the forced tool ``submit_plan``
(:data:`SUBMIT_PLAN_TOOL`). ``params_json`` is a JSON *string* decoded on arrival
(:meth:`WirePlan.to_plan`): a free-form object cannot be pinned down in a strict
schema, and a key/value list would turn ``30`` into ``"30"``.

A param value may be a reference to an earlier step's result:
``{"$ref": "s1"}`` or ``{"$ref": "s1.key.0"}``, or a string built from results,
``{"$template": "{s1.words} ** 2"}``, also nested in lists and dicts (see
:mod:`toolkiln.planner.refs`).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import re
from dataclasses import asdict, dataclass, field
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from ..errors import ModelRetry, PlanError
from ..schema import forced_tool_schema
from ..untrusted_json import UntrustedJSONError, loads_bounded
from ..vocab import Outcome
from .refs import find_refs, prefix_refs

__all__ = [
    "MAX_PARAMS_BYTES",
    "MAX_PARAMS_DEPTH",
    "MAX_STEPS",
    "Plan",
    "Step",
    "SUBMIT_PLAN_TOOL",  # noqa: F822 - built on first use, by __getattr__ below
    "WirePlan",
    "WireStep",
    "find_refs",
    "submit_plan_tool",
]

MAX_STEPS = 12
"""A plan with more steps is rejected and sent back to the planner."""

MAX_PARAMS_BYTES = 64 * 1024
"""A step's ``params_json`` may be at most this long (UTF-8); a longer one goes back to the planner."""

MAX_PARAMS_DEPTH = 20
"""Arrays and objects may nest this deep in a step's params, the params object itself counted."""

_REF = re.compile(r"[!-\-/-~]+(?:\.[!-\-/-~]+)*")
"""A ``$ref``: printable ASCII parts without spaces, joined by dots (``s1.items.0``)."""


@dataclass
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
        return asdict(self)


@dataclass
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
        self.layers()  # raises on a cycle
        return self

    def layers(self) -> list[list[Step]]:
        """The steps in dependency order, grouped so that each group's steps are independent."""
        pending = {s.id: s for s in self.steps}
        done: set[str] = set()
        layers: list[list[Step]] = []
        while pending:
            ready = [s for s in pending.values() if all(r in done for r in s.refs())]
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
            )
        except (KeyError, TypeError, AttributeError, ValueError) as exc:
            raise PlanError(f"the stored plan is incomplete ({type(exc).__name__}: {exc})") from None

    def renamed(self, prefix: str) -> Plan:
        """This plan with every step id, and every reference to one, prefixed (a follow-up's steps join a turn)."""
        steps = [Step(prefix + s.id, s.tool, s.description, prefix_refs(s.params, prefix), s.check) for s in self.steps]
        return dataclasses.replace(self, steps=steps)

    def to_dict(self) -> dict:
        """The plan as the run log keeps it (:meth:`from_dict` reads it back)."""
        return asdict(self)


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


class WireStep(BaseModel):
    """A step as the planner model sends it (the ``Field`` descriptions are what the model reads)."""

    model_config = ConfigDict(json_schema_extra={"required": ["id", "tool", "description", "params_json", "check"]})

    id: str = Field(description="s1, s2, ...")
    """Unique within the plan, e.g. ``s1``."""
    tool: str = Field(description="snake_case tool name; reuse an existing name when it fits")
    """The tool's snake_case name."""
    description: str = Field(
        "",
        description="for a listed tool: what this step does with it; for a new tool: its specification "
        "(parameters with types, what it computes, the keys and types of what it returns)",
    )
    """What the tool does."""
    params_json: str = Field(
        "{}",
        description='the params as a JSON object encoded in a string; {"$ref": "s1.key"} is an earlier step\'s '
        'result (keeps its type), {"$template": "{s1.key} ** 2"} a string built from results',
    )
    """The params as a JSON object encoded in a string; decoded by :meth:`WirePlan.to_plan`."""
    check: str = Field(
        "",
        description="how to observe success: a Python expression over `result` in the check language of the "
        'prompt, e.g. result["fahrenheit"] == 86.0',
    )
    """How to observe success."""


class WirePlan(BaseModel):
    """The input of the ``submit_plan`` tool call; :data:`SUBMIT_PLAN_TOOL`'s schema is derived from it.

    The step and option limits are in the schema only: a plan over them is sent
    back by :meth:`Plan.validate` with the reason, not refused at parsing.
    """

    model_config = ConfigDict(json_schema_extra={"required": ["reasoning", "outcome"]})

    reasoning: str = Field("", description="Short reasoning shown to the user.")
    """Short reasoning shown to the person."""
    outcome: Outcome
    """``plan``, ``refuse`` or ``clarify``."""
    steps: list[WireStep] = Field(default_factory=list, json_schema_extra={"maxItems": MAX_STEPS})
    """The steps of a ``plan``."""
    refusal: str | None = Field(None, description="why the task is refused and what the user can do instead")
    """Why a ``refuse`` refuses."""
    question: str | None = Field(None, description="the clarifying question")
    """The question of a ``clarify``."""
    options: list[str] = Field(default_factory=list, json_schema_extra={"maxItems": 6})
    """The question's suggested answers."""
    allow_free_text: bool = True
    """Whether the person may answer in their own words."""
    what_is_needed: str | None = Field(
        None, description="hand_back only: what is needed, phrased as the question for the next agent"
    )
    """A hand-back's question for the next agent."""
    what_i_established: str | None = Field(None, description="hand_back only: what you established before stopping")
    """What the handing-back agent found out."""
    owning_agent: str | None = Field(None, description="hand_back only, optional: the agent that owns the question")
    """The agent that owns the sub-task, if known."""

    @classmethod
    def parse(cls, data: Any) -> WirePlan:
        """Validate a tool-call input; raise :class:`ModelRetry` with the reason if it does not fit."""
        try:
            return cls.model_validate(data)
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "the plan"
            raise ModelRetry(f"submit_plan input does not fit the schema: {where}: {first['msg']}") from None

    def to_plan(self) -> Plan:
        """Decode every ``params_json``; raise :class:`ModelRetry` naming a step whose JSON is bad.

        The text is measured before it is decoded: at most :data:`MAX_PARAMS_BYTES`,
        nested at most :data:`MAX_PARAMS_DEPTH` deep, integers of at most
        :data:`~toolkiln.untrusted_json.MAX_INT_DIGITS` digits, no NaN or infinity.
        """
        steps = []
        for ws in self.steps:
            try:
                params = loads_bounded(ws.params_json or "{}", max_bytes=MAX_PARAMS_BYTES, max_depth=MAX_PARAMS_DEPTH)
            except UntrustedJSONError as exc:
                raise ModelRetry(f"step {_shown_id(ws.id)}: params_json {exc}") from None
            if not isinstance(params, dict):
                raise ModelRetry(f"step {_shown_id(ws.id)}: params_json must encode a JSON object")
            steps.append(Step(ws.id, ws.tool, ws.description, params, ws.check))
        return Plan(
            outcome=self.outcome,
            reasoning=self.reasoning,
            steps=steps,
            refusal=self.refusal,
            question=self.question,
            options=list(self.options),
            allow_free_text=self.allow_free_text,
            what_is_needed=self.what_is_needed,
            what_i_established=self.what_i_established,
            owning_agent=self.owning_agent,
        )

    @classmethod
    def from_plan(cls, plan: Plan) -> WirePlan:
        """The wire form of a plan (what a mock or a recording would send)."""
        return cls(
            reasoning=plan.reasoning,
            outcome=plan.outcome,
            refusal=plan.refusal,
            question=plan.question,
            options=plan.options,
            allow_free_text=plan.allow_free_text,
            what_is_needed=plan.what_is_needed,
            what_i_established=plan.what_i_established,
            owning_agent=plan.owning_agent,
            steps=[
                WireStep(
                    id=s.id, tool=s.tool, description=s.description, params_json=json.dumps(s.params), check=s.check
                )
                for s in plan.steps
            ],
        )


HAND_BACK_FIELDS = ("what_is_needed", "what_i_established", "owning_agent")
"""The ``submit_plan`` fields only a delegated agent is shown."""


def _shown_id(step_id: str) -> str:
    """A step id as an error message quotes it: a model's text, so short and in repr form."""
    return step_id if step_id.isascii() and step_id.isidentifier() and len(step_id) <= 32 else repr(step_id[:32])


@functools.cache
def submit_plan_tool(hand_back: bool = False) -> dict:
    """The forced tool every planner backend calls (:data:`SUBMIT_PLAN_TOOL`).

    Its JSON schema, derived from :class:`WirePlan`, is the wire contract. It is
    built on first use: the mock planner never needs it, and start-up stays short.
    The ``hand_back`` outcome and its fields are in it only for an agent another
    agent delegated to (``hand_back=True``).
    """
    schema = forced_tool_schema(WirePlan)
    if not hand_back:
        schema["properties"] = {k: v for k, v in schema["properties"].items() if k not in HAND_BACK_FIELDS}
        outcome = schema["properties"]["outcome"]
        outcome["enum"] = [o for o in outcome["enum"] if o != Outcome.HAND_BACK]
    return {
        "name": "submit_plan",
        "description": "Submit the plan for the user's message: the steps to run, a refusal, or a clarifying question.",
        "input_schema": schema,
    }


def __getattr__(name: str) -> Any:
    if name == "SUBMIT_PLAN_TOOL":
        return submit_plan_tool()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
