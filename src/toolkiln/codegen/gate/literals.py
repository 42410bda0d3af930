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
import string
import unicodedata
from typing import Iterator

import libcst as cst

from .base import Context

__all__ = ["dunder_words", "format_fields_reaching", "literal_texts"]

_STRINGS = (cst.SimpleString, cst.ConcatenatedString, cst.FormattedString)

# A whole word that opens and closes with "__" around a letter or digit: "__class__",
# "x.__dict__". Not "snake__case", "__private", "__" or "____".
_DUNDER = re.compile(r"(?<![A-Za-z0-9_])__(?=[A-Za-z0-9_]*[A-Za-z0-9])[A-Za-z0-9_]*__(?![A-Za-z0-9_])")

_FORMATTER = string.Formatter()


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
    elif type(node) is cst.ConcatenatedString:
        value = node.evaluated_value
        if value is None:  # it holds an f-string: each part is checked on its own
            texts = ()
        else:
            texts = (_as_text(value),)
            _cover_parts(node, ctx.covered_strings)
    else:  # a field joins the text around it, or separates it: check both readings
        texts = (_fstring_text(node, "x"), _fstring_text(node, " "))
    ctx.literal_cache[key] = texts
    return texts


def mark_discarded(node: cst.CSTNode, ctx: Context) -> None:
    """Record that the value of string ``node`` (and its parts) is thrown away."""
    ctx.discarded_strings.add(id(node))
    if type(node) is cst.ConcatenatedString:
        mark_discarded(node.left, ctx)
        mark_discarded(node.right, ctx)


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
    return [f for f in _fields(text) if "." in f or "[" in f]


def _fields(template: str) -> Iterator[str]:
    try:
        for _literal, field, spec, _conversion in _FORMATTER.parse(template):
            if field is not None:
                yield field
            if spec and "{" in spec:
                yield from _fields(spec)
    except ValueError:  # malformed from here on: str.format would refuse it too
        return


def _as_text(value: str | bytes) -> str:
    return value.decode("latin-1") if isinstance(value, bytes) else value


def _cover_parts(node: cst.CSTNode, covered: set[int]) -> None:
    for part in (node.left, node.right):
        covered.add(id(part))
        if type(part) is cst.ConcatenatedString:
            _cover_parts(part, covered)


def _fstring_text(node: cst.FormattedString, stand_in: str) -> str:
    pieces = [p.value if type(p) is cst.FormattedStringText else stand_in for p in node.parts]
    raw = "".join(pieces)
    prefix = node.prefix.replace("f", "").replace("F", "")
    try:  # apply the escapes of a non-raw f-string as Python would
        text = ast.literal_eval(prefix + node.end + raw + node.end)
    except (ValueError, SyntaxError):
        text = raw
    return _as_text(text).replace("{{", "{").replace("}}", "}")
