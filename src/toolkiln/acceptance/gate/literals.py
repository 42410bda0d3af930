"""The run-time text of string literals, as the string rules check it.

A literal is checked by the value Python gives it, not by how it is spelled, so
``"\\x5f\\x5fclass\\x5f\\x5f"`` is ``__class__`` and ``"__cla" "ss__"`` is one string.
An f-string's text is its literal parts with each replacement field standing in,
once as ``x`` (``f"{{0.{k}}}"`` reads ``{0.x}``, ``f"__{k}__"`` reads ``__x__``)
and once as a space (``f"__class__{k}"`` reads ``__class__ ``); its expressions
are checked as code.

A string whose value is thrown away (a docstring, a bare string statement) is not
checked: it can never reach ``str.format`` or an attribute lookup.
"""

from __future__ import annotations

import ast
import re
import unicodedata
from typing import cast

import libcst as cst

from toolkiln.acceptance.gate.base import Context
from toolkiln.util.text import field_reaches, format_fields

__all__ = ["dunder_words", "format_fields_reaching", "literal_texts"]

_STRINGS = (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)

# A whole word that opens and closes with "__" around a letter or digit: "__class__",
# "x.__dict__". Not "snake__case", "__private", "__" or "____".
_DUNDER = re.compile(r"(?<![A-Za-z0-9_])__(?=[A-Za-z0-9_]*[A-Za-z0-9])[A-Za-z0-9_]*__(?![A-Za-z0-9_])")

# An f-string's field may join the text around it or separate it: both readings are checked.
_STAND_INS = ("x", " ")


def literal_texts(node: cst.CSTNode, ctx: Context) -> tuple[str, ...]:
    """The texts the string rules check for ``node``; empty when it is exempt or covered."""
    key = id(node)
    if key in ctx.discarded_strings or key in ctx.covered_strings:
        return ()
    cached = ctx.literal_cache.get(key)
    if cached is not None:
        return cached
    if type(node) is cst.SimpleString:
        texts: tuple[str, ...] = (_as_text(node.evaluated_value),)
    elif type(node) is cst.ConcatenatedString:  # checked whole, so its parts need not be
        nodes = _concatenation_nodes(node)
        ctx.covered_strings.update(id(inner) for inner in nodes[1:])
        parts = [part for part in nodes if type(part) is not cst.ConcatenatedString]
        texts = tuple("".join(_part_text(part, stand_in) for part in parts) for stand_in in _STAND_INS)
    else:
        texts = tuple(_fstring_text(cast(cst.FormattedString, node), stand_in) for stand_in in _STAND_INS)
    ctx.literal_cache[key] = texts
    return texts


def mark_discarded(node: cst.CSTNode, ctx: Context) -> None:
    """Record that the value of string ``node`` (and of all its parts) is thrown away."""
    ctx.discarded_strings.update(id(inner) for inner in _concatenation_nodes(node))


def is_string(node: cst.CSTNode) -> bool:
    return isinstance(node, _STRINGS)


def dunder_words(text: str) -> list[str]:
    """Words of ``text`` that spell a dunder-style name, raw or after NFKC normalisation."""
    found = _DUNDER.findall(text)
    if not text.isascii():
        found += _DUNDER.findall(unicodedata.normalize("NFKC", text))
    return found


def format_fields_reaching(text: str) -> list[str]:
    """Format fields of ``text`` that reach an attribute or an item: ``0.x``, ``k[0]``, ``.real``."""
    if "{" not in text:
        return []
    # a malformed template ends the walk quietly: str.format would refuse it too
    return [f for f in format_fields(text, strict=False) if field_reaches(f)]


def _as_text(value: str | bytes) -> str:
    return value.decode("latin-1") if isinstance(value, bytes) else value


def _concatenation_nodes(node: cst.CSTNode) -> list[cst.CSTNode]:
    """``node`` and, for an implicit concatenation, every node inside it.

    libcst nests ``"a" "b" "c"`` to the right, a level per part, so this walks the
    chain in a loop: a few thousand parts must not exhaust the stack.
    """
    out = [node]
    while type(node) is cst.ConcatenatedString:
        out.append(node.left)
        out.append(node.right)
        node = node.right
    return out


def _part_text(part: cst.CSTNode, stand_in: str) -> str:
    if type(part) is cst.FormattedString:
        return _fstring_text(part, stand_in)
    return _as_text(cast(cst.SimpleString, part).evaluated_value)


def _fstring_text(node: cst.FormattedString, stand_in: str) -> str:
    pieces = [p.value if type(p) is cst.FormattedStringText else stand_in for p in node.parts]
    raw = "".join(pieces)
    prefix = node.prefix.replace("f", "").replace("F", "")
    try:  # apply the escapes of a non-raw f-string as Python would
        text = ast.literal_eval(prefix + node.end + raw + node.end)
    except (ValueError, SyntaxError):
        text = raw
    return _as_text(text).replace("{{", "{").replace("}}", "}")
