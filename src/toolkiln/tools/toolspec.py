"""A tool's parameter schema, read statically from its entry point, and widening.

A tool is one module; its entry point is the top-level function named like the
tool. The schema comes from that function's signature, read with :mod:`ast`
(nothing is imported or run): annotations ``int float str bool list[...]
dict[str, ...]``, ``X | None`` (``List``, ``Dict``, ``Optional`` mean the same)
and defaults. There is no separate schema that could drift from the code.

Widening goes one way: an ``int`` becomes a ``float`` where the schema asks for
a float, also inside ``list[float]``, ``dict[str, float]`` and ``float | None``.
A float never narrows to an int, a bool is never a number, a str is never parsed.
"""

from __future__ import annotations

import ast
import functools
import math
import threading
from dataclasses import dataclass, field
from typing import Any, Literal, overload

from toolkiln.errors import ParamTypeError, ToolRejected
from toolkiln.vocab import Stage, ToolSourceKind

__all__ = [
    "MAX_PARAMS_BYTES",
    "MAX_PARAMS_DEPTH",
    "Param",
    "ToolInfo",
    "ToolSchema",
    "TypeSpec",
    "param_list",
    "parse_python",
    "parse_schema",
    "widen_params",
]

MAX_PARAMS_BYTES = 64 * 1024
"""A step's ``params_json`` may be at most this long (UTF-8); a longer one goes back to the planner."""

MAX_PARAMS_DEPTH = 20
"""Arrays and objects may nest this deep in a step's params, the params object itself counted."""


# CPython 3.11 can fail with "AST constructor recursion depth mismatch" when
# several threads parse at once (gh-106905); the agent acquires tools in threads.
_PARSE_LOCK = threading.Lock()


@overload
def parse_python(source: str, mode: Literal["exec"] = "exec", filename: str = "<tool>") -> ast.Module: ...
@overload
def parse_python(source: str, mode: Literal["eval"], filename: str = "<tool>") -> ast.Expression: ...
def parse_python(
    source: str, mode: Literal["exec", "eval"] = "exec", filename: str = "<tool>"
) -> ast.Module | ast.Expression:
    """``ast.parse`` behind a process-wide lock; every parse in toolkiln goes through here."""
    with _PARSE_LOCK:
        tree = ast.parse(source, filename, mode=mode)
    assert isinstance(tree, ast.Module | ast.Expression)  # what "exec" and "eval" give
    return tree


_SCALARS = {"int", "float", "str", "bool"}
_ALIASES = {"List": "list", "Dict": "dict", "Any": "any", "object": "any"}


@dataclass(repr=False)
class TypeSpec:
    """A parameter type: a scalar, ``list[T]``, ``dict[str, T]``, ``T | None`` or ``any``."""

    kind: str
    """One of int, float, str, bool, list, dict, optional, any."""
    item: TypeSpec | None = None
    """The element type of a list, the value type of a dict, the inner type of an optional."""

    def render(self) -> str:
        if self.kind == "list":
            return f"list[{self.item.render()}]" if self.item else "list"
        if self.kind == "dict":
            return f"dict[str, {self.item.render()}]" if self.item else "dict"
        if self.kind == "optional" and self.item:
            return f"{self.item.render()} | None"
        return self.kind

    def to_json_schema(self) -> dict[str, Any]:
        simple = {"int": "integer", "float": "number", "str": "string", "bool": "boolean"}
        if self.kind in simple:
            return {"type": simple[self.kind]}
        if self.kind == "list":
            return {"type": "array", **({"items": self.item.to_json_schema()} if self.item else {})}
        if self.kind == "dict":
            extra = {"additionalProperties": self.item.to_json_schema()} if self.item else {}
            return {"type": "object", **extra}
        if self.kind == "optional" and self.item:
            return {"anyOf": [self.item.to_json_schema(), {"type": "null"}]}
        return {}

    @classmethod
    def parse(cls, text: str) -> TypeSpec:
        """Parse a rendered type (``list[float] | None``) back into a spec; ValueError if it is none.

        Kept per text (a spec is never changed once built): every reused step reads its stored
        schema, and parsing a type with Python's parser costs tens of µs."""
        return _parsed_type(text)


