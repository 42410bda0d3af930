"""The tool schema is read from the signature, and widening goes one way only."""

import pytest

from toolkiln.errors import ParamTypeError, ToolRejected
from toolkiln.tools.toolspec import TypeSpec, parse_schema, widen_params

SOURCE = '''"""Does many things."""
from typing import List, Dict, Optional

def many(a: float, b: list[float], c: dict[str, float], d: float | None = None,
         e: int = 3, f: str = "x", g: bool = False, h: List[int] = [],
         i: Optional[float] = None, j: Dict[str, int] = {}, k=None) -> dict:
    return {}
'''


@pytest.fixture(scope="module")
def schema():
    return parse_schema(SOURCE, "many")


def test_schema_reads_types_defaults_and_docstring(schema):
    """Annotations, typing aliases and defaults all land in the schema."""
    types = {p.name: p.type.render() for p in schema.params}
    assert types == {
        "a": "float",
        "b": "list[float]",
        "c": "dict[str, float]",
        "d": "float | None",
        "e": "int",
        "f": "str",
        "g": "bool",
        "h": "list[int]",
        "i": "float | None",
        "j": "dict[str, int]",
        "k": "any",
    }
    assert [p.name for p in schema.params if p.required] == ["a", "b", "c"]
    assert schema.description == "Does many things."
    assert {p.name: p.default for p in schema.params if not p.required}["e"] == 3


def test_rendered_types_parse_back(schema):
    """What the registry stores (rendered types) reads back to the same spec."""
    for p in schema.params:
        assert TypeSpec.parse(p.type.render()) == p.type


def test_int_widens_to_float_everywhere_float_is_asked(schema):
    """int → float at the top level, inside list, dict and optional."""
    out = widen_params({"a": 30, "b": [1, 2.5], "c": {"x": 1}, "d": 2, "i": 7}, schema)
    assert out["a"] == 30.0 and type(out["a"]) is float
    assert [type(v) for v in out["b"]] == [float, float]
    assert type(out["c"]["x"]) is float
    assert type(out["d"]) is float and type(out["i"]) is float


def test_float_never_narrows_to_int(schema):
    """A float given for an int is an error naming the param and both types."""
    with pytest.raises(ParamTypeError, match=r"param 'e': expected int, given float"):
        widen_params({"a": 1, "b": [], "c": {}, "e": 3.0}, schema)


def test_bool_is_never_a_number(schema):
    """True is not 1: neither for float nor for int."""
    with pytest.raises(ParamTypeError, match=r"param 'a': expected float, given bool"):
        widen_params({"a": True, "b": [], "c": {}}, schema)
    with pytest.raises(ParamTypeError, match=r"param 'e': expected int, given bool"):
        widen_params({"a": 1.0, "b": [], "c": {}, "e": False}, schema)


def test_str_is_never_parsed(schema):
    """'30' stays a string and is rejected where a float is asked."""
    with pytest.raises(ParamTypeError, match=r"param 'a': expected float, given str"):
        widen_params({"a": "30", "b": [], "c": {}}, schema)


def test_errors_inside_containers_name_the_position(schema):
    """A bad list item or dict value names its path."""
    with pytest.raises(ParamTypeError, match=r"param 'b\[1\]': expected float, given str"):
        widen_params({"a": 1, "b": [1, "2"], "c": {}}, schema)
    with pytest.raises(ParamTypeError, match=r"param \"c\['x'\]\": expected float, given bool"):
        widen_params({"a": 1, "b": [], "c": {"x": True}}, schema)


def test_none_only_where_optional(schema):
    """None is accepted for X | None and rejected elsewhere."""
    assert widen_params({"a": 1, "b": [], "c": {}, "d": None}, schema)["d"] is None
    with pytest.raises(ParamTypeError, match=r"expected float, given None \(JSON null\)$"):
        widen_params({"a": None, "b": [], "c": {}}, schema)


def test_missing_and_unknown_params(schema):
    """A missing required param and an unknown one are both named."""
    with pytest.raises(ParamTypeError, match="param 'c' is missing"):
        widen_params({"a": 1, "b": []}, schema)
    with pytest.raises(ParamTypeError, match="has no parameter 'zz'"):
        widen_params({"a": 1, "b": [], "c": {}, "zz": 1}, schema)


def test_params_must_be_an_object(schema):
    with pytest.raises(ParamTypeError, match="params must be a JSON object, given list"):
        widen_params([1], schema)


def test_no_entry_point_is_rejected_at_the_gate():
    """A module without the named function cannot be a tool."""
    with pytest.raises(ToolRejected, match="no top-level function named 'celsius'") as info:
        parse_schema("def other(x: int):\n    return x\n", "celsius")
    assert info.value.stage == "gate"


def test_star_args_and_positional_only_are_rejected():
    """*args, **kwargs and / have no place in a tool's signature."""
    for sig in ("*args", "**kw", "a, /", "*, a"):
        with pytest.raises(ToolRejected, match="plain named parameters"):
            parse_schema(f"def t({sig}):\n    return 1\n", "t")


def test_unsupported_annotation_is_named():
    with pytest.raises(ToolRejected, match="parameter 'x': unsupported annotation 'set'"):
        parse_schema("def t(x: set):\n    return 1\n", "t")


def test_syntax_error_has_a_line():
    with pytest.raises(ToolRejected, match="line 2: syntax error") as info:
        parse_schema("def t(x):\n    return (\n", "t")
    assert info.value.errors[0]["line"] == 2
