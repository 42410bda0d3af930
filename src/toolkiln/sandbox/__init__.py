"""The sandbox: RestrictedPython compile, confined worker processes, the broker.

``WorkerPool`` runs tools in confined worker processes and returns a
``RunOutcome`` for every call; ``Broker`` and ``EgressPolicy`` decide what a
tool's ``fetch`` may reach. Names are imported on first use, so a worker
process (which imports ``toolkiln.sandbox.worker``) loads neither the pool nor
the HTTP client.
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's: the toolkiln script loads this package before it starts the worker template
if TYPE_CHECKING:
    from typing import Any

__all__ = ["Broker", "EgressPolicy", "RayExecutor", "RunOutcome", "WorkerPool"]

_EXPORTS = {
    "RunOutcome": "toolkiln.sandbox.outcome",
    "WorkerPool": "toolkiln.sandbox.pool",
    "Broker": "toolkiln.sandbox.broker",
    "EgressPolicy": "toolkiln.sandbox.broker",
    "RayExecutor": "toolkiln.sandbox.ray_executor",  # the ray extra, for executor = "ray"
}


def __getattr__(name: str) -> Any:
    module = _EXPORTS.get(name)
    if module is None:
        raise AttributeError(f"module 'toolkiln.sandbox' has no attribute '{name}'")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(__all__)
