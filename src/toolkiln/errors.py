"""Every error toolkiln raises, in one tree.

    ToolkilnError                  base; ``str(err)`` is one line that says what was
    │                              wrong and, where there is one, what to do
    ├── UsageError                 the person's mistake: an empty task, params that
    │   │                          are not a JSON object, an unknown flag value
    │   ├── SessionNotFound        no chat session of that name
    │   └── UserNotFound           no user of that name
    ├── ConfigError                settings: a missing API key, an unknown backend or
    │                              model, a TOOLKILN_HOME that cannot be written
    ├── RegistryError              the SQLite registry: corrupt, unreadable, locked
    │   ├── DiskFull               the disk holding the home (registry, run log,
    │   │                          sessions, key) is full: free space and run again
    │   ├── ToolNotFound           no tool of that name (or version)
    │   ├── TurnNotFound           no turn with that id in the run log
    │   └── IntegrityError         a stored tool's source no longer matches its hash
    ├── PlanError                  a plan that cannot run: duplicate ids, a cycle, a
    │                              reference to an unknown step, too many steps
    ├── ModelError                 a model backend failed at run time
    │   ├── ModelUnavailable       unreachable, timed out, retries used up
    │   ├── ModelAnswerError       the answer does not fit the wire format
    │   └── ReplayMiss             a replay transcript has no answer for this request
    ├── ModelRetry                 not a failure: a message to send back to the model
    │                              so it can correct itself (validation errors)
    ├── DelegationError            a sub-task not handed to another agent: not in
    │   │                          the team, too deep, token budget spent
    │   └── CutOff                 an agent's turn stopped early: budget spent or idle
    └── ToolError                  one tool call failed; carries ``kind``
        ├── ParamTypeError         a param of the wrong type (names param, both types)
        ├── ToolRejected           the gate, compile or trial refused a source
        └── ToolRunError           the tool raised, timed out, ran out of memory or
                                   returned something that is not JSON

SDK, HTTP and worker exceptions are translated into this tree at one boundary
each (``toolkiln.models.llm`` for the models, ``toolkiln.sandbox.pool`` for the
workers), so the agent and the CLI only ever see these classes.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's: the toolkiln script imports this module before it starts the worker template
if TYPE_CHECKING:
    from typing import Any

    from toolkiln.vocab import Stage

__all__ = [
    "ConfigError",
    "CutOff",
    "DelegationError",
    "DiskFull",
    "IntegrityError",
    "ModelAnswerError",
    "ModelError",
    "ModelRetry",
    "ModelUnavailable",
    "ParamTypeError",
    "PlanError",
    "RegistryError",
    "ReplayMiss",
    "SessionNotFound",
    "ToolError",
    "ToolNotFound",
    "ToolRejected",
    "ToolRunError",
    "ToolkilnError",
    "TurnNotFound",
    "UsageError",
    "UserNotFound",
]


class ToolkilnError(Exception):
    """Base of every toolkiln error. The message is a single line."""

    def __str__(self) -> str:
        text = super().__str__()
        return " ".join(text.split())  # one line, always


class UsageError(ToolkilnError):
    """The person asked for something malformed; fix the input and retry."""


class SessionNotFound(UsageError):
    """No chat session under that name."""


class UserNotFound(UsageError):
    """No user under that name."""


class ConfigError(ToolkilnError):
    """A setting is missing or wrong: key, backend, model, folder."""


class RegistryError(ToolkilnError):
    """The registry could not be read or written."""


class DiskFull(RegistryError):
    """A write to the home (registry, run log, a session, the key) failed because its disk is full."""


class ToolNotFound(RegistryError):
    """No tool (or no such version) under that name."""


class TurnNotFound(RegistryError):
    """No turn with that id in the run log."""


class IntegrityError(RegistryError):
    """A stored source no longer matches the hash recorded when it was accepted."""


class PlanError(ToolkilnError):
    """A plan is malformed: it is refused before any step runs."""


class ModelError(ToolkilnError):
    """A model backend failed."""


class ModelUnavailable(ModelError):
    """The model's server could not be reached or kept failing."""


class ModelAnswerError(ModelError):
    """The model answered, but not in the wire format."""


class ReplayMiss(ModelError):
    """A replay transcript holds no answer for the request made."""


class ModelRetry(ToolkilnError):
    """Feedback for the model: the caller sends ``str(self)`` back and asks again."""


class DelegationError(ToolkilnError):
    """A step could not hand its sub-task to another agent: not in the team, too deep, budget spent."""


class CutOff(DelegationError):
    """An agent's turn was stopped before it finished: its token budget is spent, or it made no progress."""


class ToolError(ToolkilnError):
    """One tool call failed. ``kind`` is a short machine-readable tag."""

    kind = "tool"

    def __init__(self, message: str, *, kind: str | None = None) -> None:
        super().__init__(message)
        if kind is not None:
            self.kind = kind


class ParamTypeError(ToolError):
    """A parameter does not fit the tool's signature."""

    kind = "param_type"


class ToolRejected(ToolError):
    """The acceptance pipeline refused a source at ``stage`` with ``errors``."""

    kind = "rejected"

    def __init__(self, message: str, *, stage: Stage, errors: list[dict[str, Any]] | None = None) -> None:
        super().__init__(message)
        self.stage = stage
        self.errors = list(errors or [])


class ToolRunError(ToolError):
    """The tool raised, timed out, ran out of memory or returned non-JSON."""

    kind = "raised"
