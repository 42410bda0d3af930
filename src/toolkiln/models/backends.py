"""Choosing the planner and the generator by name: ``BACKEND[:MODEL]``.

Every backend is one row of :data:`BACKENDS`: the planner and generator classes
(``"module:Class"``, imported only when chosen), the model client, the model used
when a spec names only the backend, and the help text. The ``--planner`` help,
the errors and the lists of choices are generated from it, so a new backend is
one client module (see :mod:`toolkiln.models.llm`) and one row here.

A model-backed class is built over its row's client (recorded when
``settings.record`` is set); a backend without a client takes no model and no
arguments. A model planner starts loading the gate in the background
(:mod:`toolkiln.util.preload`), so the first generated tool does not wait for libcst.
"""

from __future__ import annotations

import importlib
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from toolkiln.errors import ConfigError
from toolkiln.settings import DEFAULT_BACKEND, Settings
from toolkiln.util.preload import GATE_MODULES, preload

if TYPE_CHECKING:  # the model clients load with a model backend, never for the mock ones
    from toolkiln.models.codegen import Attempt, GenAnswer, GenRequest
    from toolkiln.models.llm import ModelClient

__all__ = [
    "BACKENDS",
    "DEFAULT_BACKEND",
    "Backend",
    "DeferredGenerator",
    "backend_choices",
    "backend_help",
    "load_object",
    "make_client",
    "make_generator",
    "make_planner",
    "parse_spec",
]

_MODEL_PLANNER = "toolkiln.models.planner.model:ModelPlanner"
_MODEL_GENERATOR = "toolkiln.models.codegen.model:ModelGenerator"


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
            "toolkiln.models.mock.planner:MockPlanner",
            "toolkiln.models.mock.generator:MockGenerator",
            "offline and deterministic",
        ),
        Backend(
            "anthropic",
            _MODEL_PLANNER,
            _MODEL_GENERATOR,
            "Claude through the official SDK (ANTHROPIC_API_KEY, ANTHROPIC_BASE_URL)",
            client="toolkiln.models.llm.anthropic:AnthropicClient",
            default_model="claude-sonnet-4-5",
        ),
        Backend(
            "openai",
            _MODEL_PLANNER,
            _MODEL_GENERATOR,
            "any OpenAI-compatible server (OPENAI_BASE_URL, OPENAI_API_KEY)",
            client="toolkiln.models.llm.openai:OpenAIClient",
            default_model="llama3.1",
        ),
        Backend(
            "replay",
            _MODEL_PLANNER,
            _MODEL_GENERATOR,
            "answers from a transcript written with --record FILE",
            client="toolkiln.models.llm.replay:ReplayClient",
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
    """The :class:`~toolkiln.models.planner.Planner` named by ``spec``."""
    backend, model, row = _chosen(spec, "planner")
    cls = load_object(row.planner)
    if row.client is None:
        return cls()
    client = make_client(backend, model, settings=settings, role="planner")
    preload(*GATE_MODULES)  # while it plans, the gate loads for the tools it may ask for
    return cls(client)


def make_generator(spec: str, *, settings: Settings) -> DeferredGenerator:
    """The :class:`~toolkiln.models.protocols.Generator` named by ``spec``, its class loaded on its first request.

    The backend, the model and the client are chosen (and a wrong spec or a missing key refused) now.
    """
    return DeferredGenerator(spec, settings=settings)


class DeferredGenerator:
    """A generator whose class is imported and built when it is first asked for a tool.

    A turn whose every step is reused, or from the catalog, never asks: it loads nothing of
    generation (:mod:`toolkiln.models.codegen`, its prompts and templates). Safe to share between
    step threads, as the generators it builds are.
    """

    def __init__(self, spec: str, *, settings: Settings) -> None:
        backend, model, row = _chosen(spec, "generator")
        self._class_path = row.generator
        self.client = None if row.client is None else make_client(backend, model, settings=settings, role="generator")
        """The model client it is built over (made now: a missing key fails at once); None for a client-less backend."""
        self.name: str = backend if self.client is None else self.client.name
        """What the built generator calls itself: its client's ``backend:model``, or a client-less backend's name."""
        self._built: Any = None
        self._lock = threading.Lock()

    def built(self) -> Any:
        """The generator itself, built on first use."""
        with self._lock:
            if self._built is None:
                cls = load_object(self._class_path)
                self._built = cls() if self.client is None else cls(self.client)
            return self._built

    def generate(self, request: GenRequest, attempts: list[Attempt]) -> GenAnswer:
        return self.built().generate(request, attempts)

    def prompt_hash(self, request: GenRequest) -> str | None:
        """The built generator's prompt hash (stored with each tool it writes); None when it has no prompt."""
        prompt_hash = getattr(self.built(), "prompt_hash", None)
        return prompt_hash(request) if callable(prompt_hash) else None

    def close(self) -> None:
        """Release the client's connections (a generator that was never built holds only its client's)."""
        close = getattr(self._built if self._built is not None else self.client, "close", None)
        if close is not None:
            close()


def _chosen(spec: str, role: str) -> tuple[str, str | None, Backend]:
    """The backend, model and row ``spec`` names for ``role``; :class:`ConfigError` saying what to use instead."""
    backend, model = parse_spec(spec)
    row = BACKENDS.get(backend)
    if row is None:
        raise ConfigError(f"unknown {role} backend {backend or spec!r}; use --{role} with one of {backend_choices()}")
    if row.client is None and model:
        raise ConfigError(f"the {backend} {role} takes no model; use --{role} {backend}")
    return backend, model, row


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
        from toolkiln.models.llm.record import RecordingClient

        client = RecordingClient(client, record)
    return client


def load_object(path: str) -> Any:
    """Import ``"package.module:Name"`` and return ``Name``."""
    module_name, _, attr = path.partition(":")
    return getattr(importlib.import_module(module_name), attr)
