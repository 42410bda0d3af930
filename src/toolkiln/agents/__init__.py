"""Agents as configuration (agents.toml), teams, delegation, budgets and the idle watchdog.

Delegation (:class:`Team`, :class:`AgentSource`, :func:`steps_by_task_key`) loads on first use,
through this package's ``__getattr__``: only a home with agents.toml, or a resumed turn, needs it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkiln.agents.delegation import AgentSource, Team, steps_by_task_key

__all__ = ["AgentSource", "Team", "steps_by_task_key"]

_ON_FIRST_USE = dict.fromkeys(__all__, "toolkiln.agents.delegation")


def __getattr__(name: str) -> Any:
    module = _ON_FIRST_USE.get(name)
    if module is None:
        raise AttributeError(f"module 'toolkiln.agents' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
