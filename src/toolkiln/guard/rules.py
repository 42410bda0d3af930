"""The guard's rules and the one pass that applies them.

A rule names a kind of injection (:class:`Reason`), the words a match starts at
(its *anchors*), the pattern matched from there, and optionally what must stand
just before the anchor (``before``, such as the start of a clause for an
imperative). Each rule carries texts it catches and texts it must spare; the
tests are built from them.

Why anchors: the text is cut into words once (in C, by ``bytes.split``), each
word is looked up in the set of all anchors (in C, by ``map``), and a rule's
pattern runs only where one of its anchors stands, matched there rather
than searched for. A text without any anchor costs one pass; a text dense with
them costs a few microseconds per anchor. An anchor that is not a plain word (a
piece of punctuation such as ``<|``, a CJK word, a fragment of a key name) is
found by substring search instead.
"""

from __future__ import annotations

import re
from bisect import bisect_left
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from itertools import compress

from toolkiln.guard.text import Reading

__all__ = ["Reason", "Rule", "RuleSet", "is_word_anchor", "word_steps", "words"]


class Reason(StrEnum):
    """The kinds of injection the guard names in a verdict."""

    OVERRIDE = "instruction override"
    TRANSLATED = "instruction override (translated)"
    ADDRESSED = "instruction addressed to the model"
    EXFILTRATION = "exfiltration request"
    ROLE_PLAY = "role-play set-up"
    ROLE_TURN = "fake role turn"
    JSON_FIELD = "role/instruction JSON field"
    MARKUP_FIELD = "instruction field in markup"
    SUBMIT = "imitated submit_plan/submit_tool call"
    TOOL_CALL = "imitated tool call"
    FENCE = "forged guard fence"


REASON_RANK: dict[Reason, int] = {reason: rank for rank, reason in enumerate(Reason)}
"""Each reason's place in :class:`Reason`'s order, the order a verdict lists them in (sorting a verdict's
few reasons by it costs nothing; iterating the enum is a Python generator, a few µs every screening)."""


def word_steps(limit: int, stop: str = "") -> str:
    """A pattern for up to ``limit`` words (and what stands between them, but not ``stop`` or a line break),
    ending where a next word starts: a keyword after it is tried at word starts only, not at every character,
    which keeps "a keyword somewhere in this clause" cheap."""
    gap = f"[^\\w\\n{stop}]*+"
    return f"(?:{gap}\\w++){{0,{limit}}}?{gap}"


def words(text: str, sep: str | None = None) -> tuple[str, ...]:
    """``"a b c"`` as ``("a", "b", "c")``: anchor lists read as one line each."""
    return tuple(text.split(sep))


@dataclass(eq=False, repr=False)
class Rule:
    """One kind of injection text, found from its anchors."""

    reason: Reason
    """What a match means; a verdict names each reason once."""
    anchors: tuple[str, ...]
    """Words a match starts at (lower case), or substrings when not a plain word."""
    pattern: str
    """Matched at an anchor's position, on the normalised (lower-case) text."""
    before: str = ""
    """When set: must match the text that ends at the anchor (written to end with ``\\Z``)."""
    quotable: bool = True
    """Whether a quoted mention in prose about prompt injection excuses a match."""
    needs: tuple[str, ...] = ()
    """When set: words one of which must be in the text for the rule to run at all (a language's own words,
    so a Spanish rule anchored on "ignore" costs nothing in English text)."""
    needs_also: tuple[str, ...] = ()
    """When set: one of these words must be in the text too (a rule about two things together, such as private
    data and a place outside to put it, runs only in a text that holds a word of each)."""
    near: int = 0
    """When set (with ``needs`` or ``needs_also``): a word of each must stand within this many characters of the
    anchor, before or after it, for the rule to run there: a sentence's reach, found from the scan's word
    positions rather than by a regex stepping through the sentence."""
    catches: tuple[str, ...] = ()
    """Texts this rule alone must flag."""
    spares: tuple[str, ...] = ()
    """Texts near the rule's words that the whole guard must not flag."""


