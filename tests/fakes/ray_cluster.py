"""A real Ray cluster on loopback for the tests, and executors of either kind built alike."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from toolkiln.sandbox.ray_executor import LOOPBACK_ONLY_ENV
from toolkiln.store.integrity import Seal

RAY_MISSING = "the ray extra is not installed (pip install 'toolkiln[ray]'); the Ray executor is not tested"
NODE_OPTIONS = {"num_cpus": 1, "object_store_memory": 80 * 1024 * 1024}
"""Each node: one CPU of the machine's two, and a small object store (calls move only short JSON lines)."""


@dataclass(eq=False)
class RayCluster:
    ray: Any
    cluster: Any

    @property
    def address(self) -> str:
        return self.cluster.address

    def node_ids(self) -> list[str]:
        return sorted(n["NodeID"] for n in self.ray.nodes() if n.get("Alive"))

    def stop(self) -> None:
        self.ray.shutdown()
        self.cluster.shutdown()


def start_cluster(importorskip: Any) -> RayCluster:
    """Two nodes (a head and one more) on this machine; the driver connected to them."""
    os.environ[LOOPBACK_ONLY_ENV] = "0"  # before Ray is imported: every address is 127.0.0.1
    os.environ.pop("RAY_ADDRESS", None)
    ray = importorskip("ray", reason=RAY_MISSING)
    from ray.cluster_utils import Cluster

    cluster = Cluster(initialize_head=True, head_node_args={**NODE_OPTIONS, "include_dashboard": False})
    cluster.add_node(**NODE_OPTIONS)
    ray.init(address=cluster.address, log_to_driver=False)
    cluster.wait_for_nodes()
    return RayCluster(ray, cluster)


def vouchers_for(policy: Any, key_dir: Path) -> Any:
    """Verdicts signed with a registry key in ``key_dir`` (made once, 0600, as a registry makes its own)."""
    from toolkiln.store.call_verdicts import SealedCallVouchers

    key_dir.mkdir(parents=True, exist_ok=True)
    seal = Seal.beside(key_dir / "registry.sqlite3")
    assert seal.path is not None
    return SealedCallVouchers(seal.path, policy)


def executor_of(kind: str, policy: Any, size: int, key_dir: Path, *, nodes: int | None = 1) -> Any:
    """A local pool of ``size`` workers, or a Ray executor with ``size`` workers on each of ``nodes`` nodes."""
    if kind == "local":
        from toolkiln.sandbox import WorkerPool

        return WorkerPool(policy, size=size)
    from toolkiln.sandbox.ray_executor import RayExecutor

    return RayExecutor(policy, vouchers=vouchers_for(policy, key_dir), node_workers=size, max_nodes=nodes)
