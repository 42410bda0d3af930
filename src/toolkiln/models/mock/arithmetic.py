"""The mock planner's own reading of an arithmetic expression.

The mock planner hands arithmetic to the catalog's ``calculate`` and writes the
value it expects into the step's check. That value is worked out here, apart from
the tool, by a small walk over Python's AST that knows numbers, ``+ - * / // %
**``, a few functions of :mod:`math` and three constants. It never calls
``eval``; anything else (or a result too large to be worth checking) gives None,
and the check falls back to ``"value" in result``.
"""

from __future__ import annotations

import ast
import math
import operator
import re
from collections.abc import Callable

from toolkiln.tools.toolspec import parse_python

__all__ = [
    "CONSTANTS",
    "FOLLOW_UP",
    "FUNCTIONS",
    "expected_value",
    "follow_up_expression",
    "looks_arithmetic",
    "value_check",
]

# The catalog's calculate tool keeps its own copy (it runs in a worker and imports nothing of
# toolkiln's); tests/models/test_mock_planner.py keeps the two equal.
FUNCTIONS: dict[str, Callable[[float], float]] = {
    "sqrt": math.sqrt,
    "abs": abs,
    "exp": math.exp,
    "ln": math.log,
    "log": math.log,
    "log10": math.log10,
    "log2": math.log2,
    "sin": math.sin,
    "cos": math.cos,
    "tan": math.tan,
    "asin": math.asin,
    "acos": math.acos,
    "atan": math.atan,
    "floor": math.floor,
    "ceil": math.ceil,
    "round": round,
}
"""Functions of one argument an expression may call, by the name a person writes."""

CONSTANTS = {"pi": math.pi, "e": math.e, "tau": math.tau}
"""Named constants an expression may use."""

_BINARY = {
    ast.Add: operator.add,
    ast.Sub: operator.sub,
    ast.Mult: operator.mul,
    ast.Div: operator.truediv,
    ast.FloorDiv: operator.floordiv,
    ast.Mod: operator.mod,
}
_EXPRESSION = re.compile(r"[\d\s.,+\-*/%^()×÷a-z]+", re.IGNORECASE)
_OPERATOR = re.compile(r"[+\-*/%^×÷]|\b(?:" + "|".join(FUNCTIONS) + r")\s*\(", re.IGNORECASE)


def looks_arithmetic(text: str) -> bool:
    """Whether ``text`` is an expression: digits or constants, an operator or a call, no other words."""
    if not text or not _EXPRESSION.fullmatch(text) or not re.search(r"\d|\b(?:pi|e|tau)\b", text):
        return False
    names = re.findall(r"[a-z]\w*", text, re.IGNORECASE)
    return all(n.lower() in FUNCTIONS or n.lower() in CONSTANTS for n in names) and bool(_OPERATOR.search(text))


def expected_value(expression: str) -> int | float | None:
    """The value of ``expression`` (decimal commas, ``^``, ``×`` and ``÷`` understood), or None."""
    text = re.sub(r"(\d),(\d)", r"\1.\2", expression).replace("^", "**").replace("×", "*").replace("÷", "/")
    try:
        value = _walk(parse_python(text.strip(), mode="eval").body)
    except (SyntaxError, ValueError, ArithmeticError, TypeError, RecursionError):
        return None
    return value if isinstance(value, (int, float)) and math.isfinite(value) else None


def _walk(node: ast.AST) -> int | float:
    if isinstance(node, ast.Constant) and type(node.value) in (int, float):
        return node.value  # type: ignore[return-value]  # an int or a float: checked just above
    if isinstance(node, ast.Name) and node.id.lower() in CONSTANTS:
        return CONSTANTS[node.id.lower()]
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.USub, ast.UAdd)):
        value = _walk(node.operand)
        return -value if isinstance(node.op, ast.USub) else value
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        base, exponent = _walk(node.left), _walk(node.right)
        # Refused before computing: 9**9**9 would hold the planner for minutes.
        if abs(exponent) > 1000 or (abs(base) > 1 and exponent * math.log10(abs(base)) > 300):
            raise ValueError("too large")
        return base**exponent
    if isinstance(node, ast.BinOp) and type(node.op) in _BINARY:
        return _BINARY[type(node.op)](_walk(node.left), _walk(node.right))
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Name)
        and node.func.id.lower() in FUNCTIONS
        and len(node.args) == 1
        and not node.keywords
    ):
        return FUNCTIONS[node.func.id.lower()](_walk(node.args[0]))
    raise ValueError("not arithmetic")


def value_check(expected: int | float | None) -> str:
    """The step's check for ``calculate``: exact for ints, relative for floats, presence otherwise."""
    if expected is None or (isinstance(expected, int) and abs(expected) >= 10**15):
        return '"value" in result'
    if isinstance(expected, int):
        return f'result["value"] == {expected}'
    return f'abs(result["value"] - {expected!r}) < {max(1e-9, abs(expected) * 1e-9):.1e}'


_OPERAND = r"-?\d+(?:[.,]\d+)?"
FOLLOW_UP = re.compile(
    r"\b(?:then|and|dann|und)\s+(?:"
    r"(?P<square>square|quadrier\w*)|(?P<cube>cube)"
    rf"|(?:multiply|multiplizier\w*)\s+(?:\w+\s+){{0,2}}?(?:by|mit)\s+(?P<times>{_OPERAND})"
    rf"|(?:add|addier\w*)\s+(?P<plus>{_OPERAND})"
    r")",
    re.IGNORECASE,
)
"""What to do next with a count: "… then square that number", "and multiply it by 3", "dann addiere 2"."""


def follow_up_expression(hit: re.Match[str], key: str, count: int) -> tuple[str, str]:
    """The ``$template`` of a :data:`FOLLOW_UP` over the previous step's ``key`` (``{previous.words} ** 2``)
    and the check of its value, worked out from the ``count`` the previous step is expected to give."""
    if hit.group("square"):
        operation = " ** 2"
    elif hit.group("cube"):
        operation = " ** 3"
    elif hit.group("times"):
        operation = f" * {hit.group('times').replace(',', '.')}"
    else:
        operation = f" + {hit.group('plus').replace(',', '.')}"
    return f"{{previous.{key}}}{operation}", value_check(expected_value(f"{count}{operation}"))
