"""A turn's plan and a workflow's progress as graphs: nodes in layers, edges between them.

One layout for every surface: the web draws it as SVG (:mod:`toolkiln.web.drawing`),
``toolkiln log show ID`` as text (:func:`graph_text`).

* A **plan**: one node per step, an edge from step A to step B when B's params
  refer to A's result (``$ref`` or a ``$template`` field). A step's layer is one more
  than the deepest step it refers to, so steps that can run together stand side by
  side. A delegated step's child turn is a graph of its own, hung below its step:
  delegation is a tree, each level a plan.
* A **workflow**: one node per step, an edge for each ``requires``, each node
  carrying its state in the session (done, inferred, outstanding).

Everything here works on the JSON shapes (``run --json``, ``workflows progress
--json``), so a turn read back from the run log draws like one that just ran.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal

from toolkiln.errors import PlanError
from toolkiln.models.planner.refs import REF_KEY, TEMPLATE_KEY, parse_template

__all__ = ["Edge", "Graph", "Node", "graph_text", "plan_graph", "workflow_graph"]

EdgeKind = Literal["ref", "template", "requires"]


@dataclass
class Node:
    """One step, where it stands and what it carries."""

    id: str
    """The step's id (``s1``)."""
    label: str
    """What the node says: the tool (``count_words@1``), or a workflow step's id."""
    status: str
    """A plan step's status (ok, error, skipped, pending) or a workflow step's state."""
    origin: str = ""
    """Where the step's tool came from (catalog, reused, generated, agent, workflow); a workflow step's owner."""
    layer: int = 0
    """Its column: 0 for a step that needs no other, else one more than the deepest it needs."""
    row: int = 0
    """Its place in its column, in plan order."""
    child: Graph | None = None
    """A delegated step's own turn, drawn below it."""


@dataclass
class Edge:
    """Step ``target`` uses what step ``source`` gave (or, in a workflow, requires it)."""

    source: str
    target: str
    kind: EdgeKind


@dataclass
class Graph:
    """Nodes in layers and the edges between them."""

    nodes: list[Node] = field(default_factory=list)
    edges: list[Edge] = field(default_factory=list)

    @property
    def layers(self) -> int:
        return 1 + max((n.layer for n in self.nodes), default=-1)

    @property
    def rows(self) -> int:
        return 1 + max((n.row for n in self.nodes), default=-1)

    def node(self, node_id: str) -> Node:
        return next(n for n in self.nodes if n.id == node_id)

    def incoming(self, node_id: str) -> list[Edge]:
        return [e for e in self.edges if e.target == node_id]


def _references(value: Any) -> Iterable[tuple[str, EdgeKind]]:
    """(step id, kind) of every reference inside a params value; a malformed template names none."""
    if isinstance(value, dict):
        if len(value) == 1 and isinstance(value.get(REF_KEY), str):
            yield value[REF_KEY].split(".", 1)[0], "ref"
            return
        if len(value) == 1 and isinstance(value.get(TEMPLATE_KEY), str):
            try:
                pieces = parse_template(value[TEMPLATE_KEY])
            except PlanError:
                return
            for piece in pieces:
                if isinstance(piece, tuple):
                    yield piece[0].split(".", 1)[0], "template"
            return
        for inner in value.values():
            yield from _references(inner)
    elif isinstance(value, list):
        for inner in value:
            yield from _references(inner)


def _layered(nodes: list[Node], needs: Mapping[str, list[str]]) -> None:
    """Set each node's layer (deepest need + 1) and row (its place in the layer, in the given order).

    Only needs on nodes listed before count, so a cycle or a reference forward cannot loop."""
    layer: dict[str, int] = {}
    used: dict[int, int] = {}
    for node in nodes:
        node.layer = 1 + max((layer[n] for n in needs.get(node.id, ()) if n in layer), default=-1)
        layer[node.id] = node.layer
        node.row = used.get(node.layer, 0)
        used[node.layer] = node.row + 1


def _planned_params(turn: Mapping[str, Any]) -> dict[str, Any]:
    """Each step's params as planned, references still in them (a run log turn's and a child turn's ``plan``);
    a step's own ``params`` hold the values the references were replaced by."""
    plan = turn.get("plan")
    steps = plan.get("steps") if isinstance(plan, Mapping) else None
    return {str(s.get("id")): s.get("params") for s in steps or [] if isinstance(s, Mapping)}


def plan_graph(turn: Mapping[str, Any]) -> Graph:
    """The graph of a turn's steps (a run log turn, or a ``run --json`` object), delegated children included."""
    graph = Graph()
    needs: dict[str, list[str]] = {}
    seen: set[str] = set()
    planned = _planned_params(turn)
    for step in turn.get("steps") or []:
        if not isinstance(step, Mapping):
            continue
        step_id = str(step.get("id", "?"))
        tool = str(step.get("tool", "?"))
        version = step.get("version")
        child = step.get("child")
        graph.nodes.append(
            Node(
                id=step_id,
                label=f"{tool}@{version}" if version else tool,
                status=str(step.get("status") or ""),
                origin=str(step.get("origin") or ""),
                child=plan_graph(child) if isinstance(child, Mapping) else None,
            )
        )
        for source, kind in _references(planned.get(step_id, step.get("params"))):
            if source in seen and not any(e.source == source and e.target == step_id for e in graph.edges):
                graph.edges.append(Edge(source, step_id, kind))
                needs.setdefault(step_id, []).append(source)
        seen.add(step_id)
    _layered(graph.nodes, needs)
    return graph


def workflow_graph(steps: Iterable[Mapping[str, Any]], states: Mapping[str, str]) -> Graph:
    """A workflow's steps (``workflows show --json``'s ``steps``) with each one's state from ``states``."""
    graph = Graph()
    needs: dict[str, list[str]] = {}
    for step in steps:
        step_id = str(step["id"])
        graph.nodes.append(  # the step's name is what a person looks for; its owner stands where an origin would
            Node(
                id=step_id, label=step_id, status=states.get(step_id, "outstanding"), origin=str(step.get("owner", ""))
            )
        )
        for required in step.get("requires") or ():
            graph.edges.append(Edge(str(required), step_id, "requires"))
            needs.setdefault(step_id, []).append(str(required))
    _layered(graph.nodes, needs)
    return graph


def graph_text(graph: Graph, indent: str = "") -> list[str]:
    """The graph as lines: column by column, each step with what it uses; a child turn indented below its step.

    ``[1] s2 square@1  reused  ok  ← s1 ($ref)`` — the column in brackets, from 1."""
    lines: list[str] = []
    order = sorted(graph.nodes, key=lambda n: (n.layer, n.row))
    width = max((len(n.label if n.label == n.id else f"{n.id} {n.label}") for n in order), default=0)
    for node in order:
        uses = ", ".join(
            f"{e.source} (${e.kind})" if e.kind != "requires" else e.source for e in graph.incoming(node.id)
        )
        arrow = f"  ← {uses}" if uses else ""
        origin = f"  {node.origin}" if node.origin else ""
        name = node.label if node.label == node.id else f"{node.id} {node.label}"
        lines.append(f"{indent}[{node.layer + 1}] {name.ljust(width)}{origin}  {node.status}{arrow}")
        if node.child is not None:
            lines.append(f"{indent}    └ {node.id}'s own turn:")
            lines.extend(graph_text(node.child, indent + "      "))
    return lines
