"""Counts the characters, words, lines and sentences of a text.

A word is a run of letters or digits, with inner apostrophes and hyphens kept
("don't", "well-known"). A sentence ends at ``.``, ``!``, ``?`` or ``…`` or at
the end of the text, and must hold at least one word, so abbreviations such as
"Dr." count as a sentence end. Lines are counted as a text editor shows them:
a trailing newline does not open a new one.
"""

import re

WORD = re.compile(r"\w+(?:['’-]\w+)*")
SENTENCE_END = re.compile(r"[.!?…]+")

RETURNS = {"characters": int, "words": int, "lines": int, "sentences": int, "average_word_length": float}


def text_stats(text: str) -> dict:
    """Counts characters, words, lines and sentences; gives the average word length in characters."""
    words = WORD.findall(text)
    sentences = [part for part in SENTENCE_END.split(text) if WORD.search(part)]
    letters = sum(len(word) for word in words)
    return {
        "characters": len(text),
        "words": len(words),
        "lines": len(text.splitlines()),
        "sentences": len(sentences),
        "average_word_length": round(letters / len(words), 2) if words else 0.0,
    }
