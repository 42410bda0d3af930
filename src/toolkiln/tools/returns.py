"""What a tool returns: a compact, JSON-Schema-like *return shape*, and its renderings.

Every tool has one, recorded beside its parameter schema:

* a tool may **declare** it, read statically like its parameters (nothing is
  run): a module-level ``RETURNS`` in the annotation grammar of parameters, with
  a dict literal for an object's keys::

      RETURNS = {"fahrenheit": float}
      RETURNS = {"words": int, "top": list[str], "stdev": float | None}

  or, failing that, the entry point's return annotation (``-> float``,
  ``-> list[str]``, ``-> dict[str, int]``). A bare ``-> dict`` says little, so
  the trial fills in the keys;
* otherwise it is **inferred** at acceptance from the trial's result: its keys
  and JSON types. JSON has one number type, so a trial's ``4`` and ``4.0`` both
  record ``number`` (one call cannot tell whether the next returns ``4`` or
  ``4.5``); only a declaration says ``int`` or ``float``.

A shape is a JSON object: ``{"type": "object", "properties": {...}}``,
``{"type": "array", "items": ...}``, ``{"type": "number" | "integer" | "string"
| "boolean" | "null"}``, ``{"anyOf": [..., {"type": "null"}]}`` for an optional
value, ``{"type": "object", "additionalProperties": ...}`` for a mapping, and
``{}`` for anything. A declared ``float`` is ``{"type": "number", "format":
"float"}`` (OpenAPI's word), so it is shown as the author wrote it, while a
number only seen in a trial is shown as ``number``. :func:`render_returns`
writes a shape the way a prompt shows a signature (``{fahrenheit: float}``,
``{words: number}``), :func:`render_signature` a whole tool (``text_stats(text:
str) -> {characters: int, …}``); :func:`output_schema` makes it an MCP
``outputSchema``.
"""

from __future__ import annotations

import ast
import json
import re
from typing import Any

from toolkiln.tools.toolspec import TypeSpec, parse_python

__all__ = [
    "Shape",
    "declared_returns",
    "fits_output_schema",
    "infer_returns",
    "one_description",
    "output_schema",
    "record_returns",
    "render_returns",
    "render_signature",
    "wraps_result",
]

Shape = dict[str, Any]

MAX_DEPTH = 4
"""How deep an inferred shape follows nested objects and lists."""
MAX_KEYS = 40
"""An object with more keys than this is recorded as a mapping, not key by key."""

_SCALARS = {bool: "boolean", int: "number", float: "number", str: "string", type(None): "null"}
_NAMES = {"integer": "int", "number": "number", "string": "str", "boolean": "bool", "null": "None"}
"""How a shape's JSON types read in a signature; a ``number`` declared ``float`` reads ``float``."""
FLOAT = {"type": "number", "format": "float"}
"""A declared ``float``: a JSON number, as its author named it."""


def infer_returns(value: Any, depth: int = 0) -> Shape:
    """The shape of one JSON value (a trial's result): keys and JSON types."""
    kind = _SCALARS.get(type(value))
    if kind == "null":
        return {}  # one None says nothing about the other calls
    if kind is not None:
        return {"type": kind}
    if depth >= MAX_DEPTH:
        return {"type": "array"} if isinstance(value, list) else {"type": "object"} if isinstance(value, dict) else {}
    if isinstance(value, list):
        items = [infer_returns(item, depth + 1) for item in value[:MAX_KEYS]]
        same = items and all(item == items[0] for item in items)
        return {"type": "array", "items": items[0]} if same and items[0] else {"type": "array"}
    if isinstance(value, dict):
        if len(value) > MAX_KEYS or not all(isinstance(key, str) for key in value):
            return {"type": "object"}
        return {"type": "object", "properties": {key: infer_returns(v, depth + 1) for key, v in value.items()}}
    return {}


def _spec_shape(spec: TypeSpec) -> Shape:
    if spec.kind == "int":
        return {"type": "integer"}
    if spec.kind == "float":
        return dict(FLOAT)
    if spec.kind == "list":
        return {"type": "array", **({"items": _spec_shape(spec.item)} if spec.item else {})}
    if spec.kind == "dict":
        return {"type": "object", **({"additionalProperties": _spec_shape(spec.item)} if spec.item else {})}
    if spec.kind == "optional" and spec.item is not None:
        return {"anyOf": [_spec_shape(spec.item), {"type": "null"}]}
    if spec.kind == "none":
        return {"type": "null"}
    return spec.to_json_schema()