@dataclass(eq=False, repr=False)
class Param:
    """One parameter of a tool's entry point."""

    name: str
    """The parameter's name as written in the signature."""
    type: TypeSpec
    """Its type, from the annotation; ``any`` where there is none."""
    required: bool = True
    """False when the signature gives a default."""
    default: Any = None
    """The default, when it is a literal; None otherwise."""

    def to_dict(self) -> dict[str, Any]:
        out = {"name": self.name, "type": self.type.render(), "required": self.required}
        if not self.required:
            out["default"] = self.default
        return out

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Param:
        return cls(
            name=data["name"],
            type=TypeSpec.parse(data["type"]),
            required=data.get("required", True),
            default=data.get("default"),
        )


@dataclass(eq=False, repr=False)
class ToolSchema:
    """The entry point's name, description and parameters."""

    name: str
    """The tool's name, equal to the entry point's function name."""
    description: str
    """The module docstring, else the function docstring, else empty."""
    params: tuple[Param, ...] = field(default_factory=tuple)
    """The parameters in signature order."""

    def to_dicts(self) -> list[dict[str, Any]]:
        return [p.to_dict() for p in self.params]

    def signature(self) -> str:
        """``name(a: float, b: str = 'x')``, as the planner is shown it."""
        return f"{self.name}({param_list(self.to_dicts())})"

    def to_json_schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {p.name: p.type.to_json_schema() for p in self.params},
            "required": [p.name for p in self.params if p.required],
        }


MAX_ANNOTATION_CHARS = 200
"""A string annotation (``x: "list[float]"``) or a stored type may be this long; the
longest type the schema knows, nested a few levels, is far shorter. Parsed as it
is, 30,000 ``-`` exhaust the parser's memory and ``"a." * 20000`` its recursion."""


def _parse_annotation_text(text: str) -> ast.expr:
    """An annotation written as text, parsed only when it is short: ValueError otherwise."""
    if len(text) > MAX_ANNOTATION_CHARS:
        raise ValueError(f"a string annotation of {len(text)} characters (at most {MAX_ANNOTATION_CHARS})")
    try:
        return parse_python(text, mode="eval").body
    except (SyntaxError, RecursionError, MemoryError):
        raise ValueError(f"the string annotation {_shown(text)} is not a type") from None


def _shown(text: str) -> str:
    return repr(text if len(text) <= 40 else text[:37] + "...")


def _unparsed(node: ast.AST) -> str:
    """A node as source for an error message, short (and never a recursion of its own)."""
    try:
        return _shown(ast.unparse(node))
    except (RecursionError, ValueError):
        return "that expression"


def _annotation_to_spec(node: ast.expr | None) -> TypeSpec:
    if node is None:
        return TypeSpec("any")
    if isinstance(node, ast.Constant) and node.value is None:
        return TypeSpec("none")
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _annotation_to_spec(_parse_annotation_text(node.value))
    if isinstance(node, ast.Attribute):  # typing.List
        return _annotation_to_spec(ast.Name(id=node.attr))
    if isinstance(node, ast.Name):
        name = _ALIASES.get(node.id, node.id)
        if name in _SCALARS or name in {"list", "dict", "any"}:
            return TypeSpec(name)
        if name == "Optional":
            return TypeSpec("any")
        raise ValueError(f"unsupported annotation {node.id!r}")
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        left, right = _annotation_to_spec(node.left), _annotation_to_spec(node.right)
        if right.kind == "none" and left.kind != "none":
            return TypeSpec("optional", left)
        if left.kind == "none" and right.kind != "none":
            return TypeSpec("optional", right)
        return TypeSpec("any")
    if isinstance(node, ast.Subscript):
        base = node.value.attr if isinstance(node.value, ast.Attribute) else getattr(node.value, "id", "")
        base = _ALIASES.get(base, base)
        args = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
        if base == "list" and len(args) == 1:
            return TypeSpec("list", _annotation_to_spec(args[0]))
        if base == "dict" and len(args) == 2:
            return TypeSpec("dict", _annotation_to_spec(args[1]))
        if base == "Optional" and len(args) == 1:
            return TypeSpec("optional", _annotation_to_spec(args[0]))
        if base == "Union":
            kinds = [_annotation_to_spec(a) for a in args]
            rest = [k for k in kinds if k.kind != "none"]
            if len(rest) == 1 and len(kinds) == 2:
                return TypeSpec("optional", rest[0])
            return TypeSpec("any")
        raise ValueError(f"unsupported annotation {_unparsed(node)}")
    raise ValueError(f"unsupported annotation {_unparsed(node)}")


