"""A planner backed by a model client (Anthropic, OpenAI-compatible, replay)."""

from __future__ import annotations

import json

from toolkiln.models.llm import ModelClient, ModelRequest, ask_forced_tool
from toolkiln.models.planner import PlanAnswer, PlanRequest
from toolkiln.models.planner.compose import (
    ANSWER_SYSTEM,
    AnswerReply,
    AnswerRequest,
    answer_messages,
    parse_answer,
    submit_answer_tool,
)
from toolkiln.models.planner.plan import Plan
from toolkiln.models.planner.prompt import planner_messages, planner_prompt
from toolkiln.models.planner.wire import WirePlan, submit_plan_tool

__all__ = ["ModelPlanner"]


class ModelPlanner:
    """Asks a model for a plan through the forced ``submit_plan`` tool.

    An answer that does not fit the wire format (a schema mismatch, a
    ``params_json`` that is not a JSON object) goes back to the model once, in the
    same conversation, with the reason; a second misfit fails the turn with
    :class:`~toolkiln.errors.ModelAnswerError`. Plan validation (step limits,
    references) is the agent's: it asks again with ``request.feedback`` set.
    """

    def __init__(self, client: ModelClient) -> None:
        self.client = client
        self.name = client.name

    def close(self) -> None:
        """Release the client's connections, when it holds any."""
        close = getattr(self.client, "close", None)
        if close is not None:
            close()

    def plan(self, request: PlanRequest) -> PlanAnswer:
        stable, variable = planner_prompt(request)
        model_request = ModelRequest(
            kind="planner",
            stable_system=stable,
            system=variable,
            messages=planner_messages(request),
            tool=submit_plan_tool(hand_back=request.may_hand_back),
        )
        plan, usage = ask_forced_tool(
            self.client, model_request, _parse_plan, what="the planner's answer did not fit the plan format"
        )
        return PlanAnswer(plan=plan, usage=usage)

    def compose(self, request: AnswerRequest) -> AnswerReply:
        """The reply to the person, written from the results (forced ``submit_answer``; no other tool offered)."""
        model_request = ModelRequest(
            kind="planner",
            stable_system=ANSWER_SYSTEM,
            system="",
            messages=answer_messages(request),
            tool=submit_answer_tool(),
            subject=request.message,
        )
        (answer, rests_on), usage = ask_forced_tool(
            self.client, model_request, parse_answer, what="the planner's answer did not fit submit_answer"
        )
        return AnswerReply(answer=answer, rests_on=rests_on, usage=usage)


def _parse_plan(data: dict) -> Plan:
    return WirePlan.parse(_lenient(data)).to_plan()


def _lenient(data: dict) -> dict:
    """Accept a step's params given as an object instead of a JSON string: types survive either way."""
    steps = data.get("steps")
    if not isinstance(steps, list):
        return data
    fixed = [dict(s, params_json=json.dumps(s["params_json"])) if _object_params(s) else s for s in steps]
    return dict(data, steps=fixed)


def _object_params(step: object) -> bool:
    return isinstance(step, dict) and isinstance(step.get("params_json"), dict)
