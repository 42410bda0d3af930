"""One turn: plan, find each step's tool in the first tool source holding it, run it; results and the answer.

A registry's health (:func:`retest`, :func:`duplicates`: its tools' stored tests run again) loads on
first use, through this package's ``__getattr__``: no turn needs it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkiln.turn.health import duplicates, retest

__all__ = ["duplicates", "retest"]

_ON_FIRST_USE = dict.fromkeys(__all__, "toolkiln.turn.health")


def __getattr__(name: str) -> Any:
    module = _ON_FIRST_USE.get(name)
    if module is None:
        raise AttributeError(f"module 'toolkiln.turn' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
