"""A tool about to be stored: the one record the acceptance pipeline builds and the registry saves.

:meth:`~toolkiln.store.Registry.save` takes a :class:`NewTool` (or its fields as
keywords) and writes it as the next version of its name; the registry adds what
only it knows (version, sha256, time, signature). A new column of the ``tools``
table is a field here and its line in ``Registry._row``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from toolkiln.policy import Policy
from toolkiln.tools.returns import Shape
from toolkiln.vocab import Provenance, ToolStatus

__all__ = ["NewTool"]


@dataclass(kw_only=True, eq=False, repr=False)
class NewTool:
    """A vetted source with its provenance, ready to be stored."""

    name: str
    """The tool's name, equal to its entry point's: a Python identifier."""
    source: str
    """The module's source, exactly as vetted."""
    description: str
    """What it does (its docstring, or the generator's words)."""
    params: Sequence[Mapping[str, Any]]
    """The entry point's parameters as ``Param.to_dict()`` items."""
    backend: str
    """Who wrote it: the generator backend (``mock``, ``anthropic``, ...), ``hand`` or ``import``."""
    model: str
    """The model that wrote it (for a tool written by hand: its author)."""
    prompt_hash: str | None = None
    """Hash of the prompt it was generated from, when known."""
    attempts: Sequence[Mapping[str, Any]] = ()
    """The repair attempts before the accepted source (``Attempt.to_dict()`` items)."""
    trial_params: Mapping[str, Any] | None = None
    """The params of the trial run it passed."""
    trial_result: Any = None
    """What the trial returned (any JSON value)."""
    status: ToolStatus = ToolStatus.ACTIVE
    """``active``, or ``pending`` while it awaits a person's approval."""
    provenance: Provenance = Provenance.GENERATED
    """Where the source came from: ``generated``, ``imported`` or ``hand`` (column ``origin``)."""
    returns: Shape | None = None
    """Its return shape; None records it from the source's declaration and the trial's result."""
    claimed: Mapping[str, Any] | None = None
    """For an imported file: the provenance the file claims, kept as its claim, never as fact."""
    imported_by: str | None = None
    """For an imported file: the user who imported it."""
    tests: Sequence[Mapping[str, Any]] = ()
    """The tests the version passed at acceptance (``ToolTest.to_json()`` items), stored and signed with it."""
    improves: int | None = None
    """The version of the same name this one improves on, when it was written to fix a failure."""
    improved_for: Mapping[str, Any] | None = None
    """With ``improves``: the failing call that prompted it, ``{"params", "error"}``."""
    gated_under: Policy | None = None
    """The policy the caller's gate just passed the source under: the row keeps that verdict, so
    loading it later does not load the gate. None: the source is gated when first verified."""
