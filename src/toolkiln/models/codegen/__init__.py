"""The generator and the acceptance pipeline for the tools it writes.

A generator is anything with a ``name`` and ``generate(request, attempts) ->
GenAnswer``. It answers in the ``submit_tool`` wire format
(:data:`SUBMIT_TOOL_TOOL`): a source, or a hand-back when the tool cannot be
built under the policy. ``attempts`` holds the earlier tries for the same tool
with their verdicts, so a model backend can replay the conversation and repair.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass, field
from typing import Any, ClassVar

from toolkiln.guard import guard_text
from toolkiln.models.protocols import Generator
from toolkiln.policy import Policy
from toolkiln.tools.cases import ToolTest
from toolkiln.tools.toolspec import ToolInfo
from toolkiln.util.immutable import Immutable
from toolkiln.util.usage import Usage
from toolkiln.vocab import HandBackKind, Stage

__all__ = [
    "SUBMIT_TOOL_TOOL",
    "Attempt",
    "GenAnswer",
    "GenRequest",
    "Generator",
    "GeneratorHandBack",
    "Improvement",
    "ToolDeclined",
    "UseExistingTool",
]


@dataclass(eq=False, repr=False)
class GenRequest:
    """What the generator is asked to write."""

    name: str
    """The tool's name; the entry point must carry it."""
    description: str
    """What the tool does, from the plan step."""
    example_params: dict
    """The step's params; the trial runs the tool with them."""
    policy: Policy
    """What the tool may use."""
    similar: list[ToolInfo] = field(default_factory=list)
    """Existing tools that look alike, so the generator can say so instead of duplicating."""
    improving: Improvement | None = None
    """Set when the tool is the next version of a stored one that failed: what failed, and its tests."""


@dataclass(eq=False, repr=False)
class Improvement:
    """A stored version that failed in a step, as the generator is shown it when asked for the next one."""

    version: int
    """The version that failed (the new one is stored as the next, with provenance ``improves``)."""
    source: str
    """Its source (model-written: outside text to any prompt)."""
    params: dict
    """The params of the failing call."""
    error: str
    """What went wrong: the call's error, or the check that was False and the result."""
    tests: list[dict] = field(default_factory=list)
    """Every test of the earlier active versions, plus the failing call as a test: the new one must pass all."""


@dataclass(eq=False, repr=False)
class Attempt:
    """One source the generator wrote and what the pipeline said of it."""

    source: str
    """The source as submitted (after fences were stripped)."""
    accepted: bool
    """Whether gate, compile and trial all passed."""
    stage: Stage | None = None
    """Where it was stopped: gate, compile or trial; None when accepted."""
    errors: list[dict] = field(default_factory=list)
    """``{"line": int, "message": str}`` items, fit to go back to the model."""
    description: str = ""
    """The description the generator submitted with this source."""
    hand_back: UseExistingTool | None = None
    """The hand-back it submitted instead of a source: one naming an unknown tool, which was not used."""
    tests: list[dict] = field(default_factory=list)
    """The tests it submitted with this source, as sent (``{"params", "expect"|"check"}``)."""
    duplicate_of: str | None = None
    """An active tool that passed every test of this source: it was sent back as a likely duplicate."""

    def feedback(self) -> str:
        """The verdict as text for the model."""
        if self.accepted:
            return "accepted"
        lines = [f"The {self.stage} rejected the source:" if self.source.strip() else "The answer was not used:"]
        # a trial's error carries what the tool raised, which its example params (outside text) can shape
        errors, _ = guard_text("\n".join(f"Line {e.get('line', 0)}: {e['message']}" for e in self.errors))
        lines += [errors] if errors else []
        lines.append("Submit a corrected version of the whole module with submit_tool.")
        return "\n".join(lines)

    def to_dict(self) -> dict:
        """The attempt as the registry keeps it (a tool's provenance), its hand-back as it was sent."""
        out = asdict(self)
        out["hand_back"] = self.hand_back.to_json() if self.hand_back is not None else None
        return out


@dataclass(repr=False)
class ToolDeclined(Immutable):
    """The generator declines to write the tool: it cannot be built under the policy, and this says why.

    Compared by value (tests compare a parsed one with the one expected)."""

    kind: ClassVar[HandBackKind] = HandBackKind.TOOL_DECLINED
    what_is_needed: str
    """What the tool would need that the policy does not allow."""
    what_i_established: str = ""
    """What the generator found out on the way."""

    def to_json(self) -> dict[str, str]:
        """The step's ``hand_back`` object (``run --json``, the run log)."""
        return {"what_is_needed": self.what_is_needed, "what_i_established": self.what_i_established}


