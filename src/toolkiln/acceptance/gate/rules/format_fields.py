"""Format fields: no string literal may hold a format field that reaches an attribute or item.

``"{0.__class__}".format(x)`` and ``"{x[0]}"`` make ``str.format`` do attribute and
item lookups that no guard sees (CVE-2023-41039). Any literal could end up as a
template, so every literal is checked, nested specs included (``"{:{0.x}}"``):
a field name holding ``.`` or ``[`` is refused. Plain fields (``{}``, ``{0}``,
``{name}``, ``{0:>{1}}``) pass. In an f-string only the literal text counts
(``f"{{0.x}}"`` produces ``{0.x}``); the replacement fields themselves are code
and checked as code. Docstrings and bare string statements are exempt.
"""

from __future__ import annotations

import libcst as cst

from toolkiln.acceptance.gate.base import Context, StringLiteralRule
from toolkiln.acceptance.gate.literals import format_fields_reaching, literal_texts

__all__ = ["INVALID", "RULE", "VALID"]


class FormatFieldsRule(StringLiteralRule):
    name = "format-fields"

    def check_literal(self, node: cst.CSTNode, ctx: Context) -> None:
        for text in literal_texts(node, ctx):
            fields = format_fields_reaching(text)
            if fields:
                self.report(
                    ctx,
                    node,
                    f"format field '{{{fields[0]}}}' reaches an attribute or an item; "
                    "pass the value itself to a plain '{}' field",
                )
                return


RULE = FormatFieldsRule()

VALID = [
    "def f(a, b):\n    return '{} and {name}: {0:>{1}}'.format(a, b, name=a)\n",
    "import re\nPATTERN = re.compile(r'\\d{2,3}-[a-z]{1}')\n",
    "def f(x):\n    return f'{x.real} {x!r:>10}'\n",
    "def f():\n    return '{{0.x}} is how a field looks'\n",
    'def f():\n    """Returns {x.y} and {items[0]} in the docs only."""\n    return 1\n',
]

INVALID = [
    "def f(x):\n    return '{0.real}'.format(x)\n",
    "def f(x):\n    return '{.real}'.format(x)\n",
    "def f(x):\n    return '{x[0]}'.format(x=x)\n",
    "def f(d):\n    return '{0[key]}'.format(d)\n",
    "def f(x, w):\n    return '{:{0.real}}'.format(x, w)\n",
    "def f(x):\n    return f'{{0.real}}'.format(x)\n",
    "def f(x):\n    return ('{0.' 'real}').format(x)\n",
    "def f(x, k):\n    return f'{{0.{k}}}'.format(x)\n",
]