_ASCII_WORD = "abcdefghijklmnopqrstuvwxyz0123456789_-"


def is_word_anchor(anchor: str) -> bool:
    """Whether ``anchor`` is a plain word of a language that spaces its words: found through the
    word set, not by search. Either lower-case ASCII letters, digits, ``_`` and ``-``; or letters
    only (``re``'s ``[^\\W\\d_]``: alphanumeric, not a decimal digit, not ``_``) outside the CJK,
    Hangul and Arabic blocks. (Tested with ``str`` methods, not a regex: the regex's Unicode
    classes took milliseconds to compile, in every process that screens a text.)"""
    if not anchor:
        return False
    if not anchor.lstrip(_ASCII_WORD):  # every character is one of them
        return True
    if anchor.isalpha():  # the common case, tested in C
        return anchor.isascii() or not any(_unspaced(char) for char in anchor)
    return all(char.isalnum() and not char.isdecimal() and char != "_" and not _unspaced(char) for char in anchor)


def _unspaced(char: str) -> bool:
    """A character of a script written without spaces between words (CJK, Hangul) or of Arabic."""
    return "\u3000" <= char <= "\u9fff" or "\uac00" <= char <= "\ud7af" or "\u0600" <= char <= "\u06ff"


_BEFORE_REACH = 48
"""How far before an anchor a ``before`` pattern may reach."""
_MENTION_CUES = words(
    "such as|like|e.g.|for example|for instance|called|known as|phrase|string|pattern|inject|attack|detect|classif|"
    "jailbreak|red team|red-team|payload|example|flag|filter|block|guard|benchmark|dataset|research|paper|mitigat",
    sep="|",
)
"""Words of a sentence that talks about such phrases; looked up as substrings (a handful of fast scans of one
sentence, where a regex of alternatives would try each at every character)."""


class _Compiled:
    """A rule with its patterns, compiled the first time they are needed: importing the guard compiles nothing."""

    __slots__ = ("_before", "_pattern", "rule")

    def __init__(self, rule: Rule) -> None:
        self.rule = rule
        self._pattern: re.Pattern[str] | None = None
        self._before: re.Pattern[str] | None = None

    @property
    def pattern(self) -> re.Pattern[str]:
        if self._pattern is None:
            self._pattern = re.compile(self.rule.pattern, re.MULTILINE)
        return self._pattern

    @property
    def before(self) -> re.Pattern[str] | None:
        if self._before is None and self.rule.before:
            self._before = re.compile(self.rule.before, re.MULTILINE)
        return self._before


class _Anchored:
    """The rules of one anchor: those that always run, joined into one pattern, and those that run only when the
    words they need are in the text.

    The joined pattern tries every rule as a lookahead and fails unless one matched, so one match call per
    occurrence says which rules match there (each its own group), with no second pass over them. It is
    compiled on first use (then read as a plain attribute, as a cached property is: it is read at every
    occurrence) and shared by every anchor with the same rules.
    """

    def __init__(
        self, rules: tuple[_Compiled, ...], gated: tuple[tuple[_Compiled, tuple[frozenset[bytes], ...]], ...]
    ) -> None:
        self.rules = rules
        self.gated = gated

    @cached_property
    def joined(self) -> re.Pattern[str]:
        tries = "".join(f"(?:(?=({compiled.rule.pattern}))|)" for compiled in self.rules)
        none_matched = "(?!)"
        for group in range(len(self.rules), 0, -1):
            none_matched = f"(?({group})|{none_matched})"
        joined = re.compile(tries + none_matched, re.MULTILINE)
        if joined.groups != len(self.rules):  # each rule is one group: a rule's own group would shift the rest
            raise ValueError("a rule pattern must not capture (use (?:...)): " + self.rules[0].rule.pattern[:60])
        return joined


