"""Reading a message the way the offline planner does: quoted spans, numbers (with a decimal comma),
web addresses, dates, a German word or two. Plain patterns, no model."""

from __future__ import annotations

import re
from collections.abc import Iterator

__all__ = [
    "FENCED",
    "FENCE_MARKER",
    "ENGLISH_WORDS",
    "GERMAN_WORDS",
    "ISO_DATE",
    "blank_out",
    "extract_numbers",
    "extract_quotes",
    "is_german",
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
FENCED = re.compile(r"<data-([0-9a-f]{8})(?: [^>\n]*)?>.*?</data-\1>", re.DOTALL)
"""A whole fence, markers and the outside text inside (a file's text in ``run --file``): data, no one's words."""
ISO_DATE = re.compile(r"\b\d{4}-\d{2}-\d{2}\b")
_URL = r"https?://[^\s\"'<>„“”«»]+"
"""A web address, matched ignoring case (:func:`web_addresses`)."""
_WORD = re.compile(r"[^\W\d_]+")
GERMAN_WORDS = frozenset(
    "und oder die der das den dem des ein eine einen einem einer ist sind bitte rechne berechne rechnen "
    "umrechnen zähle zählen zaehle mach mache machen gib gibt grad welche welcher welches wie viel viele "
    "wieviel wandle wandeln nach mit von für fuer aus auf ich mir mich du dann danach haben wörter "
    "wort zeichen seite lies schreib schreibe rückwärts rueckwaerts umdrehen umkehren umgekehrt drehe kehre daraus um zwischen "
    "tagen tage wochen lange heute morgen gestern im zum zur ob kannst sag sage zeig zeige".split()
)
"""Words only a German message is made of (none an English word as well); a word of either list
counts once for each time it is written."""
ENGLISH_WORDS = frozenset(
    "and or the a an is are please convert calculate compute count make give what which how many much "
    "of to from with then into between days weeks long today tomorrow yesterday words word characters "
    "page read write reverse reversed backwards slug slugify statistics stats degrees degree it this that "
    "me my you can tell show do does there for".split()
)
_GERMAN_MARKS = re.compile(r"[äöüß„‚]", re.IGNORECASE)


def is_german(text: str) -> bool:
    """Whether the person wrote ``text`` in German: more German words than English ones, counted in
    what they wrote themselves. Quoted data is blanked out by the caller (:class:`..intents.Message`
    passes the text without its quotes, web addresses and dates), so ``reverse 'Grüße'`` is English.

    One letter decides nothing while words do; only a text without a word of either list is German
    when it holds a German letter or low quote of its own (``Grüße umkehren``).
    """
    words = [w.casefold() for w in _WORD.findall(text)]
    german = sum(w in GERMAN_WORDS for w in words)
    english = sum(w in ENGLISH_WORDS for w in words)
    if german != english:
        return german > english
    return german == 0 and _GERMAN_MARKS.search(text) is not None


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
