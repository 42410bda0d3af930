"""Every word toolkiln uses as a value: origins, statuses, outcomes, stages, events.

Each is a :class:`~enum.StrEnum`, so a member *is* its string: it compares equal
to it, prints as it and goes into JSON as it. The JSON contracts (``run --json``,
``tools list --json``, the run log) keep the plain words.

Three different things were once all called "origin"; each has its own name now:

- :class:`StepOrigin` — where a plan step's tool came from in this turn
  (``origin`` in ``run --json``).
- :class:`ToolSourceKind` — which tool source offered a tool to the planner
  (``ToolInfo.source``; the planner's tool list shows it in brackets).
- :class:`Provenance` — how a stored version entered the registry
  (``StoredTool.provenance``; ``tools list`` shows it in its ``origin`` column,
  where catalog tools say ``catalog``).
"""

from __future__ import annotations

from enum import StrEnum
from typing import Final

__all__ = [
    "Role",
    "Approval",
    "BuiltinTool",
    "CheckStatus",
    "EventName",
    "FAILED_OUTCOME",
    "HandBackKind",
    "ImproveMode",
    "Outcome",
    "Provenance",
    "ReportStatus",
    "Stage",
    "StepOrigin",
    "StepStatus",
    "ToolSourceKind",
    "ToolStatus",
]


class StepOrigin(StrEnum):
    """Where a step's tool came from."""

    CATALOG = "catalog"
    """Hand-written, shipped with toolkiln."""
    REUSED = "reused"
    """Generated in an earlier turn, found in the registry by name."""
    GENERATED = "generated"
    """Written by the generator in this turn (or awaiting approval since)."""
    AGENT = "agent"
    """Another agent did the step: the task tool or an agent offered as a tool."""
    WORKFLOW = "workflow"
    """toolkiln itself recorded a workflow step as done (``workflow_step_done``); no tool ran."""


class ToolSourceKind(StrEnum):
    """Which tool source offers a tool to the planner."""

    CATALOG = "catalog"
    REGISTRY = "registry"
    AGENT = "agent"
    """The task tool, or another agent offered as a tool."""
    WORKFLOW = "workflow"
    """``workflow_step_done``, offered while a workflow applies to the turn."""


class Provenance(StrEnum):
    """How a stored version entered the registry."""

    GENERATED = "generated"
    """Written by a model in a turn."""
    IMPORTED = "imported"
    """Re-vetted from a file ``tools export`` wrote."""
    HAND = "hand"
    """Written by a person and added with ``tools add`` (or a plain file in ``tools import``)."""


class ToolStatus(StrEnum):
    """The status of a stored version."""

    ACTIVE = "active"
    PENDING = "pending"
    REJECTED = "rejected"
    RETIRED = "retired"


class Role(StrEnum):
    """What a user of a shared toolkiln may do (each role may do what the ones before it may)."""

    MEMBER = "member"
    """Runs turns and reads everything."""
    REVIEWER = "reviewer"
    """Also approves, rejects and retires tools."""
    ADMIN = "admin"
    """Also manages users."""


class StepStatus(StrEnum):
    """What happened to a plan step."""

    OK = "ok"
    ERROR = "error"
    SKIPPED = "skipped"
    """An earlier step it refers to did not succeed."""
    PENDING = "pending"
    """Its tool awaits approval."""


class CheckStatus(StrEnum):
    """What the planner's check over a step's result said."""

    PASSED = "passed"
    FAILED = "failed"
    ERROR = "error"
    """The check expression itself failed."""
    UNVERIFIED = "unverified"
    """The check is prose, not an expression over ``result``."""


class Outcome(StrEnum):
    """What the planner decided for a message."""

    PLAN = "plan"
    REFUSE = "refuse"
    CLARIFY = "clarify"
    HAND_BACK = "hand_back"
    """A delegated agent ends its sub-task at once: it is not its to answer."""


class HandBackKind(StrEnum):
    """The three things a hand-back can mean, each with a type of its own (none is sent as its kind)."""

    TASK = "task"
    """A delegated agent hands its task back: not its to answer (the planner's ``hand_back`` outcome)."""
    TOOL_DECLINED = "tool_declined"
    """The generator declines to write the tool under the policy and says why."""
    EXISTING_TOOL = "existing_tool"
    """The generator points at an existing tool that already does this, to run instead of a duplicate."""


