"""What a tool returns: a compact, JSON-Schema-like *return shape*, and its renderings.

Every tool has one, recorded beside its parameter schema:

* a tool may **declare** it, read statically like its parameters (nothing is
  run): a module-level ``RETURNS`` in the annotation grammar of parameters, with
  a dict literal for an object's keys::

      RETURNS = {"fahrenheit": float}
      RETURNS = {"words": int, "top": list[str], "stdev": float | None}

  or, failing that, the entry point's return annotation (``-> float``,
  ``-> list[str]``, ``-> dict[str, int]``), or the docstring's ``Returns {…}``
  (``Returns {"words": int, "counts": dict[str, int]}``, keys quoted or not). A
  bare ``-> dict`` says little, so the docstring or the trial fills in the keys;
* otherwise it is **inferred** at acceptance from the trial's result, for what
  no declaration says: its keys and types. The worker's JSON keeps Python's
  ``4`` and ``4.0`` apart, so a trial's int records ``int`` and its float
  ``float``. An object nested in the result whose values all have one scalar
  type is a mapping (``dict[str, int]``): its keys were that call's data, not
  fixed names. A ``number`` recorded by an older toolkiln reads ``int | float``.

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
    "python_literal",
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

_SCALARS = {bool: "boolean", int: "integer", float: "number", str: "string", type(None): "null"}
_NAMES = {"integer": "int", "number": "int | float", "string": "str", "boolean": "bool", "null": "None"}
"""How a shape's JSON types read in a signature; a ``number`` declared ``float`` reads ``float``."""
FLOAT = {"type": "number", "format": "float"}
"""A ``float``, declared or seen in a trial: a JSON number (OpenAPI's format word)."""


def infer_returns(value: Any, depth: int = 0) -> Shape:
    """The shape of one JSON value (a trial's result): keys and JSON types."""
    kind = _SCALARS.get(type(value))
    if kind == "null":
        return {}  # one None says nothing about the other calls
    if kind == "number":
        return dict(FLOAT)
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
        properties = {key: infer_returns(v, depth + 1) for key, v in value.items()}
        shapes = list(properties.values())
        if depth > 0 and len(shapes) > 1 and all(shape == shapes[0] for shape in shapes) and _scalar(shapes[0]):
            return {"type": "object", "additionalProperties": shapes[0]}  # a nested map: its keys were data
        return {"type": "object", "properties": properties}
    return {}


def _scalar(shape: Shape) -> bool:
    return shape.get("type") in ("integer", "number", "string", "boolean")


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


def _node_shape(node: ast.expr, bare_keys: bool = False) -> Shape:
    """A ``RETURNS`` value or a return annotation as a shape; ValueError when it is neither.

    ``bare_keys`` also takes ``{words: int}`` (a docstring's ``Returns {…}``), keys written as names.
    """
    if isinstance(node, ast.Dict):
        properties = {}
        for key, value in zip(node.keys, node.values, strict=True):
            if bare_keys and isinstance(key, ast.Name):
                properties[key.id] = _node_shape(value, bare_keys)
                continue
            if not (isinstance(key, ast.Constant) and isinstance(key.value, str)):
                raise ValueError("the keys of RETURNS must be strings")
            properties[key.value] = _node_shape(value, bare_keys)
        return {"type": "object", "properties": properties}
    if ast.unparse(node).replace(" ", "") in ("int|float", "float|int"):  # a number that may be either
        return {"anyOf": [{"type": "integer"}, dict(FLOAT)]}
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
    annotated = None
    if func is not None and func.returns is not None:
        try:
            annotated = _node_shape(func.returns)
        except (ValueError, SyntaxError):
            annotated = None
    if annotated is not None and not _says_little(annotated):
        return annotated
    docstrings = [ast.get_docstring(node) for node in (func, module) if node is not None]
    written = next((shape for text in docstrings if text and (shape := _docstring_returns(text))), None)
    return written or annotated


_RETURNS_IN_DOCSTRING = re.compile(r"\b[Rr]eturns:?\s*(\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})")
"""``Returns {"words": int, "inner": {"ok": bool}}``: a dict display, nested at most one level."""


def _docstring_returns(text: str) -> Shape | None:
    """The shape a docstring's ``Returns {…}`` spells in the annotation grammar, or None."""
    found = _RETURNS_IN_DOCSTRING.search(text)
    if found is None:
        return None
    try:
        node = ast.parse(found.group(1), mode="eval").body
        shape = _node_shape(node, bare_keys=True)
    except (ValueError, SyntaxError, TypeError, RecursionError):
        return None
    return shape if shape.get("properties") else None


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
            text += f" = {python_literal(param.get('default'))}"
        parts.append(text)
    return f"{name}({', '.join(parts)}) -> {render_returns(returns)}"


def python_literal(value: Any) -> str:
    """A JSON value as Python writes it in a signature: ``False``, ``None``, ``"-"``, ``[1, 2]``."""
    if value is None or isinstance(value, bool | int | float):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)  # double quotes, as the prompt's own examples
    if isinstance(value, list):
        return "[" + ", ".join(python_literal(v) for v in value) + "]"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{python_literal(str(k))}: {python_literal(v)}" for k, v in value.items()) + "}"
    return repr(value)


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
