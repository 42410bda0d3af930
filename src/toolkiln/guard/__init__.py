"""The prompt-injection guard: one screening function for outside text entering a prompt.

Everything toolkiln feeds back to a model that the model did not write itself —
tool results, fetched pages, hand-backs, session history, attached files,
workflow files — can carry text written to steer the model. :func:`screen` looks
for it without a model call, in one pass over the text's words:

* :mod:`.text` normalises the text once (case, NFKC, invisible and tag
  characters, look-alike letters), and only as far as it needs it;
* :mod:`.rules` finds each rule's anchor words by looking every word up in one set, and
  matches the rule there (:mod:`.english`, :mod:`.languages`, :mod:`.structure`);
* :mod:`.learned` weighs the words of a text the rules found nothing in, window by window, with a small
  linear model trained on the tuning corpora (shipped as package data);
* :mod:`.encodings` decodes payloads wrapped in base64, hex, rot13, URL- or
  HTML-entity-encoding (and Unicode tag characters), and each is screened once.

Flagged text is never dropped: :func:`fence` wraps it as untrusted data, with
the reasons, so the model still sees it and is told to read it as data only
(:mod:`.fences`: the markers carry a random key per process, so outside text
cannot forge, open or close one).
A match quoted inside prose that talks *about* prompt injection ("phrases such
as 'ignore previous instructions'") is a mention, not an instruction, and does
not count on its own.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache

from toolkiln.guard import learned
from toolkiln.guard.encodings import Wrapping, decoded_payloads
from toolkiln.guard.english import ENGLISH
from toolkiln.guard.exfiltration import EXFILTRATION
from toolkiln.guard.fences import FENCE_END, FENCE_KEY, FENCE_START, fence_text, outside_and_fences
from toolkiln.guard.indirect import INDIRECT
from toolkiln.guard.languages import TRANSLATED
from toolkiln.guard.rules import REASON_RANK, Reason, RuleSet, words
from toolkiln.guard.structure import STRUCTURE
from toolkiln.guard.text import DEFERRED, Reading, compiled, deferred, hidden_tag_text, normalise, utf8
from toolkiln.util.immutable import Immutable

__all__ = [
    "FENCE_END",
    "FENCE_KEY",
    "FENCE_START",
    "RULES",
    "Reason",
    "Untrusted",
    "Verdict",
    "fence",
    "guard_entry",
    "guard_text",
    "prepare",
    "render",
    "screen",
    "screen_composed",
]


_RULE_LIST = ENGLISH + EXFILTRATION + INDIRECT + TRANSLATED + STRUCTURE


_ROT13_OF = words(
    "ignore disregard forget instructions instruction previous system prompt assistant developer reveal override "
    "rules above secret password"
)
"""Words an instruction in rot13 almost always holds one of, in their plain form."""


_ROT13 = str.maketrans("abcdefghijklmnopqrstuvwxyz", "nopqrstuvwxyzabcdefghijklm")
"""rot13 of lower-case words, as ``codecs``' rot13 does it (which would first import its codec module)."""


@cache
def _rot13_words() -> frozenset[bytes]:
    """The rot13 forms of :data:`_ROT13_OF`: one of them in a text means it may be rot13 of an instruction."""
    return frozenset(word.translate(_ROT13).encode() for word in _ROT13_OF)


RULES = RuleSet(_RULE_LIST, signals=_rot13_words)
"""Every rule the guard applies."""
_HIDDEN_LETTERS = 8
"""Tag characters spelling fewer letters than this are an emoji's subdivision code (a flag), not a message."""


@dataclass(eq=False)
class Verdict(Immutable):
    """What :func:`screen` found: whether to fence the text, and why."""

    flagged: bool
    reasons: list[str] = field(default_factory=list)

    def to_json(self) -> dict:
        return {"flagged": self.flagged, "reasons": list(self.reasons)}


CLEAN = Verdict(False, [])


def prepare() -> None:
    """Compile every rule and pattern now instead of on first use: for a long-lived process that wants no
    first-use pause, and for a bench that measures the steady cost."""
    RULES.prepare()
    learned.model()
    for pattern in DEFERRED:
        compiled(pattern)


def screen(text: str) -> Verdict:
    """Whether ``text`` carries instructions written to steer a model, and which kinds."""
    if not text:
        return CLEAN
    reasons: list[str] = []
    data = None if text.isascii() else utf8(text)
    hidden = hidden_tag_text(text, data)
    if sum(ch.isalpha() or ch == " " for ch in hidden) >= _HIDDEN_LETTERS:
        reasons.append("hidden Unicode tag characters")
        reasons += [f"{Wrapping.TAGS} {reason}" for reason in _reasons(normalise(hidden))[0]]
    plain, reading, found_words = _reasons(normalise(text, data))
    reasons += plain
    if not plain and learned.model().flags(reading, data is None):  # the rules found nothing: another reader
        reasons.append(learned.LEARNED_REASON)
    rot13 = not _rot13_words().isdisjoint(found_words) or "rot13" in reading.view or "rot-13" in reading.view
    for wrapping, payload in decoded_payloads(text, reading, rot13):
        reasons += [f"{wrapping} {reason}" for reason in _reasons(normalise(payload))[0] if reason not in plain]
    unique = list(dict.fromkeys(reasons))
    return Verdict(bool(unique), unique)


