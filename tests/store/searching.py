"""What the search tests share: the search bench's module, and a tool saved from a description and params."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

from toolkiln.store import Registry

BENCH = Path(__file__).resolve().parents[2] / "bench" / "search_bench.py"


def load_bench():
    if str(BENCH.parent) not in sys.path:  # bench/ is not a package; its scripts import each other
        sys.path.insert(0, str(BENCH.parent))
    spec = importlib.util.spec_from_file_location("search_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def add(registry: Registry, name: str, description: str, params: list[str], status: str = "active"):
    source = (
        f'"""{description}"""\n\n\ndef {name}({", ".join(p + ": float" for p in params)}) -> dict:\n    return {{}}\n'
    )
    return registry.save(
        name=name,
        source=source,
        description=description,
        params=[{"name": p, "type": "float", "required": True} for p in params],
        backend="mock",
        model="mock",
        status=status,
    )
