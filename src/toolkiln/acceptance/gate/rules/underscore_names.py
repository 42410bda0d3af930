"""Underscore names: no identifier of any kind may start with ``_``.

This covers dunders (``x.__class__``, ``__import__``), private attributes, and every
name RestrictedPython gives its guards (``_getattr_``, ``_write_``, ``_print_``...):
a parameter, variable or keyword named like a guard could shadow it
(CVE-2026-55830 used positional-only parameters for that).

Identifiers are checked as written *and* after NFKC normalisation, because Python
normalises them: ``＿＿class＿＿`` (fullwidth low lines) is ``__class__`` to the
compiler. A lone ``_`` is allowed as a name (the usual throwaway loop variable;
RestrictedPython allows it too), never as an attribute.
"""

from __future__ import annotations

from toolkiln.acceptance.gate.base import ATTRIBUTE, KEYWORD, Context, Example, Identifier, Rule

__all__ = ["INVALID", "RULE", "VALID"]

_KINDS = {ATTRIBUTE: "attributes", KEYWORD: "keyword arguments"}


class UnderscoreNamesRule(Rule):
    name = "underscore-names"

    def check_identifier(self, ident: Identifier, ctx: Context) -> None:
        if not (ident.name.startswith("_") or ident.raw.startswith("_")):
            return
        if ident.name == "_" and ident.role not in _KINDS:
            return
        kind = _KINDS.get(ident.role, "names")
        shown = ident.name if ident.name == ident.raw else f"{ident.name}' (written '{ident.raw}"
        self.report(ctx, ident.node, f"{kind} starting with '_' are not allowed: '{shown}'")


RULE = UnderscoreNamesRule()

VALID = [
    "def f(n):\n    return [0 for _ in range(n)]\n",
    "def f(first_name, last_name):\n    full_name = first_name + ' ' + last_name\n    return full_name\n",
    "def f(pairs):\n    return [a for a, _ in pairs]\n",
]

INVALID = [
    "def f(x):\n    return x.__class__\n",
    "x = ().__class__.__bases__[0].__subclasses__()\n",
    "__import__('os')\n",
    "_secret = 1\n",
    "def _helper():\n    return 1\n",
    "def f(_getattr_):\n    return _getattr_\n",
    "g = lambda _write_: _write_\n",
    "def f(x):\n    return dict(_k=x)\n",
    "from math import pi as _pi\n",
    "import math as _m\n",
    "def f(xs):\n    return [_x for _x in xs]\n",
    "def f():\n    try:\n        pass\n    except ValueError as _e:\n        pass\n",
    "def f(x):\n    return x._private\n",
    "def f(x):\n    return x._\n",
    "def f(x):\n    return (_y := x)\n",
    "def f(*_args, **_kwargs):\n    return 1\n",
    "print(__name__)\n",
    Example("def f(x):\n    return x._\uff3fclass\uff3f\uff3f\n", message="'__class__' (written '_\uff3fclass"),
]
