"""Choosing the planner and the generator by name: ``BACKEND[:MODEL]``.

    mock                        offline and deterministic (the default)
    anthropic[:MODEL]           Claude through the official SDK (ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL)
    openai[:MODEL]              any OpenAI-compatible server (OPENAI_BASE_URL, OPENAI_API_KEY)
    replay:FILE                 answers from a transcript written with --record FILE

Each backend is one row of a table (``"name": "module:Class"``), imported only
when chosen. A model-backed class is built over a client from
:mod:`toolkiln.llm` (recorded when ``settings.record`` is set); a mock takes no
arguments. A model planner starts loading the gate in the background
(:mod:`toolkiln.preload`), so the first generated tool does not wait for libcst.
"""

from __future__ import annotations

from typing import Any

from .errors import ConfigError
from .llm import CLIENTS, load_object, make_client
from .preload import GATE_MODULES, preload

__all__ = ["GENERATOR_BACKENDS", "PLANNER_BACKENDS", "make_generator", "make_planner", "parse_spec"]

PLANNER_BACKENDS = {
    "mock": "toolkiln.planner.mock:MockPlanner",
    "anthropic": "toolkiln.planner.model:ModelPlanner",
    "openai": "toolkiln.planner.model:ModelPlanner",
    "replay": "toolkiln.planner.model:ModelPlanner",
}
"""Planner backends by name."""

GENERATOR_BACKENDS = {
    "mock": "toolkiln.codegen.mock:MockGenerator",
    "anthropic": "toolkiln.codegen.model:ModelGenerator",
    "openai": "toolkiln.codegen.model:ModelGenerator",
    "replay": "toolkiln.codegen.model:ModelGenerator",
}
"""Generator backends by name."""


def parse_spec(spec: str) -> tuple[str, str | None]:
    """``"anthropic:claude-x"`` → ``("anthropic", "claude-x")``; ``"mock"`` → ``("mock", None)``.

    Only the first colon splits, so ``replay:/tmp/a:b.jsonl`` keeps its path.
    """
    backend, _, model = (spec or "").strip().partition(":")
    return backend.strip().lower(), (model.strip() or None)


def make_planner(spec: str, *, settings: Any):
    """The :class:`~toolkiln.planner.Planner` named by ``spec``."""
    return _make(spec, PLANNER_BACKENDS, settings=settings, role="planner")


def make_generator(spec: str, *, settings: Any):
    """The :class:`~toolkiln.codegen.Generator` named by ``spec``."""
    return _make(spec, GENERATOR_BACKENDS, settings=settings, role="generator")


def _make(spec: str, table: dict[str, str], *, settings: Any, role: str):
    backend, model = parse_spec(spec)
    if backend not in table:
        raise ConfigError(
            f"unknown {role} backend {backend or spec!r}; use --{role} with one of {', '.join(sorted(table))}"
        )
    cls = load_object(table[backend])
    if backend in CLIENTS:
        client = make_client(backend, model, settings=settings, role=role)
        if role == "planner":  # while it plans, the gate loads for the tools it may ask for
            preload(*GATE_MODULES)
        return cls(client)
    if model:
        raise ConfigError(f"the {backend} {role} takes no model; use --{role} {backend}")
    return cls()
