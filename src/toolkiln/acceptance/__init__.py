"""Acceptance: what every tool source passes before it may be called.

* :mod:`.gate` — the static allow-list check (libcst), one rule per file in
  ``gate/rules/``;
* :mod:`.vet` — the whole pipeline on one source: gate and schema, then the
  RestrictedPython compile and the trial call, both inside a confined worker
  (:mod:`toolkiln.sandbox`).

Nothing here persists anything, and nothing here is imported eagerly: the gate
loads libcst, which a run that reuses stored tools never needs. :func:`check_source`,
:func:`vet_source` and :class:`Verdict` load on first use, through this package's ``__getattr__``.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkiln.acceptance.gate import check_source
    from toolkiln.acceptance.vet import Verdict, vet_source

__all__ = ["Verdict", "check_source", "vet_source"]

_ON_FIRST_USE = {
    "check_source": "toolkiln.acceptance.gate",
    "Verdict": "toolkiln.acceptance.vet",
    "vet_source": "toolkiln.acceptance.vet",
}


def __getattr__(name: str) -> Any:
    module = _ON_FIRST_USE.get(name)
    if module is None:
        raise AttributeError(f"module 'toolkiln.acceptance' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
