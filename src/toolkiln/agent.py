"""One chat turn: plan, resolve each tool's origin, acquire, run the steps.

::

    message ─▶ planner ─▶ plan ─┬─ refuse  ─▶ reply, nothing generated
                                ├─ clarify ─▶ question with options, turn ends
                                └─ steps ─▶ per step: catalog | reused | generated ─▶ run

Every step keeps its own result or error; a failing step never takes the
others with it, only a planner that does not answer fails the turn. Steps run
in dependency order (``{"$ref": "s1.key"}`` params); the steps of one layer are
independent and run at the same time in the worker pool. A step whose input
failed is ``skipped``. An accepted generated tool's trial is its first call, so
the step's result is the trial's (the tool is not run twice with the same params).
"""

from __future__ import annotations

import ast
import copy
import re
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from .catalog import load_catalog
from .errors import ModelError, PlanError, ToolError, ToolkilnError, UsageError
from .planner import PlanRequest
from .planner.plan import Plan, Step
from .policy import DEFAULT_POLICY, Policy
from .toolspec import ToolInfo, ToolSchema, parse_python, widen_params
from .usage import Usage

__all__ = ["Agent", "StepResult", "TurnResult", "resolve_refs"]

Event = Callable[[str, dict], None]

_WORD = re.compile(r"\w+")


@dataclass
class StepResult:
    """What happened to one step."""

    id: str
    """The step's id from the plan."""
    tool: str
    """The tool it called."""
    origin: str | None
    """``catalog``, ``reused`` or ``generated``; None when it never got a tool."""
    params: dict
    """The params it ran with (references resolved)."""
    description: str = ""
    """The plan's description of the step."""
    status: str = "ok"
    """``ok``, ``error``, ``skipped`` or ``pending`` (awaiting approval)."""
    result: Any = None
    """The tool's JSON result when ok."""
    error: str | None = None
    """One line when not ok."""
    check: str = ""
    """The planner's check, as written."""
    check_status: str | None = None
    """``passed``, ``failed``, ``error`` or ``unverified`` (a check in plain words)."""
    version: int | None = None
    """The registry version that ran (None for catalog tools)."""
    attempts: int = 0
    """How many sources the generator submitted for this step."""
    hand_back: dict | None = None
    """The generator's hand-back (what_is_needed, what_i_established), if any."""
    output: str = ""
    """What the tool printed."""
    elapsed_ms: float = 0.0
    """Wall time of the step, acquisition included."""

    def to_json(self) -> dict:
        return {
            "id": self.id,
            "tool": self.tool,
            "origin": self.origin,
            "params": self.params,
            "status": self.status,
            "result": self.result,
            "error": self.error,
            "check": self.check,
            "check_status": self.check_status,
            "description": self.description,
            "version": self.version,
            "attempts": self.attempts,
            "hand_back": self.hand_back,
            "elapsed_ms": round(self.elapsed_ms, 3),
        }


@dataclass
class TurnResult:
    """The answer to one message: the ``toolkiln run --json`` object."""

    outcome: str
    """``plan``, ``refuse`` or ``clarify``."""
    reasoning: str = ""
    """The planner's short reasoning."""
    message: str | None = None
    """The refusal or the question."""
    options: list[str] = field(default_factory=list)
    """The question's suggested answers (``clarify`` only)."""
    allow_free_text: bool = True
    """Whether the question may be answered in the person's own words."""
    steps: list[StepResult] = field(default_factory=list)
    """One result per plan step, in plan order."""
    usage: Usage = field(default_factory=Usage)
    """Tokens both models used for the turn."""
    elapsed_ms: float = 0.0
    """Wall time of the whole turn, planning included."""
    plan: Plan | None = None
    """The plan as the planner gave it (stored in the run log, used by resume)."""

    @property
    def ok(self) -> bool:
        return all(s.status == "ok" for s in self.steps)

    def to_json(self) -> dict:
        out = {"outcome": self.outcome, "reasoning": self.reasoning, "message": self.message}
        if self.outcome == "clarify":
            out["options"] = list(self.options)
            out["allow_free_text"] = self.allow_free_text
        out["steps"] = [s.to_json() for s in self.steps]
        out["usage"] = {
            "input_tokens": self.usage.input_tokens,
            "output_tokens": self.usage.output_tokens,
            "cache_read_input_tokens": self.usage.cache_read_input_tokens,
            "cache_creation_input_tokens": self.usage.cache_creation_input_tokens,
        }
        out["elapsed_ms"] = round(self.elapsed_ms, 3)
        return out


_MISSING = object()


def resolve_refs(value: Any, results: dict[str, Any]) -> Any:
    """Replace every ``{"$ref": "s1.key.0"}`` in ``value`` with the referenced result part.

    Raises :class:`ToolError` naming the reference when the path does not exist.
    """
    if isinstance(value, dict):
        if set(value) == {"$ref"} and isinstance(value["$ref"], str):
            return _follow(value["$ref"], results)
        return {k: resolve_refs(v, results) for k, v in value.items()}
    if isinstance(value, list):
        return [resolve_refs(v, results) for v in value]
    return value


