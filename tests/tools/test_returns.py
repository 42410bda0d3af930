"""Return shapes: declared statically, inferred from a trial, stored with each version, rendered."""

from __future__ import annotations

import json
import sqlite3

import pytest

from toolkiln.store import Registry
from toolkiln.tools.catalog import load_catalog
from toolkiln.tools.returns import (
    declared_returns,
    infer_returns,
    output_schema,
    record_returns,
    render_returns,
    render_signature,
)

C2F = '"""Converts."""\n\n\ndef celsius_to_fahrenheit(celsius: float) -> dict:\n    return {"fahrenheit": celsius * 9 / 5 + 32}\n'


def test_every_catalog_tool_declares_an_object_with_keys():
    for name, tool in load_catalog().items():
        assert tool.returns.get("type") == "object", name
        assert tool.returns.get("properties"), name


def test_a_declaration_uses_the_parameters_grammar():
    source = 'RETURNS = {"words": int, "top": list[str], "stdev": float | None, "inner": {"ok": bool}}\n\ndef t() -> dict:\n    return {}\n'
    shape = declared_returns(source, "t")
    assert render_returns(shape) == "{words: int, top: list[str], stdev: float | None, inner: {ok: bool}}"


@pytest.mark.parametrize(
    ("annotation", "trial", "rendered"),
    [
        ("dict", {"fahrenheit": 86.0}, "{fahrenheit: float}"),  # the worker's JSON keeps 86.0 a float
        ("dict[str, int]", {"a": 1, "b": 2}, "{a: int, b: int}"),
        ("float", 86.0, "float"),
        ("list[str]", ["a"], "list[str]"),
        ("dict", [1, 2], "dict"),  # the author's word wins over a contradicting trial
        ("", {"words": 4, "note": None, "rows": [{"k": "v"}]}, "{words: int, note: any, rows: list[{k: str}]}"),
        ("dict", {"counts": {"the": 2, "cat": 1}, "total": 3}, "{counts: dict[str, int], total: int}"),  # a map
    ],
)
def test_the_recorded_shape_is_the_declaration_refined_by_the_trial(annotation, trial, rendered):
    arrow = f" -> {annotation}" if annotation else ""
    source = f"def t(){arrow}:\n    return None\n"
    assert render_returns(record_returns(source, "t", trial)) == rendered


def test_a_huge_or_deep_result_records_a_compact_shape():
    many = {f"k{i}": i for i in range(500)}
    assert infer_returns(many) == {"type": "object"}
    deep: object = 1
    for _ in range(20):
        deep = [deep]
    assert len(str(infer_returns(deep))) < 200


def test_an_mcp_output_schema_is_an_object_that_later_calls_fit():
    assert output_schema({"type": "number"}) == {
        "type": "object",
        "properties": {"result": {"type": "number"}},
        "required": ["result"],
    }
    declared = declared_returns('RETURNS = {"n": int}\n\ndef t() -> dict:\n    return {}\n', "t")
    assert output_schema(declared) == {"type": "object", "properties": {"n": {"type": "number"}}}


@pytest.mark.parametrize(("trial", "shown"), [(4, "int"), (4.0, "float"), (-1.5, "float"), (10**20, "int")])
def test_a_number_seen_in_one_trial_keeps_int_and_float_apart(trial, shown):
    """The worker's JSON keeps Python's 4 and 4.0 apart, so the trial's type is the one recorded."""
    recorded = record_returns("def t() -> dict:\n    return {}\n", "t", {"count": trial})
    assert render_returns(recorded) == f"{{count: {shown}}}"
    assert render_returns({"type": "number"}) == "int | float"  # recorded by an older toolkiln


def test_a_docstrings_returns_declares_the_shape_and_a_nested_map_is_never_its_example_keys():
    source = 'def t(text: str) -> dict:\n    """Counts. Returns {"counts": dict[str, int], "total": int}."""\n    return {}\n'
    trial = {"counts": {"the": 2, "cat": 1}, "total": 3}
    assert render_returns(record_returns(source, "t", trial)) == "{counts: dict[str, int], total: int}"
    bare = 'def t(text: str):\n    """Returns {words: int, mean: float | None}"""\n    return {}\n'
    assert render_returns(declared_returns(bare, "t")) == "{words: int, mean: float | None}"


def test_a_declared_float_reads_float_and_a_declared_int_int():
    source = 'RETURNS = {"mean": float, "n": int, "values": list[float], "spread": float | None}\n'
    shape = declared_returns(source, "t")
    assert shape["properties"]["mean"] == {"type": "number", "format": "float"}
    assert render_returns(shape) == "{mean: float, n: int, values: list[float], spread: float | None}"
    assert render_returns(declared_returns("def t() -> dict[str, float]:\n    return {}\n", "t")) == "dict[str, float]"
    schema = output_schema(shape)  # an MCP client gets plain JSON Schema: any number fits
    assert schema["properties"]["mean"] == {"type": "number"} and schema["properties"]["n"] == {"type": "number"}


