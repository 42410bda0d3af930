"""The planner's wire format: the forced tool ``submit_plan`` and its input.

Every planner backend answers by calling the forced tool ``submit_plan``
(:data:`SUBMIT_PLAN_TOOL`). ``params_json`` is a JSON *string* decoded on arrival
(:meth:`WirePlan.to_plan`): a free-form object cannot be pinned down in a strict
schema, and a key/value list would turn ``30`` into ``"30"``.

Only model backends (and recordings) import this module: pydantic costs a
noticeable share of a start-up that the mock path does not need to pay.
"""

from __future__ import annotations

import functools
import json
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from toolkiln.errors import ModelRetry
from toolkiln.models.planner.plan import MAX_PARAMS_BYTES, MAX_PARAMS_DEPTH, MAX_STEPS, Plan, Step
from toolkiln.models.schema import forced_tool_schema
from toolkiln.util.untrusted_json import UntrustedJSONError, loads_bounded
from toolkiln.vocab import Outcome

__all__ = [
    "HAND_BACK_FIELDS",
    "SUBMIT_PLAN_TOOL",  # noqa: F822 - built on first use, by __getattr__ below
    "WirePlan",
    "WireStep",
    "submit_plan_tool",
]


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
    answer: str | None = Field(
        None,
        description="plan only: the reply to the person's message once the steps ran, in their language; "
        '{s1.key} puts in a step\'s result as $template does, e.g. "30 °C is {s1.fahrenheit} °F."',
    )
    """The reply to the person, with ``{s1.path}`` fields filled from the results."""
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

        The text is measured before it is decoded: at most :data:`~.plan.MAX_PARAMS_BYTES`,
        nested at most :data:`~.plan.MAX_PARAMS_DEPTH` deep, integers of at most
        :data:`~toolkiln.util.untrusted_json.MAX_INT_DIGITS` digits, no NaN or infinity.
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
            answer=self.answer,
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
            answer=plan.answer,
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