def _node_shape(node: ast.expr) -> Shape:
    """A ``RETURNS`` value or a return annotation as a shape; ValueError when it is neither."""
    if isinstance(node, ast.Dict):
        properties = {}
        for key, value in zip(node.keys, node.values, strict=True):
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                raise ValueError("the keys of RETURNS must be strings")
            properties[key.value] = _node_shape(value)
        return {"type": "object", "properties": properties}
    return _spec_shape(TypeSpec.parse(ast.unparse(node)))  # the parameters' grammar, shared on purpose


def declared_returns(source: str, name: str, *, module: ast.Module | None = None) -> Shape | None:
    """The shape ``source`` declares (``RETURNS``, else the entry point's return annotation), or None.

    Read statically; a source that does not parse, or a declaration outside the
    grammar, declares nothing (the gate reports the source's own faults). ``module``
    is ``source`` already parsed, when the caller has it.
    """
    try:
        module = parse_python(source) if module is None else module
    except SyntaxError:
        return None
    assert isinstance(module, ast.Module)
    for node in module.body:
        if (
            isinstance(node, ast.Assign)
            and len(node.targets) == 1
            and isinstance(node.targets[0], ast.Name)
            and node.targets[0].id == "RETURNS"
        ):
            try:
                return _node_shape(node.value)
            except (ValueError, SyntaxError):
                return None
    func = next((n for n in module.body if isinstance(n, ast.FunctionDef) and n.name == name), None)
    if func is None or func.returns is None:
        return None
    try:
        return _node_shape(func.returns)
    except (ValueError, SyntaxError):
        return None


def _says_little(shape: Shape) -> bool:
    """``-> dict``, ``-> list`` or no annotation: the trial knows more."""
    return shape in ({}, {"type": "object"}, {"type": "array"})


def _refine(declared: Shape, trial: Shape) -> Shape:
    """The trial's keys with the declaration's value type (``-> dict[str, float]``), else the declaration."""
    values = declared.get("additionalProperties")
    if declared.get("type") == "object" and values is not None and "properties" in trial:
        return {"type": "object", "properties": dict.fromkeys(trial["properties"], values)}
    return declared


def record_returns(source: str, name: str, trial_result: Any) -> Shape:
    """The shape to record for a tool at acceptance: its declaration, refined by or else inferred from its trial."""
    declared = declared_returns(source, name)
    inferred = infer_returns(trial_result)
    if declared is None or _says_little(declared):
        if declared is not None and inferred.get("type") not in (None, declared.get("type")):
            return declared  # `-> dict` that returned a list: keep what the author said
        return inferred
    return _refine(declared, inferred)


def render_returns(shape: Shape) -> str:
    """A shape the way a prompt shows a signature: ``{fahrenheit: float, words: int}``, ``list[str]``, ``any``."""
    if not shape:
        return "any"
    if "anyOf" in shape:
        parts = [render_returns(part) for part in shape["anyOf"]]
        return " | ".join(parts)
    kind = shape.get("type")
    if kind == "object":
        if shape.get("properties"):
            return "{" + ", ".join(f"{key}: {render_returns(v)}" for key, v in shape["properties"].items()) + "}"
        if shape.get("additionalProperties") is not None:
            return f"dict[str, {render_returns(shape['additionalProperties'])}]"
        return "dict"
    if kind == "array":
        return f"list[{render_returns(shape['items'])}]" if shape.get("items") else "list"
    if kind == "number" and shape.get("format") == "float":
        return "float"
    return _NAMES.get(str(kind), "any")


def render_signature(name: str, params: list[dict], returns: Shape) -> str:
    """A tool as a prompt's tool list may show it: ``text_stats(text: str) -> {characters: int, …}``.

    ``params`` are ``Param.to_dict()`` items (as ``tools list --json`` gives them);
    an optional parameter shows its default.
    """
    parts = []
    for param in params:
        text = f"{param['name']}: {param['type']}"
        if not param.get("required", True):
            text += f" = {json.dumps(param.get('default'), ensure_ascii=False)}"
        parts.append(text)
    return f"{name}({', '.join(parts)}) -> {render_returns(returns)}"


def _lenient(shape: Shape) -> Shape:
    """A shape as a JSON Schema a result of a later call must fit: ``integer`` widened, no key required."""
    if not isinstance(shape, dict):
        return {}
    out: Shape = {}
    for key, value in shape.items():
        if key == "type":
            out[key] = "number" if value == "integer" else value
        elif key == "properties":
            out[key] = {k: _lenient(v) for k, v in value.items()}
        elif key in ("items", "additionalProperties"):
            out[key] = _lenient(value)
        elif key == "anyOf":
            out[key] = [_lenient(v) for v in value]
    return out