@dataclass(repr=False)
class UseExistingTool(Immutable):
    """The generator points at an existing tool that already does exactly this: it runs instead of a duplicate.

    Compared by value (tests compare a parsed one with the one expected)."""

    kind: ClassVar[HandBackKind] = HandBackKind.EXISTING_TOOL
    existing_tool: str
    """The tool to run instead, with the step's params."""
    what_i_established: str = ""
    """What the generator found out on the way."""
    what_is_needed: str = ""
    """What a tool of its own would need, when it also said so: the hand-back then stands as
    :meth:`otherwise` should no usable tool have that name."""

    def otherwise(self) -> ToolDeclined | None:
        """The decline this stands for when no usable tool is named ``existing_tool``; None when it said none."""
        return ToolDeclined(self.what_is_needed, self.what_i_established) if self.what_is_needed else None

    def params_do_not_fit(self, reason: str) -> UseExistingTool:
        """What the step hands back when its params do not fit the named tool: a step that calls it with its own."""
        name = self.existing_tool
        return UseExistingTool(
            existing_tool=name,
            what_i_established=f"{name} already does this; the step's params do not fit it: {reason}",
            what_is_needed=f"a step that calls {name} with its own parameters",
        )

    def to_json(self) -> dict[str, str]:
        """The ``hand_back`` object as the generator sent it (``submit_tool``), and as a step carries it."""
        return {
            "what_is_needed": self.what_is_needed,
            "what_i_established": self.what_i_established,
            "existing_tool": self.existing_tool,
        }


GeneratorHandBack = ToolDeclined | UseExistingTool
"""What the generator's ``hand_back`` can mean instead of a source."""


@dataclass(eq=False, repr=False)
class GenAnswer:
    """One answer of the generator."""

    name: str
    """The tool's name (always the requested one)."""
    description: str = ""
    """What the generator says the tool does."""
    source: str | None = None
    """The module's source, fences and prose already stripped; None with a hand-back."""
    hand_back: GeneratorHandBack | None = None
    """Set instead of a source: the tool cannot be built under the policy, or an existing one does this."""
    tests: list[ToolTest] = field(default_factory=list)
    """The test cases submitted with the source (:mod:`toolkiln.tools.cases`); run with the trial."""
    usage: Usage = field(default_factory=Usage)
    """Tokens this answer cost."""


SUBMIT_TOOL_TOOL: dict[str, Any] = {
    "name": "submit_tool",
    "description": (
        "Submit the tool's Python module; or hand the task back when it cannot be built under the "
        "policy, or when an existing tool already does exactly this."
    ),
    "input_schema": {
        "type": "object",
        "properties": {
            "name": {"type": "string", "description": "the tool's name, exactly as asked"},
            "description": {
                "type": "string",
                "description": "what the tool does and what it returns (the keys of its dict and their "
                "types); the same text as the module docstring. It is what the planner reads.",
            },
            "source": {"type": "string", "description": "the whole module, as plain Python source"},
            "tests": {
                "type": "array",
                "description": "2 to 6 test cases run with the trial, covering the edges the description "
                "implies (empty input, zero, negatives, unicode, the boundary it names); each is "
                '{"params": {...}, "expect": the exact result} or {"params": {...}, "check": an expression '
                "over result}. The tool must pass all of them; they stay with it for later versions.",
                "items": {
                    "type": "object",
                    "properties": {
                        "params": {"type": "object", "description": "the call's params, by name"},
                        "expect": {"description": "the exact JSON result (numbers compared within 1e-9)"},
                        "check": {"type": "string", "description": "instead of expect: a check over result"},
                    },
                    "required": ["params"],
                },
            },
            "hand_back": {
                "type": ["object", "null"],
                "description": "instead of source: why the tool cannot be built, or which existing tool to use",
                "properties": {
                    "what_is_needed": {
                        "type": "string",
                        "description": "what the tool would need that the rules do not allow",
                    },
                    "what_i_established": {
                        "type": "string",
                        "description": "what you found out that helps the person or the planner",
                    },
                    "existing_tool": {
                        "type": ["string", "null"],
                        "description": "the name of a listed existing tool that already does exactly this; "
                        "it runs instead, with the same params",
                    },
                },
            },
        },
        "required": ["name"],
    },
}
"""The forced tool every generator backend calls."""
