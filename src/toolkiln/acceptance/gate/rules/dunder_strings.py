"""Dunder strings: no string literal may spell a dunder-style name.

A string is the only way to name an attribute without writing it, so
``"__class__"`` or ``"__subclasses__"`` in a literal has no use in a tool but to
feed some lookup (a format field, a guard that slipped). The check reads the
literal's value, so escapes (``"\\x5f\\x5fclass\\x5f\\x5f"``), implicit
concatenation (``"__cla" "ss__"``), bytes and fullwidth spellings are caught.

What counts: a whole word that opens and closes with ``__`` around letters or
digits, the shape of every special name Python has — ``"__class__"``,
``"x.__dict__"``. Not: ``"snake__case"`` or ``"__PRIVATE"`` (ordinary text and
data use those), ``"__"`` or ``"____"``. Pieces glued together at run time
(``"__cla" + "ss__"``) are beyond any static check; the sandbox's guards stop
what they could reach. Docstrings and other bare string statements are exempt:
their value is thrown away.
"""

from __future__ import annotations

import libcst as cst

from toolkiln.acceptance.gate.base import Context, StringLiteralRule
from toolkiln.acceptance.gate.literals import dunder_words, literal_texts

__all__ = ["INVALID", "RULE", "VALID"]


class DunderStringsRule(StringLiteralRule):
    name = "dunder-strings"

    def check_literal(self, node: cst.CSTNode, ctx: Context) -> None:
        for text in literal_texts(node, ctx):
            words = dunder_words(text)
            if words:
                self.report(ctx, node, f"strings that spell dunder names are not allowed: '{words[0]}'")
                return


RULE = DunderStringsRule()

VALID = [
    "def f():\n    return {'key': 'snake__case', 'rule': '____', 'pair': 'a __ b', 'tag': '__HIDDEN'}\n",
    'def f():\n    """Works like __init__ would; mentions __class__ freely."""\n    return 1\n',
    "def f(x):\n    return f'{x}__{x}'\n",
    "def f():\n    return b'plain bytes'\n",
]

INVALID = [
    "x = '__class__'\n",
    "x = '__subclasses__'\n",
    "x = 'a.__dict__'\n",
    "x = b'__globals__'\n",
    "x = '\\x5f\\x5fclass\\x5f\\x5f'\n",
    "x = '__cla' 'ss__'\n",
    "def f(x):\n    return f'__class__{x}'\n",
    "def f(name):\n    return f'__{name}__'\n",
    "x = {'__builtins__': None}\n",
    "x = '__\uff43lass__'\n",
]