def output_schema(shape: Shape) -> Shape:
    """The MCP ``outputSchema`` for a tool of this shape.

    MCP's structured content is always an object, so a tool that returns anything
    else is wrapped as ``{"result": value}`` (the SDK's own convention). Integers
    are accepted as numbers and no key is required: a shape inferred from one trial
    must not fail a later call whose answer has another key or a float.
    """
    schema = _lenient(shape)
    if schema.get("type") == "object":
        return schema
    return {"type": "object", "properties": {"result": schema}, "required": ["result"]}


_ANNOTATIONS = frozenset({"format", "title", "description", "default"})
"""Keywords that describe a value without constraining it."""


def fits_output_schema(value: Any, schema: Shape) -> bool:
    """Whether ``value`` fits an :func:`output_schema`, checked in a few microseconds.

    Knows the keywords :func:`output_schema` writes (``type``, ``properties``,
    ``required``, ``items``, ``additionalProperties``, ``anyOf``) with JSON
    Schema's meaning; any other keyword answers False. So it never accepts what a
    JSON Schema validator would refuse, and a False is for the caller to confirm
    with one (which also says what does not fit)."""
    if not isinstance(schema, dict):
        return False
    for key, expected in schema.items():
        if key == "type":
            fits = _has_type(value, expected)
        elif key == "properties":
            fits = not isinstance(value, dict) or all(
                name not in value or fits_output_schema(value[name], inner) for name, inner in expected.items()
            )
        elif key == "required":
            fits = not isinstance(value, dict) or all(name in value for name in expected)
        elif key == "items":
            fits = not isinstance(value, list) or all(fits_output_schema(item, expected) for item in value)
        elif key == "additionalProperties":
            named = schema.get("properties") or {}
            fits = not isinstance(value, dict) or all(
                _fits_extra(item, expected) for name, item in value.items() if name not in named
            )
        elif key == "anyOf":
            fits = isinstance(expected, list) and any(fits_output_schema(value, inner) for inner in expected)
        else:
            fits = key in _ANNOTATIONS
        if not fits:
            return False
    return True


def _fits_extra(value: Any, schema: Any) -> bool:
    if isinstance(schema, bool):
        return schema
    return fits_output_schema(value, schema)


def _has_type(value: Any, expected: Any) -> bool:
    if isinstance(expected, list):
        return any(_has_type(value, one) for one in expected)
    if expected == "number":
        return isinstance(value, int | float) and not isinstance(value, bool)
    if expected == "integer":
        if isinstance(value, float):
            return value.is_integer()
        return isinstance(value, int) and not isinstance(value, bool)
    python = _JSON_TYPES.get(expected)
    return python is not None and isinstance(value, python)


_JSON_TYPES: dict[str, type | tuple[type, ...]] = {
    "object": dict,
    "array": list,
    "string": str,
    "boolean": bool,
    "null": type(None),
}


def wraps_result(shape: Shape) -> bool:
    """Whether :func:`output_schema` wraps this shape's results as ``{"result": value}``."""
    return shape.get("type") != "object"


def _mentions_returns(text: str, shape: Shape) -> bool:
    """Whether a description already says what a tool of this shape returns."""
    keys = list((shape.get("properties") or {}).keys()) if shape.get("type") == "object" else []
    if keys:
        return all(re.search(rf"(?<!\w){re.escape(key)}(?!\w)", text) for key in keys)
    return "return" in text.lower()


def one_description(docstring: str, submitted: str, returns: Shape, fallback: str = "") -> str:
    """The one stored description of a generated tool: what it does and what it returns.

    The docstring and the description the generator submitted usually say the same;
    the one that names more of the returned keys wins (the docstring on a tie, as it
    travels with the source), and when it still does not say what comes back, the
    shape is added: ``Converts … Returns {fahrenheit: float}.``
    """
    doc, said = " ".join(docstring.split()), " ".join(submitted.split())
    keys = list((returns.get("properties") or {}).keys()) if returns.get("type") == "object" else []

    def named(text: str) -> int:
        return sum(bool(re.search(rf"(?<!\w){re.escape(key)}(?!\w)", text)) for key in keys)

    text = max((t for t in (doc, said) if t), key=named, default="") or " ".join(fallback.split())
    if returns and not _mentions_returns(text, returns):
        text = (
            f"{text.rstrip('.')}. Returns {render_returns(returns)}." if text else f"Returns {render_returns(returns)}."
        )
    return text
