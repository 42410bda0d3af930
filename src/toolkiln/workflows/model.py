"""Graph workflows: tasks that only work as several steps in one order.

A workflow is a TOML file (``$TOOLKILN_HOME/workflows/*.toml``, plus the examples
shipped in ``toolkiln/workflows/examples``): an id, a title, exemplar phrasings, a
definition and its steps. Each step has an owner (an agent, or ``operator`` for
what toolkiln cannot do itself), the tools it calls, what it produces, the steps
it requires first and its hazard (what goes wrong out of order).

:func:`find` ranks workflows by plain word overlap with a person's words (no
model call, so it works when a budget is spent). :func:`progress` says, per step,
whether it is done (someone said so), inferred done (every tool it names already
ran ok in the session) or outstanding; a recorded mark overrides the inference
both ways. :func:`ordering_hazards` names the steps a plan would run too early.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import TYPE_CHECKING, Any

from toolkiln.agents.team import load_agents
from toolkiln.errors import ConfigError, UsageError
from toolkiln.turn.results import to_plain
from toolkiln.util.files import MAX_SETTINGS_FILE_BYTES, read_tool_file
from toolkiln.util.memo import HomeMemo, digest
from toolkiln.vocab import BuiltinTool

if TYPE_CHECKING:  # marks are stored by the registry; only their shape is needed here
    from toolkiln.store.marks import Mark, WorkflowMarks

__all__ = [
    "DEFAULT_AGENT",
    "FIND_FULL_WEIGHT",
    "FIND_THRESHOLD",
    "MEMO_FILE",
    "OPERATOR",
    "WORKFLOW_STEP_DONE",
    "Match",
    "Step",
    "StepProgress",
    "StepState",
    "Workflow",
    "WorkflowError",
    "agent_names",
    "find",
    "load_workflow",
    "load_workflows",
    "in_progress",
    "next_step",
    "own_words",
    "ordering_hazards",
    "parse_workflow",
    "progress",
    "prompt_section",
    "require",
    "session_progress",
    "too_early",
    "words",
]

OPERATOR = "operator"
"""The owner of a step toolkiln cannot perform: a person must do it."""

DEFAULT_AGENT = "toolkiln"
"""The owner name of the default agent (the one without ``--agent``), valid in every workflow."""

WORKFLOW_STEP_DONE = BuiltinTool.WORKFLOW_STEP_DONE
"""The built-in tool an agent marks a step done with (:mod:`toolkiln.workflows.step_done`)."""

FIND_THRESHOLD = 0.5
"""The score a message must reach for a workflow to apply to it (two title or exemplar words, say)."""

FIND_FULL_WEIGHT = 3.0
"""The weight of hit words that scores 1: a title or exemplar word weighs 1, a word only in the definition 1/2."""

MEMO_FILE = "workflows.decoded.json"
"""Where the workflow files' decoded TOML is kept, in the home."""

_STEP_KEYS = {"id", "owner", "does", "tools", "produces", "requires", "hazard"}
_WORKFLOW_KEYS = {"id", "title", "exemplars", "definition", "steps"}
_ID = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]{0,63}")
_NAME = re.compile(r"(?:agent:)?[A-Za-z0-9_][A-Za-z0-9_.-]{0,63}")
_WORD = re.compile(r"[^\W_]+")
# Words that say nothing about which workflow is meant; overlap on them is noise.
_STOPWORDS = frozenset(
    "a an and are as at be by can do for from get i in is it its me my of on or our out please so that the then this to "
    "up us we with you your".split()
)


class WorkflowError(ConfigError):
    """A workflow file is malformed; the message names the file and what to fix."""


class StepState(StrEnum):
    """Where one step of a workflow stands in a session."""

    DONE = "done"
    """An agent or a person said so (recorded with who and when)."""
    INFERRED = "inferred"
    """Every tool the step names already ran ok in this session."""
    OUTSTANDING = "outstanding"


@dataclass(eq=False, repr=False)
class Step:
    """One step: who does it, with which tools, after which steps, and what goes wrong out of order."""

    id: str
    owner: str
    does: str
    tools: tuple[str, ...] = field(default=(), metadata={"json": list})
    produces: str = ""
    requires: tuple[str, ...] = field(default=(), metadata={"json": list})
    hazard: str = ""

    def to_json(self) -> dict:
        return to_plain(self)


