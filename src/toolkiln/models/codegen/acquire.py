"""Acquiring a missing tool: the generator writes it, the pipeline judges it,
the registry keeps it. This is the repair loop.

Each source the generator submits goes through :func:`vet_source`. A rejected
source's line-numbered errors go back to the generator (it sees every earlier
attempt with its verdict) until a source is accepted, the generator hands the
task back, or ``max_attempts`` sources were rejected. Every attempt is kept with
its source and verdict and stored with the accepted version.

A source a person rejected or retired under the same name (same sha256) is never
stored again: it counts as a rejected attempt at the ``review`` stage, and the
generator is told so, with the person's reason, and asked for a different one.
Every answer's tokens are counted, rejected ones included: the caller passes the
:class:`Acquisition` to fill in, so it knows what was spent even when this raises.
"""

from __future__ import annotations

import functools
import json
from dataclasses import dataclass, field
from typing import Any

from toolkiln.acceptance.cases import passes_all
from toolkiln.acceptance.vet import Verdict, vet_source
from toolkiln.errors import ModelError, ToolRejected
from toolkiln.models.backends import parse_spec
from toolkiln.models.codegen import Attempt, GenAnswer, GeneratorHandBack, GenRequest, Improvement, ToolDeclined
from toolkiln.models.protocols import Event, Generator, ToolStore
from toolkiln.policy import Policy
from toolkiln.store import NewTool, StoredTool, source_sha256
from toolkiln.tools.cases import MAX_TESTS, ToolTest, parse_tests
from toolkiln.tools.returns import one_description, record_returns
from toolkiln.tools.toolspec import ToolInfo
from toolkiln.util.notices import reporting_to
from toolkiln.util.usage import Usage
from toolkiln.vocab import EventName, Stage, ToolStatus

__all__ = ["Acquisition", "acquire_tool"]


@dataclass
class Acquisition:
    """The outcome of acquiring one tool."""

    tool: Any = None
    """The :class:`~toolkiln.store.StoredTool` saved, or None."""
    trial_result: Any = None
    """The result of the accepted source's trial (the step's first call)."""
    executed_on: str | None = None
    """Where the last trial ran (``local`` or a Ray node)."""
    attempts: list[Attempt] = field(default_factory=list)
    """Every source the generator submitted, with its verdict."""
    hand_back: GeneratorHandBack | None = None
    """Set when the generator declined to write the tool (:class:`ToolDeclined`), or named an existing one
    that runs instead (:class:`UseExistingTool`, with ``existing`` set)."""
    existing: Any = None
    """The registry's :class:`~toolkiln.store.StoredTool` the hand-back named, when it exists."""
    usage: Usage = field(default_factory=Usage)
    """Tokens the generator used."""


def acquire_tool(
    name: str,
    description: str,
    params: dict,
    *,
    generator,
    pool,
    registry,
    policy: Policy,
    max_attempts: int = 3,
    status: ToolStatus = ToolStatus.ACTIVE,
    similar: list[ToolInfo] | None = None,
    on_event: Event | None = None,
    into: Acquisition | None = None,
    improving: Improvement | None = None,
) -> Acquisition:
    """Have ``generator`` write tool ``name``, vet it with ``params`` and its tests, and save it.

    Returns an :class:`Acquisition` (``into``, when given) whose ``tool`` is set on
    success and whose ``hand_back`` is set when the generator declined. Raises
    :class:`ToolRejected` when every attempt was rejected; model failures
    (:class:`~toolkiln.errors.ModelError`) propagate. Either way ``into`` holds the
    attempts made and the tokens spent so far. ``on_event`` hears each attempt:
    ``writing``, then ``trial`` or ``refused`` (:class:`~toolkiln.vocab.EventName`).

    With ``improving`` the tool is the next version of a stored one that failed: each
    source must also pass ``improving.tests`` (the earlier versions' and the failing call),
    and the version is saved with provenance ``improves``.
    """
    request = GenRequest(
        name=name,
        description=description,
        example_params=params,
        policy=policy,
        similar=list(similar or []),
        improving=improving,
    )
    tell = on_event or _no_events
    acq = into if into is not None else Acquisition()
    for number in range(1, max_attempts + 1):
        said = {"tool": name, "attempt": number}
        tell(EventName.WRITING, {**said, "max_attempts": max_attempts})
        answer = _ask(generator, request, acq, tell)
        if answer.hand_back is not None:
            if _ended_by_hand_back(acq, answer, name, registry):
                return acq
            verdict = None
        else:
            judging = {"pool": pool, "registry": registry, "status": status, "tell": tell, "said": said}
            verdict = _accepted(request, answer, acq, may_retry=number < max_attempts, **judging)
        if verdict is None:
            last = acq.attempts[-1]
            tell(EventName.REFUSED, {**said, "stage": last.stage, "errors": last.errors})
            continue
        acq.tool = _save(registry, generator, request, answer, verdict, acq.attempts, status)
        acq.trial_result = verdict.result
        return acq
    raise _no_acceptable_source(name, acq)