def _anchored(rules: list[_Compiled], shared: dict[tuple[int, ...], _Anchored]) -> _Anchored:
    """One anchor's rules, the same object for every anchor with the same rules (one pattern to compile)."""
    key = tuple(id(compiled) for compiled in rules)
    if key not in shared:
        always = tuple(compiled for compiled in rules if not (compiled.rule.needs or compiled.rule.needs_also))
        gated = tuple(
            (
                c,
                tuple(
                    frozenset(word.encode() for word in group) for group in (c.rule.needs, c.rule.needs_also) if group
                ),
            )
            for c in rules
            if c.rule.needs or c.rule.needs_also
        )
        shared[key] = _Anchored(always, gated)
    return shared[key]


def _is_mention(view: str, start: int, anchor: int, end: int) -> bool:
    """A match inside quotes, in a sentence that talks about such phrases, is quoted rather than meant.

    Inside quotes: an odd number of double quotes (or backticks) before it on its line, the last of them
    standing in prose (not opening a CSV cell or a JSON value, which quote data, not a phrase), and one after
    it; or a single quote just before it ("such as 'ignore…'", where an apostrophe cannot stand) and one
    after it. The talk about such phrases must be in words of the sentence: a cue inside a link, an address
    or a domain name (``promo.example``) is not talk.
    """
    line_start = view.rfind("\n", 0, start) + 1
    line_end = view.find("\n", end)
    line_end = len(view) if line_end == -1 else line_end
    lead, rest = view[max(line_start, start - 300) : max(start, anchor)], view[end : min(line_end, end + 300)]
    quoted = any(lead.count(q) % 2 == 1 and q in rest and _in_prose(lead, lead.rfind(q)) for q in '"`') or (
        "'" in view[max(0, start - 3) : max(start, anchor)] and "'" in rest
    )
    if not quoted:
        return False
    sentence_start = max(view.rfind(". ", 0, start - 3), line_start - 1, start - 300)
    sentence = view[max(0, sentence_start) : min(len(view), end + 300)]
    if not any(cue in sentence for cue in _MENTION_CUES):  # the usual case: a few fast scans
        return False
    prose = _NOT_WORDS.sub(" ", sentence)
    return any(found.group() in _MENTION_CUES for found in _CUE_AT_WORD_START.finditer(prose))


_FIELD_OPENERS = frozenset(",;|\t=[{")
"""What stands before the quote that opens a CSV cell, a table cell or a JSON value (``":`` too)."""


def _in_prose(lead: str, quote: int) -> bool:
    """Whether the quote at ``quote`` in ``lead`` opens a quotation in prose rather than a cell or a value."""
    before = lead[:quote].rstrip(" ")
    if not before:
        return False  # a quote that opens the line opens a cell, a value or a line of data
    return before[-1] not in _FIELD_OPENERS and not before.endswith(('":', "':"))


_NOT_WORDS = re.compile(r"\S*(?:://|@|www\.|\w\.[a-z]{2,}\b)\S*")
"""Links, addresses and domain names: not the words of a sentence."""
_CUE_AT_WORD_START = re.compile(
    r"(?<![\w-])(?:" + "|".join(re.escape(cue) for cue in sorted(_MENTION_CUES, key=len, reverse=True)) + ")"
)
"""A cue at the start of a word (``inject`` in "injection", not ``like`` in "unlike", ``flag`` in "flags")."""


class _ByAnchor(dict):
    """Each anchor's rules as one :class:`_Anchored`, made the first time a text holds the anchor (a text holds
    few of the hundreds); ``in`` tells whether a key is an anchor at all, whether made yet or not."""

    def __init__(self, found: dict, shared: dict[tuple[int, ...], _Anchored]) -> None:
        super().__init__()
        self.found = found
        self.shared = shared

    def __contains__(self, anchor: object) -> bool:
        return anchor in self.found

    def __missing__(self, anchor: bytes | str) -> _Anchored:
        made = self[anchor] = _anchored(self.found[anchor], self.shared)  # two threads at once: either will do
        return made

    def every(self) -> set[_Anchored]:
        """Every anchor's rules (for :meth:`RuleSet.prepare`)."""
        return {self[anchor] for anchor in self.found}