@dataclass(eq=False, repr=False)
class Workflow:
    """A catalogue entry: steps in an order that matters, and the words that find it."""

    id: str
    title: str
    definition: str
    steps: tuple[Step, ...] = field(metadata={"json": lambda steps: [step.to_json() for step in steps]})
    exemplars: tuple[str, ...] = field(default=(), metadata={"json": list})
    path: str = ""

    def step(self, step_id: str) -> Step:
        for step in self.steps:
            if step.id == step_id:
                return step
        known = ", ".join(s.id for s in self.steps)
        raise WorkflowError(f"workflow {self.id} has no step {step_id!r}; its steps are {known}")

    def to_json(self) -> dict:
        return to_plain(self)


@dataclass(eq=False, repr=False)
class StepProgress:
    """One step's state in a session, with the mark behind it when there is one."""

    step: Step
    state: StepState
    mark: Mark | None = None

    @property
    def finished(self) -> bool:
        return self.state != StepState.OUTSTANDING

    def to_json(self) -> dict:
        data: dict[str, Any] = {"step": self.step.id, "owner": self.step.owner, "state": self.state.value}
        if self.mark is not None:
            data.update(by=self.mark.by, at=self.mark.at, note=self.mark.note, marked_done=self.mark.done)
        return data


@dataclass(eq=False, repr=False)
class Match:
    """A workflow found for some words, with its overlap score (0..1) and the shared words."""

    workflow: Workflow
    score: float
    words: tuple[str, ...] = field(default=())

    def to_json(self) -> dict:
        return {"id": self.workflow.id, "title": self.workflow.title, "score": self.score, "words": list(self.words)}


# --- loading and validation ---------------------------------------------------


def agent_names(home: Path) -> set[str]:
    """The owners a step may name: the default agent, ``operator`` and the agents of ``home/agents.toml``."""
    return {DEFAULT_AGENT, OPERATOR, *load_agents(Path(home))}


def _text(data: Mapping, key: str, where: str, required: bool = True) -> str:
    value = data.get(key, None if required else "")
    if not isinstance(value, str) or (required and not value.strip()):
        raise WorkflowError(f"{where}: `{key}` must be a non-empty string")
    return value


def _names(data: Mapping, key: str, where: str, *, plain: bool = True) -> tuple[str, ...]:
    """A list of texts; ``plain``: of tool or step names (the planner prompt shows them outside any fence)."""
    value = data.get(key, [])
    if not isinstance(value, list) or not all(isinstance(v, str) and v for v in value):
        raise WorkflowError(f"{where}: `{key}` must be a list of names")
    for name in value if plain else ():
        if not _NAME.fullmatch(name):
            raise WorkflowError(
                f"{where}: `{key}` name {name!r} must be letters, digits, '_', '-', '.' or 'agent:NAME'"
            )
    return tuple(value)


def _step(data: Any, where: str, owners: set[str]) -> Step:
    if not isinstance(data, dict):
        raise WorkflowError(f"{where}: each [[steps]] entry must be a table")
    unknown = sorted(set(data) - _STEP_KEYS)
    if unknown:
        raise WorkflowError(f"{where}: unknown key {unknown[0]!r}; a step has {', '.join(sorted(_STEP_KEYS))}")
    step_id = _text(data, "id", where)
    if not _ID.fullmatch(step_id):
        raise WorkflowError(f"{where}: step id {step_id!r} must be letters, digits, '-', '_' or '.'")
    where = f"{where}: step {step_id}"
    owner = _text(data, "owner", where)
    if owner not in owners:
        raise WorkflowError(
            f"{where}: owner {owner!r} is not an agent; use {', '.join(sorted(owners))} (agents come from agents.toml)"
        )
    return Step(
        id=step_id,
        owner=owner,
        does=_text(data, "does", where),
        tools=_names(data, "tools", where),
        produces=_text(data, "produces", where, required=False),
        requires=_names(data, "requires", where),
        hazard=_text(data, "hazard", where, required=False),
    )