def _follow(ref: str, results: dict[str, Any]) -> Any:
    step_id, *path = ref.split(".")
    current = results.get(step_id, _MISSING)
    for i, part in enumerate(path):
        if isinstance(current, dict) and part in current:
            current = current[part]
        elif isinstance(current, list) and part.lstrip("-").isdigit() and -len(current) <= int(part) < len(current):
            current = current[int(part)]
        else:
            current = _MISSING
        if current is _MISSING:
            where = ".".join([step_id, *path[: i + 1]])
            raise ToolError(f"reference {ref!r}: {where!r} is not in the result of step {step_id}", kind="ref")
    if current is _MISSING:
        raise ToolError(f"reference {ref!r}: step {step_id} has no result", kind="ref")
    return current


def is_expression_check(check: str) -> bool:
    """Whether a check is a Python expression over ``result`` (else it is prose)."""
    try:
        tree = parse_python(check.strip(), mode="eval")
    except SyntaxError:
        return False
    return any(isinstance(n, ast.Name) and n.id == "result" for n in ast.walk(tree))


class Agent:
    """Runs turns against one planner, generator, registry and worker pool."""

    def __init__(
        self,
        *,
        planner,
        generator,
        registry,
        pool,
        settings,
        policy: Policy = DEFAULT_POLICY,
        on_event: Event | None = None,
    ) -> None:
        self.planner = planner
        self.generator = generator
        self.registry = registry
        self.pool = pool
        self.settings = settings
        self.policy = policy
        self.on_event = on_event or (lambda kind, data: None)
        self.catalog = load_catalog()
        self._catalog_infos = {
            name: ToolInfo(
                name, t.schema.description, tuple((p.name, p.type.render()) for p in t.schema.params), "catalog"
            )
            for name, t in self.catalog.items()
        }
        self._locks: dict[str, threading.Lock] = {}
        self._locks_guard = threading.Lock()

    def with_events(self, on_event: Event | None) -> Agent:
        """This agent, reporting progress to ``on_event`` (shares models, registry, pool and locks)."""
        if on_event is None:
            return self
        twin = copy.copy(self)
        twin.on_event = on_event
        return twin

    def _lock_for(self, name: str) -> threading.Lock:
        """One lock per tool name, so two steps never generate the same tool at once."""
        with self._locks_guard:
            return self._locks.setdefault(name, threading.Lock())

    # -- planning ----------------------------------------------------------------

    def tools_for(self, message: str, history: list[dict] = ()) -> list[ToolInfo]:
        """Catalog tools, the registry's most relevant ones, and those named in recent history.

        A name counts as named when it stands in the history as a whole word, so
        ``tool_4`` is not offered because ``tool_42`` was used.
        """
        infos = dict(self._catalog_infos)
        for tool in self.registry.search(message, limit=self.settings.search_k):
            infos.setdefault(tool.name, tool.tool_info())
        recent = " ".join(str(h.get("content", "")) for h in list(history)[-6:])
        named = {word for word in _WORD.findall(recent) if word.isascii() and word.isidentifier()}
        for tool in self.registry.offered_many(named - infos.keys()):
            infos[tool.name] = tool.tool_info()
        return sorted(infos.values(), key=lambda t: t.name)

    def plan(self, message: str, history: list[dict] = ()) -> tuple[Plan, Usage]:
        """Ask the planner; a plan that fails validation goes back to it once."""
        request = PlanRequest(
            message=message, tools=self.tools_for(message, history), policy=self.policy, history=list(history)
        )
        usage = Usage()
        for attempt in range(2):
            self.on_event("planning", {"attempt": attempt + 1})
            answer = self.planner.plan(request)
            usage.add(answer.usage)
            try:
                return answer.plan.validate(), usage
            except PlanError as exc:
                if attempt == 1:
                    raise PlanError(f"the planner's plan was invalid twice: {exc}") from None
                request.feedback = str(exc)
        raise AssertionError("unreachable")

    def turn(self, message: str, history: list[dict] = ()) -> TurnResult:
        """Plan ``message`` and run the plan. Raises only when the planner fails."""
        if not message or not message.strip():
            raise UsageError('the task is empty; say what you want done, e.g. toolkiln run "convert 30 C to F"')
        started = time.perf_counter()
        plan, usage = self.plan(message.strip(), history)
        turn = self.run_plan(plan)
        turn.usage.add(usage)
        turn.elapsed_ms = (time.perf_counter() - started) * 1000
        return turn

    # -- running -----------------------------------------------------------------

    def run_plan(self, plan: Plan) -> TurnResult:
        """Run an already validated plan (also used by ``toolkiln resume``)."""
        started = time.perf_counter()
        turn = TurnResult(
            outcome=plan.outcome, reasoning=plan.reasoning, plan=plan, allow_free_text=plan.allow_free_text
        )
        if plan.outcome == "refuse":
            turn.message = plan.refusal
        elif plan.outcome == "clarify":
            turn.message, turn.options = plan.question, list(plan.options)
        else:
            turn.steps = self._run_steps(plan, turn.usage)
        turn.elapsed_ms = (time.perf_counter() - started) * 1000
        return turn

    def _run_steps(self, plan: Plan, usage: Usage) -> list[StepResult]:
        done: dict[str, StepResult] = {}
        executor = ThreadPoolExecutor(max_workers=max(1, self.settings.pool_size), thread_name_prefix="toolkiln-step")
        try:
            for layer in plan.layers():
                # A copy: this thread records the layer's first results while its other steps still read theirs.
                earlier = dict(done)
                futures = [executor.submit(self._run_step, step, earlier) for step in layer]
                for step, future in zip(layer, futures, strict=False):
                    result, step_usage = future.result()
                    usage.add(step_usage)
                    done[step.id] = result
        except BaseException:
            # Ctrl-C: the steps still queued never start (a model would write their tools first).
            executor.shutdown(wait=False, cancel_futures=True)
            raise
        executor.shutdown(wait=True)
        return [done[s.id] for s in plan.steps]

    def _run_step(self, step: Step, earlier: dict[str, StepResult]) -> tuple[StepResult, Usage]:
        """Run one step against the results of the layers before its own."""
        started = time.perf_counter()
        usage = Usage()
        res = StepResult(
            id=step.id, tool=step.tool, origin=None, params=step.params, description=step.description, check=step.check
        )
        self.on_event("step", {"id": step.id, "tool": step.tool})
        try:
            failed = [r for r in step.refs() if earlier[r].status != "ok"]
            if failed:
                res.status = "skipped"
                res.error = f"skipped: step {failed[0]} {earlier[failed[0]].status}"
            else:
                res.params = resolve_refs(step.params, {k: v.result for k, v in earlier.items()})
                self._execute(step, res, usage)
        except ModelError as exc:
            res.status, res.error = "error", f"generator: {exc}"
        except ToolkilnError as exc:
            res.status, res.error = "error", str(exc)
        except Exception as exc:  # a bug must not take the other steps with it
            res.status, res.error = "error", f"internal error: {type(exc).__name__}: {exc}"
        res.elapsed_ms = (time.perf_counter() - started) * 1000
        return res, usage

    def _execute(self, step: Step, res: StepResult, usage: Usage) -> None:
        name = step.tool
        if name in self.catalog:
            tool = self.catalog[name]
            res.origin = "catalog"
            self._call(name, tool.source, tool.schema, res)
            return
        if self._run_stored(name, res):
            return
        with self._lock_for(name):
            if self._run_stored(name, res):  # another step generated it meanwhile
                return
            self._generate(step, res, usage)

    def _run_stored(self, name: str, res: StepResult) -> bool:
        """Run the registry's active version, or mark the step pending; False if there is neither."""
        stored = self.registry.usable(name)
        if stored is not None:
            res.origin, res.version = "reused", stored.version
            self.registry.verify(stored)
            self._call(name, stored.source, stored.schema(), res)
            return True
        latest = self.registry.get(name)
        if latest is not None and latest.status == "pending":
            res.origin, res.version, res.status = "generated", latest.version, "pending"
            return True
        return False

    def _generate(self, step: Step, res: StepResult, usage: Usage) -> None:
        from .codegen.acquire import acquire_tool  # the gate (libcst) loads only when a tool is written

        res.origin = "generated"
        self.on_event("generating", {"id": step.id, "tool": step.tool})
        manual = self.settings.approval == "manual"
        similar = [t.tool_info() for t in self.registry.similar(step.tool, step.description, 3)]
        acq = acquire_tool(
            step.tool,
            step.description,
            res.params,
            generator=self.generator,
            pool=self.pool,
            registry=self.registry,
            policy=self.policy,
            max_attempts=self.settings.max_attempts,
            status="pending" if manual else "active",
            similar=similar,
        )
        usage.add(acq.usage)
        res.attempts = len(acq.attempts)
        if acq.hand_back is not None:
            res.status = "error"
            res.hand_back = {
                "what_is_needed": acq.hand_back.what_is_needed,
                "what_i_established": acq.hand_back.what_i_established,
            }
            res.error = f"the generator handed {step.tool} back: needs {acq.hand_back.what_is_needed}"
            return
        res.version = acq.tool.version
        if manual:
            res.status = "pending"
            return
        res.result = acq.trial_result
        self._check(res)

    def _call(self, name: str, source: str, schema: ToolSchema, res: StepResult) -> None:
        params = widen_params(res.params, schema)
        outcome = self.pool.run(name, source, params, timeout_s=self.policy.limits.call_timeout_s)
        res.output = outcome.output
        if not outcome.ok:
            res.status, res.error = "error", outcome.error
            return
        res.result = outcome.result
        self._check(res)

    def _check(self, res: StepResult) -> None:
        if not res.check.strip():
            return
        if not is_expression_check(res.check):
            res.check_status = "unverified"
            return
        outcome = self.pool.evaluate_check(res.check, res.result)
        if not outcome.ok:
            res.check_status = "error"
        else:
            res.check_status = "passed" if outcome.result is True else "failed"
