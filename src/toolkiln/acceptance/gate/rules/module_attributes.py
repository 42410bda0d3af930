"""Module attributes: a module is reached only through the attributes its policy lists.

Many harmless modules re-export dangerous ones (``typing.sys``, ``re.enum``,
``statistics.sys``, ``datetime.sys``, ``fractions.sys``, ``uuid.os``,
``dataclasses.builtins``, ``enum.bltns``), so an allowed module is not enough:
``m.attr`` must name an attribute the policy lists for the module the name ``m``
was imported as. The visitor knows, after the whole pass, which names imports
bound to which modules.

A module is only ever used as ``m.attr``. Handing it around as a value
(``f(math)``, ``x = math``) would let code reach attributes this rule never sees,
so that is refused; so is binding the name to anything else (``math = 3``,
``def f(math)``) or to two different modules, and so is assigning to or deleting
a module's attributes (the sandbox's façades are read-only anyway).
"""

from __future__ import annotations

from toolkiln.acceptance.gate.base import ATTRIBUTE, Context, Example, Identifier, Rule, allowed_list
from toolkiln.policy import DEFAULT_POLICY

__all__ = ["INVALID", "RULE", "VALID"]


class ModuleAttributesRule(Rule):
    name = "module-attributes"

    def check_identifier(self, ident: Identifier, ctx: Context) -> None:
        if ident.role != ATTRIBUTE or ident.module is None:
            return
        rule = ctx.policy.modules.get(ident.module)
        if rule is None:  # the import itself is refused by the imports rule
            return
        if ident.store:
            self.report(
                ctx,
                ident.node,
                f"module '{ident.module}' is read-only; do not assign to or delete '{ident.name}'",
            )
        elif ident.name not in rule.attributes:
            self.report(
                ctx,
                ident.node,
                f"attribute '{ident.name}' of module '{ident.module}' is not allowed; "
                f"allowed: {allowed_list(rule.attributes)}",
            )

    def finish(self, ctx: Context) -> None:
        aliases = ctx.module_aliases
        for name, module, node in ctx.alias_conflicts:
            self.report(
                ctx, node, f"'{name}' already names module '{aliases[name]}'; import '{module}' under another name"
            )
        for name, node in ctx.other_bindings.items():
            if name in aliases:
                self.report(
                    ctx, node, f"'{name}' names the module '{aliases[name]}'; do not bind the name to anything else"
                )
        for name, node in ctx.value_loads:
            if name in aliases:
                self.report(
                    ctx,
                    node,
                    f"module '{aliases[name]}' may only be used as {name}.<attribute>, not as a value",
                )


RULE = ModuleAttributesRule()

VALID = [
    "import math\ndef f(x):\n    return {'root': math.sqrt(x), 'pi': math.pi}\n",
    "import math as m\nHELPERS = {'floor': m.floor, 'ceil': m.ceil}\n",
    "import re\ndef f(s):\n    return re.compile('a+').findall(s)\n",
    "import typing\ndef f(xs: typing.List[int]) -> typing.Optional[int]:\n    return None\n",
    "import datetime\ndef f():\n    return datetime.date(2024, 1, 1).isoformat()\n",
]

INVALID = [
    Example("import typing\nx = typing.sys\n", message="attribute 'sys' of module 'typing' is not allowed; allowed:"),
    "import re\nx = re.enum\n",
    "import statistics\nx = statistics.sys\n",
    "import datetime\nx = datetime.sys\n",
    "import fractions\nx = fractions.sys.modules\n",
    "import math as m\nx = m.sys\n",
    "import string\nx = string.Formatter\n",
    Example("import uuid\nx = uuid.os\n", policy=DEFAULT_POLICY.with_module("uuid", "uuid4")),
    Example(
        "import dataclasses\nx = dataclasses.builtins\n",
        policy=DEFAULT_POLICY.with_module("dataclasses", "dataclass field"),
    ),
    Example("import enum\nx = enum.bltns\n", policy=DEFAULT_POLICY.with_module("enum", "Enum")),
    Example("import math\nmath.pi = 3\n", message="module 'math' is read-only"),
    "import math\ndel math.pi\n",
    Example("import math\nalias = math\n", message="may only be used as math.<attribute>"),
    "import typing\ndef f(m):\n    return m\nx = f(typing)\n",
    "import math\nmath = 3\n",
    "import math\ndef f(math):\n    return math.sys\n",
    "import math as m\nimport re as m\n",
    "def f():\n    return typing.sys\nimport typing\n",
]