def _check_graph(steps: Sequence[Step], where: str) -> None:
    """Duplicate ids, unknown ``requires`` and cycles, each as one line naming the steps."""
    seen: set[str] = set()
    for step in steps:
        if step.id in seen:
            raise WorkflowError(f"{where}: duplicate step id {step.id!r}; give each step its own id")
        seen.add(step.id)
    for step in steps:
        for needed in step.requires:
            if needed not in seen:
                raise WorkflowError(f"{where}: step {step.id} requires unknown step {needed!r}")
    requires = {s.id: s.requires for s in steps}
    state: dict[str, int] = {}  # 1 = on the current path, 2 = finished

    def visit(node: str, path: list[str]) -> None:
        state[node] = 1
        for needed in requires[node]:
            if state.get(needed) == 1:
                cycle = [*path[path.index(needed) :], needed] if needed in path else [node, needed]
                raise WorkflowError(f"{where}: steps require each other in a cycle: {' -> '.join(cycle)}")
            if needed not in state:
                visit(needed, [*path, needed])
        state[node] = 2

    for step in steps:
        if step.id not in state:
            visit(step.id, [step.id])


def parse_workflow(text: str, where: str, owners: set[str], memo: HomeMemo | None = None) -> Workflow:
    """One workflow from TOML text; ``where`` (the file) starts every error.

    ``memo`` may hold the text decoded (by its digest): every check below runs on what it holds
    as on a fresh decode, so the memo saves the decoding and nothing else.
    """
    try:
        data = _decoded(text, memo)
    except ValueError as exc:  # tomllib.TOMLDecodeError
        raise WorkflowError(f"{where}: not valid TOML ({exc})") from None
    unknown = sorted(set(data) - _WORKFLOW_KEYS)
    if unknown:
        raise WorkflowError(f"{where}: unknown key {unknown[0]!r}; a workflow has {', '.join(sorted(_WORKFLOW_KEYS))}")
    workflow_id = _text(data, "id", where)
    if not _ID.fullmatch(workflow_id):
        raise WorkflowError(f"{where}: id {workflow_id!r} must be letters, digits, '-', '_' or '.'")
    raw_steps = data.get("steps")
    if not isinstance(raw_steps, list) or not raw_steps:
        raise WorkflowError(f"{where}: a workflow needs at least one [[steps]] table")
    steps = tuple(_step(raw, where, owners) for raw in raw_steps)
    _check_graph(steps, where)
    return Workflow(
        id=workflow_id,
        title=_text(data, "title", where),
        definition=_text(data, "definition", where, required=False),
        steps=steps,
        exemplars=_names(data, "exemplars", where, plain=False),
        path=where,
    )


def _decoded(text: str, memo: HomeMemo | None) -> dict:
    key = digest("toml", text)
    data = memo.get(key) if memo is not None else None
    if not isinstance(data, dict):
        data = _decode_toml(text)
        if memo is not None:
            memo.put(key, data)
    return data


def _decode_toml(text: str) -> dict:
    import tomllib  # only for a text not decoded before (see load_workflows): its import and parse cost every run

    return tomllib.loads(text)


def load_workflow(path: Path, owners: set[str], memo: HomeMemo | None = None) -> Workflow:
    """The workflow in one file; :class:`WorkflowError` naming the file when it is wrong."""
    try:  # a regular file only: a FIFO would block the command for ever
        text = read_tool_file(Path(path), max_bytes=MAX_SETTINGS_FILE_BYTES, what="a workflow file")
    except UsageError as exc:
        raise WorkflowError(f"cannot read the workflow: {exc}") from None
    return parse_workflow(text, str(path), owners, memo)


def _shipped() -> list[tuple[str, str]]:
    # The package's own folder, not importlib.resources (which costs every start its imports):
    # toolkiln runs from folders on disk, as its workers need.
    folder = Path(__file__).parent / "examples"
    return sorted(
        (f"toolkiln/workflows/examples/{entry.name}", entry.read_text(encoding="utf-8"))
        for entry in folder.iterdir()
        if entry.name.endswith(".toml")
    )


def load_workflows(home: Path, shipped: bool = True) -> dict[str, Workflow]:
    """Every workflow: the shipped examples, then ``home/workflows/*.toml`` (which may replace one by id).

    Two files under ``home`` with the same id are an error naming both. The files' decoded
    TOML is kept in ``home/MEMO_FILE`` (:class:`~toolkiln.util.memo.HomeMemo`), so an unchanged
    file is not decoded again (a changed one is: the memo is keyed by each file's text).
    """
    owners = agent_names(home)
    memo = HomeMemo(Path(home) / MEMO_FILE)
    found: dict[str, Workflow] = {}
    if shipped:
        for where, text in _shipped():
            workflow = parse_workflow(text, where, owners, memo)
            found[workflow.id] = workflow
    own: dict[str, str] = {}
    folder = Path(home) / "workflows"
    for path in sorted(folder.glob("*.toml")) if folder.is_dir() else []:
        workflow = load_workflow(path, owners, memo)
        if workflow.id in own:
            raise WorkflowError(f"{path}: duplicate workflow id {workflow.id!r}, also in {own[workflow.id]}")
        own[workflow.id] = str(path)
        found[workflow.id] = workflow
    memo.save()
    return found


