"""Forbidden names: the policy's ``forbidden_names`` are refused wherever they appear.

``eval exec compile open getattr setattr delattr globals vars locals input
breakpoint help type object super ...`` are refused as names read or bound, as
parameters, as attributes (``x.eval``) and as keyword arguments (``f(type=1)``),
after NFKC normalisation (``ｅval`` is ``eval`` to Python).

One exception, by design: an attribute the policy lists for a module is that
module's, not the builtin, so ``re.compile`` and ``from re import compile as
compile_pattern`` pass. ``from re import compile`` does not: it binds the name
``compile``.
"""

from __future__ import annotations

from toolkiln.acceptance.gate.base import ATTRIBUTE, IMPORTED, KEYWORD, Context, Identifier, Rule

__all__ = ["INVALID", "RULE", "VALID"]

_KINDS = {ATTRIBUTE: "attribute", KEYWORD: "keyword argument", IMPORTED: "import of"}


class ForbiddenNamesRule(Rule):
    name = "forbidden-names"

    def check_identifier(self, ident: Identifier, ctx: Context) -> None:
        policy = ctx.policy
        if ident.name not in policy.forbidden_names and ident.raw not in policy.forbidden_names:
            return
        if ident.module is not None:
            rule = policy.modules.get(ident.module)
            if rule is not None and ident.name in rule.attributes:
                return
        kind = _KINDS.get(ident.role, "name")
        self.report(ctx, ident.node, f"{kind} '{ident.name}' is not allowed in a tool")


RULE = ForbiddenNamesRule()

VALID = [
    "import re\ndef f(s):\n    return re.compile('[a-z]+').findall(s)\n",
    "from re import compile as compile_pattern\nWORDS = compile_pattern('[a-z]+')\n",
    "def f(d):\n    return {'type': d['eval'], 'open': True}\n",
    "def f(kind):\n    return kind\n",
]

INVALID = [
    "x = eval('1 + 1')\n",
    "exec('x = 1')\n",
    "handle = open('/etc/passwd')\n",
    "def f(x):\n    return getattr(x, 'y')\n",
    "def f(x):\n    return setattr(x, 'y', 1)\n",
    "x = globals()\n",
    "x = vars()\n",
    "x = locals()\n",
    "breakpoint()\n",
    "x = input()\n",
    "def f(x):\n    return type(x)\n",
    "def f(x):\n    return x.eval\n",
    "def f(g):\n    return g(type=1)\n",
    "def f(id):\n    return id\n",
    "compile = 1\n",
    "from re import compile\n",
    "def f(x):\n    return object\n",
    "x = \uff45val('1')\n",
    "def f():\n    printed = 1\n    return printed\n",
]
