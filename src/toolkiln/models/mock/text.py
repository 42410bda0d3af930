"""The offline planner's text intents: word and character counts, slugs, reversed text, text statistics.

The text is the quote nearest the keyword (else what follows a colon); "... then square that number"
after a count adds a ``calculate`` step on it through ``$template``.
"""

from __future__ import annotations

import re
import unicodedata

from toolkiln.models.mock.intents import Draft, Findings, Found, Message, literal

__all__ = ["STATISTICS_WORD", "text_intents"]


_COUNT_WORD = re.compile(r"\b(?:count\w*|how many|number of|zähl\w*|anzahl|wie viele)\b", re.IGNORECASE)
_WORDS = re.compile(r"\b(?:words?|wörter\w*|worte)\b|\b(?:word-?count|wortanzahl|wörterzahl)\b", re.IGNORECASE)
_CHARACTERS = re.compile(r"\b(?:characters?|letters?|zeichen|buchstaben)\b", re.IGNORECASE)
_SLUG = re.compile(r"\bslug\w*", re.IGNORECASE)
_REVERSE = re.compile(r"\b(?:revers\w*|backwards|rückwärts|umkehr\w*|umdreh\w*)", re.IGNORECASE)
STATISTICS_WORD = re.compile(
    r"\b(?:text ?stat\w*|textstatistik\w*|statisti\w*|stats|summary|zusammenfassung)\b", re.IGNORECASE
)

_SPELLED_OUT = {"ä": "ae", "ö": "oe", "ü": "ue", "ß": "ss"}


def _slug(text: str) -> str:
    lowered = text.lower()
    for letter, spelling in _SPELLED_OUT.items():
        lowered = lowered.replace(letter, spelling)
    plain = "".join(c for c in unicodedata.normalize("NFKD", lowered) if not unicodedata.combining(c))
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-")


def _text_draft(tool: str, text: str) -> Draft:
    drafts = {
        "count_words": (
            'Counts the words of a text, split on whitespace. Takes text (str); returns {"words": int}.',
            f'result["words"] == {len(text.split())}',
        ),
        "slugify": (
            "Turns a text into a URL slug: lower-case ASCII letters and digits joined by single hyphens, "
            "German umlauts spelled out (ä -> ae, ö -> oe, ü -> ue, ß -> ss), other accents dropped, "
            'no leading or trailing hyphen. Takes text (str); returns {"slug": str}.',
            f'result["slug"] == {literal(_slug(text))}',
        ),
        "reverse_text": (
            'Reverses a text character by character. Takes text (str); returns {"reversed": str}.',
            f'result["reversed"] == {literal(text[::-1])}',
        ),
        "text_stats": (
            "Counts the characters, words, lines and sentences of the text (catalog tool).",
            f'result["characters"] == {len(text)}',
        ),
    }
    description, check = drafts[tool]
    return Draft(tool, description, {"text": text}, check)


def text_intents(msg: Message, findings: Findings) -> None:
    wanted: list[tuple[int, str, str]] = []
    words = _WORDS.search(msg.masked)
    counting = _COUNT_WORD.search(msg.masked)
    if words and (counting or re.search(r"count|anzahl", words.group(), re.IGNORECASE)):
        wanted.append((words.start(), "count_words", "word count"))
    if counting and (characters := _CHARACTERS.search(msg.masked)):
        wanted.append((characters.start(), "text_stats", "character count"))
    for pattern, tool, reason in ((_SLUG, "slugify", "slug"), (_REVERSE, "reverse_text", "reversed text")):
        if hit := pattern.search(msg.masked):
            wanted.append((hit.start(), tool, reason))
    stats = STATISTICS_WORD.search(msg.masked)
    if stats and msg.quotes and not any(tool == "text_stats" for _, tool, _ in wanted):
        wanted.append((stats.start(), "text_stats", "text statistics"))
    for position, tool, reason in wanted:
        text = msg.text_near(position)
        if text is None:
            findings.notes.append(f"{reason}: put the text in quotes, e.g. 'your text'")
            continue
        drafts = [_text_draft(tool, text)]
        counted = {"count_words": ("words", len(text.split())), "text_stats": ("characters", len(text))}.get(tool)
        follow_up = _follow_up(msg.masked, position) if counted else None
        if counted and follow_up:
            from toolkiln.models.mock.arithmetic import follow_up_expression

            expression, check = follow_up_expression(follow_up, *counted)
            described = "Evaluates the arithmetic expression safely (catalog tool)."
            drafts.append(Draft("calculate", described, {"expression": {"$template": expression}}, check))
            reason += " and arithmetic on it"
        findings.found.append(Found(position, drafts, reason))


def _follow_up(masked: str, position: int):
    """ "then square that number" after a count: its match, or None. The arithmetic module loads only for a
    message that counts something (a reused conversion never does)."""
    from toolkiln.models.mock.arithmetic import FOLLOW_UP

    return FOLLOW_UP.search(masked, position)
