"""A plan and a workflow as graphs (toolkiln.graphs), drawn as SVG for the web and as text for ``log show``."""

from __future__ import annotations

import re

import pytest

from toolkiln.turn.graph import graph_text, plan_graph, workflow_graph


def step(step_id, tool, status="ok", origin="generated", **extra):
    return {"id": step_id, "tool": tool, "origin": origin, "status": status, "params": {}, **extra}


def logged(steps, planned):
    """A run log turn: the steps as they ran, the plan's params (references still in them)."""
    return {"steps": steps, "plan": {"steps": [{"id": i, "params": p} for i, p in planned.items()]}}


CHAINED = logged(
    [step("s1", "count_words", version=1), step("s2", "calculate", origin="catalog"), step("s3", "slugify")],
    {
        "s1": {"text": "a b c"},
        "s2": {"expression": {"$template": "{s1.words} ** 2"}},
        "s3": {"text": "x", "more": [{"$ref": "s1.words"}, {"$ref": "s2.value"}]},
    },
)


def test_references_become_edges_and_a_step_stands_one_column_after_what_it_uses():
    graph = plan_graph(CHAINED)
    assert [(e.source, e.target, e.kind) for e in graph.edges] == [
        ("s1", "s2", "template"),
        ("s1", "s3", "ref"),
        ("s2", "s3", "ref"),
    ]
    assert [(n.id, n.label, n.layer, n.row) for n in graph.nodes] == [
        ("s1", "count_words@1", 0, 0),
        ("s2", "calculate", 1, 0),
        ("s3", "slugify", 2, 0),
    ]


def test_independent_steps_stand_side_by_side_in_one_column():
    graph = plan_graph(logged([step("s1", "a"), step("s2", "b")], {"s1": {}, "s2": {"x": 1}}))
    assert graph.edges == [] and [(n.layer, n.row) for n in graph.nodes] == [(0, 0), (0, 1)]


def test_a_reference_forward_to_itself_or_into_a_broken_template_draws_no_edge():
    turn = logged(
        [step("s1", "a"), step("s2", "b")],
        {"s1": {"x": {"$ref": "s2.y"}}, "s2": {"x": {"$ref": "s2.y"}, "t": {"$template": "{s1"}}},
    )
    graph = plan_graph(turn)
    assert graph.edges == [] and [n.layer for n in graph.nodes] == [0, 0]


def test_the_steps_own_params_count_when_the_turn_carries_no_plan():
    turn = {"steps": [step("s1", "a"), step("s2", "b", params={"x": {"$ref": "s1.y"}})]}
    assert [(e.source, e.target) for e in plan_graph(turn).edges] == [("s1", "s2")]


def test_a_delegated_step_hangs_its_childs_turn_below_it_as_a_tree():
    grandchild = {"steps": [step("s1", "calculate", origin="catalog")]}
    child = {"steps": [step("s1", "task", origin="agent", child=grandchild), step("s2", "reverse_text")]}
    graph = plan_graph({"steps": [step("s1", "task", origin="agent", child=child)]})
    assert graph.nodes[0].child is not None and graph.nodes[0].child.nodes[0].child is not None
    assert graph_text(graph) == [
        "[1] s1 task  agent  ok",
        "    └ s1's own turn:",
        "      [1] s1 task          agent  ok",
        "          └ s1's own turn:",
        "            [1] s1 calculate  catalog  ok",
        "      [1] s2 reverse_text  generated  ok",
    ]


def test_the_text_names_what_each_step_uses():
    assert graph_text(plan_graph(CHAINED)) == [
        "[1] s1 count_words@1  generated  ok",
        "[2] s2 calculate      catalog  ok  ← s1 ($template)",
        "[3] s3 slugify        generated  ok  ← s1 ($ref), s2 ($ref)",
    ]


def test_a_workflow_is_its_steps_with_their_states_and_what_each_requires():
    steps = [{"id": "draft", "owner": "writer"}, {"id": "review", "owner": "boss", "requires": ["draft"]}]
    graph = workflow_graph(steps, {"draft": "done"})
    assert [(n.id, n.status, n.layer) for n in graph.nodes] == [("draft", "done", 0), ("review", "outstanding", 1)]
    assert graph_text(graph) == ["[1] draft   writer  done", "[2] review  boss  outstanding  ← draft"]


def test_the_svg_escapes_every_text_and_uses_classes_not_styles():
    pytest.importorskip("markupsafe")
    from toolkiln.web.drawing import graph_svg

    hostile = '<script>alert(1)</script>"'
    turn = logged(
        [step("s1", hostile, status='x" onload="y'), step("s2", "b")], {"s1": {}, "s2": {"v": {"$ref": "s1"}}}
    )
    svg = str(graph_svg(plan_graph(turn), title=hostile))
    assert "<script" not in svg and "&lt;script&gt;" in svg
    assert 'onload="' not in svg and "style=" not in svg
    assert "g-status-other" in svg  # a status that is not a plain word gets no class of its own words
    assert svg.count('<g class="g-node') == 2 and svg.count('<g class="g-edge g-edge-ref"') == 1
    assert re.search(r'viewBox="0 0 \d+ \d+"', svg)
