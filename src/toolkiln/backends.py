"""Choosing the planner and the generator by name: ``BACKEND[:MODEL]``.

Every backend is one row of :data:`BACKENDS`: the planner and generator classes
(``"module:Class"``, imported only when chosen), the model client, the model used
when a spec names only the backend, and the help text. The ``--planner`` help,
the errors and the lists of choices are generated from it, so a new backend is
one client module (see :mod:`toolkiln.llm`) and one row here.

A model-backed class is built over its row's client (recorded when
``settings.record`` is set); a backend without a client takes no model and no
arguments. A model planner starts loading the gate in the background
(:mod:`toolkiln.preload`), so the first generated tool does not wait for libcst.
"""

from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .errors import ConfigError
from .preload import GATE_MODULES, preload
from .settings import DEFAULT_BACKEND, Settings

if TYPE_CHECKING:  # the model clients load with a model backend, never for the mock ones
    from .llm import ModelClient

__all__ = [
    "BACKENDS",
    "DEFAULT_BACKEND",
    "Backend",
    "backend_choices",
    "backend_help",
    "load_object",
    "make_client",
    "make_generator",
    "make_planner",
    "parse_spec",
]

_MODEL_PLANNER = "toolkiln.planner.model:ModelPlanner"
_MODEL_GENERATOR = "toolkiln.codegen.model:ModelGenerator"


@dataclass(eq=False, repr=False)
class Backend:
    """One backend: what it builds for each role, over which client."""

    name: str
    """What ``--planner`` and ``--generator`` call it."""
    planner: str
    """``module:Class`` of its planner."""
    generator: str
    """``module:Class`` of its generator."""
    help: str
    """One line: what it is and what it reads."""
    client: str | None = None
    """``module:Class`` of its model client (``create(model, *, settings, role)``); None takes no model."""
    default_model: str | None = None
    """The model when a spec names only the backend (``--planner anthropic``)."""
    model_word: str = "MODEL"
    """What follows the colon, as the help shows it."""

    @property
    def usage(self) -> str:
        """How a spec for it is written: ``mock``, ``anthropic[:MODEL]``, ``replay:FILE``."""
        if self.client is None:
            return self.name
        return f"{self.name}[:{self.model_word}]" if self.default_model else f"{self.name}:{self.model_word}"


BACKENDS: dict[str, Backend] = {
    row.name: row
    for row in (
        Backend(
            "mock",
            "toolkiln.planner.mock:MockPlanner",
            "toolkiln.codegen.mock:MockGenerator",
            "offline and deterministic",
        ),
        Backend(
            "anthropic",
            _MODEL_PLANNER,
            _MODEL_GENERATOR,
            "Claude through the official SDK (ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL)",
            client="toolkiln.llm.anthropic:AnthropicClient",
            default_model="claude-sonnet-4-5",
        ),
        Backend(
            "openai",
            _MODEL_PLANNER,
            _MODEL_GENERATOR,
            "any OpenAI-compatible server (OPENAI_BASE_URL, OPENAI_API_KEY)",
            client="toolkiln.llm.openai:OpenAIClient",
            default_model="llama3.1",
        ),
        Backend(
            "replay",
            _MODEL_PLANNER,
            _MODEL_GENERATOR,
            "answers from a transcript written with --record FILE",
            client="toolkiln.llm.replay:ReplayClient",
            model_word="FILE",
        ),
    )
}
"""Every backend by name."""


def backend_choices() -> str:
    """The backends' names, sorted and comma-separated, for error messages."""
    return ", ".join(sorted(BACKENDS))


def backend_help() -> str:
    """The ``--planner`` / ``--generator`` help: every backend's spec and what it is, the default marked."""
    return "; ".join(
        f"{b.usage}: {b.help}" + (" (the default)" if b.name == DEFAULT_BACKEND else "") for b in BACKENDS.values()
    )


def parse_spec(spec: str) -> tuple[str, str | None]:
    """``"anthropic:claude-x"`` → ``("anthropic", "claude-x")``; ``"mock"`` → ``("mock", None)``.

    Only the first colon splits, so ``replay:/tmp/a:b.jsonl`` keeps its path. The one
    parser of ``backend:model``, for specs a person wrote and for the names
    planners, generators and clients carry.
    """
    backend, _, model = (spec or "").strip().partition(":")
    return backend.strip().lower(), (model.strip() or None)


def make_planner(spec: str, *, settings: Settings):
    """The :class:`~toolkiln.planner.Planner` named by ``spec``."""
    return _make(spec, settings=settings, role="planner")


def make_generator(spec: str, *, settings: Settings):
    """The :class:`~toolkiln.codegen.Generator` named by ``spec``."""
    return _make(spec, settings=settings, role="generator")


def _make(spec: str, *, settings: Settings, role: str):
    backend, model = parse_spec(spec)
    row = BACKENDS.get(backend)
    if row is None:
        raise ConfigError(f"unknown {role} backend {backend or spec!r}; use --{role} with one of {backend_choices()}")
    cls = load_object(row.planner if role == "planner" else row.generator)
    if row.client is not None:
        client = make_client(backend, model, settings=settings, role=role)
        if role == "planner":  # while it plans, the gate loads for the tools it may ask for
            preload(*GATE_MODULES)
        return cls(client)
    if model:
        raise ConfigError(f"the {backend} {role} takes no model; use --{role} {backend}")
    return cls()


def make_client(backend: str, model: str | None, *, settings: Settings, role: str) -> ModelClient:
    """The client for ``backend:model``, wrapped in a recorder when ``settings.record`` is set.

    ``role`` (``planner`` or ``generator``) only shapes error messages ("use --planner mock").
    A replay client is never recorded: it would copy the transcript into itself.
    """
    row = BACKENDS.get(backend)
    if row is None or row.client is None:
        models = ", ".join(sorted(b.name for b in BACKENDS.values() if b.client is not None))
        raise ConfigError(f"unknown model backend {backend!r}; choose one of {models}")
    client = load_object(row.client).create(model or row.default_model, settings=settings, role=role)
    record = settings.record
    if record and backend != "replay":
        from .llm.record import RecordingClient

        client = RecordingClient(client, record)
    return client


def load_object(path: str) -> Any:
    """Import ``"package.module:Name"`` and return ``Name``."""
    module_name, _, attr = path.partition(":")
    return getattr(importlib.import_module(module_name), attr)
