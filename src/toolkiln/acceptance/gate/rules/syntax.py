"""Syntax: every construct a tool may use is listed here; everything else is rejected.

The visitor looks up each node's class in :data:`ALLOWED_NODES` (walked and checked)
and :data:`TOKEN_NODES` (whitespace, punctuation and operators: no code inside, not
walked). A node of any other class is rejected with the message of
:data:`REJECTED`, or a generic one, and its subtree is not walked. So syntax a new
libcst or Python version brings is refused until someone reviews it and adds it.

Decisions, each for a reason:

* ``yield``, ``await`` and ``async`` are rejected: generator and coroutine frames
  are the classic way out of RestrictedPython (CVE-2023-37271). Generator
  *expressions* stay allowed — ordinary code needs them (``sum(x for x in xs)``) —
  and the frame attributes they would need are rejected by another rule.
* ``except*`` is rejected (CVE-2025-22153), and so is ``/`` in parameters
  (positional-only parameters once shadowed the guards, CVE-2026-55830).
* ``global`` and ``nonlocal`` are rejected: a tool's state lives in its call.
* ``with`` is rejected: a tool has no files or locks to manage.
* ``match`` is rejected: RestrictedPython does not guard its patterns.
* decorators are rejected: they run arbitrary callables on definitions.
* ``del`` and ``:=`` are allowed; their targets are checked like any binding.
* classes are allowed as syntax; the ``classes`` rule decides by policy.
"""

from __future__ import annotations

import libcst as cst

from toolkiln.acceptance.gate.base import Context, Rule
from toolkiln.policy import REFUSED_SYNTAX

__all__ = ["ALLOWED_NODES", "INVALID", "REJECTED", "RULE", "TOKEN_NODES", "VALID"]


def _classes(names: str) -> frozenset[type]:
    return frozenset(getattr(cst, name) for name in names.split())


ALLOWED_NODES = _classes(
    """
    Module SimpleStatementLine SimpleStatementSuite IndentedBlock
    Expr Assign AssignTarget AugAssign AnnAssign Annotation Del
    Return Pass Break Continue Raise From Assert
    Import ImportFrom ImportAlias AsName
    If Else For While Try ExceptHandler Finally
    FunctionDef Parameters Param ParamStar Lambda ClassDef
    Name Attribute Call Arg Subscript SubscriptElement Index Slice
    BinaryOperation BooleanOperation UnaryOperation Comparison ComparisonTarget IfExp NamedExpr
    Tuple List Set Dict Element StarredElement DictElement StarredDictElement
    ListComp SetComp DictComp GeneratorExp CompFor CompIf
    Integer Float Imaginary Ellipsis
    SimpleString ConcatenatedString FormattedString FormattedStringText FormattedStringExpression
    """
)
"""Node classes a tool may contain; each is walked and its children checked."""

TOKEN_NODES = _classes(
    """
    SimpleWhitespace ParenthesizedWhitespace TrailingWhitespace EmptyLine Newline Comment
    Comma Semicolon Colon Dot AssignEqual
    LeftParen RightParen LeftSquareBracket RightSquareBracket LeftCurlyBrace RightCurlyBrace
    Add Subtract Multiply Divide FloorDivide Modulo Power MatrixMultiply
    LeftShift RightShift BitOr BitAnd BitXor
    AddAssign SubtractAssign MultiplyAssign DivideAssign FloorDivideAssign ModuloAssign
    PowerAssign MatrixMultiplyAssign LeftShiftAssign RightShiftAssign
    BitOrAssign BitAndAssign BitXorAssign
    Plus Minus BitInvert Not And Or
    Equal NotEqual LessThan LessThanEqual GreaterThan GreaterThanEqual In NotIn Is IsNot
    """
)
"""Whitespace, punctuation and operators: allowed, and holding no code to walk."""


def _rejected() -> dict[type, str]:
    out = {}
    for refused in REFUSED_SYNTAX:
        for name in refused.nodes.split():
            cls = getattr(cst, name, None)
            if cls is not None:  # older libcst releases lack the newest syntax
                out[cls] = refused.message
    return out


REJECTED = _rejected()
"""Messages for node classes that are rejected on purpose (the rest get a generic one),
from :data:`toolkiln.policy.REFUSED_SYNTAX`, which the prompts' rules are rendered from too."""


class SyntaxRule(Rule):
    """Rejects every node class that is neither allowed nor a token."""

    name = "syntax"

    def reject(self, node: cst.CSTNode, ctx: Context) -> None:
        message = REJECTED.get(type(node))
        if message is None:
            message = f"{type(node).__name__} syntax is not allowed in a tool"
        self.report(ctx, node, message)


RULE = SyntaxRule()

VALID = [
    "def f(xs: list[int]) -> dict:\n    total = 0\n    for x in xs:\n        total += x\n    return {'total': total}\n",
    "def f(n):\n    while n > 10:\n        n //= 2\n    else:\n        pass\n    return n\n",
    "def f(s):\n    try:\n        return int(s)\n    except (ValueError, TypeError) as err:\n        raise ValueError('bad') from err\n    finally:\n        pass\n",
    "def f(xs):\n    return sorted(xs, key=lambda x: -x)[1:3]\n",
    "def f(xs):\n    return {x: [y for y in range(x) if y % 2] for x in xs}\n",
    "def f(xs):\n    return sum(x * x for x in xs)\n",
    "def f(d):\n    del d['k']\n    return d\n",
    "def f(xs):\n    if (n := len(xs)) > 3:\n        return n\n    return 0\n",
    "def f(a, *rest, scale=1, **options):\n    return [a, *rest, scale, len(options)]\n",
    "def f(x):\n    assert x >= 0, 'x must not be negative'\n    return x if x else ...\n",
    "def f(a, b):\n    first, *others = a\n    return not a and b or a @ b if False else first\n",
    "def f(x):\n    def inner(y):\n        return x + y\n    return inner(1)\n",
    "x = 1; y = 2\nif x: y = 3\n",
]

INVALID = [
    "COUNT = 0\ndef f():\n    global COUNT\n    COUNT += 1\n",
    "def f():\n    x = 1\n    def g():\n        nonlocal x\n        x = 2\n",
    "def f(p):\n    with p as handle:\n        return handle\n",
    "def f():\n    yield 1\n",
    "def f(g):\n    yield from g\n",
    "async def f():\n    return 1\n",
    "async def f(x):\n    return await x\n",
    "def f():\n    try:\n        pass\n    except* ValueError:\n        pass\n",
    "def deco(fn):\n    return fn\n@deco\ndef f():\n    pass\n",
    "def f(a, /, b):\n    return a\n",
    "f = lambda a, /: a\n",
    "def f(x):\n    match x:\n        case 1:\n            return 1\n",
]
