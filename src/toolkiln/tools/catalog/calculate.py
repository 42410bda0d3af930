"""Evaluates an arithmetic expression safely and returns its value.

Numbers (``3``, ``2.5``, ``1e3``), ``+ - * / // % **``, unary minus and plus,
parentheses, the functions sqrt, abs, exp, ln, log (natural), log10, log2, sin,
cos, tan, asin, acos, atan, floor, ceil, round, and the constants pi, e and tau.
``round(x)`` rounds to a whole number, ``round(x, 2)`` to 2 digits after the point
(a space after that comma: a comma between digits is a decimal comma).
``^`` means power and ``×`` ``÷`` mean ``*`` ``/``, as on a calculator; a comma
between digits is a decimal comma (``1,5``). Precedence follows Python:
``-2 ** 2`` is -4 and ``2 ** 3 ** 2`` is 512.

Nothing is ever passed to ``eval``: the text is split into tokens and read by a
recursive-descent parser. Expressions longer than 500 characters, nested deeper
than 50 levels, exponents beyond 1000 and integers beyond 300 digits are refused
with a message that says where and why. Positions in messages count characters
from 1.
"""

import math
import re
from typing import Callable  # noqa: UP035 - the policy offers tools typing, not collections.abc

MAX_LENGTH = 500
MAX_DEPTH = 50
MAX_EXPONENT = 1000
MAX_DIGITS = 300

TOKEN = re.compile(
    r"\s*(?:(\d+(?:\.\d*)?(?:[eE][-+]?\d+)?|\.\d+(?:[eE][-+]?\d+)?)|(\*\*|//|[-+*/%^(),×÷])|([A-Za-z]\w*))"
)