class AnswerMode(StrEnum):
    """How a turn's reply to the person is written (the ``answer_mode`` setting)."""

    TEMPLATE = "template"
    """The plan's ``answer``, its ``{s1.key}`` fields filled from the results: no extra model call."""
    COMPOSE = "compose"
    """The planner's model is asked once more, through ``submit_answer``, with the results fenced as data."""
    OFF = "off"
    """No answer."""


FAILED_OUTCOME: Final = "error"
"""The run log's outcome of a turn whose planner failed (no plan ran); never a planner's answer."""


class Stage(StrEnum):
    """The acceptance stage that stopped a source."""

    GATE = "gate"
    COMPILE = "compile"
    TRIAL = "trial"
    REVIEW = "review"
    """A person rejected or retired this exact source (same sha256, same name) before."""


class EventName(StrEnum):
    """Progress events of a turn, as its ``on_event(kind, data)`` callback hears them.

    A terminal shows a spinner from them, the web page each step as it happens.
    Every event about a step carries the step's ``id``.
    """

    PLANNING = "planning"
    """``{"attempt": n}``: the planner is asked (again, after an invalid plan)."""
    ANSWERING = "answering"
    """``{}``: the planner's model writes the answer from the results (``answer_mode = "compose"``)."""
    PLANNED = "planned"
    """``{"outcome", "steps": [{"id", "tool", "description", "params"}]}``: the plan, before any step runs."""
    STEP = "step"
    """``{"id", "tool"}``: a step starts."""
    GENERATING = "generating"
    """``{"id", "tool"}``: the generator writes the step's tool."""
    IMPROVING = "improving"
    """``{"id", "tool", "version", "error"}``: a reused tool failed; the generator writes its next version."""
    WRITING = "writing"
    """``{"id", "tool", "attempt", "max_attempts"}``: the generator writes source n of m."""
    REFUSED = "refused"
    """``{"id", "tool", "attempt", "stage", "errors"}``: the gate, compile or trial refused that source."""
    TRIAL = "trial"
    """``{"id", "tool", "attempt"}``: a source passed the gate; its trial runs."""
    RUNNING = "running"
    """``{"id", "tool", "origin", "version"}``: a catalog or registry tool is called."""
    STEP_DONE = "step_done"
    """``{"id", "step"}``: the step's ``run --json`` object."""
    STARTED = "started"
    """``{"id", "message", "session"}``: a server took the turn (servers send it, not the agent)."""
    TURN = "turn"
    """The turn's ``run --json`` object: it is over (servers send it, not the agent)."""
    ERROR = "error"
    """``{"type", "message"}``: the turn failed (servers send it, not the agent)."""
    DELEGATING = "delegating"
    """``{"id", "agent", "handle"}``: a step hands its sub-task to another agent."""
    RETRY = "retry"
    """``{"role", "model", "retry", "max_retries", "delay_s", "reason"}`` (and ``"id", "tool"`` for the
    generator): a request to a model failed in a way worth trying again (``reason``: ``429 rate
    limited``, ``529 overloaded``, ``503 service unavailable``, ``connection failed``); it is sent again
    after ``delay_s`` seconds, as retry ``retry`` of at most ``max_retries``."""


class ReportStatus(StrEnum):
    """How a delegated agent's turn ended, as its report to the delegating step says."""

    OK = "ok"
    INCOMPLETE = "incomplete"
    """Cut off (budget spent or idle) before it finished; the report is partial."""
    HANDED_BACK = "handed_back"
    """The agent found the sub-task is not its to answer."""
    PENDING = "pending"
    """A tool it needs awaits approval; ``toolkiln resume`` carries on."""
    ERROR = "error"


class Approval(StrEnum):
    """Whether a new tool may run once its trial passed."""

    AUTO = "auto"
    MANUAL = "manual"


class BuiltinTool(StrEnum):
    """The tools toolkiln handles itself, outside any allow-list; no generated tool may take these names."""

    TASK = "task"
    """Delegates ``{agent, prompt}`` to a teammate (:mod:`toolkiln.agents.delegation`)."""
    WORKFLOW_STEP_DONE = "workflow_step_done"
    """Marks a workflow step done (:mod:`toolkiln.workflows.step_done`)."""


class ImproveMode(StrEnum):
    """What happens when a reused registry tool fails in a step (``improve`` setting)."""

    OFF = "off"
    """Nothing: the step reports its failure."""
    PROPOSE = "propose"
    """The generator writes the next version, which waits as pending for a reviewer; ``resume`` retries the step."""
    AUTO = "auto"
    """The next version becomes active at once (with approval ``auto``) and the step is retried with it."""
