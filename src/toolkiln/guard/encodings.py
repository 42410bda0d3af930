"""Encoded payloads the guard decodes once and screens: base64, hex, rot13, URL- and HTML-entity-encoding.

A model reads these encodings as easily as plain text, so an instruction wrapped
in one is still an instruction. Each decoder runs only when the text shows the
encoding's marks (a long unbroken run, ``%xx`` escapes, ``&#`` entities, words
that are rot13 of the patterns' words), so ordinary text pays next to nothing.
A decoded payload is screened once; what it decodes to is not decoded again.
"""

from __future__ import annotations

import base64
import binascii
import codecs
import re
from collections.abc import Iterator
from enum import StrEnum
from urllib.parse import unquote_plus

from toolkiln.guard.text import Reading, compiled, deferred

__all__ = ["Wrapping", "decoded_payloads"]

_SCAN_LIMIT = 1_000_000
"""Characters searched for encoded runs: a payload past them is not decoded (the plain patterns still run)."""
_BASE64 = deferred(r"[A-Za-z0-9+/]{20,}={0,2}|[A-Za-z0-9_-]{24,}={0,2}")
_HEX_RUN = deferred(r"(?:[0-9a-fA-F]{2}){16,}")
_HEX_ESCAPED = (
    deferred(r"\\x[0-9a-f]{2}(?:\\x[0-9a-f]{2}){7,}"),
    deferred(r"0x[0-9a-f]{2}(?:[\s,]*0x[0-9a-f]{2}){7,}"),
)
"""Each starts with a literal (``\\x``, ``0x``), so ``re`` scans for it fast."""
_HEX_SPACED = deferred(r"(?<![0-9a-f])[0-9a-f]{2}(?:[ :,][0-9a-f]{2}){12,}(?![0-9a-f])")
_PAIRS = deferred(rb" ([0-9a-f]{2})(?= )")
_SPACED_HEX_TELL = deferred(rb"6(?<= 6)[ef]")
"""`` 6e`` or `` 6f`` (n, o): spaced hex of a sentence holds one. Written to start at the rarer ``6``, which ``re``
finds at memchr speed, where a substring test of `` 6e`` stops at every space."""
_HEX_LETTERS = frozenset(f"{ord(letter):02x}".encode() for letter in "abcdefghijklmnopqrstuvwxyz ")
"""Hex of letters and space: a sentence in spaced hex holds a dozen of them as words; a table of numbers hardly."""
_PERCENT_ESCAPE = deferred(r"%[0-9a-f]{2}")
_ENTITY = deferred(r"(?i)&(?:#|lt;|gt;)")
"""A numeric entity or an escaped angle bracket: what hides a word or a tag from plain matching. Only the lines
holding one are decoded and screened again, not the whole text."""
_LONG_WORD = 16
"""A word this long may be part of a base64 or hex run (a base64 run is cut into words at ``+``, ``/``, ``=``)."""
_LONG_RUN = b"x" * _LONG_WORD
_LONG_CHUNK = deferred(rf"\S{{{_LONG_WORD},}}")
"""What ``str.split`` would give of that length or more (``re`` and ``str`` agree on whitespace), found in C."""
_NOT_DIGITS = bytes(byte for byte in range(256) if not 0x30 <= byte <= 0x39)
_RUN_CLASSES = bytes(ord("x") if chr(byte).isalnum() and byte < 128 else ord(" ") for byte in range(256))
"""A bytes.translate table: ASCII letters and digits to ``x``, all else to space; a long run of ``x`` is a long
word without ``_`` or ``-`` (an identifier such as ``screen_unfenced_text`` is not one)."""


class Wrapping(StrEnum):
    """How a payload was hidden: the prefix of the reasons found in it."""

    TAGS = "hidden"
    BASE64 = "base64-wrapped"
    HEX = "hex-encoded"
    ROT13 = "rot13-encoded"
    URL = "URL-encoded"
    HTML = "HTML-entity-encoded"


def _readable(raw: bytes) -> str:
    """``raw`` as text when it is UTF-8 prose (mostly printable, with spaces), else ``""``."""
    try:
        decoded = raw.decode("utf-8")
    except UnicodeDecodeError:
        return ""
    if not decoded or " " not in decoded:
        return ""
    printable = sum(map(str.isprintable, decoded)) + decoded.count("\n") + decoded.count("\t")
    return decoded if printable / len(decoded) > 0.95 else ""


_BASE64_RUN = deferred(r"[A-Za-z0-9+/=_-]+")
_DELIMITERS = " \t\n\"'`:;,()[]{}<>|\\"
"""What stands around a base64 run in a text: the run starts after the last of them before its word."""


