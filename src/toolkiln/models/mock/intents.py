"""What the offline planner's intents read and produce: the message read once, and the steps they draft.

Each intent (:mod:`.temperature`, :mod:`.text`, :mod:`.numbers`) reads a :class:`Message` and adds
what it recognised to the :class:`Findings`; :mod:`.planner` turns them into a plan.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field

from toolkiln.models.mock.reading import (
    FENCE_MARKER,
    FENCED,
    ISO_DATE,
    blank_out,
    extract_numbers,
    extract_quotes,
    is_german,
    web_addresses,
)
from toolkiln.models.planner.plan import Plan

__all__ = ["Draft", "Findings", "Found", "Message", "close_to", "format_number", "literal"]


@dataclass(eq=False, repr=False)
class Message:
    """One message, read once."""

    text: str
    """The message as typed."""
    quotes: list[tuple[int, int, str]]
    """Quoted spans: (start, end, inner text)."""
    masked: str
    """The message with quoted text blanked out; keywords are looked for here."""
    numbers: list[tuple[int, int | float]]
    """Numbers outside quotes, URLs and dates."""
    german: bool
    """Whether to ask and answer in German: the person's own words are (:func:`.reading.is_german`)."""

    @classmethod
    def read(cls, text: str) -> Message:
        fenced = [(m.start(), m.end()) for m in FENCED.finditer(text)] if "<data-" in text else []
        # a fence's markers are toolkiln's markup: their random key ("…9f>") is no scale, number or keyword
        text = blank_out(text, [(m.start(), m.end()) for m in FENCE_MARKER.finditer(text)])
        quotes = extract_quotes(text)
        masked = blank_out(text, quotes)
        no_dates = blank_out(masked, [(m.start(), m.end()) for m in ISO_DATE.finditer(masked)])
        no_urls = blank_out(no_dates, [(m.start(), m.end()) for m in web_addresses(no_dates)])
        # the reply's language is the person's: quoted, fenced or addressed data does not decide it
        return cls(text, quotes, masked, extract_numbers(no_urls), is_german(blank_out(no_urls, fenced)))

    def text_near(self, position: int) -> str | None:
        """The quoted text an intent at ``position`` is about: the next quote, else the last one before,
        else whatever follows a colon."""
        after = [q for q in self.quotes if q[0] >= position and q[2].strip()]
        before = [q for q in self.quotes if q[0] < position and q[2].strip()]
        if after or before:
            return (after[0] if after else before[-1])[2]
        colon = self.masked.find(":")
        if colon >= 0 and self.text[colon + 1 :].strip():
            return self.text[colon + 1 :].strip()
        return None


# -- what the intents produce --------------------------------------------------------------


@dataclass(eq=False, repr=False)
class Draft:
    """A step before it has an id."""

    tool: str
    """The tool's name."""
    description: str
    """What the tool does, precise enough to write it from."""
    params: dict
    """Params; ``{"$ref": "previous.KEY"}`` points into the previous draft of the same chain."""
    check: str
    """A Python expression over ``result``."""


@dataclass(eq=False, repr=False)
class Found:
    """Steps for one recognised intent, at the place in the message where it was found."""

    position: int
    """Where the keyword stood; steps are planned in the order of the message."""
    drafts: list[Draft]
    """The steps, in order; a chain refers back from each draft to the one before."""
    reason: str
    """A few words for the plan's reasoning."""


@dataclass(eq=False, repr=False)
class Findings:
    """Everything the intents found in one message."""

    found: list[Found] = field(default_factory=list)
    """Recognised intents with their steps."""
    notes: list[str] = field(default_factory=list)
    """Why an intent that was recognised could not be planned."""
    question: Plan | None = None
    """A clarifying question; when set it ends the turn."""


def literal(text: str) -> str:
    """A string as a Python literal in a check, in double quotes like JSON."""
    return json.dumps(text, ensure_ascii=False)


def close_to(key: str, expected: float, tolerance: str = "1e-6") -> str:
    """``abs(result["key"] - X) < tol``, X rounded just finely enough for the tolerance."""
    expected = round(expected, math.ceil(-math.log10(float(tolerance))) + 1) + 0.0
    sign = "+" if expected < 0 else "-"
    return f'abs(result["{key}"] {sign} {abs(expected)!r}) < {tolerance}'


def format_number(value: int | float, german: bool) -> str:
    text = repr(value) if isinstance(value, float) else str(value)
    return text.replace(".", ",") if german else text