def test_tools_show_names_an_inferred_int_as_int(toolkiln_home):
    from click.testing import CliRunner

    from toolkiln.cli.main import main

    runner = CliRunner()
    assert runner.invoke(main, ["run", "--json", "count the words in 'a b c'"]).exit_code == 0
    [generated] = [t for t in json.loads(runner.invoke(main, ["tools", "list", "--json"]).stdout) if t["version"]]
    number_keys = [k for k, v in generated["returns"]["properties"].items() if v.get("type") == "integer"]
    assert number_keys, generated["returns"]
    shown = runner.invoke(main, ["tools", "show", generated["name"]]).stdout
    returns_line = next(line for line in shown.splitlines() if line.startswith("returns"))
    assert f"{number_keys[0]}: int" in returns_line and "float" not in returns_line


def test_the_registry_stores_the_shape_and_reads_one_for_versions_saved_before(tmp_path):
    path = tmp_path / "registry.sqlite3"
    with Registry(path) as registry:
        saved = registry.save(
            name="celsius_to_fahrenheit",
            source=C2F,
            description="",
            params=[],
            backend="mock",
            model="mock",
            trial_result={"fahrenheit": 86.0},
        )
        assert saved.returns == {"type": "object", "properties": {"fahrenheit": {"type": "number", "format": "float"}}}
    with sqlite3.connect(path) as conn:  # as a registry from before the migration left it
        conn.execute("UPDATE tools SET returns = NULL")
    with Registry(path) as registry:
        assert registry.require("celsius_to_fahrenheit").returns == saved.returns
        assert registry.require("celsius_to_fahrenheit").to_dict()["returns"] == saved.returns


def test_a_whole_tool_renders_as_a_prompt_shows_it():
    tool = load_catalog()["text_stats"]
    assert render_signature("text_stats", tool.schema.to_dicts(), tool.returns) == (
        "text_stats(text: str) -> {characters: int, words: int, lines: int, sentences: int, average_word_length: float}"
    )
    params = [
        {"name": "value", "type": "float", "required": True},
        {"name": "unit", "type": "str", "required": False, "default": "m"},
    ]
    assert render_signature("convert", params, {}) == 'convert(value: float, unit: str = "m") -> any'


SHAPES = [
    {"type": "object", "properties": {"fahrenheit": {"type": "number"}}},
    {
        "type": "object",
        "properties": {"n": {"type": "integer"}, "tags": {"type": "array", "items": {"type": "string"}}},
    },
    {"type": "object", "additionalProperties": {"type": "number"}},
    {"type": "object", "properties": {"a": {"type": "string"}}, "additionalProperties": False},
    {
        "type": "object",
        "properties": {"result": {"anyOf": [{"type": "number"}, {"type": "null"}]}},
        "required": ["result"],
    },
    {"type": "object", "properties": {"result": {"type": "boolean"}}, "required": ["result"]},
    {"type": "object", "properties": {"x": {"type": ["string", "null"]}}},
    {
        "type": "object",
        "properties": {"x": {"type": "number", "minimum": 0}},
    },  # a keyword the quick check leaves to jsonschema
    {"type": "object", "properties": {"deep": {"type": "object", "properties": {"v": {"type": "array", "items": {}}}}}},
]
VALUES = [
    {"fahrenheit": 86.0},
    {"fahrenheit": 86},
    {"fahrenheit": True},
    {"fahrenheit": "86"},
    {"fahrenheit": None},
    {},
    [],
    "text",
    {"n": 3, "tags": ["a", "b"]},
    {"n": 3.0, "tags": []},
    {"n": 3.5, "tags": ["a"]},
    {"n": False},
    {"tags": ["a", 1]},
    {"a": "x", "b": 1},
    {"a": 1},
    {"k": 1.5, "j": 2},
    {"k": "1"},
    {"result": None},
    {"result": 1},
    {"result": True},
    {"x": None},
    {"x": "s"},
    {"x": -1},
    {"x": 1},
    {"deep": {"v": [1, "a", None]}},
    {"deep": {"v": "not a list"}},
    {"deep": []},
]


@pytest.mark.parametrize("shape", SHAPES)
def test_the_quick_output_check_never_passes_what_jsonschema_refuses(shape):
    """``fits_output_schema`` answers for results that fit; it may say no only where jsonschema says no too,
    or for a keyword it leaves to jsonschema."""
    jsonschema = pytest.importorskip(
        "jsonschema", reason="jsonschema comes with the mcp extra: pip install -e '.[mcp]'"
    )

    from toolkiln.tools.returns import fits_output_schema

    validator = jsonschema.validators.validator_for(shape)(shape)
    knows_every_keyword = "minimum" not in json.dumps(shape)
    for value in VALUES:
        valid = validator.is_valid(value)
        quick = fits_output_schema(value, shape)
        assert not quick or valid, (shape, value)
        if knows_every_keyword:
            assert quick == valid, (shape, value)