class _Index:
    """Rules by anchor, and the scans that find the anchors: what :class:`RuleSet` builds on first use."""

    def __init__(self, rules: tuple[Rule, ...], signals: Iterable[bytes]) -> None:
        by_anchor: dict[str, list[_Compiled]] = {}  # many rules share an anchor: each anchor is classified once
        needed: set[bytes] = set()
        for rule in rules:
            compiled = _Compiled(rule)
            needed.update(word.encode() for word in rule.needs + rule.needs_also)
            for anchor in rule.anchors:
                by_anchor.setdefault(anchor, []).append(compiled)
        by_word: dict[bytes, list[_Compiled]] = {}
        by_substring: dict[str, list[_Compiled]] = {}
        for anchor, found in by_anchor.items():
            if is_word_anchor(anchor):
                by_word[anchor.encode()] = found
            else:
                by_substring[anchor] = found
        shared: dict[tuple[int, ...], _Anchored] = {}
        self.word_rules = _ByAnchor(by_word, shared)
        """The rules of each word anchor; ``in`` it tells whether a word is one."""
        self.substring_rules = _ByAnchor(by_substring, shared)
        self.listed = frozenset(by_word) | needed | frozenset(signals)
        """Every anchor and signal word: a text's words are looked up in it."""
        ordered = sorted(by_substring, key=len, reverse=True)  # longest first: "](https" before "](http"
        ascii_anchors = [anchor for anchor in ordered if anchor.isascii()]
        self.ascii_tells = tuple(
            (anchor[0], anchor)
            for anchor in ascii_anchors
            if not any(a in anchor for a in ascii_anchors if a != anchor)
        )
        """Each ASCII anchor but those holding another ("](https" holds "](http"), with its first character: looked
        for before the regex runs (most texts hold none), the character first, as a one-character test is the
        fastest."""
        self._ascii_anchors = ascii_anchors
        self._ordered = ordered

    @cached_property
    def ascii_substrings(self) -> re.Pattern[str]:
        """The ASCII anchors found by search: compiled for the first text holding one (most hold none)."""
        return re.compile("|".join(re.escape(a) for a in self._ascii_anchors) or "(?!)")

    @cached_property
    def every_substring(self) -> re.Pattern[str]:
        """Every anchor found by search: compiled for the first text in a script written without spaces."""
        return re.compile("|".join(re.escape(a) for a in self._ordered) or "(?!)")


