"""Removes diacritics, and reports which characters changed."""

# idiom-test: {"params": {"text": "Ångström, façade, naïve, Dvořák, São Paulo"}, "calls": [{"params": {"text": "plain ascii"}}]}

import unicodedata


def strip_accents(text: str) -> dict:
    decomposed = unicodedata.normalize("NFD", text)
    stripped = "".join(ch for ch in decomposed if not unicodedata.combining(ch))
    changed = sorted({a for a, b in zip(text, unicodedata.normalize("NFC", stripped)) if a != b})
    return {"text": unicodedata.normalize("NFC", stripped), "changed": changed}
