"""toolkiln: a self-extending tool planner.

A planner model picks the tools a task needs: hand-written ones from the catalog,
ones generated in an earlier turn and found in the registry, or new ones that a
generator model writes now. Every generated line passes a static gate, a
RestrictedPython compile and a trial run in a confined worker before it runs.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's: importing typing here would widen the window where Ctrl-C cannot be caught
if TYPE_CHECKING:
    from typing import Any

    from .app import Toolkiln, open

__all__ = ["Toolkiln", "__version__", "open"]


def __getattr__(name: str) -> Any:
    """The Python API and the version, loaded on first use: a confined worker imports
    ``toolkiln.sandbox`` and must not pay for the settings, the models or pydantic."""
    if name in ("Toolkiln", "open"):
        from . import app

        value = getattr(app, name)
    elif name == "__version__":
        from importlib.metadata import PackageNotFoundError, version

        try:
            value = version("toolkiln")
        except PackageNotFoundError:  # a source tree that was never installed
            value = "0.0.0"
    else:
        raise AttributeError(f"module 'toolkiln' has no attribute {name!r}")
    globals()[name] = value
    return value
