"""Registry files in a known state, made through toolkiln's own API (real SQLite, real keys).

from fakes.registries import resealed_home
"""

from __future__ import annotations

from pathlib import Path

from fakes.samples import DOUBLE
from toolkiln.store import REGISTRY_FILE, Registry
from toolkiln.store.reseal import reseal

__all__ = ["TRIPLE", "resealed_home"]

TRIPLE = DOUBLE.replace("Doubles", "Triples").replace("double", "triple").replace("* 2", "* 3")


def resealed_home(home: Path, *, by: str) -> Path:
    """A ``TOOLKILN_HOME`` whose ``double@1`` lost its key and was resealed by ``by``,
    and whose ``triple@1`` was saved afterwards under the new key (never resealed).

    Returns the registry file."""
    path = home / REGISTRY_FILE
    with Registry(path) as registry:
        registry.save(name="double", source=DOUBLE, description="Doubles a number.", params=[], backend="m", model="m")
    path.with_suffix(".key").unlink()
    with Registry(path) as registry:
        [row] = reseal(registry, apply=True, by=by)
        assert row.resealed, row.problem
        registry.save(name="triple", source=TRIPLE, description="Triples a number.", params=[], backend="m", model="m")
    return path