def _ended_by_hand_back(acq: Acquisition, answer: GenAnswer, name: str, registry) -> bool:
    """Record the generator's hand-back: True when it ends the acquisition, False when it held nothing
    but the name of a tool the registry does not run, which goes back to the generator as a rejected attempt."""
    assert answer.hand_back is not None
    unknown = _take_existing(acq, answer.hand_back, name, registry)
    if unknown is None:
        return True
    unknown.description = answer.description
    acq.attempts.append(unknown)
    return False


def _accepted(
    request: GenRequest, answer: GenAnswer, acq: Acquisition, *, may_retry: bool, pool, registry, **judging: Any
) -> Verdict | None:
    """The verdict of a source to save: vetted and accepted, and, while another attempt may follow, not
    sent back because an active look-alike passes every one of its tests; None when it is not saved."""
    verdict = _judge(request, answer, acq, pool=pool, registry=registry, **judging)
    if verdict is None:
        return None
    acq.executed_on = verdict.executed_on
    if not acq.attempts[-1].accepted:
        return None
    if may_retry and _sent_back_as_duplicate(request, answer, acq, pool=pool, registry=registry):
        return None
    return verdict


def _no_acceptable_source(name: str, acq: Acquisition) -> ToolRejected:
    """The error when every attempt was rejected, naming the last one's stage and first error."""
    last = acq.attempts[-1]
    first_error = last.errors[0]["message"] if last.errors else "rejected"
    return ToolRejected(
        f"the generator wrote no acceptable {name} in {len(acq.attempts)} attempts; "
        f"the last was stopped at the {last.stage}: {first_error}",
        stage=last.stage or Stage.GATE,
        errors=last.errors,
    )


def _judge(
    request: GenRequest, answer: GenAnswer, acq: Acquisition, *, pool, registry, status: ToolStatus, tell, said: dict
) -> Verdict | None:
    """Vet one submitted source and record it as an attempt; None when it was refused before vetting."""
    source = answer.source or ""
    if not source.strip():
        message = "the answer held no source"
        acq.attempts.append(Attempt("", False, Stage.GATE, [{"line": 0, "message": message}], answer.description))
        return None
    refused = _refused_before(registry, request.name, source)
    if refused is not None:
        acq.attempts.append(refused)
        return None
    tests = _tests_for(request, answer)
    verdict = vet_source(
        request.name,
        source,
        request.example_params,
        pool=pool,
        policy=request.policy,
        on_trial=functools.partial(tell, EventName.TRIAL, said),
        dedicated=status == ToolStatus.PENDING,  # awaiting approval: tried in a throwaway worker
        tests=tests,
    )
    submitted = [test.to_json() for test in answer.tests]
    acq.attempts.append(
        Attempt(source, verdict.accepted, verdict.stage, verdict.errors, answer.description, tests=submitted)
    )
    return verdict


def _sent_back_as_duplicate(request: GenRequest, answer: GenAnswer, acq: Acquisition, *, pool, registry) -> bool:
    """Whether an active look-alike passes every test of this new tool; then the source goes back once.

    The generator is told which tool already behaves this way and may hand the step to it
    (``existing_tool``), or submit again with a test that shows the difference. Asked once
    per acquisition, never for an improvement (it is the same tool by construction).
    """
    if request.improving is not None or not answer.tests or any(a.duplicate_of for a in acq.attempts):
        return False
    for info in request.similar:
        stored = registry.usable(info.name)
        if stored is None or stored.name == request.name:
            continue
        registry.verify(stored, request.policy)
        timeout = request.policy.limits.trial_timeout_s
        if (
            passes_all(stored.name, stored.source, stored.schema(), answer.tests, runner=pool, timeout_s=timeout)
            is None
        ):
            continue
        message = (
            f"the active tool {stored.name} already passes every one of these tests, so it likely does "
            f"exactly this: hand the step to it with hand_back.existing_tool = {stored.name!r}, or, if "
            "{request.name} does something it does not, submit again with a test that shows the difference"
        ).replace("{request.name}", request.name)
        last = acq.attempts[-1]
        last.accepted, last.stage, last.duplicate_of = False, Stage.REVIEW, stored.name
        last.errors = [{"line": 0, "message": message}]
        return True
    return False


