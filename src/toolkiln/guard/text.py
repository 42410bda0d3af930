"""How the guard reads a text: normalised once, cheaply, and cut into words once.

A plain ASCII text (most tool results) only needs lower-casing. Anything else is
normalised only as far as it holds the characters that need it: Unicode tag
characters (decoded apart, then removed), zero-width and direction characters
(removed), compatibility forms such as fullwidth letters (NFKC), Cyrillic or
Greek look-alike letters inside Latin words (read as Latin), typographic quotes
and dashes (read as their ASCII forms).
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import cache, cached_property
from typing import AnyStr

__all__ = ["DEFERRED", "Reading", "compiled", "deferred", "hidden_tag_text", "normalise", "utf8"]


@cache
def compiled(pattern: AnyStr) -> re.Pattern[AnyStr]:
    """``re.compile(pattern)``, the first time a text needs it: importing the guard compiles nothing, and the
    short ASCII texts most screenings are (a step's params and result) need only a few of these patterns.
    (Flags go inside the pattern, ``(?i)``: one pattern, one entry.)"""
    return re.compile(pattern)


DEFERRED: list[str | bytes] = []
"""Every pattern written with :func:`deferred`: :func:`toolkiln.guard.prepare` compiles them all at once."""


def deferred(pattern: AnyStr) -> AnyStr:
    """``pattern``, listed in :data:`DEFERRED`; used as ``compiled(pattern)``."""
    DEFERRED.append(pattern)
    return pattern


_TAG_BYTES = b"\xf3\xa0"
"""How every Unicode tag character (U+E0000..U+E007F) starts in UTF-8: a bytes search finds them fast."""
_GENERAL_PUNCTUATION = deferred(rb"\xe2[\x80\x81]")
"""U+2000..U+207F in UTF-8: a pattern that starts with one byte, which ``re`` finds faster than a two-byte test."""
_TAGS = deferred("[\U000e0000-\U000e007f]")
_INVISIBLE = deferred("[\u00ad\u034f\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]")
_INVISIBLE_PUNCTUATION = deferred(rb"\xe2(?:\x80[\x8b-\x8f\xaa-\xae]|\x81[\xa0-\xa4\xa6-\xa9])")
"""The ones in General Punctuation, in UTF-8: the pattern starts with one byte, which ``re`` finds fast."""
_INVISIBLE_OTHERS = ((0xEF, b"\xef\xbb\xbf"), (0xC2, b"\xc2\xad"), (0xCD, b"\xcd\x8f"), (0xE1, b"\xe1\xa0\x8e"))
"""The others, in UTF-8, each with its first byte: a one-byte test (memchr) comes first, as a test for a few
bytes steps through the text byte by byte, and an alternation would make ``re`` test every byte."""


def _letter_classes() -> bytes:
    """A bytes.translate table: ASCII letters to ``L``, lead bytes of Greek and Cyrillic to ``C``, others to space."""
    table = bytearray(b" " * 256)
    for byte in b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ":
        table[byte] = ord("L")
    for byte in range(0xCD, 0xD4):
        table[byte] = ord("C")
    return bytes(table)


_LETTER_CLASSES = _letter_classes()
_CONTINUATION_BYTES = bytes(range(0x80, 0xC0))
# a word of Latin letters with Cyrillic or Greek ones mixed in ("ignоre"): a whole-Russian word stays Russian
_MIXED_WORD = deferred(r"\b(?=[^\W\d_]*[a-z])(?=[^\W\d_]*[\u0370-\u04ff])[^\W\d_]+")
_LOOKALIKES = str.maketrans(
    "авсеіјкмнорѕтухАВСЕІЈКМНОРЅТУХαεικνορτυχΑΒΕΙΚΜΝΟΡΤΥΧ", "abceijkmhopstyxABCEIJKMHOPSTYXaeikvoptuxABEIKMNOPTYX"
)
_TYPOGRAPHY = {"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"', "\u00ab": '"', "\u00bb": '"',
               "\u201e": '"', "\u2014": " ", "\u2013": " ", "\u3002": ".", "\u3001": ",", "\u2026": "."}  # fmt: skip
"""Typographic quotes and dashes as their ASCII forms, one character for one: positions stay those of the text."""


def utf8(text: str) -> bytes:
    """``text`` in UTF-8, as :func:`hidden_tag_text` and :func:`normalise` read it: encode once, pass it to both."""
    return text.encode("utf-8", "surrogatepass")


def hidden_tag_text(text: str, data: bytes | None = None) -> str:
    """The text spelled in Unicode tag characters (invisible, but a model's tokenizer reads them).

    ``data``: ``text`` in UTF-8 when the caller has it (:func:`utf8`).
    """
    if text.isascii():
        return ""
    data = utf8(text) if data is None else data
    if b"\xf3" not in data or _TAG_BYTES not in data:  # one byte first: memchr
        return ""
    return "".join(chr(ord(c) - 0xE0000) for c in compiled(_TAGS).findall(text))


def normalise(text: str, data: bytes | None = None) -> str:
    """``text`` as the patterns read it: lower case, and for non-ASCII text the forms above folded.

    ``data``: ``text`` in UTF-8 when the caller has it (:func:`utf8`).
    """
    if text.isascii():
        return text.lower()
    data = utf8(text) if data is None else data
    if b"\xf3" in data and _TAG_BYTES in data:
        text = compiled(_TAGS).sub("", text)
    general_punctuation = compiled(_GENERAL_PUNCTUATION).search(data) is not None  # zero-width, quotes, dashes
    if (general_punctuation and compiled(_INVISIBLE_PUNCTUATION).search(data)) or any(
        lead in data and other in data for lead, other in _INVISIBLE_OTHERS
    ):
        text = compiled(_INVISIBLE).sub("", text)
    if general_punctuation or b"\xc2\xab" in data or b"\xc2\xbb" in data or b"\xe3\x80" in data:
        for typographic, plain in _TYPOGRAPHY.items():  # before NFKC, which would make "…" three characters
            if typographic in text:
                text = text.replace(typographic, plain)
    text = _nfkc(text)
    text = text.lower()
    if "ß" in text:  # what casefold would do, at the price of lower
        text = text.replace("ß", "ss")
    classes = data.translate(_LETTER_CLASSES, _CONTINUATION_BYTES)  # a Latin letter next to a Greek or Cyrillic one
    if b"C" in classes and (b"LC" in classes or b"CL" in classes):  # one byte first: memchr
        text = compiled(_MIXED_WORD).sub(lambda m: m.group().translate(_LOOKALIKES), text)
    return text


_NFKC_PIECE = 4096
"""Texts longer than this are normalised in halves, cut at a line break, so only the pieces that need it are."""


def _nfkc(text: str) -> str:
    """``unicodedata.normalize("NFKC", text)``, normalising only the lines that need it.

    A line break neither composes with a neighbour nor reorders past one, so the normal form of a text is that of
    its lines, joined: a long text with one "µ" in it costs a few quick checks, not a normalisation of it all.
    """
    if unicodedata.is_normalized("NFKC", text):
        return text
    cut = text.find("\n", len(text) // 2) if len(text) > _NFKC_PIECE else -1
    if cut == -1:
        cut = text.rfind("\n", 0, len(text) // 2) if len(text) > _NFKC_PIECE else -1
        if cut == -1:
            return unicodedata.normalize("NFKC", text)
    return _nfkc(text[:cut]) + "\n" + _nfkc(text[cut + 1 :])


def _separators() -> bytes:
    """A bytes.translate table: ASCII letters, digits, ``_`` and ``-`` stay, other ASCII becomes a space.

    Bytes of non-ASCII characters stay as they are, so a Russian or accented word is one word too.
    """
    table = bytearray(range(256))
    for byte in range(128):
        char = chr(byte)
        if not (char.isalnum() or char in "_-"):
            table[byte] = ord(" ")
    return bytes(table)


_SEPARATORS = _separators()
_BLANK_LINE = deferred(r"\n[ \t\r]*\n")
_CONTINUATION = bytes(1 if 0x80 <= byte < 0xC0 else 0 for byte in range(256))
"""A bytes.translate table marking UTF-8 continuation bytes with 1."""


@dataclass(eq=False, repr=False)
class Reading:
    """A normalised text as the rules read it.

    ``view`` is the text (a JSON-escaped newline reads as a line break, in the
    same two characters); ``spaced`` is its UTF-8 with every separator a space
    and one space either side, where a whole word reads as ``b" word "``.
    """

    view: str
    spaced: bytes

    @classmethod
    def of(cls, view: str) -> Reading:
        if "\\n" in view:
            view = view.replace("\\n", " \n")
        return cls(view, b" " + view.encode("utf-8", "surrogatepass").translate(_SEPARATORS) + b" ")

    @cached_property
    def words(self) -> list[bytes]:
        """The words of ``spaced`` (no ASCII separator but the space is left in it): cut once, read by the
        rules' scan and by the learned part, which then find each word's hash already computed (but in a text
        with blank lines, which the learned part reads by :attr:`paragraphs`, cut again: 2–4 µs per KB)."""
        return self.spaced.split()

    @cached_property
    def paragraphs(self) -> list[list[bytes]]:
        """The words of each paragraph (the parts between blank lines), in order: together, :attr:`words`."""
        view = self.view
        if "\n\n" not in view and "\n\r\n" not in view and "\n \n" not in view:
            return [self.words]
        return [
            part.encode("utf-8", "surrogatepass").translate(_SEPARATORS).split()
            for part in compiled(_BLANK_LINE).split(view)
        ]

    def positions(self, hits: list[tuple[bytes, int]]) -> list[tuple[bytes, int]]:
        """``hits`` (words with their offsets in ``spaced``, in order) with their positions in ``view`` instead."""
        if self.view.isascii():
            return [(word, at - 1) for word, at in hits]
        # a character is its UTF-8 bytes less its continuation bytes: count those up to each word, in one pass
        marks = self.spaced.translate(_CONTINUATION)
        counted, continuation, mapped = 0, 0, []
        for word, at in hits:
            continuation += marks.count(1, counted, at)
            counted = at
            mapped.append((word, at - 1 - continuation))
        return mapped
