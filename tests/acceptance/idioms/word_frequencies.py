"""Counts word frequencies in a text and returns the most common ones."""

# idiom-test: {"params": {"text": "The cat and the hat. The cat sat!", "top": 3}, "calls": [{"params": {"text": "", "top": 5}}, {"params": {"text": "a b", "top": 0}}]}

import collections
import re


def word_frequencies(text: str, top: int = 10) -> dict:
    if top < 1:
        raise ValueError("top must be at least 1")
    words = re.findall(r"[a-z']+", text.lower())
    counts = collections.Counter(words)
    return {
        "total": len(words),
        "unique": len(counts),
        "top": [{"word": w, "count": c} for w, c in counts.most_common(top)],
    }
