"""Graphs (:mod:`toolkiln.turn.graph`) drawn as inline SVG, on the server.

Every text in the drawing is escaped here (a tool's name and a step's id are a
model's words); colours come from classes the stylesheet defines (``g-status-ok``,
``g-origin-reused``), never from a ``style`` attribute, which the
Content-Security-Policy forbids. The drawing scales down to the width it is given
(``viewBox`` with the stylesheet's ``max-width: 100%``), so a phone never scrolls
sideways to see it.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

from markupsafe import Markup

from toolkiln.turn.graph import Graph, Node

__all__ = ["graph_svg"]

NODE_W, NODE_H = 196, 44
GAP_X, GAP_Y = 44, 12
PAD = 6
CHILD_INDENT = 22
"""How far a delegated step's own turn is drawn to the right of the level above."""
LABEL_CHARS = 24


@dataclass
class _Box:
    """What a (sub)graph's drawing holds and how much room it takes."""

    parts: list[str]
    width: int
    height: int


def _cut(text: str, limit: int = LABEL_CHARS) -> str:
    return text if len(text) <= limit else text[: limit - 1] + "…"


def _position(node: Node) -> tuple[int, int]:
    return PAD + node.layer * (NODE_W + GAP_X), PAD + node.row * (NODE_H + GAP_Y)


def _node(node: Node) -> str:
    x, y = _position(node)
    classes = f"g-node g-status-{_word(node.status)} g-origin-{_word(node.origin or 'none')}"
    shown_id = "" if node.label == node.id else node.id  # a workflow step's id is its label already
    sub = " · ".join(word for word in (shown_id, node.origin, node.status) if word)
    return (
        f'<g class="{classes}" data-step="{escape(node.id)}">'
        f"<title>{escape(node.id)}: {escape(node.label)} ({escape(sub)})</title>"
        f'<rect x="{x}" y="{y}" width="{NODE_W}" height="{NODE_H}" rx="7"/>'
        f'<rect class="g-stripe" x="{x}" y="{y}" width="6" height="{NODE_H}" rx="3"/>'
        f'<text x="{x + 14}" y="{y + 18}" class="g-label">{escape(_cut(node.label))}</text>'
        f'<text x="{x + 14}" y="{y + 34}" class="g-sub">{escape(_cut(sub, 28))}</text>'
        "</g>"
    )


def _word(text: str) -> str:
    """A class-name-safe word for a status or origin (anything else becomes ``other``)."""
    return text if text.replace("_", "").isalnum() and text.isascii() else "other"


def _edge(graph: Graph, source_id: str, target_id: str, kind: str) -> str:
    sx, sy = _position(graph.node(source_id))
    tx, ty = _position(graph.node(target_id))
    x1, y1 = sx + NODE_W, sy + NODE_H // 2
    x2, y2 = tx - 4, ty + NODE_H // 2
    bend = max(16, (x2 - x1) // 2)
    arrow = f"{x2 + 4},{y2} {x2 - 4},{y2 - 4} {x2 - 4},{y2 + 4}"
    label = {"ref": "$ref", "template": "$template"}.get(kind, kind)
    return (
        f'<g class="g-edge g-edge-{kind}"><title>{escape(target_id)} uses {escape(source_id)} ({label})</title>'
        f'<path d="M{x1},{y1} C{x1 + bend},{y1} {x2 - bend},{y2} {x2},{y2}"/>'
        f'<polygon points="{arrow}"/></g>'
    )


def _draw(graph: Graph) -> _Box:
    width = 2 * PAD + max(graph.layers, 1) * (NODE_W + GAP_X) - GAP_X
    height = 2 * PAD + max(graph.rows, 1) * (NODE_H + GAP_Y) - GAP_Y
    parts = [_edge(graph, e.source, e.target, e.kind) for e in graph.edges]
    parts += [_node(n) for n in graph.nodes]
    for node in sorted(graph.nodes, key=lambda n: (n.layer, n.row)):
        if node.child is None or not node.child.nodes:
            continue
        child = _draw(node.child)
        x, y = _position(node)
        top = height + 4
        left = x + CHILD_INDENT
        parts.append(
            f'<g class="g-child" data-parent="{escape(node.id)}">'
            f'<path class="g-tree" d="M{x + 12},{y + NODE_H} V{top + 14} H{left}"/>'
            f'<rect class="g-frame" x="{left}" y="{top}" width="{child.width}" height="{child.height}" rx="8"/>'
            f'<g transform="translate({left},{top})">{"".join(child.parts)}</g></g>'
        )
        height = top + child.height
        width = max(width, left + child.width + PAD)
    return _Box(parts, width, height)


def graph_svg(graph: Graph, title: str) -> Markup:
    """``graph`` as one ``<svg>`` element, its ``title`` (escaped) said to screen readers."""
    box = _draw(graph)
    return Markup(  # noqa: S704 - every text inside was escaped above
        f'<svg class="graph" xmlns="http://www.w3.org/2000/svg" role="img" aria-label="{escape(title)}" '
        f'viewBox="0 0 {box.width} {box.height}" width="{box.width}" height="{box.height}">'
        f"<title>{escape(title)}</title>{''.join(box.parts)}</svg>"
    )