def function_table() -> dict[str, Callable[[float], float]]:
    """The functions by name; the declared type is what lets a checker see them as one kind."""
    return {
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


FUNCTIONS = function_table()

CONSTANTS = {"pi": math.pi, "e": math.e, "tau": math.tau}

SPELLED = {"^": "**", "×": "*", "÷": "/"}

RETURNS = {"value": int | float}


def tokenize(expression: str) -> list:
    """Split the expression into (kind, text, position) tuples, ending with an "end" token."""
    tokens = []
    index = 0
    while index < len(expression):
        found = TOKEN.match(expression, index)
        if found is None or found.end() == index:
            rest = expression[index:].lstrip()
            if not rest:
                break
            position = len(expression) - len(rest) + 1
            character = rest[0]
            raise ValueError(f"unexpected {character!r} at position {position}")
        number, operator, word = found.group(1), found.group(2), found.group(3)
        if number is not None:
            tokens.append(("number", number, found.start(1) + 1))
        elif operator is not None:
            tokens.append(("op", SPELLED.get(operator, operator), found.start(2) + 1))
        else:
            tokens.append(("name", word, found.start(3) + 1))
        index = found.end()
    tokens.append(("end", "", len(expression) + 1))
    return tokens


def describe(token: tuple) -> str:
    kind, text, position = token
    if kind == "end":
        return "end of expression"
    return f"{text!r} at position {position}"


def check_size(value, where: int):
    """Refuse results a person cannot use and JSON cannot carry."""
    if isinstance(value, int) and abs(value) >= 10**MAX_DIGITS:
        raise ValueError(f"the result near position {where} has more than {MAX_DIGITS} digits")
    if isinstance(value, float) and not math.isfinite(value):
        raise ValueError(f"the result near position {where} is not a finite number")
    return value


def power(base, exponent, where: int):
    if abs(exponent) > MAX_EXPONENT:
        raise ValueError(f"exponent {exponent} at position {where} is larger than {MAX_EXPONENT}")
    if isinstance(base, int) and isinstance(exponent, int) and exponent > 0 and abs(base) > 1:
        if exponent * math.log10(abs(base)) >= MAX_DIGITS:
            raise ValueError(f"the power at position {where} would have more than {MAX_DIGITS} digits")
    if base == 0 and exponent < 0:
        raise ValueError(f"zero cannot be raised to a negative power (position {where})")
    try:
        value = base**exponent
    except OverflowError:
        raise ValueError(f"the power at position {where} is too large") from None
    if not isinstance(value, (int, float)):
        raise ValueError(f"the power at position {where} has no real value")
    return value


def apply_binary(operator: str, left, right, where: int):
    if operator == "+":
        return left + right
    if operator == "-":
        return left - right
    if operator == "*":
        return left * right
    if operator == "**":
        return power(left, right, where)
    if right == 0:
        raise ValueError(f"division by zero at position {where}")
    if operator == "/":
        return left / right
    if operator == "//":
        return left // right
    return left % right


def parse_sum(tokens: list, index: int, depth: int) -> tuple:
    """sum := product (("+" | "-") product)*"""
    value, index = parse_product(tokens, index, depth)
    while tokens[index][0] == "op" and tokens[index][1] in ("+", "-"):
        operator, where = tokens[index][1], tokens[index][2]
        right, index = parse_product(tokens, index + 1, depth)
        value = check_size(apply_binary(operator, value, right, where), where)
    return value, index


def parse_product(tokens: list, index: int, depth: int) -> tuple:
    """product := unary (("*" | "/" | "//" | "%") unary)*"""
    value, index = parse_unary(tokens, index, depth)
    while tokens[index][0] == "op" and tokens[index][1] in ("*", "/", "//", "%"):
        operator, where = tokens[index][1], tokens[index][2]
        right, index = parse_unary(tokens, index + 1, depth)
        value = check_size(apply_binary(operator, value, right, where), where)
    return value, index


def parse_unary(tokens: list, index: int, depth: int) -> tuple:
    """unary := ("-" | "+") unary | power"""
    token = tokens[index]
    if token[0] == "op" and token[1] in ("-", "+"):
        if depth > MAX_DEPTH:
            raise ValueError(f"the expression is nested deeper than {MAX_DEPTH} levels at position {token[2]}")
        value, index = parse_unary(tokens, index + 1, depth + 1)
        return (-value if token[1] == "-" else value), index
    return parse_power(tokens, index, depth)


def parse_power(tokens: list, index: int, depth: int) -> tuple:
    """power := atom ("**" unary)?   (right-associative, binds tighter than a unary minus on its left)"""
    base, index = parse_atom(tokens, index, depth)
    token = tokens[index]
    if token[0] == "op" and token[1] == "**":
        exponent, index = parse_unary(tokens, index + 1, depth + 1)
        return check_size(power(base, exponent, token[2]), token[2]), index
    return base, index


def parse_atom(tokens: list, index: int, depth: int) -> tuple:
    """atom := number | constant | function "(" sum ")" | "(" sum ")" """
    token = tokens[index]
    if depth > MAX_DEPTH:
        raise ValueError(f"the expression is nested deeper than {MAX_DEPTH} levels at position {token[2]}")
    if token[0] == "number":
        text = token[1]
        if "." in text or "e" in text or "E" in text:
            return check_size(float(text), token[2]), index + 1
        return check_size(int(text), token[2]), index + 1
    if token[0] == "name":
        return parse_name(tokens, index, depth)
    if token[0] == "op" and token[1] == "(":
        value, index = parse_sum(tokens, index + 1, depth + 1)
        return value, expect_close(tokens, index, token)
    raise ValueError(f"unexpected {describe(token)}")


def parse_name(tokens: list, index: int, depth: int) -> tuple:
    token = tokens[index]
    name = token[1].lower()
    if name in CONSTANTS:
        return CONSTANTS[name], index + 1
    if name not in FUNCTIONS:
        known = ", ".join(sorted(list(FUNCTIONS) + list(CONSTANTS)))
        raise ValueError(f"unknown name {token[1]!r} at position {token[2]}; known: {known}")
    opening = tokens[index + 1]
    if not (opening[0] == "op" and opening[1] == "("):
        raise ValueError(f"{name} at position {token[2]} needs its argument in parentheses")
    argument, index = parse_sum(tokens, index + 2, depth + 1)
    if name == "round" and tokens[index][0] == "op" and tokens[index][1] == ",":
        return parse_round_digits(tokens, index, depth, argument, opening)
    index = expect_close(tokens, index, opening)
    try:
        value = FUNCTIONS[name](argument)
    except (ValueError, OverflowError):
        raise ValueError(f"{name}({argument}) at position {token[2]} has no real value") from None
    return check_size(value, token[2]), index


def parse_round_digits(tokens: list, index: int, depth: int, argument, opening: tuple) -> tuple:
    """round(x, n): x rounded to n digits after the point (n a whole number, negative rounds to tens, ...)."""
    comma = tokens[index]
    digits, index = parse_sum(tokens, index + 1, depth + 1)
    index = expect_close(tokens, index, opening)
    if not isinstance(digits, int) or abs(digits) > MAX_DIGITS:
        raise ValueError(f"round's digits after the ',' at position {comma[2]} must be a whole number, got {digits}")
    return check_size(round(argument, digits), comma[2]), index


def expect_close(tokens: list, index: int, opening: tuple) -> int:
    token = tokens[index]
    if token[0] == "op" and token[1] == ")":
        return index + 1
    if token[0] == "end":
        raise ValueError(f"the '(' at position {opening[2]} is never closed")
    raise ValueError(f"expected ')' but found {describe(token)}")


def calculate(expression: str) -> dict:
    """Evaluates an arithmetic expression such as "2 + 3 * 4" or "sqrt(2) ^ 2": {"value": number}."""
    if len(expression) > MAX_LENGTH:
        raise ValueError(f"the expression has {len(expression)} characters; at most {MAX_LENGTH} are allowed")
    text = re.sub(r"(\d),(\d)", r"\1.\2", expression)
    if not text.strip():
        raise ValueError("the expression is empty; give something like '2 + 3 * 4'")
    tokens = tokenize(text)
    value, index = parse_sum(tokens, 0, 0)
    if tokens[index][0] != "end":
        raise ValueError(f"unexpected {describe(tokens[index])}")
    return {"value": value}
