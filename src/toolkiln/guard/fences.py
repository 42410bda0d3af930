"""Fences: how outside text is marked as data in a prompt, so that the text itself cannot forge, open or close one.

A fence is ``<data-KEY>`` … ``</data-KEY>``, where ``KEY`` is a random code
drawn once per process. Outside text does not know it, and any copy of it
inside a fenced text is defused when the fence is made, so a text can neither
close its own fence early nor open one of its own. A flagged text's fence
carries the guard's reasons: ``<data-KEY flagged: instruction override>``.

A text toolkiln composed itself (a message with a file quoted in it) is
screened as a whole (:func:`screen_composed`): the text outside its fences,
and each fence's own text again, checked against the reasons its marker
records. A span that merely looks like a fence (another key, no end marker, a
marker the text wrote itself) is screened like any other text.
"""

from __future__ import annotations

import re
import secrets
from collections.abc import Callable

__all__ = [
    "FENCE_END",
    "FENCE_KEY",
    "FENCE_START",
    "defuse",
    "fence_text",
    "genuine_fences",
    "recorded_reasons",
]

FENCE_KEY = secrets.token_hex(4)
"""This process's fence code: drawn at import, never written to a file, different in every process."""
FENCE_START = f"<data-{FENCE_KEY}"
"""How every fence this process makes starts (a flagged one goes on with `` guard="…"``, then ``>``)."""
FENCE_END = f"</data-{FENCE_KEY}>"
_DEFUSED = "-" * len(FENCE_KEY)
_GENUINE = re.compile(re.escape(FENCE_START) + r"(?: ([^>\n]*))?>(\n.*?\n|[^\n]*?)" + re.escape(FENCE_END), re.DOTALL)
"""A fence this process made: its text cannot hold the key (defused), so the first end marker is its own."""


def defuse(text: str) -> str:
    """``text`` with every copy of this process's fence key defused: it can neither open nor close a fence."""
    return text.replace(FENCE_KEY, _DEFUSED) if FENCE_KEY in text else text


def fence_text(text: str, reasons: list[str], what: str = "") -> str:
    """``text`` fenced as data, saying ``what`` it is when given and the ``reasons`` when there are any; the key
    inside is defused. (``what`` is toolkiln's own words and holds no ``>``.)"""
    head = FENCE_START + (f" {what}" if what else "") + (f" flagged: {'; '.join(reasons)}" if reasons else "") + ">"
    inner = defuse(text)
    if "\n" not in inner:  # a line (a tool's description, an error) stays a line
        return f"{head}{inner}{FENCE_END}"
    return f"{head}\n{inner}\n{FENCE_END}"


def recorded_reasons(marker: str | None) -> list[str]:
    """The reasons a fence's marker records (after ``flagged:``)."""
    _, _, recorded = (marker or "").partition("flagged: ")
    return [reason for reason in recorded.split("; ") if reason]


def genuine_fences(text: str) -> list[re.Match[str]]:
    """The fences this process made in ``text``, in order: group 1 the recorded reasons, group 2 the text."""
    if FENCE_START not in text:
        return []
    return list(_GENUINE.finditer(text))


def outside_and_fences(text: str, screen: Callable[[str], list[str]]) -> tuple[str, list[str]]:
    """The text outside ``text``'s fences (each fence a line break), and the reasons ``screen`` finds in the
    fences' own texts beyond those their markers record: a fence the guard did not make that way."""
    fences = genuine_fences(text)
    if not fences:
        return text, []
    outside, unexplained, at = [], [], 0
    for found in fences:
        outside.append(text[at : found.start()])
        recorded = set(recorded_reasons(found.group(1)))
        inner = found.group(2)
        inner = inner[1:-1] if inner.startswith("\n") else inner
        unexplained += [reason for reason in screen(inner) if reason not in recorded]
        at = found.end()
    outside.append(text[at:])
    return "\n".join(outside), unexplained