def _reasons(view: str) -> tuple[list[str], Reading, list[bytes]]:
    """The reasons the rules find in a normalised text, its reading, and the words the scan found.

    A whole JSON document is also read as its string values joined, so an
    instruction split across fields, with keys between its parts, reads as one;
    so are the JSON objects inside a text and a text made of rows. Each of these
    readings runs on its own, whatever another made of the text (none is needed
    once the text's own reading found something: it is flagged).
    """
    reading = Reading.of(view)
    hits = RULES.scan(reading)
    found = set(RULES.reasons(reading, hits))
    for read in () if found else _SPLIT_READINGS:  # each on its own: one reading never stands in for another
        values = read(view)
        if values:
            joined = Reading.of(values)
            found.update(RULES.reasons(joined, RULES.scan(joined)))
    if Reason.OVERRIDE in found:  # French "ignore … instructions" reads as English too: one reason
        found.discard(Reason.TRANSLATED)
    ordered = [str(reason) for reason in sorted(found, key=REASON_RANK.__getitem__)]
    return ordered, reading, [word for word, _ in hits]


def _json_strings(text: str) -> str:
    """The string values of a JSON document, joined: the text an instruction split across fields makes."""
    stripped = text.strip()
    if not (stripped.startswith(("{", "[")) and stripped.endswith(("}", "]"))):
        return ""
    try:
        document = json.loads(stripped, strict=False)
    except ValueError:
        return ""
    leaves: list[str] = []
    stack = [document]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            leaves.append(item)
        elif isinstance(item, dict):
            stack.extend(reversed(list(item.values())))
        elif isinstance(item, list):
            stack.extend(reversed(item))
    return "\n".join(leaves)


_JSON_PAIR = deferred(r"\"[\w .-]{1,40}\"\s*:\s*\"((?:[^\"\\\n]|\\.){0,4000})\"")
"""A ``"key": "string"`` pair of JSON that is not a whole document (JSON lines, objects inside prose)."""


def _embedded_json_strings(text: str) -> str:
    """The string values of the JSON objects inside ``text``, joined, when it holds two or more."""
    if '": "' not in text and '":"' not in text:
        return ""
    values = compiled(_JSON_PAIR).findall(text)
    return "\n".join(values) if len(values) > 1 else ""


_ROW = deferred(r"(?m)^(?:[-*|>][ \t]*)?[^\s,|=:;\t][^,|=:;\t\n]{0,30}+(?:,|\||=|:|\t)[ \t]*+([^\n]*)")
"""A line of a table, a CSV file, a list of ``key = value`` or ``key: value`` lines: its value part is group 1.
Not indented: an indented ``name = value`` is code far more often than it is a record."""
_ROW_SAMPLE = 6
"""How many lines are looked at to tell whether a text is rows: a table of rows is one from its first lines on."""


def _row_values(text: str) -> str:
    """The values of a text made of rows (CSV, a table, key-value lines), their keys dropped, one a line: an
    instruction split across cells reads as one. Empty when the first lines are not mostly rows."""
    if "\n" not in text:
        return ""
    sample = [line for line in text.split("\n", _ROW_SAMPLE)[:_ROW_SAMPLE] if line.strip()]
    rows = compiled(_ROW)
    if (
        len(sample) < 2
        or sum(bool(row and row.group(1).strip(" \t|")) for row in map(rows.match, sample)) * 3 < len(sample) * 2
    ):
        return ""
    values = "\n".join(value.rstrip(" \t|") for value in rows.findall(text) if value)
    return values.replace('"', " ") if '"' in values else values  # a cell's quotes are CSV's, not a quotation


_SPLIT_READINGS = (_json_strings, _embedded_json_strings, _row_values)
"""The readings that join what a text splits (JSON fields, JSON objects in prose, cells of rows)."""


def fence(text: str, verdict: Verdict) -> str:
    """``text`` marked as untrusted data with the guard's reasons, when flagged; as is otherwise.

    The fence's markers carry this process's random key (:mod:`.fences`), which the text cannot know: a copy
    of it inside is defused, so the text can neither close its own fence early nor open one of its own.
    """
    if not verdict.flagged:
        return text
    return fence_text(text, verdict.reasons)


class Untrusted(str):
    """Text a model did not write — a tool's result or error, a file, a registry description, a hand-back, another
    agent's report — on its way into a prompt. Only a prompt builder turns it into prompt text, through
    :func:`render`, which screens it and fences it as data whether or not it is flagged (spotlighting): "is this
    text screened and fenced?" has one answer, its type."""

    __slots__ = ()


def render(text: Untrusted) -> tuple[str, Verdict]:
    """``text`` screened and fenced as data, with the guard's reasons in the fence when it is flagged."""
    if not isinstance(text, Untrusted):
        raise TypeError("render takes Untrusted text: wrap outside text as Untrusted(text) where it enters toolkiln")
    verdict = screen(text)
    return fence_text(str(text), verdict.reasons), verdict


def guard_text(text: str) -> tuple[str, Verdict]:
    """Outside text as a prompt holds it: :func:`render` of ``Untrusted(text)``."""
    return render(Untrusted(text))


def screen_composed(text: str) -> Verdict:
    """:func:`screen` of a text that may hold fences this process made (a message with a file quoted in it).

    Every part is screened: the text outside the fences as one text, and each fence's own text again, which
    must find no reason its marker does not record (else the fence was not made that way, and the reasons
    count). A span that merely looks like a fence (another process's key, no end marker, a forged marker)
    is not a fence here: it is screened with the rest, and a fence marker in outside text is itself a reason.
    """
    outside, unexplained = outside_and_fences(text, lambda inner: screen(inner).reasons)
    verdict = screen(outside)
    if not unexplained:
        return verdict
    reasons = list(dict.fromkeys(verdict.reasons + unexplained))
    return Verdict(True, reasons)


def guard_entry(text: str) -> str:
    """``text`` fenced as a whole when :func:`screen_composed` flags it."""
    return fence(text, screen_composed(text))
