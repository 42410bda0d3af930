"""The verdicts that go with a call sent to a Ray node, signed with the registry key.

A tool's verdict is the registry's own gate verdict (:meth:`~toolkiln.store.integrity.Seal.vouch`
over the source's sha256 and the gate's fingerprint), the one a stored row keeps: the host
signs it for every source it sends, and it sends only what passed its gate (a catalog tool,
a verified registry row, a generated tool after the gate). A check's verdict is the same
HMAC over the expression's sha256 with ``check:`` before the fingerprint, so it can never
stand for a tool's.

A node re-hashes the source and checks the verdict under *its* key, gate and policy before
anything runs. So a message that did not come from a holder of the key cannot run code, and
a node whose toolkiln (gate code, libcst, policy) differs from the host's refuses every call
instead of running code another gate passed.

How the key gets to a node: it does not travel. Pickling drops it; the node reads the file
named by ``key_file`` on its own disk (``registry.key``, 32 bytes, ``0600``; the same file
every machine of a team shares). Ray's object store and its RPC are readable by anyone who
can reach the cluster, so the key is never put there.
"""

from __future__ import annotations

import threading
from pathlib import Path
from typing import Any

from toolkiln.acceptance.fingerprint import gate_fingerprint
from toolkiln.errors import RegistryError
from toolkiln.store.integrity import Seal

__all__ = ["CHECK_PREFIX", "SealedCallVouchers"]

CHECK_PREFIX = "check:"
"""Put before the fingerprint in a check's verdict."""


class SealedCallVouchers:
    """:class:`~toolkiln.sandbox.executor.CallVouchers` under the registry key in ``key_file``."""

    def __init__(self, key_file: Path, policy: Any) -> None:
        self.key_file = Path(key_file)
        """The registry key, read where the verdicts are signed or checked (each node reads its own copy)."""
        self.policy = policy
        """The policy the gate's fingerprint is taken under."""
        self._lock = threading.Lock()
        self._seal: Seal | None = None
        self._fingerprint: str | None = None

    def __getstate__(self) -> dict[str, Any]:
        return {"key_file": str(self.key_file), "policy": self.policy}  # never the key

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__init__(Path(state["key_file"]), state["policy"])  # type: ignore[misc]  # re-run on unpickling

    def _loaded(self) -> tuple[Seal, str]:
        with self._lock:
            if self._seal is None or self._fingerprint is None:
                if not self.key_file.exists():
                    raise RegistryError(
                        f"the registry key {self.key_file} is missing on this machine; copy it there "
                        "(mode 0600, readable only by the user running toolkiln or Ray)"
                    )
                self._seal = Seal.from_key_file(self.key_file)
                self._fingerprint = gate_fingerprint(self.policy)
            return self._seal, self._fingerprint

    def _fingerprint_for(self, kind: str, fingerprint: str) -> str:
        return fingerprint if kind == "tool" else CHECK_PREFIX + fingerprint

    def vouch(self, kind: str, sha256: str) -> str:
        seal, fingerprint = self._loaded()
        return seal.vouch(sha256, self._fingerprint_for(kind, fingerprint))

    def vouched(self, kind: str, sha256: str, verdict: str) -> bool:
        seal, fingerprint = self._loaded()
        return seal.vouched(sha256, self._fingerprint_for(kind, fingerprint), verdict)

    def ready(self) -> str | None:
        try:
            self._loaded()
        except RegistryError as exc:
            return str(exc)
        return None
