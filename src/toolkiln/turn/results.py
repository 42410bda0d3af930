"""What a turn came to: one :class:`StepResult` per plan step inside a :class:`TurnResult`.

``TurnResult.to_json()`` is the ``toolkiln run --json`` object (docs/reference/json.md). It
is derived from the fields, in the order they are declared here: a field whose
metadata says ``json=False`` is left out, one with a function is converted by it,
one marked ``omit_none`` is left out while it is None (the delegation fields,
so a turn without agents prints what it always printed), and one marked
``omit_empty`` while it is empty (``warnings``, for the same reason).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, fields
from typing import TYPE_CHECKING, Any

from toolkiln.models.planner.plan import Plan, TaskHandBack
from toolkiln.util.usage import Usage
from toolkiln.vocab import Approval, CheckStatus, Outcome, StepOrigin, StepStatus

if TYPE_CHECKING:
    from toolkiln.models.codegen import GeneratorHandBack, ToolDeclined, UseExistingTool  # noqa: F401 - named in docs

__all__ = ["StepResult", "TurnResult", "to_plain"]


def _ms(value: float) -> float:
    return round(value, 3)


def to_plain(obj: Any) -> dict:
    """A result dataclass as its JSON object (see the module docstring)."""
    out = {}
    plan = _JSON_FIELDS.get(type(obj))
    if plan is None:
        plan = _JSON_FIELDS[type(obj)] = _json_fields(type(obj))
    for name, how, omit_none, omit_empty in plan:
        value = getattr(obj, name)
        if value is None and omit_none:
            continue
        if omit_empty and not value:
            continue
        out[name] = how(value) if how is not None else value
    return out


_JsonField = tuple[str, Callable[[Any], Any] | None, bool, bool]


def _json_fields(cls: type) -> tuple[_JsonField, ...]:
    """A dataclass's JSON fields in order, each with its conversion and whether None or empty leaves it out:
    read once per class (every turn writes its steps' objects several times)."""
    plan = []
    for f in fields(cls):
        how = f.metadata.get("json", True)
        if how is False:
            continue
        plan.append(
            (
                f.name,
                how if callable(how) else None,
                bool(f.metadata.get("omit_none")),
                bool(f.metadata.get("omit_empty")),
            )
        )
    return tuple(plan)


_JSON_FIELDS: dict[type, tuple[_JsonField, ...]] = {}
""":func:`_json_fields` by class."""


def _hand_back_json(hand_back: GeneratorHandBack | TaskHandBack | None) -> dict | None:
    return hand_back.to_json() if hand_back is not None else None


def _child_json(child: TurnResult | dict) -> dict:
    return child if isinstance(child, dict) else child.to_json()


@dataclass(eq=False)
class StepResult:
    """What happened to one step. Fields are in the order of the ``run --json`` step object."""

    id: str
    """The step's id from the plan."""
    tool: str
    """The tool it called."""
    origin: StepOrigin | None
    """``catalog``, ``reused`` or ``generated``; None when it never got a tool."""
    params: dict
    """The params it ran with (references resolved)."""
    status: StepStatus = StepStatus.OK
    """``ok``, ``error``, ``skipped`` or ``pending`` (awaiting approval)."""
    result: Any = None
    """The tool's JSON result when ok."""
    error: str | None = None
    """One line when not ok."""
    check: str = ""
    """The planner's check, as written."""
    check_status: CheckStatus | None = None
    """``passed``, ``failed``, ``error`` or ``unverified`` (a check in plain words)."""
    check_error: str | None = None
    """Why the check could not be evaluated (``check_status`` ``error``); the step's result stands."""
    description: str = ""
    """The plan's description of the step."""
    version: int | None = None
    """The registry version that ran (None for catalog tools)."""
    attempts: int = 0
    """How many sources the generator submitted for this step."""
    hand_back: GeneratorHandBack | None = field(default=None, metadata={"json": _hand_back_json})
    """The generator's hand-back, if any: it declined to write the tool (:class:`ToolDeclined`), or the
    existing tool it named does not take the step's params (:class:`UseExistingTool`)."""
    improved_from: int | None = field(default=None, metadata={"omit_none": True})
    """The version that failed the step before it was retried with ``improved_by`` (``improve = "auto"``)."""
    improved_by: str | None = field(default=None, metadata={"omit_none": True})
    """``NAME@V`` when the step's failing tool was improved into version V (``NAME@V (pending)`` while it
    waits for a reviewer; the step then keeps its failure and ``resume`` runs it again)."""
    guard: dict | None = None
    """``{"flagged": true, "reasons": [...]}`` when the prompt-injection guard flagged what the step
    took in or brought back (params, result, error, hand-back), which reaches any later prompt fenced; else None."""
    executed_on: str | None = None
    """Where its tool ran: ``local`` or the Ray node (``IP/node id``); None when no tool ran."""
    child: TurnResult | dict | None = field(default=None, metadata={"json": _child_json, "omit_none": True})
    """A delegated step's child turn, in this same format (a dict when reattached from the run log)."""
    output: str = field(default="", metadata={"json": False})
    """What the tool printed (shown by no contract)."""
    elapsed_ms: float = field(default=0.0, metadata={"json": _ms})
    """Wall time of the step, acquisition included."""

    def to_json(self) -> dict:
        return to_plain(self)


def _steps_json(steps: list[StepResult]) -> list[dict]:
    return [s.to_json() for s in steps]


@dataclass(eq=False)
class TurnResult:
    """The answer to one message: the ``toolkiln run --json`` object, fields in its order."""

    outcome: Outcome
    """``plan``, ``refuse``, ``clarify`` or (a delegated turn only) ``hand_back``."""
    agent: str | None = field(default=None, metadata={"omit_none": True})
    """The named agent that ran the turn (agents.toml); absent for the default agent."""
    handle: str | None = field(default=None, metadata={"omit_none": True})
    """Where the turn sits in a delegation tree, e.g. ``boss.1/writer.1``."""
    task: str | None = field(default=None, metadata={"omit_none": True})
    """A delegated turn's prompt (with ``agent``, the key it is reattached by on resume)."""
    incomplete: str | None = field(default=None, metadata={"omit_none": True})
    """Why the turn was cut off before it finished (budget spent, idle), when it was."""
    hand_back: TaskHandBack | None = field(default=None, metadata={"json": _hand_back_json, "omit_none": True})
    """A ``hand_back`` outcome: what is needed, what the agent established, the agent it names as owner."""
    reasoning: str = ""
    """The planner's short reasoning."""
    message: str | None = None
    """The refusal or the question."""
    options: list[str] = field(default_factory=list, metadata={"json": list})
    """The question's suggested answers (in the JSON for ``clarify`` only)."""
    allow_free_text: bool = True
    """Whether the question may be answered in the person's own words (in the JSON for ``clarify`` only)."""
    steps: list[StepResult] = field(default_factory=list, metadata={"json": _steps_json})
    """One result per plan step, in plan order."""
    answer: str | None = None
    """The reply to the person's message, in their language, once the steps ran (:mod:`toolkiln.turn.answer`);
    None when there is nothing to say (a refusal or a question is in ``message``)."""
    answer_from: list[str] = field(default_factory=list, metadata={"json": list, "omit_empty": True})
    """The ids of the steps whose results the answer rests on; absent from the JSON when none."""
    usage: Usage = field(default_factory=Usage, metadata={"json": Usage.tokens})
    """Tokens both models used for the turn."""
    elapsed_ms: float = field(default=0.0, metadata={"json": _ms})
    """Wall time of the whole turn, planning included."""
    turn_id: int | None = None
    """The turn's id in the run log (``toolkiln log show ID``, ``toolkiln resume ID``); None until logged."""
    session: str | None = None
    """The chat session the turn belongs to, if any."""
    warnings: list[str] = field(default_factory=list, metadata={"json": list, "omit_empty": True})
    """One line for each damaged line of the session file this turn's history skipped (which file and
    line, what is wrong, what to do); empty when none was, and then absent from the JSON."""
    planner: str = ""
    """The planner, ``backend:model``."""
    generator: str = ""
    """The generator, ``backend:model`` (named even when it wrote nothing)."""
    plan: Plan | None = field(default=None, metadata={"json": False})
    """The plan as the planner gave it (stored in the run log, used by resume)."""
    approval: Approval = field(default=Approval.AUTO, metadata={"json": False})
    """The approval mode the steps ran with (kept in the run log, so ``resume`` keeps it)."""
    delegated: bool = field(default=False, metadata={"json": False})
    """Whether another agent delegated this turn (its JSON then also carries its plan, for resume)."""

    @property
    def ok(self) -> bool:
        return all(s.status == StepStatus.OK for s in self.steps)

    def to_json(self) -> dict:
        out = to_plain(self)
        if self.outcome != Outcome.CLARIFY:
            del out["options"], out["allow_free_text"]
        if self.delegated:
            out["plan"] = self.plan.to_dict() if self.plan else None
        return out