def _tests_for(request: GenRequest, answer: GenAnswer) -> list[ToolTest]:
    """What a source must pass: the generator's own tests, and for an improvement every earlier one too."""
    # one by one: the tests gathered over many versions may be more than one submission may carry
    earlier = request.improving.tests if request.improving is not None else []
    required = [test for item in earlier for test in parse_tests([item], "an earlier version's test")]
    seen = {json.dumps(test.to_json(), sort_keys=True) for test in required}
    own = [test for test in answer.tests if json.dumps(test.to_json(), sort_keys=True) not in seen]
    return [*required, *own][:MAX_TESTS] if len(required) < MAX_TESTS else required


def _ask(generator, request: GenRequest, acq: Acquisition, tell: Event) -> GenAnswer:
    """The generator's next answer; its tokens are counted, also when it fails (they were paid)."""
    try:
        with reporting_to(lambda kind, data: tell(kind, {"tool": request.name, **data})):  # retried requests say so
            answer = generator.generate(request, list(acq.attempts))
    except ModelError as exc:  # an answer that did not fit twice still cost tokens
        spent = getattr(exc, "usage", None)
        if isinstance(spent, Usage):
            acq.usage.add(spent)
        raise
    acq.usage.add(answer.usage)
    return answer


def _no_events(kind: str, data: dict) -> None:
    """The listener of an acquisition nobody watches."""


def _refused_before(registry, name: str, source: str) -> Attempt | None:
    """A rejected attempt when a person rejected or retired this exact source of ``name`` before."""
    earlier = registry.refused_source(name, source_sha256(source))
    if earlier is None:
        return None
    reason = f" (reason: {earlier.status_reason})" if earlier.status_reason else ""
    message = (
        f"this exact source was {earlier.status} by a person as {earlier.ref}{reason}; "
        "it is never stored again, so write a different one"
    )
    return Attempt(source, False, Stage.REVIEW, [{"line": 0, "message": message}])


def _take_existing(acq: Acquisition, hand_back: GeneratorHandBack, name: str, registry) -> Attempt | None:
    """Record a hand-back; one naming a tool the registry does not run stands as the decline it also made.

    Returns None when the acquisition ends with the hand-back, or the rejected attempt to show the
    generator when the hand-back held nothing but an unknown name (kept on the attempt as it was sent).
    """
    if isinstance(hand_back, ToolDeclined):
        acq.hand_back = hand_back
        return None
    existing = hand_back.existing_tool
    stored = registry.usable(existing) if existing != name else None
    if stored is not None:
        acq.hand_back, acq.existing = hand_back, stored
        return None
    declined = hand_back.otherwise()
    if declined is None:
        message = f"there is no usable tool named {existing!r} to run instead; write the tool {name}"
        return Attempt("", False, Stage.GATE, [{"line": 0, "message": message}], hand_back=hand_back)
    acq.hand_back = declined
    return None


def _save(
    registry: ToolStore,
    generator: Generator,
    request: GenRequest,
    answer: GenAnswer,
    verdict: Verdict,
    attempts: list[Attempt],
    status: ToolStatus,
) -> StoredTool:
    """Store an accepted source with its provenance: author, prompt, attempts, trial."""
    backend, model = parse_spec(generator.name)  # "mock" is its own model
    prompt_hash = getattr(generator, "prompt_hash", None)  # a mock or scripted generator has no prompt
    assert verdict.schema is not None  # an accepted source had its schema read
    returns = record_returns(answer.source or "", request.name, verdict.result)
    tool = NewTool(
        name=request.name,
        source=answer.source or "",
        description=one_description(verdict.schema.description, answer.description, returns, request.description),
        params=verdict.schema.to_dicts(),
        returns=returns,
        backend=backend,
        model=model or backend,
        prompt_hash=prompt_hash(request) if callable(prompt_hash) else None,
        attempts=[a.to_dict() for a in attempts],
        trial_params=request.example_params,
        trial_result=verdict.result,
        status=status,
        tests=[test.to_json() for test in _tests_for(request, answer)],
        improves=request.improving.version if request.improving is not None else None,
        improved_for=(
            {"params": request.improving.params, "error": request.improving.error}
            if request.improving is not None
            else None
        ),
        gated_under=request.policy,  # vet_source's gate just passed it under this policy
    )
    return registry.save(tool)
