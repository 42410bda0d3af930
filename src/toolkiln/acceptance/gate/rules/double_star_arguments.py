"""Double-star arguments: ``f(**mapping)`` only where no private keyword can arrive.

``f(_normalize=False)`` is refused (underscore-names), but ``f(**{"_" + "normalize":
False})`` passes the same private keyword without spelling it, and a reviewer reading
the call sees no ``_`` at all: ``fractions.Fraction(3, 6, **private)`` builds an
unreduced ``3/6`` that is not equal to ``1/2``. So a ``**`` argument is accepted when

* it is a dict display whose keys are all string literals that do not start with
  ``_`` (checked as written and after NFKC normalisation); or
* the call is to a function the tool defines with ``def`` (and binds no other way):
  the gate refuses private parameters, so whatever keys arrive land in that
  function's own ``**`` dict as plain data, and any call it makes is checked here
  in turn; or
* the call is a ``.format(...)`` method: ``str.format`` takes keywords as field
  names, none of them a parameter.

Anything else (a variable, a call, a comprehension or a ``{**other}`` splat passed
to a library function) cannot be proven public and is refused: write the keywords
out. The sandbox refuses private keywords through ``**`` again at run time.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

import libcst as cst

from toolkiln.acceptance.gate.base import BIND, IMPORTED, PARAM, Context, Example, Identifier, Rule, normalise
from toolkiln.policy import DEFAULT_POLICY

__all__ = ["INVALID", "RULE", "VALID"]

_ADVICE = "write the keyword arguments out, e.g. f(name=value)"
_CLASSES_ON = replace(DEFAULT_POLICY, allow_classes=True)
_OTHER_BINDINGS = frozenset({BIND, PARAM, IMPORTED})
"""Roles that bind a name to something other than the tool's own ``def``."""


@dataclass
class _Notes:
    """What the rule learns during the pass, for its ``finish``."""

    defs: set[str] = field(default_factory=set)
    """Names the tool binds with ``def``."""
    other: set[str] = field(default_factory=set)
    """Names it binds any other way (a class, an assignment, a parameter, an import)."""
    calls: list[tuple[str, cst.Arg, str]] = field(default_factory=list)
    """``(callee, ** argument, problem)`` of calls by plain name, settled once every ``def`` is known."""


def _is_format_method(func: cst.BaseExpression) -> bool:
    return type(func) is cst.Attribute and func.attr.value == "format"


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
        return (
            f"'**' into a function the tool does not define needs a dict display with string-literal keys, "
            f"not a computed mapping; {_ADVICE}"
        )
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

    def _notes(self, ctx: Context) -> _Notes:
        notes: _Notes = ctx.rule_notes.setdefault(self.name, _Notes())
        return notes

    def visit_FunctionDef(self, node: cst.FunctionDef, ctx: Context) -> None:
        self._notes(ctx).defs.add(normalise(node.name.value))

    def visit_ClassDef(self, node: cst.ClassDef, ctx: Context) -> None:
        self._notes(ctx).other.add(normalise(node.name.value))  # a class may inherit private parameters

    def check_identifier(self, ident: Identifier, ctx: Context) -> None:
        if ident.role in _OTHER_BINDINGS:
            self._notes(ctx).other.add(ident.name)

    def visit_Call(self, node: cst.Call, ctx: Context) -> None:
        for arg in node.args:
            if arg.star != "**":
                continue
            problem = _problem(arg.value)
            if problem is None or _is_format_method(node.func):
                continue
            if type(node.func) is cst.Name:  # the tool's own function? Known once the pass is over
                self._notes(ctx).calls.append((normalise(node.func.value), arg, problem))
            else:
                self.report(ctx, arg, problem)

    def finish(self, ctx: Context) -> None:
        notes: _Notes | None = ctx.rule_notes.get(self.name)
        if notes is None:
            return
        own = notes.defs - notes.other
        for callee, arg, problem in notes.calls:
            if callee not in own:
                self.report(ctx, arg, problem)


RULE = DoubleStarArgumentsRule()

VALID = [
    "def f(width: int) -> str:\n    return '{w} px'.format(**{'w': width})\n",
    "def f(x: float) -> float:\n    return round(x, **{'ndigits': 2})\n",
    "def f(a: str, b: str) -> dict:\n    return dict(**{'first': a, 'second' 'part': b})\n",
    "def scale(x: int, **named) -> list:\n    return [x, sorted(named)]\n\n"
    "def f(options: dict) -> list:\n    return scale(1, **options)\n",
    "def inner(**kw) -> dict:\n    return kw\n\ndef f(**kw) -> dict:\n    return inner(**kw)\n",
    "def f(template: str, values: dict) -> str:\n    return template.format(**{**values, 'x': 1})\n",
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
    Example(
        "from fractions import Fraction\n\ndef f(**kw) -> str:\n    return str(Fraction(3, 6, **kw))\n",
        message="computed mapping",
    ),
    Example(
        "import fractions\n\ndef make():\n    return 1\n\nmake = fractions.Fraction\n\n"
        "def f(d: dict) -> str:\n    return str(make(3, 6, **d))\n",
        message="computed mapping",
    ),
    Example(
        "import fractions\n\ndef f(d: dict) -> str:\n    g = fractions.Fraction\n    return str(g(3, 6, **d))\n",
        message="computed mapping",
    ),
    Example(
        "from fractions import Fraction\n\nclass Half(Fraction):\n    pass\n\n"
        "def f(d: dict) -> str:\n    return str(Half(3, 6, **d))\n",
        policy=_CLASSES_ON,
        message="computed mapping",
    ),
]