def _literal(node: ast.expr) -> Any:
    try:
        return ast.literal_eval(node)
    except (ValueError, SyntaxError):
        return None


def parse_schema(source: str, name: str, *, module: ast.Module | None = None) -> ToolSchema:
    """Read the schema of tool ``name`` from ``source`` without running it.

    Raises :class:`ToolRejected` (stage ``gate``) when the source does not parse,
    has no top-level function ``name``, or uses a parameter form a tool may not.
    ``module`` is ``source`` already parsed, when the caller has it.
    """
    try:
        module = parse_python(source) if module is None else module
    except SyntaxError as exc:
        raise ToolRejected(
            f"line {exc.lineno}: syntax error: {exc.msg}",
            stage=Stage.GATE,
            errors=[{"line": exc.lineno or 0, "message": f"syntax error: {exc.msg}"}],
        ) from None
    func = next((n for n in module.body if isinstance(n, ast.FunctionDef) and n.name == name), None)
    if func is None:
        msg = f"there is no top-level function named {name!r}; a tool's entry point is named like the tool"
        raise ToolRejected(msg, stage=Stage.GATE, errors=[{"line": 1, "message": msg}])
    args = func.args
    if args.vararg or args.kwarg or args.posonlyargs or args.kwonlyargs:
        msg = f"the entry point {name!r} may only take plain named parameters (no *args, **kwargs, / or *)"
        raise ToolRejected(msg, stage=Stage.GATE, errors=[{"line": func.lineno, "message": msg}])
    defaults = [None] * (len(args.args) - len(args.defaults)) + list(args.defaults)
    params = []
    for arg, default in zip(args.args, defaults, strict=False):
        try:
            spec = _annotation_to_spec(arg.annotation)
        except (ValueError, SyntaxError) as exc:
            msg = f"parameter {arg.arg!r}: {exc}; use int, float, str, bool, list[...], dict[str, ...] or X | None"
            raise ToolRejected(msg, stage=Stage.GATE, errors=[{"line": arg.lineno, "message": msg}]) from None
        if default is None:
            params.append(Param(arg.arg, spec))
        else:
            params.append(Param(arg.arg, spec, required=False, default=_literal(default)))
    description = ast.get_docstring(module) or ast.get_docstring(func) or ""
    return ToolSchema(name=name, description=description.strip(), params=tuple(params))


def _type_name(value: Any) -> str:
    if value is None:
        return "None (JSON null)"
    return {bool: "bool", int: "int", float: "float", str: "str", list: "list", dict: "dict"}.get(
        type(value), type(value).__name__
    )


def _widen(value: Any, spec: TypeSpec, where: str) -> Any:
    kind = spec.kind
    if kind == "any":
        return value
    if kind == "optional":
        return None if value is None else _widen(value, spec.item or TypeSpec("any"), where)
    if kind == "float" and type(value) is int:  # bool is excluded: type(True) is bool
        try:
            return float(value)
        except OverflowError:  # past about 309 digits: no float holds it
            raise ParamTypeError(f"param {where!r}: {_short(value)} is too large for a float") from None
    if kind == "list" and type(value) is list:
        if spec.item is None:
            return value
        return [_widen(v, spec.item, f"{where}[{i}]") for i, v in enumerate(value)]
    if kind == "dict" and type(value) is dict:
        if spec.item is None:
            return value
        for key in value:
            if type(key) is not str:
                raise ParamTypeError(f"param {where!r}: dict keys must be str, given {_type_name(key)}")
        return {k: _widen(v, spec.item, f"{where}[{k!r}]") for k, v in value.items()}
    if kind == "float" and type(value) is float and not math.isfinite(value):  # no JSON number: NaN, inf
        raise ParamTypeError(f"param {where!r}: {value!r} is not a number JSON can carry; give a finite number")
    expected = {"int": int, "float": float, "str": str, "bool": bool, "list": list, "dict": dict}.get(kind)
    if expected is not None and type(value) is expected:
        return value
    shown = "" if value is None else f" ({_short(value)})"  # "given None (None)" says it twice
    raise ParamTypeError(f"param {where!r}: expected {spec.render()}, given {_type_name(value)}{shown}")


