"""Words as the search index keeps them: lowercased, without accents, Porter-stemmed.

Both stores index and query the same terms, so a query ranks the same tools on
SQLite and on PostgreSQL: the words are cut and stemmed here, in Python, not by
either database's tokenizer. :func:`terms` cuts a text the way SQLite's
``unicode61 remove_diacritics 2`` tokenizer does (letters and digits, accents
dropped) and :func:`stem` is M. F. Porter's algorithm (1980), the one SQLite's
``porter`` tokenizer and PostgreSQL's ``porter`` snowball dictionary implement:
``converts``, ``converting`` and ``conversion``'s neighbours meet at ``convert``.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

__all__ = ["stem", "terms"]

_WORD = re.compile(r"[^\W_]+", re.UNICODE)

_STEP2 = (
    ("ational", "ate"), ("tional", "tion"), ("enci", "ence"), ("anci", "ance"), ("izer", "ize"),
    ("bli", "ble"), ("alli", "al"), ("entli", "ent"), ("eli", "e"), ("ousli", "ous"),
    ("ization", "ize"), ("ation", "ate"), ("ator", "ate"), ("alism", "al"), ("iveness", "ive"),
    ("fulness", "ful"), ("ousness", "ous"), ("aliti", "al"), ("iviti", "ive"), ("biliti", "ble"),
    ("logi", "log"),
)  # fmt: skip
_STEP3 = (("icate", "ic"), ("ative", ""), ("alize", "al"), ("iciti", "ic"), ("ical", "ic"), ("ful", ""), ("ness", ""))
_STEP4 = (
    "al", "ance", "ence", "er", "ic", "able", "ible", "ant", "ement", "ment", "ent", "ion", "ou",
    "ism", "ate", "iti", "ous", "ive", "ize",
)  # fmt: skip
"""Porter's suffix lists, in his order: the first suffix a word ends with decides, whether or not it is removed."""


def _consonant(word: str, i: int) -> bool:
    char = word[i]
    if char in "aeiou":
        return False
    if char == "y":
        return i == 0 or not _consonant(word, i - 1)
    return True


def _measure(stem: str) -> int:
    """Porter's *m*: how many vowel-consonant sequences ``stem`` holds ([C](VC)^m[V])."""
    count, i, end = 0, 0, len(stem)
    while i < end and _consonant(stem, i):
        i += 1
    while i < end:
        while i < end and not _consonant(stem, i):
            i += 1
        if i >= end:
            break
        count += 1
        while i < end and _consonant(stem, i):
            i += 1
    return count


def _has_vowel(stem: str) -> bool:
    return any(not _consonant(stem, i) for i in range(len(stem)))


def _double_consonant(word: str) -> bool:
    return len(word) >= 2 and word[-1] == word[-2] and _consonant(word, len(word) - 1)


def _cvc(word: str) -> bool:
    """Consonant-vowel-consonant at the end, the last not w, x or y (``hop``, not ``snow``)."""
    n = len(word)
    return (n >= 3 and _consonant(word, n - 3) and not _consonant(word, n - 2) and _consonant(word, n - 1)) and word[
        -1
    ] not in "wxy"


def _step1(word: str) -> str:
    if word.endswith("sses") or word.endswith("ies"):
        word = word[:-2]
    elif word.endswith("s") and not word.endswith("ss"):
        word = word[:-1]
    if word.endswith("eed"):
        if _measure(word[:-3]) > 0:
            word = word[:-1]
    else:
        word = _step1b(word)
    if word.endswith("y") and _has_vowel(word[:-1]):
        word = word[:-1] + "i"
    return word


def _step1b(word: str) -> str:
    for suffix in ("ed", "ing"):
        if word.endswith(suffix) and _has_vowel(word[: -len(suffix)]):
            word = word[: -len(suffix)]
            if word.endswith(("at", "bl", "iz")):
                word += "e"
            elif _double_consonant(word) and word[-1] not in "lsz":
                word = word[:-1]
            elif _measure(word) == 1 and _cvc(word):
                word += "e"
            break
    return word


def _replace(word: str, rules: tuple[tuple[str, str], ...], least: int) -> str:
    for suffix, replacement in rules:
        if word.endswith(suffix):
            stem = word[: -len(suffix)]
            return stem + replacement if _measure(stem) > least else word
    return word


def _step4(word: str) -> str:
    for suffix in _STEP4:
        if word.endswith(suffix):
            stem = word[: -len(suffix)]
            if suffix == "ion" and not stem.endswith(("s", "t")):
                continue
            return stem if _measure(stem) > 1 else word
    return word


def _step5(word: str) -> str:
    if word.endswith("e"):
        stem = word[:-1]
        if _measure(stem) > 1 or (_measure(stem) == 1 and not _cvc(stem)):
            word = stem
    if word.endswith("ll") and _measure(word) > 1:
        word = word[:-1]
    return word


@lru_cache(maxsize=65536)
def stem(word: str) -> str:
    """``word`` (lowercase) reduced to its Porter stem; words of one or two letters stay as they are."""
    if len(word) <= 2 or not word.isalpha() or not word.isascii():
        return word
    word = _step1(word)
    word = _replace(word, _STEP2, 0)
    word = _replace(word, _STEP3, 0)
    return _step5(_step4(word))


def _plain(text: str) -> str:
    """``text`` lowercased, its accents dropped (``Café`` → ``cafe``)."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def terms(text: str) -> list[str]:
    """The index terms of ``text``, in order, repeated as often as they occur."""
    return [stem(word) for word in _WORD.findall(_plain(text))]
