"""Unknown names: a name no scope of the tool binds must be an allowed builtin.

Allowed builtins are :meth:`Policy.allowed_names` — the policy's builtins plus the
capabilities that are enabled, so ``fetch`` is a name only while the fetch
capability is on. Anything else is reported once per name, with a hint: a
capability that is off says why, a policy module says to import it, a Python
builtin the policy leaves out says so.

Names starting with ``_`` and forbidden names are left to their own rules.
"""

from __future__ import annotations

import builtins

from toolkiln.acceptance.gate.base import Context, Example, Rule
from toolkiln.policy import DEFAULT_POLICY

__all__ = ["INVALID", "RULE", "VALID"]

_PYTHON_BUILTINS = frozenset(dir(builtins))


class UnknownNamesRule(Rule):
    name = "unknown-names"

    def finish(self, ctx: Context) -> None:
        policy = ctx.policy
        allowed = policy.allowed_names()
        reported: set[str] = set()
        for name, node in ctx.unresolved:
            if name in allowed or name in reported or name.startswith("_") or name in policy.forbidden_names:
                continue
            reported.add(name)
            self.report(ctx, node, _message(name, ctx))


def _message(name: str, ctx: Context) -> str:
    policy = ctx.policy
    capability = policy.capabilities.get(name)
    if capability is not None:
        return f"name '{name}' is not available: {capability.refusal}"
    if name in policy.modules:
        return f"name '{name}' is not defined; add 'import {name}' at the top"
    if name in _PYTHON_BUILTINS:
        return f"builtin '{name}' is not available to tools; use the allowed builtins listed in the rules"
    return f"name '{name}' is not defined; define it in the tool or use an allowed builtin"


RULE = UnknownNamesRule()

VALID = [
    "def f(n):\n    return n if n < 2 else f(n - 1) + f(n - 2)\n",
    "def f(xs):\n    total = 0\n    def add(x):\n        return total + x\n    return [add(x) for x in xs]\n",
    "def f():\n    return LIMIT * 2\nLIMIT = 10\n",
    "def f(pairs):\n    return {k: v for k, v in pairs if (w := v)}\n",
    "def f(s):\n    try:\n        return int(s)\n    except ValueError as err:\n        return str(err)\n",
    "def f(xs):\n    return list(map(lambda x, k=2: x * k, xs))\n",
    "def f():\n    return [None, True, False, len, print, isinstance]\n",
    Example("def f(url: str) -> dict:\n    return fetch(url)\n", policy=DEFAULT_POLICY.with_capability("fetch")),
]

INVALID = [
    Example("def f(url: str) -> dict:\n    return fetch(url)\n", message="tools may not reach the network"),
    Example("x = y\n", message="name 'y' is not defined"),
    Example("x = bytearray(3)\n", message="builtin 'bytearray' is not available"),
    Example("def f(x):\n    return math.sqrt(x)\n", message="add 'import math'"),
    "def a():\n    hidden = 1\n    return hidden\ndef b():\n    return hidden\n",
    "def f(xs):\n    squares = [x * x for x in xs]\n    return x\n",
    "x = hasattr(1, 'real')\n",
    "def f():\n    return undefined_helper(1)\n",
]
