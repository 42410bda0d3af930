"""Classes: refused unless the policy allows them, and then kept plain.

A class statement is where the class hierarchy, metaclasses and dunder methods
come in — the paths of most published Python-jail escapes. By default a tool
uses functions, dicts and lists. With ``Policy.allow_classes`` a tool may define
plain classes: bases must be names (``class Oops(ValueError)``), no keyword
arguments (``metaclass=``), and dunder methods are refused by the
underscore-names rule.

Without classes a tool owns no object whose attributes it could set, so every
attribute assignment or deletion aims at something shared (a module's class,
``calendar.month_name``) and is refused here; the sandbox's write guard refuses
it again at run time.
"""

from __future__ import annotations

from dataclasses import replace

import libcst as cst

from toolkiln.acceptance.gate.base import ATTRIBUTE, Context, Example, Identifier, Rule
from toolkiln.policy import DEFAULT_POLICY

__all__ = ["INVALID", "RULE", "VALID"]

_CLASSES_ON = replace(DEFAULT_POLICY, allow_classes=True)


class ClassesRule(Rule):
    name = "classes"

    def visit_ClassDef(self, node: cst.ClassDef, ctx: Context) -> None:
        if not ctx.policy.allow_classes:
            self.report(ctx, node, "classes are not allowed; use functions, dicts and lists")
            return
        for keyword in node.keywords:
            self.report(ctx, keyword, "class keyword arguments (such as metaclass=) are not allowed")
        for base in node.bases:
            if base.star or not isinstance(base.value, (cst.Name, cst.Attribute)):
                self.report(ctx, base, "a class base must be a plain name, such as ValueError")

    def check_identifier(self, ident: Identifier, ctx: Context) -> None:
        # Stores on a module's own attributes are the module-attributes rule's.
        if ident.role == ATTRIBUTE and ident.store and ident.module is None and not ctx.policy.allow_classes:
            self.report(
                ctx,
                ident.node,
                f"assigning to or deleting attribute '{ident.name}' is not allowed; keep values in dicts",
            )


RULE = ClassesRule()

VALID = [
    Example("class Point:\n    def norm(self):\n        self.x = 1\n        return 1\n", policy=_CLASSES_ON),
    "def f(d: dict):\n    d['key'] = d.get('key', 0) + 1\n    return d\n",
    Example("class Oops(ValueError):\n    pass\n", policy=_CLASSES_ON),
]

INVALID = [
    Example("class Point:\n    pass\n", message="classes are not allowed"),
    Example("class Meta(metaclass=Point):\n    pass\n", policy=_CLASSES_ON),
    Example("def pick():\n    return ValueError\nclass Oops(pick()):\n    pass\n", policy=_CLASSES_ON),
    Example("BASES = [ValueError]\nclass Oops(*BASES):\n    pass\n", policy=_CLASSES_ON),
    Example("import collections\ncollections.Counter.most_common = None\n", message="assigning to or deleting"),
    "import calendar\ndef f():\n    calendar.month_name.format = '%Y'\n",
    "def f(d: dict):\n    del d.keys\n",
    "def f(d: dict):\n    for d.key in [1]:\n        pass\n",
]