def require(workflows: Mapping[str, Workflow], workflow_id: str) -> Workflow:
    """The workflow ``workflow_id``; :class:`WorkflowError` listing the known ids when it is missing."""
    if workflow_id not in workflows:
        known = ", ".join(sorted(workflows)) or "none"
        raise WorkflowError(f"no workflow {workflow_id!r}; known workflows: {known} (`toolkiln workflows list`)")
    return workflows[workflow_id]


# --- finding ------------------------------------------------------------------


def _stem(word: str) -> str:
    # Crude plural folding so "posts" meets "post"; no model, no dictionary.
    if len(word) > 3 and word.endswith("s") and not word.endswith("ss"):
        return word[:-1]
    return word


def words(text: str) -> set[str]:
    """The meaningful words of ``text``: lower case, plurals folded, stop words left out."""
    return {_stem(w) for w in _WORD.findall(text.lower()) if w not in _STOPWORDS}


@functools.lru_cache(maxsize=256)
def _own_words(title: str, exemplars: tuple[str, ...], definition: str) -> tuple[frozenset[str], frozenset[str]]:
    """A workflow's words: those of its title and exemplars, and those with its definition's too (kept per
    text: every turn looks for the workflows that apply to its message)."""
    named = frozenset(words(" ".join([title, *exemplars])))
    return named, named | words(definition)


def find(text: str, workflows: Iterable[Workflow], limit: int = 5) -> list[Match]:
    """Workflows sharing words with ``text``, best first.

    The score rewards hits on the workflow's own words, however long the message
    is (a real bug report says much more than "fix this bug"): each word of its
    title or exemplars the text holds weighs 1, a word only in its definition 1/2
    (definitions use plainer verbs); the score is that weight over
    :data:`FIND_FULL_WEIGHT`, at most 1, so applying at :data:`FIND_THRESHOLD`
    takes two distinctive words. Ties are broken by id; workflows sharing no word
    are left out.
    """
    asked = words(text)
    if not asked:
        return []
    matches = []
    for workflow in workflows:
        named, every = _own_words(workflow.title, tuple(workflow.exemplars), workflow.definition)
        shared = asked & every
        if shared:
            weight = sum(1.0 if word in named else 0.5 for word in shared)
            matches.append(Match(workflow, round(min(1.0, weight / FIND_FULL_WEIGHT), 3), tuple(sorted(shared))))
    matches.sort(key=lambda m: (-m.score, m.workflow.id))
    return matches[:limit]


# --- progress -----------------------------------------------------------------


def progress(workflow: Workflow, marks: Mapping[str, Mark], ok_tools: set[str]) -> list[StepProgress]:
    """Each step's state: a mark wins (both ways); else inferred done when all its tools ran ok; else outstanding.

    A step naming no tools is never inferred: someone must say it is done.
    """
    states = []
    for step in workflow.steps:
        mark = marks.get(step.id)
        if mark is not None:
            state = StepState.DONE if mark.done else StepState.OUTSTANDING
        elif step.tools and set(step.tools) <= ok_tools:
            state = StepState.INFERRED
        else:
            state = StepState.OUTSTANDING
        states.append(StepProgress(step, state, mark))
    return states


def session_progress(store: WorkflowMarks, workflow: Workflow, session: str) -> list[StepProgress]:
    """:func:`progress` of ``workflow`` in ``session``, from the marks and run log in ``store``'s registry."""
    return progress(workflow, store.marks(session, workflow.id), store.ok_tools(session))


def next_step(states: Sequence[StepProgress]) -> Step | None:
    """The first outstanding step whose required steps are all finished, or None when none is."""
    finished = {s.step.id for s in states if s.finished}
    for state in states:
        if not state.finished and set(state.step.requires) <= finished:
            return state.step
    return None


def in_progress(states: Sequence[StepProgress]) -> bool:
    """Whether some, but not all, steps are finished."""
    done = sum(s.finished for s in states)
    return 0 < done < len(states)


