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
from dataclasses import dataclass, field
from typing import Any

from toolkiln.acceptance.vet import Verdict, vet_source
from toolkiln.errors import ModelError, ToolRejected
from toolkiln.models.backends import parse_spec
from toolkiln.models.codegen import Attempt, GenAnswer, GenRequest, HandBack
from toolkiln.models.protocols import Event, Generator, ToolStore
from toolkiln.policy import Policy
from toolkiln.store import NewTool, StoredTool, source_sha256
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
    hand_back: HandBack | None = None
    """Set when the generator said the tool cannot be built under the policy, or named an existing one."""
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
) -> Acquisition:
    """Have ``generator`` write tool ``name``, vet it with ``params``, and save it.

    Returns an :class:`Acquisition` (``into``, when given) whose ``tool`` is set on
    success and whose ``hand_back`` is set when the generator declined. Raises
    :class:`ToolRejected` when every attempt was rejected; model failures
    (:class:`~toolkiln.errors.ModelError`) propagate. Either way ``into`` holds the
    attempts made and the tokens spent so far. ``on_event`` hears each attempt:
    ``writing``, then ``trial`` or ``refused`` (:class:`~toolkiln.vocab.EventName`).
    """
    request = GenRequest(
        name=name, description=description, example_params=params, policy=policy, similar=list(similar or [])
    )
    tell = on_event or _no_events
    acq = into if into is not None else Acquisition()
    for number in range(1, max_attempts + 1):
        said = {"tool": name, "attempt": number}
        tell(EventName.WRITING, {**said, "max_attempts": max_attempts})
        with reporting_to(lambda kind, data: tell(kind, {"tool": name, **data})):  # retried requests say so
            answer = _ask(generator, request, acq)
        verdict = None
        if answer.hand_back is not None:
            sent = answer.hand_back.to_dict()  # before an unknown name is dropped: the repair replays it
            unknown = _take_existing(acq, answer.hand_back, name, registry)
            if unknown is None:
                return acq
            unknown.description, unknown.hand_back = answer.description, sent
            acq.attempts.append(unknown)
        elif not answer.source or not answer.source.strip():
            message = "the answer held no source"
            acq.attempts.append(Attempt("", False, Stage.GATE, [{"line": 0, "message": message}], answer.description))
        elif (refused := _refused_before(registry, name, answer.source)) is not None:
            acq.attempts.append(refused)
        else:
            verdict = vet_source(
                name,
                answer.source,
                params,
                pool=pool,
                policy=policy,
                on_trial=functools.partial(tell, EventName.TRIAL, said),
                dedicated=status == ToolStatus.PENDING,  # awaiting approval: tried in a throwaway worker
            )
            acq.attempts.append(
                Attempt(answer.source, verdict.accepted, verdict.stage, verdict.errors, answer.description)
            )
        last = acq.attempts[-1]
        if verdict is not None:
            acq.executed_on = verdict.executed_on
        if verdict is None or not last.accepted:
            tell(EventName.REFUSED, {**said, "stage": last.stage, "errors": last.errors})
            continue
        acq.tool = _save(registry, generator, request, answer, verdict, acq.attempts, status)
        acq.trial_result = verdict.result
        return acq
    last = acq.attempts[-1]
    first_error = last.errors[0]["message"] if last.errors else "rejected"
    raise ToolRejected(
        f"the generator wrote no acceptable {name} in {len(acq.attempts)} attempts; "
        f"the last was stopped at the {last.stage}: {first_error}",
        stage=last.stage or Stage.GATE,
        errors=last.errors,
    )


def _ask(generator, request: GenRequest, acq: Acquisition) -> GenAnswer:
    """The generator's next answer; its tokens are counted, also when it fails (they were paid)."""
    try:
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


def _take_existing(acq: Acquisition, hand_back: HandBack, name: str, registry) -> Attempt | None:
    """Record a hand-back; one naming a tool the registry does not run has that name dropped.

    Returns None when the acquisition ends with the hand-back, or the rejected
    attempt to show the generator when the hand-back held nothing but an unknown name.
    """
    existing = hand_back.existing_tool
    if existing is not None:
        stored = registry.usable(existing) if existing != name else None
        if stored is not None:
            acq.hand_back, acq.existing = hand_back, stored
            return None
        hand_back.existing_tool = None
        if not hand_back.what_is_needed:
            message = f"there is no usable tool named {existing!r} to run instead; write the tool {name}"
            return Attempt("", False, Stage.GATE, [{"line": 0, "message": message}])
    acq.hand_back = hand_back
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
        gated_under=request.policy,  # vet_source's gate just passed it under this policy
    )
    return registry.save(tool)