class RuleSet:
    """Rules indexed by anchor, applied to one text in a single pass over its anchors."""

    def __init__(self, rules: Iterable[Rule], signals: Callable[[], Iterable[bytes]] = tuple) -> None:
        """``signals`` gives more words :meth:`scan` reports (for the decoders), though no rule starts at them.

        Nothing is indexed or compiled here: the first text screened builds the index and the scans, so
        starting toolkiln costs nothing for a guard it may not use.
        """
        self.rules = tuple(rules)
        self._signals = signals
        self._index: _Index | None = None

    def prepare(self) -> None:
        """Build and compile everything now, rather than on first use (for a long-lived process, or a bench)."""
        index = self._indexed()
        index.ascii_substrings, index.every_substring  # noqa: B018 - compiled on first access
        for anchored in index.word_rules.every() | index.substring_rules.every():
            if anchored.rules:
                anchored.joined  # noqa: B018 - compiled on first access
            for compiled in (*anchored.rules, *(rule for rule, _ in anchored.gated)):
                compiled.pattern, compiled.before  # noqa: B018

    def _indexed(self) -> _Index:
        if self._index is None:  # two threads at once both build one; either will do
            self._index = _Index(self.rules, self._signals())
        return self._index

    def scan(self, reading: Reading) -> list[tuple[bytes, int]]:
        """Every whole word of ``reading`` that is an anchor or a signal word, with its offset in ``spaced``."""
        spaced = reading.spaced
        words = reading.words
        found = compress(words, map(self._indexed().listed.__contains__, words))  # a C loop, no regex at each space
        # Each found word's offset: the first time it stands as a whole word after the found word before it, as
        # every whole word between them is not in the set. One find each, together one pass over the text.
        hits, at = [], 0
        for word in found:
            at = spaced.find(b" " + word + b" ", at) + 1
            hits.append((word, at))
            at += len(word)
        return hits

    def reasons(self, reading: Reading, hits: list[tuple[bytes, int]]) -> list[Reason]:
        """The reasons of the rules that match, given the words :meth:`scan` found, in the order of :class:`Reason`."""
        found: set[Reason] = set()
        view = reading.view
        index = self._indexed()
        seen = {word for word, _ in hits}
        word_anchors = index.word_rules.found  # a plain dict: a lookup in C for each word
        anchored = [(word, at) for word, at in hits if word in word_anchors]
        occurrences: list[tuple[_Anchored, int, int]] = [
            (index.word_rules[word], at, spaced_at)
            for (word, at), (_, spaced_at) in zip(reading.positions(anchored), anchored, strict=True)
        ]
        spaceless = not view.isascii() and b"K" in reading.spaced.translate(_SPACELESS_LEADS)
        if spaceless:
            occurrences += [
                (index.substring_rules[m.group()], m.start(), -1) for m in index.every_substring.finditer(view)
            ]
        elif any(first in view and anchor in view for first, anchor in index.ascii_tells):  # most texts hold none
            occurrences += [
                (index.substring_rules[m.group()], m.start(), -1) for m in index.ascii_substrings.finditer(view)
            ]
        near = _Near(hits)
        for anchored_rules, at, spaced_at in occurrences:
            for compiled, needs in anchored_rules.gated:
                if (
                    compiled.rule.reason not in found
                    and all(not group.isdisjoint(seen) for group in needs)
                    and (not compiled.rule.near or all(near.within(g, spaced_at, compiled.rule.near) for g in needs))
                    and _match_at(compiled, view, at)
                ):
                    found.add(compiled.rule.reason)
            if not anchored_rules.rules:
                continue
            hit = anchored_rules.joined.match(view, at)
            if hit is None:  # no rule of this anchor matches here: the usual case, one call
                continue
            for compiled, end in zip(anchored_rules.rules, map(hit.end, range(1, hit.re.groups + 1)), strict=True):
                if end != -1 and compiled.rule.reason not in found and _stands(compiled, view, at, end):
                    found.add(compiled.rule.reason)
        return sorted(found, key=REASON_RANK.__getitem__)


class _Near:
    """Where the words of a group stand in a text, from the scan's hits: made for a group the first time a rule
    that needs its words near an anchor asks (few texts get that far)."""

    def __init__(self, hits: list[tuple[bytes, int]]) -> None:
        self.hits = hits
        self.positions: dict[frozenset[bytes], list[int]] = {}

    def within(self, group: frozenset[bytes], at: int, reach: int) -> bool:
        """Whether a word of ``group`` stands within ``reach`` of offset ``at`` (an offset < 0: not known, so yes)."""
        if at < 0:
            return True
        positions = self.positions.get(group)
        if positions is None:
            positions = self.positions[group] = [offset for word, offset in self.hits if word in group]
        i = bisect_left(positions, at - reach)
        return i < len(positions) and positions[i] <= at + reach


_SPACELESS_LEADS = bytes(ord("K") if 0xD8 <= byte <= 0xDB or 0xE3 <= byte <= 0xED else ord(" ") for byte in range(256))
"""A bytes.translate table marking the UTF-8 lead bytes of Arabic, CJK and Hangul: scripts found by substring."""


def _match_at(compiled: _Compiled, view: str, at: int) -> bool:
    match = compiled.pattern.match(view, at)
    return match is not None and _stands(compiled, view, at, match.end())


def _stands(compiled: _Compiled, view: str, at: int, end: int) -> bool:
    """Whether a match of ``compiled`` from ``at`` to ``end`` counts: what must come before it does, and it is
    not a quoted mention."""
    start = at
    if compiled.before is not None:
        lead = compiled.before.search(view, max(0, at - _BEFORE_REACH), at)
        if lead is None:
            return False
        start = lead.start()
    return not (compiled.rule.quotable and _is_mention(view, start, at, end))
