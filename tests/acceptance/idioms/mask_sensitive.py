"""Masks e-mail addresses, phone numbers and card numbers in a text."""

# idiom-test: {"params": {"text": "Mail ann.lee@example.com or call +49 170 1234567; card 4111 1111 1111 1111."}, "calls": [{"params": {"text": "nothing to hide"}}]}

import re

PATTERNS = [
    ("email", re.compile(r"\b([\w.+-])[\w.+-]*@([\w-]+\.)+\w+\b")),
    ("card", re.compile(r"\b(?:\d{4}[ -]?){3}(\d{4})\b")),
    ("phone", re.compile(r"\+?\d[\d ]{7,}\d")),
]


def mask_sensitive(text: str) -> dict:
    counts = {}
    for label, pattern in PATTERNS:
        if label == "email":
            text, n = pattern.subn(lambda m: f"{m.group(1)}***@***", text)
        elif label == "card":
            text, n = pattern.subn(lambda m: "**** **** **** " + m.group(1), text)
        else:
            text, n = pattern.subn("[phone]", text)
        counts[label] = n
    return {"text": text, "masked": counts}
