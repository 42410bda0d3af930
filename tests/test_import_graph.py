"""No import cycles in toolkiln, counting imports inside functions too.

A function-local import that closes a cycle works only as long as nobody calls
it at import time; it hides a dependency knot all the same. The graph is read
with :mod:`ast` from the source files (nothing is imported): every ``import``
and ``from ... import`` at module level or inside functions and classes, except
those under ``if TYPE_CHECKING:`` (they never run), and the modules a package's ``__getattr__`` imports
through its table of lazy names (``_ON_FIRST_USE``). Importing ``a.b.c`` from
outside ``a.b`` also runs ``a/b/__init__.py``, so it counts as importing ``a.b``.
"""

from __future__ import annotations

import ast
from pathlib import Path

import toolkiln

ROOT = Path(toolkiln.__file__).parent


def _modules() -> dict[str, Path]:
    found = {}
    for path in ROOT.rglob("*.py"):
        parts = ["toolkiln", *path.relative_to(ROOT).with_suffix("").parts]
        if parts[-1] == "__init__":
            parts.pop()
        found[".".join(parts)] = path
    return found


MODULES = _modules()


def _is_package(name: str) -> bool:
    return MODULES[name].name == "__init__.py"


def _type_checking_nodes(tree: ast.AST) -> set[int]:
    skipped: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            skipped.update(id(inner) for stmt in node.body for inner in ast.walk(stmt))
    return skipped


def _targets(module: str, node: ast.Import | ast.ImportFrom) -> list[str]:
    """The toolkiln modules an import statement runs."""
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    if node.level:
        base = module.split(".") if _is_package(module) else module.split(".")[:-1]
        base = base[: len(base) - (node.level - 1)]
        prefix = ".".join(base + ([node.module] if node.module else []))
    else:
        prefix = node.module or ""
    # ``from pkg import name`` runs pkg, and pkg.name too when name is a submodule
    names = [f"{prefix}.{alias.name}" for alias in node.names]
    if module.startswith(prefix + ".") and all(name in MODULES for name in names):
        return names  # submodules of a package the importer is inside of: that package ran before it did
    return [prefix, *names]


LAZY_TABLES = ("_ON_FIRST_USE", "_EXPORTS")
"""A package's table of names its ``__getattr__`` imports on first use (``name: "module"``)."""


def _lazy_targets(tree: ast.AST) -> list[str]:
    """The toolkiln modules a package's ``__getattr__`` imports through its table of lazy names."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id in LAZY_TABLES for t in targets) and node.value is not None:
                found += [c.value for c in ast.walk(node.value) if isinstance(c, ast.Constant) and c.value in MODULES]
    return found


def _known(name: str, importer: str) -> list[str]:
    """``name`` and the packages above it that importing it runs, as far as they are toolkiln modules."""
    parts = name.split(".")
    out = []
    for end in range(1, len(parts) + 1):
        candidate = ".".join(parts[:end])
        if candidate not in MODULES or candidate == importer:
            continue
        if end < len(parts) and (importer == candidate or importer.startswith(candidate + ".")):
            continue  # a package the importer is already inside of
        out.append(candidate)
    return out


def import_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {name: set() for name in MODULES}
    for module, path in MODULES.items():
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        skipped = _type_checking_nodes(tree)
        for node in ast.walk(tree):
            if isinstance(node, (ast.Import, ast.ImportFrom)) and id(node) not in skipped:
                for target in _targets(module, node):
                    graph[module].update(_known(target, module))
        for target in _lazy_targets(tree):
            graph[module].update(_known(target, module))
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components with more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for nxt in sorted(graph[node]):
            if nxt not in index:
                visit(nxt)
                low[node] = min(low[node], low[nxt])
            elif nxt in on_stack:
                low[node] = min(low[node], index[nxt])
        if low[node] == index[node]:
            component = []
            while True:
                top = stack.pop()
                on_stack.discard(top)
                component.append(top)
                if top == node:
                    break
            if len(component) > 1 or node in graph[node]:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def test_the_graph_sees_function_local_and_relative_imports():
    graph = import_graph()
    assert "toolkiln.models.codegen.acquire" in graph["toolkiln.turn.sources"]  # imported inside a method
    assert "toolkiln.turn.agent" not in graph["toolkiln.turn.sources"]  # only under TYPE_CHECKING: never runs
    assert "toolkiln.acceptance.vet" in graph["toolkiln.models.codegen.acquire"]  # relative, two levels
    assert "toolkiln.store.store" in graph["toolkiln.store.transfer"]
    assert "toolkiln.store" not in graph["toolkiln.store.transfer"]  # it runs inside that package already
    assert "toolkiln.acceptance" in graph["toolkiln.models.codegen.acquire"]  # its package runs first
    assert "toolkiln" not in graph["toolkiln.store.integrity"]  # ``from toolkiln import acceptance``: a submodule
    assert "toolkiln.store.transfer" in graph["toolkiln.store"]  # a lazy name of the package's ``__getattr__``


def test_migrations_import_nothing_from_toolkiln():
    """A shipped migration must not change when the code around it does."""
    assert import_graph()["toolkiln.store.migrations"] == set()


def test_a_cycle_is_found():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]


def test_toolkiln_has_no_import_cycles():
    assert cycles(import_graph()) == []
