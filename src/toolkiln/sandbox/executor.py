"""Where tools run: the seam between a turn and the machines that run its code.

A :class:`ToolExecutor` runs a tool or a check in a confined worker and returns a
:class:`~toolkiln.sandbox.outcome.RunOutcome`, never raising for the tool's own
misbehaviour. Two satisfy it:

* :class:`~toolkiln.sandbox.pool.WorkerPool`, this machine's confined workers
  (``executor = "local"``, the default);
* :class:`~toolkiln.sandbox.ray_executor.RayExecutor`, the same workers held by one
  actor on each node of a Ray cluster (``executor = "ray"``).

Each outcome says where the call ran (:attr:`RunOutcome.executed_on`). A call sent
to another machine carries a :class:`CallVouchers` verdict: the node runs only code
whose verdict holds under the registry key, which never travels with the call.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Literal, Protocol

if TYPE_CHECKING:
    from toolkiln.policy import Policy
    from toolkiln.sandbox.outcome import RunOutcome
    from toolkiln.sandbox.stop import CallStop

__all__ = ["CallVouchers", "ToolExecutor", "VerdictKind"]

VerdictKind = Literal["tool", "check"]
"""What a verdict vouches for: a tool's source the gate passed, or a check expression the host sent."""


class ToolExecutor(Protocol):
    """Runs untrusted code in confined workers; the local pool and the Ray executor both are one."""

    policy: Policy
    """The limits and the allow-list the workers run under."""

    def run(
        self,
        name: str,
        source: str,
        params: dict,
        *,
        timeout_s: float | None = None,
        dedicated: bool = False,
        stop: CallStop | None = None,
        check: str | None = None,
    ) -> RunOutcome:
        """Run ``name(**params)``; with ``dedicated``, in a worker started for this call and stopped after it.
        ``stop`` lets another thread end the call; ``check`` is judged over the result in the same round trip."""
        ...

    def evaluate_check(self, expression: str, result: Any, *, timeout_s: float | None = None) -> RunOutcome:
        """Evaluate a restricted expression over ``result``; the outcome's result is a bool."""
        ...

    def warm(self) -> object:
        """Start what the first call needs in the background; returns at once."""
        ...

    def close(self) -> None:
        """Stop every worker this executor started; it cannot be used afterwards."""
        ...

    def __enter__(self) -> ToolExecutor: ...

    def __exit__(self, *exc_info: Any) -> None: ...


class CallVouchers(Protocol):
    """Signs, on the host, and checks, on a node, the verdict that goes with each call.

    Picklable: it travels to the node without its key, which the node reads from its own disk.
    """

    def vouch(self, kind: VerdictKind, sha256: str) -> str:
        """The signed verdict for the text of ``sha256``."""
        ...

    def vouched(self, kind: VerdictKind, sha256: str, verdict: str) -> bool:
        """Whether ``verdict`` holds for the text of ``sha256`` under this node's key, gate and policy."""
        ...

    def ready(self) -> str | None:
        """None when verdicts can be checked here; else one line saying what is missing and how to fix it."""
        ...
