"""Imports: only the policy's modules, and from them only the policy's attributes.

``import m`` and ``import m as x`` need ``m`` in the policy; ``from m import a``
also needs ``a`` among ``m``'s allowed attributes (so ``from typing import sys``
fails like ``typing.sys`` does). Dotted imports are refused unless the policy
lists the dotted name; star imports and relative imports are refused outright.
"""

from __future__ import annotations

import libcst as cst

from toolkiln.acceptance.gate.base import Context, Example, Rule, allowed_list, normalise
from toolkiln.policy import DEFAULT_POLICY

__all__ = ["INVALID", "RULE", "VALID"]


class ImportsRule(Rule):
    name = "imports"

    def visit_Import(self, node: cst.Import, ctx: Context) -> None:
        for alias in node.names:
            module = _dotted_name(alias.name)
            if module not in ctx.policy.modules:
                self.report(ctx, alias, _not_allowed(module, ctx))

    def visit_ImportFrom(self, node: cst.ImportFrom, ctx: Context) -> None:
        if node.relative:
            self.report(ctx, node, "relative imports are not allowed; a tool is a single module")
            return
        module = _dotted_name(node.module)
        rule = ctx.policy.modules.get(module)
        if rule is None:
            self.report(ctx, node, _not_allowed(module, ctx))
            return
        if isinstance(node.names, cst.ImportStar):
            self.report(ctx, node, f"'from {module} import *' is not allowed; import the names you need")
            return
        for alias in node.names:
            name = _dotted_name(alias.name)
            if name not in rule.attributes:
                self.report(
                    ctx,
                    alias,
                    f"attribute '{name}' of module '{module}' is not allowed; allowed: {allowed_list(rule.attributes)}",
                )


def _dotted_name(node: cst.BaseExpression | None) -> str:
    if node is None:
        return ""
    parts = []
    while isinstance(node, cst.Attribute):
        parts.append(node.attr.value)
        node = node.value
    if isinstance(node, cst.Name):
        parts.append(node.value)
    return ".".join(normalise(p) for p in reversed(parts))


def _not_allowed(module: str, ctx: Context) -> str:
    return f"import of '{module}' is not allowed; allowed modules: {allowed_list(ctx.policy.modules)}"


RULE = ImportsRule()

VALID = [
    "import math\ndef f(x):\n    return math.sqrt(x)\n",
    "import math as m\ndef f(x):\n    return m.floor(x)\n",
    "from typing import List, Optional\ndef f(xs: List[int]) -> Optional[int]:\n    return xs[0] if xs else None\n",
    "from collections import Counter as Tally\ndef f(s):\n    return dict(Tally(s))\n",
    "def f(s):\n    import re\n    return re.findall('a', s)\n",
    Example(
        "import uuid\ndef f():\n    return str(uuid.uuid4())\n",
        policy=DEFAULT_POLICY.with_module("uuid", "uuid4"),
    ),
]

INVALID = [
    Example("import os\n", message="import of 'os' is not allowed; allowed modules: base64, bisect"),
    "import sys\n",
    "import subprocess as sp\n",
    "import ctypes, socket\n",
    "import importlib\n",
    "import pickle\n",
    "import builtins\n",
    "import os.path\n",
    "from os import path\n",
    "from . import helpers\n",
    "from .helpers import tool\n",
    Example("from math import *\n", message="'from math import *' is not allowed"),
    Example("from typing import sys\n", message="attribute 'sys' of module 'typing' is not allowed"),
    "from re import enum\n",
    "import uuid\n",
    "import string\nfrom string import Formatter\n",
]
