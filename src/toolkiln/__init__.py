"""toolkiln: a self-extending tool planner.

A planner model picks the tools a task needs: hand-written ones from the catalog,
ones generated in an earlier turn and found in the registry, or new ones that a
generator model writes now. Every generated line passes a static gate, a
RestrictedPython compile and a trial run in a confined worker before it runs.
"""

from importlib.metadata import PackageNotFoundError, version

from .app import Toolkiln, open

try:
    __version__ = version("toolkiln")
except PackageNotFoundError:  # a source tree that was never installed
    __version__ = "0.0.0"

__all__ = ["Toolkiln", "__version__", "open"]
