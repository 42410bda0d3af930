"""Double-star arguments: ``f(**mapping)`` only with keys the gate can read, none private.

``f(_normalize=False)`` is refused (underscore-names), but ``f(**{"_" + "normalize":
False})`` passes the same private keyword without spelling it, and a reviewer reading
the call sees no ``_`` at all: ``fractions.Fraction(3, 6, **private)`` builds an
unreduced ``3/6`` that is not equal to ``1/2``. So a ``**`` argument must be a dict
display whose keys are all string literals that do not start with ``_`` (checked as
written and after NFKC normalisation); a variable, a call, a comprehension or a
``{**other}`` splat cannot be proven public and is refused. Write the keywords out
(``f(a=1)``) instead. The sandbox refuses private keywords through ``**`` again at
run time.
"""

from __future__ import annotations

import libcst as cst

from ..base import Context, Example, Rule, normalise

__all__ = ["INVALID", "RULE", "VALID"]

_ADVICE = "write the keyword arguments out, e.g. f(name=value)"


def _literal_key(node: cst.BaseExpression) -> str | None:
    """The text of a plain or concatenated string literal (no f-string, no bytes), else None."""
    if type(node) is cst.SimpleString:
        value = node.evaluated_value
        return value if isinstance(value, str) else None
    if type(node) is cst.ConcatenatedString:
        left, right = _literal_key(node.left), _literal_key(node.right)
        return None if left is None or right is None else left + right
    return None


def _problem(value: cst.BaseExpression) -> str | None:
    """Why the keys of a ``**`` argument are not provably public; None when they are."""
    if type(value) is not cst.Dict:
        return f"'**' needs a dict display with string-literal keys, not a computed mapping; {_ADVICE}"
    for element in value.elements:
        if type(element) is not cst.DictElement:
            return f"'**' with a '{{**...}}' splat inside cannot be checked; {_ADVICE}"
        key = _literal_key(element.key)
        if key is None:
            return f"'**' needs string-literal keys; a computed key cannot be checked; {_ADVICE}"
        if key.startswith("_") or normalise(key).startswith("_"):
            return f"keyword arguments starting with '_' are not allowed, through '**' neither: {key!r}"
    return None


class DoubleStarArgumentsRule(Rule):
    name = "double-star-arguments"

    def visit_Call(self, node: cst.Call, ctx: Context) -> None:
        for arg in node.args:
            if arg.star == "**":
                problem = _problem(arg.value)
                if problem is not None:
                    self.report(ctx, arg, problem)


RULE = DoubleStarArgumentsRule()

VALID = [
    "def f(width: int) -> str:\n    return '{w} px'.format(**{'w': width})\n",
    "def f(x: float) -> float:\n    return round(x, **{'ndigits': 2})\n",
    "def f(a: str, b: str) -> dict:\n    return dict(**{'first': a, 'second' 'part': b})\n",
]

INVALID = [
    Example(
        "import fractions\n\ndef f() -> str:\n    private = {'_' + 'normalize': False}\n"
        "    return str(fractions.Fraction(3, 6, **private))\n",
        message="computed mapping",
    ),
    Example(
        "import fractions\n\ndef f() -> str:\n    return str(fractions.Fraction(3, 6, **{'_normalize': False}))\n",
        message="'_normalize'",
    ),
    Example("def f(key: str) -> dict:\n    return dict(**{key: 1})\n", message="computed key"),
    Example("def f(d: dict) -> dict:\n    return dict(**{**d})\n", message="splat"),
    Example("def f(d: dict) -> dict:\n    return dict(**dict(d))\n", message="computed mapping"),
    Example("def f(x: int) -> dict:\n    return dict(**{f'k{x}': 1})\n", message="computed key"),
    Example("def f(x: int) -> dict:\n    return dict(**{'\\uff3fhidden': x})\n", message="starting with '_'"),
    Example("def g(**kw):\n    return kw\n\ndef f(**kw):\n    return g(**kw)\n", message="computed mapping"),
]
