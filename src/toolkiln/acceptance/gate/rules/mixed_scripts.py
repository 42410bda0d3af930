"""Mixed scripts: every identifier is written in one script (Unicode TR39, section 5.1).

A Cyrillic ``а`` (U+0430) looks exactly like a Latin ``a``: ``аdult`` and ``adult``
are two different variables that a reviewer cannot tell apart, so the code a person
approves would not be the code that runs (the same Trojan-Source trap the source rule
closes for direction controls). An identifier is accepted when its characters share
at least one script: each character counts with its Script_Extensions, characters of
the Common and Inherited scripts (digits, ``_``, combining marks) go with any script,
and Han goes with Japanese and Korean kana and hangul as TR39 augments it. Plain
ASCII is always fine. ``größe``, ``площадь`` and ``面積`` pass; ``аdult`` does not.

Script data comes from fontTools' copy of the Unicode Character Database, loaded only
when a source holds a non-ASCII identifier.
"""

from __future__ import annotations

from functools import lru_cache

from toolkiln.acceptance.gate.base import Context, Example, Identifier, Rule

__all__ = ["INVALID", "RULE", "VALID", "scripts_of"]

_ANY = frozenset({"Zyyy", "Zinh"})
"""Common and Inherited: they go with every script."""

_AUGMENTED = {
    "Hani": {"Hanb", "Jpan", "Kore"},
    "Hira": {"Jpan"},
    "Kana": {"Jpan"},
    "Hang": {"Kore"},
    "Bopo": {"Hanb"},
}
"""TR39's augmented script sets: Han writes Japanese and Korean together with kana and hangul."""


@lru_cache(maxsize=4096)
def scripts_of(char: str) -> frozenset[str] | None:
    """The augmented script set of ``char`` (ISO 15924 codes), or None for "any script"."""
    from fontTools import unicodedata as ucd  # only a non-ASCII identifier pays for the import

    scripts = set(ucd.script_extension(char))
    if scripts & _ANY:
        return None
    for script in list(scripts):
        scripts |= _AUGMENTED.get(script, set())
    return frozenset(scripts)


def _script_names(scripts: frozenset[str]) -> str:
    from fontTools import unicodedata as ucd

    return " or ".join(sorted(ucd.script_name(code, default=code) for code in scripts if len(code) == 4))


def _described(char: str) -> str:
    """``Cyrillic 'а' (U+0430)``."""
    return f"{_script_names(scripts_of(char) or frozenset())} {char!r} (U+{ord(char):04X})"


def mixed_with(text: str) -> tuple[str, str] | None:
    """For an identifier mixing scripts: (the first character, the character that breaks
    with it); None when one script covers them all."""
    common: frozenset[str] | None = None
    first = ""
    for char in text:
        scripts = scripts_of(char)
        if scripts is None:
            continue
        if common is None:
            common, first = scripts, char
            continue
        if not common & scripts:
            return first, char
        common &= scripts
    return None


class MixedScriptsRule(Rule):
    name = "mixed-scripts"

    def check_identifier(self, ident: Identifier, ctx: Context) -> None:
        if ident.raw.isascii():
            return
        clash = mixed_with(ident.raw)
        if clash is None:
            return
        first, other = clash
        self.report(
            ctx,
            ident.node,
            f"identifier {ident.raw!r} mixes scripts: {_described(first)} with {_described(other)}; "
            "write each name in one script (plain ASCII is always fine)",
        )


RULE = MixedScriptsRule()

VALID = [
    "def f(größe: float) -> float:\n    return größe * 2\n",
    "def f(площадь: float) -> float:\n    return площадь * 2\n",
    "def f(面積: float, 高さ: float) -> float:\n    return 面積 * 高さ\n",
    "def f(x_1: int) -> int:\n    café_2 = x_1 + 1\n    return café_2\n",
    "def f(text: str) -> dict:\n    return {'age': len(text)}\n",
]

INVALID = [
    Example(
        "def f(age: int) -> bool:\n    \u0430dult = age >= 18\n    return \u0430dult\n",
        message="mixes scripts: Cyrillic",
    ),
    Example("def f(x: int) -> int:\n    return x\n\ndef p\u0430ss(y: int) -> int:\n    return y\n", message="U+0430"),
    Example("def f(d: dict) -> int:\n    return d.v\u03b1lue\n", message="Greek"),
    Example("def f(x: int) -> int:\n    return f(k\u0435y=x)\n", message="Cyrillic"),
]