def too_early(workflow: Workflow, step: Step, finished: set[str]) -> tuple[str, str] | None:
    """Why ``step`` may not start while only ``finished`` steps are: its unfinished required
    steps with their owners ("fix (operator)") and its hazard; None when it may."""
    missing = [r for r in step.requires if r not in finished]
    if not missing:
        return None
    return ", ".join(f"{r} ({workflow.step(r).owner})" for r in missing), step.hazard or "its inputs are not ready"


def ordering_hazards(workflow: Workflow, states: Sequence[StepProgress], plan_tools: Sequence[str]) -> list[str]:
    """Why running ``plan_tools`` in this order breaks the workflow; empty when it does not.

    A step's tools may run once every step it requires is finished, or is made
    finished by this same plan (all its tools run earlier in it). Each problem is
    one line naming the step, the unfinished requirements and the step's hazard.
    """
    finished = {s.step.id for s in states if s.finished}
    ran: set[str] = set()
    problems: dict[str, str] = {}  # one line per early step, naming the first tool that ran it early
    for tool in plan_tools:
        for step in workflow.steps:
            if tool not in step.tools or step.id in finished or step.id in problems:
                continue
            early = too_early(workflow, step, finished)
            if early is not None:
                owners, hazard = early
                problems[step.id] = (
                    f"workflow {workflow.id}: {tool} belongs to step {step.id}, which requires {owners} "
                    f"to be done first; hazard: {hazard}"
                )
        ran.add(tool)
        for step in workflow.steps:  # a step whose tools this plan has now all run counts as finished here
            if step.tools and set(step.tools) <= ran and set(step.requires) <= finished:
                finished.add(step.id)
    return list(problems.values())


def own_words(workflow: Workflow) -> str:
    """Every text of the workflow's file that the planner prompt shows: what the guard screens."""
    parts = [workflow.id, workflow.title, workflow.definition]
    for step in workflow.steps:
        parts += [step.id, step.owner, step.does, *step.tools, *step.requires, step.hazard]
    return "\n".join(part for part in parts if part)


def prompt_section(workflow: Workflow, states: Sequence[StepProgress]) -> str:
    """The workflow, its progress and the next outstanding step, as the planner prompt shows them.

    A workflow file is outside text too (a shared home, a downloaded workflow). The order toolkiln keeps (step
    ids, states, owners, tools, requires: names checked on load) stands outside any fence; the file's own words
    (title, definition, what each step does, its hazard) always go into the prompt fenced as data, with the
    guard's reasons on the fence when its words are flagged, never dropped.
    """
    from toolkiln.guard import screen  # the guard loads when a workflow is shown, not for every turn
    from toolkiln.guard.fences import fence_text

    lines = [f"Workflow {workflow.id} (its file's words are in the data below; keep to this order):"]
    for state in states:
        step = state.step
        who = "operator (a person must do this; no tool can)" if step.owner == OPERATOR else step.owner
        parts = [f"- {step.id} [{state.state.value}] owner {who}"]
        if step.tools:
            parts.append(f"tools {', '.join(step.tools)}")
        if step.requires:
            parts.append(f"requires {', '.join(step.requires)}")
        lines.append("; ".join(parts))
    lines.append(_next_step_line(workflow, next_step(states)))
    words = [f"{workflow.title}. {workflow.definition}".rstrip()]
    for step in workflow.steps:
        words.append(f"- {step.id}: {step.does}" + (f"; hazard: {step.hazard}" if step.hazard else ""))
    verdict = screen(own_words(workflow))  # every word of the file, names too
    return "\n".join(lines) + "\n" + fence_text("\n".join(words), verdict.reasons)


def _next_step_line(workflow: Workflow, upcoming: Step | None) -> str:
    if upcoming is None:
        return "Every step that can start is finished."
    # Ids only (checked on load), so this line stays outside any fence.
    mark = f'{WORKFLOW_STEP_DONE}(workflow="{workflow.id}", step="{upcoming.id}", note="how you know")'
    if upcoming.owner == OPERATOR:
        return (
            f"Next step: {upcoming.id}, an operator step: do not look for a tool; say in reasoning what needs "
            f"doing, that a person must do it, and what to report back when done. Once the person reports "
            f"it done, mark it with a plan step {mark}."
        )
    line = f"Next step: {upcoming.id}, owner {upcoming.owner}."
    if not upcoming.tools:  # nothing infers such a step done: the agent must say so
        line += f" It names no tools: once it is done, mark it with a plan step {mark}."
    return line
