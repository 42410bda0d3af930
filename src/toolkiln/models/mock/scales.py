"""Temperature scales and how a message names them: which scale is converted to which.

The mock planner reads a temperature request from the words around each scale it
finds: the scale after "how many", "in", "to", "into" (German "wie viel", "in",
"nach") is a target wherever it stands; the scale next to the number ("100 °C",
"100 Grad Celsius", "50 F") or after "from" / "von" is the source. So "How many
degrees Fahrenheit is 100 Celsius?" converts Celsius to Fahrenheit. The mock
generator's templates name their tools, params and units from :data:`SCALES`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal

__all__ = [
    "CHAIN_WORD",
    "Mention",
    "Role",
    "SCALES",
    "Scale",
    "TEMPERATURE_WORD",
    "convert_temperature",
    "conversion_order",
    "scale_mentions",
]


@dataclass(eq=False, repr=False)
class Scale:
    """A temperature scale, as the planner and the mock generator's templates name it."""

    name: str
    """The snake_case name used in tool names, params and result keys."""
    title: str
    """The plural unit as a sentence uses it, e.g. ``degrees Celsius``."""
    short: str
    """The scale's name in a short phrase, e.g. ``Celsius``."""
    unit: str
    """The unit symbol, e.g. ``°C``."""
    kelvin_offset: float
    """Added to a value before scaling gives kelvins."""
    kelvin_factor: float
    """Scales (value + offset) to kelvins."""

    @property
    def absolute_zero(self) -> float:
        return -self.kelvin_offset + 0.0  # + 0.0 turns -0.0 into 0.0


SCALES: dict[str, Scale] = {
    "celsius": Scale("celsius", "degrees Celsius", "Celsius", "°C", 273.15, 1.0),
    "fahrenheit": Scale("fahrenheit", "degrees Fahrenheit", "Fahrenheit", "°F", 459.67, 5 / 9),
    "kelvin": Scale("kelvin", "kelvins", "Kelvin", "K", 0.0, 1.0),
}
"""The three scales by name."""


def convert_temperature(value: float, source: str, target: str) -> float:
    """Convert through kelvins: independent of the generator's per-direction formulas."""
    src, dst = SCALES[source], SCALES[target]
    kelvin = (value + src.kelvin_offset) * src.kelvin_factor
    return kelvin / dst.kelvin_factor - dst.kelvin_offset


_SCALE_LETTERS = {"c": "celsius", "f": "fahrenheit", "k": "kelvin"}
"""A scale by its first letter: the symbol, and also the first letter of every name (centigrade too)."""
_SCALE_MENTION = re.compile(
    r"\b(?P<word>celsius|centigrade|fahrenheit|kelvin)\b"
    r"|[°º]\s*(?P<degree>[cfk])\b"
    r"|(?<=\d)\s?(?P<after_number>[cfk])\b"
    r"|\b(?:to|in|into|nach|zu|from|von|aus|degrees?|grad)\s+(?P<after_word>[cfk])\b",
    re.IGNORECASE,
)
_DEGREES = r"(?:degrees?\s+|grad\s+)?"
_TARGET_MARKER = re.compile(
    rf"(?:\b(?:to|in|into|nach|zu|how\s+many|wie\s+viele?)|->|→)\s*{_DEGREES}$",
    re.IGNORECASE,
)
"""What stands before the scale a value is converted *to*: "to", "in", "into", "how many
(degrees)", German "nach", "in", "wie viel(e) (Grad)", an arrow."""
_SOURCE_MARKER = re.compile(rf"(?:\d\s*(?:°\s*)?|\b(?:from|von|aus)\s+){_DEGREES}$", re.IGNORECASE)
"""What stands before the scale a value is converted *from*: the number itself ("100 °C",
"100 degrees Celsius", "50 F"), or "from" / "von" / "aus"."""
TEMPERATURE_WORD = re.compile(r"\b(?:degrees?|grad|temperatures?|temperatur(?:en)?)\b|°", re.IGNORECASE)
"""A word that makes a message about temperatures even without a scale named."""
CHAIN_WORD = re.compile(r"\b(?:then|afterwards|dann|danach|anschließend)\b", re.IGNORECASE)
"""A word that chains conversions: each leg starts from the previous one's result."""


Role = Literal["source", "target"]
"""What a scale named in a message is: the one converted from, or one converted to."""


@dataclass(eq=False, repr=False)
class Mention:
    """A scale named in the message."""

    position: int
    """Where it stands in the message."""
    scale: str
    """Which scale (a key of :data:`SCALES`)."""
    role: Role | None
    """``source`` (next to the number, or after "from"), ``target`` (after "to", "in",
    "how many" …) or None when the words around it do not say."""


def scale_mentions(masked: str) -> list[Mention]:
    """Every scale named, in order, with its role; consecutive repeats dropped."""
    mentions: list[Mention] = []
    for found in _SCALE_MENTION.finditer(masked):
        word = found.group("word")
        letter = found.group("degree") or found.group("after_number") or found.group("after_word")
        scale = _SCALE_LETTERS[(word or letter)[0].lower()]
        start = found.start("after_word") if found.group("after_word") else found.start()
        before = masked[:start]
        role: Role | None = (
            "target" if _TARGET_MARKER.search(before) else "source" if _SOURCE_MARKER.search(before) else None
        )
        if mentions and mentions[-1].scale == scale:
            continue
        mentions.append(Mention(found.start(), scale, role))
    return mentions


def conversion_order(mentions: list[Mention]) -> list[str]:
    """The scales in conversion order: the source first (the scale next to the number, else
    the first one not marked as a target), then the targets in the order they were named.
    So "how many degrees Fahrenheit is 100 Celsius" converts Celsius to Fahrenheit."""
    if not mentions:
        return []
    sources = [m for m in mentions if m.role == "source"]
    unmarked = [m for m in mentions if m.role is None]
    first = (sources or unmarked or mentions)[0]
    route = [first.scale]
    for mention in mentions:
        if mention is not first and mention.scale != route[-1]:
            route.append(mention.scale)
    return route
