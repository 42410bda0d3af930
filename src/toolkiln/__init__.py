"""toolkiln: a self-extending tool planner.

A planner model picks the tools a task needs: hand-written ones from the catalog,
ones generated in an earlier turn and found in the registry, or new ones that a
generator model writes now. Every generated line passes a static gate, a
RestrictedPython compile and a trial run in a confined worker before it runs.

The public Python surface is this package's ``open``, ``Toolkiln`` and
``__version__``, the error tree :mod:`toolkiln.errors`, the scripted models of
:mod:`toolkiln.testing` and :func:`toolkiln.guard.screen`. Every other module
and name is internal: it may change in any release
(``tests/test_exported_members.py`` holds the public list).

``Toolkiln`` and ``open`` load on first use: importing any ``toolkiln``
submodule (a worker process, ``toolkiln --version``) does not pay for the
agent, the registry and the models.
"""

from __future__ import annotations

from toolkiln._version import __version__

TYPE_CHECKING = False  # not typing's: importing typing costs more than this whole package
if TYPE_CHECKING:
    from typing import Any

    from toolkiln.app import Toolkiln, open

__all__ = ["Toolkiln", "__version__", "open"]


def __getattr__(name: str) -> Any:
    if name in ("Toolkiln", "open"):
        from toolkiln import app

        value = getattr(app, name)
        globals()[name] = value
        return value
    raise AttributeError(f"module 'toolkiln' has no attribute '{name}'")


def __dir__() -> list[str]:
    return sorted(__all__)
