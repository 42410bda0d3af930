"""Reading a message the way the offline planner does: quoted spans, numbers (with a decimal comma),
web addresses, dates, a German word or two. Plain patterns, no model."""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = [
    "FENCE_MARKER",
    "GERMAN",
    "ISO_DATE",
    "blank_out",
    "extract_numbers",
    "extract_quotes",
    "number_value",
    "web_addresses",
]

_QUOTES = (
    r"„(?P<a>[^“”\"]*)[“”\"]|‚(?P<b>[^‘’']*)[‘’']|“(?P<c>[^”“\"]*)[”\"]|‘(?P<d>[^’]*)’"
    r"|«(?P<e>[^»]*)»|»(?P<f>[^«]*)«|\"(?P<g>[^\"]*)\"|(?<!\w)'(?P<h>(?:[^']|(?<=\w)'(?=\w))*)'(?!\w)"
)
_QUOTE_OPENERS = "„‚“‘«»\"'"
"""The first character of each of :data:`_QUOTES`'s alternatives: a text holding none has no quoted
span. So the pattern, among the dearest of a run to compile, is compiled (through :mod:`re`'s cache)
only for a text that may hold a quote; likewise :data:`_URL` for a text holding "http"."""
_NUMBER = re.compile(r"(?<![\w.])(?:[-−](?=\d))?\d+(?:[.,]\d+)*")
FENCE_MARKER = re.compile(r"</?data-[0-9a-f]{8}(?: [^>\n]*)?>")
"""A fence's start or end marker (:mod:`toolkiln.guard.fences`), whichever process drew its key:
toolkiln's markup, no one's words. Spelled out here so a turn that screens nothing never loads the guard."""
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_URL = r"https?://[^\s\"'<>„“”«»]+"
"""A web address, matched ignoring case (:func:`web_addresses`)."""
GERMAN = re.compile(
    r"[äöüß„‚]|\b(?:und|die|der|das|den|rechne|berechne|zähle|mach|gib|ist|bitte|grad|welche|wie|viele)\b",
    re.IGNORECASE,
)


def extract_quotes(text: str) -> list[tuple[int, int, str]]:
    """(start, end, inner text) of every quoted span, in order."""
    if not any(opener in text for opener in _QUOTE_OPENERS):
        return []
    spans = []
    for found in re.finditer(_QUOTES, text):
        inner = next(g for g in found.groups() if g is not None)
        spans.append((found.start(), found.end(), inner))
    return spans


def number_value(text: str) -> list[int | float]:
    """One token's numbers: a lone comma is a decimal comma, several commas separate numbers;
    dotted runs such as versions (1.2.3) are no numbers."""
    text = text.replace("−", "-")
    several = text.count(",") > 1 or ("," in text and "." in text)
    parts = text.split(",") if several else [text.replace(",", ".")]
    return [float(p) if "." in p else int(p) for p in parts if p.strip("-") and p.count(".") <= 1]


def web_addresses(text: str) -> Iterator[re.Match[str]]:
    """The web addresses in ``text``, in order. ``str.casefold`` folds every character the pattern's
    IGNORECASE takes for a letter of "http" to that letter, so a text whose folded form lacks "http"
    holds none."""
    if "http" not in text.casefold():
        return iter(())
    return re.finditer(_URL, text, re.IGNORECASE)


def extract_numbers(text: str) -> list[tuple[int, int | float]]:
    """(position, value) of every number in the text; ints stay ints."""
    return [(m.start(), value) for m in _NUMBER.finditer(text) for value in number_value(m.group())]


def blank_out(text: str, spans) -> str:
    """The text with each (start, end) span replaced by spaces, so positions still line up."""
    chars = list(text)
    for start, end, *_ in spans:
        chars[start:end] = " " * (end - start)
    return "".join(chars)