def _candidate_runs(text: str, view: str, long_words: list[bytes]) -> Iterator[str]:
    """The unbroken runs of base64 characters in ``text`` that hold a long word of ``view`` and mix cases.

    A base64 run is cut into words at ``+``, ``/`` and ``=``; the run is taken from ``text`` itself, as its
    case matters. Text of mixed case only: an identifier such as ``screen_unfenced_text`` is not base64.
    """
    if len(view) != len(text):  # normalising changed the length: positions differ, look through the text
        for chunk in compiled(_LONG_CHUNK).findall(text, 0, _SCAN_LIMIT):
            if not chunk.islower() and not chunk.isupper():
                yield chunk
        return
    # Every search starts where the last one stopped: the words come in the order of the text, a run is
    # yielded once, the delimiters are searched for once over each stretch of text and the run from a start
    # is matched once. A text that is one long run of words took time quadratic in its length otherwise
    # (250 KB of base64 some fifteen seconds).
    search_from = scanned = covered_end = 0
    last_delimiter, last_start, around = -1, -1, None
    for word in (long.decode() for long in long_words):
        at = view.find(word, search_from)
        if at == -1:
            at = view.find(word)
        if at == -1:
            continue
        search_from = at + len(word)
        sample = text[at : at + len(word)]
        if at < covered_end or sample.islower() or sample.isupper():  # inside the run yielded last, or one case
            continue
        # A run starts after the last delimiter before its word (C-speed searches, no loop).
        if at >= scanned:
            last_delimiter = max(last_delimiter, *(text.rfind(delimiter, scanned, at) for delimiter in _DELIMITERS))
            scanned = at
            start = last_delimiter + 1
        else:  # a word met again behind the searched stretch: look back from it
            start = max(text.rfind(delimiter, 0, at) for delimiter in _DELIMITERS) + 1
        if start != last_start:
            last_start, around = start, compiled(_BASE64_RUN).match(text, start)
        if around and around.end() >= at + len(word):
            covered_end = around.end()
            yield around.group()


def _long_runs(text: str, view: str, long_words: list[bytes]) -> Iterator[tuple[Wrapping, str]]:
    """Hex and base64 payloads among the long words."""
    for word in long_words:
        if compiled(_HEX_RUN).fullmatch(word.decode()) and len(word) % 2 == 0:
            decoded = _readable(bytes.fromhex(word.decode()))
            if decoded:
                yield Wrapping.HEX, decoded
    seen: set[str] = set()
    for candidate in _candidate_runs(text, view, long_words):
        for run in compiled(_BASE64).findall(candidate):
            if run in seen:
                continue
            seen.add(run)
            padded = run + "=" * (-len(run) % 4)
            altchars = b"-_" if ("-" in run or "_" in run) else None
            try:
                decoded = _readable(base64.b64decode(padded, altchars=altchars, validate=True))
            except (binascii.Error, ValueError):
                continue
            if decoded:
                yield Wrapping.BASE64, decoded


def _escaped_hex(view: str, spaced: bytes) -> Iterator[tuple[Wrapping, str]]:
    runs: list[str] = []
    for pattern in _HEX_ESCAPED:  # its literal start makes the search itself as fast as a substring test first
        runs += [re.sub(r"\\x|0x|[\s,]", "", m.group()) for m in compiled(pattern).finditer(view, 0, _SCAN_LIMIT)]
    if (
        compiled(_SPACED_HEX_TELL).search(spaced)
        and len(_HEX_LETTERS.intersection(compiled(_PAIRS).findall(spaced))) >= 12
    ):
        runs += [re.sub(r"[ :,]", "", m.group()) for m in compiled(_HEX_SPACED).finditer(view, 0, _SCAN_LIMIT)]
    for run in runs:
        decoded = _readable(bytes.fromhex(run))
        if decoded:
            yield Wrapping.HEX, decoded


def _long_words(spaced: bytes) -> list[bytes]:
    """The runs of 16 or more ASCII letters and digits holding a digit: where base64 and hex payloads are.

    A run of base64 or hex that long holds a digit (all but a few percent do); an identifier seldom does.
    """
    classes = spaced.translate(_RUN_CLASSES)
    found, at = [], classes.find(_LONG_RUN)
    while at != -1:
        end = classes.find(b" ", at)
        word = spaced[at:end]
        if word.translate(None, _NOT_DIGITS):
            found.append(word)
        at = classes.find(_LONG_RUN, end)
    return found


def decoded_payloads(text: str, reading: Reading, rot13: bool) -> Iterator[tuple[Wrapping, str]]:
    """Each encoded payload in ``text`` (``reading`` is its normalised form), decoded.

    ``rot13``: whether the text holds words that are rot13 of the rules' words.
    """
    view, spaced = reading.view, reading.spaced
    long_words = _long_words(spaced[:_SCAN_LIMIT])
    if long_words:
        yield from _long_runs(text, view, long_words)
    yield from _escaped_hex(view, spaced)
    if rot13:
        yield Wrapping.ROT13, codecs.encode(view[:_SCAN_LIMIT], "rot13")
    if "%" in view and len((percent := compiled(_PERCENT_ESCAPE)).findall(view, 0, _SCAN_LIMIT)) >= 3:
        lines = [line for line in view[:_SCAN_LIMIT].splitlines() if len(percent.findall(line)) >= 3]
        yield Wrapping.URL, "\n".join(unquote_plus(line) for line in lines)
    if "&" in view and ("&#" in view or "&lt;" in view or "&gt;" in view):
        entity = compiled(_ENTITY)
        lines = [line for line in text[:_SCAN_LIMIT].splitlines() if entity.search(line)]
        import html  # its entity table is large; loaded only for a text that shows entities

        yield Wrapping.HTML, "\n".join(html.unescape(line) for line in lines)