def _short(value: Any) -> str:
    if type(value) is int and abs(value) >= 10**40:  # repr of a 5,000-digit int is itself a ValueError
        return f"an integer of {len(str(abs(value))) if value.bit_length() < 14_000 else 'over 4,300'} digits"
    text = repr(value)
    return text if len(text) <= 40 else text[:37] + "..."


def widen_params(params: dict[str, Any], schema: ToolSchema) -> dict[str, Any]:
    """Check ``params`` against ``schema`` and widen ints to floats where asked.

    Returns a new dict; raises :class:`ParamTypeError` naming the parameter, the
    expected and the given type. Unknown and missing parameters are errors too.
    """
    if not isinstance(params, dict):
        raise ParamTypeError(f"params must be a JSON object, given {_type_name(params)}")
    known = {p.name: p for p in schema.params}
    if not params.keys() <= known.keys():
        unknown = sorted(set(params) - set(known))
        raise ParamTypeError(f"{schema.name} has no parameter {unknown[0]!r}; it takes {schema.signature()}")
    out = {}
    for p in schema.params:
        if p.name not in params:
            if p.required:
                raise ParamTypeError(f"param {p.name!r} is missing; {schema.signature()}")
            continue
        out[p.name] = _widen(params[p.name], p.type, p.name)
    return out


@dataclass(eq=False, repr=False)
class ToolInfo:
    """A tool as the planner sees it (the prompt renders it with :func:`toolkiln.tools.returns.render_signature`)."""

    name: str
    """The tool's name; reuse happens by exact name."""
    description: str
    """What it does and what it returns, from its stored description."""
    params: tuple[tuple[str, str], ...]
    """(parameter name, rendered type) pairs in signature order."""
    source: ToolSourceKind
    """Which tool source offers it: ``catalog`` or ``registry``."""
    returns: dict[str, Any] = field(default_factory=dict)
    """What it returns, as a return shape (:mod:`toolkiln.tools.returns`); ``{}`` when unknown."""
    defaults: tuple[tuple[str, Any], ...] = ()
    """(parameter name, default) for the optional parameters; they may be left out of a step's params."""
    in_chat: bool = False
    """Offered because this chat's history names it (else: catalog, or relevant to the message)."""

    @classmethod
    def from_params(
        cls,
        name: str,
        description: str,
        params: list[dict[str, Any]],
        source: ToolSourceKind,
        returns: dict[str, Any] | None = None,
        *,
        in_chat: bool = False,
    ) -> ToolInfo:
        """From ``Param.to_dict()`` items (as the registry stores them)."""
        return cls(
            name,
            description,
            tuple((p["name"], p["type"]) for p in params),
            source,
            dict(returns or {}),
            tuple((p["name"], p.get("default")) for p in params if not p.get("required", True)),
            in_chat,
        )

    def param_dicts(self) -> list[dict[str, Any]]:
        """The parameters as ``Param.to_dict()`` items, defaults included."""
        defaults = dict(self.defaults)
        out = []
        for name, type_ in self.params:
            item: dict[str, Any] = {"name": name, "type": type_, "required": name not in defaults}
            if name in defaults:
                item["default"] = defaults[name]
            out.append(item)
        return out


def param_list(params: list[dict[str, Any]]) -> str:
    """``a: float, b: str = 'x'`` from params as ``tools list --json`` gives them: each with its default,
    as the planner is shown them (``tools list``, the web's tool list and the planner's prompt agree)."""
    parts = []
    for p in params:
        text = f"{p.get('name')}: {p.get('type')}"
        if not p.get("required", True):
            text += f" = {p.get('default')!r}"
        parts.append(text)
    return ", ".join(parts)


@functools.lru_cache(maxsize=1024)
def _parsed_type(text: str) -> TypeSpec:
    return _annotation_to_spec(_parse_annotation_text(text))
