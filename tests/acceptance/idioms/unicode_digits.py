"""Reads numbers written in any script's digits (Arabic-Indic, Devanagari, full-width)."""

# idiom-test: {"params": {"tokens": ["١٢٣", "४२", "１２", "7"]}, "calls": [{"params": {"tokens": ["12a"]}}]}

import unicodedata


def unicode_digits(tokens: list[str]) -> dict:
    values = []
    for token in tokens:
        if not token.isdecimal():
            raise ValueError(f"{token!r} is not a whole number")
        values.append(int("".join(str(unicodedata.decimal(ch)) for ch in token)))
    return {"values": values, "sum": sum(values), "scripts": [unicodedata.name(t[0]).split(" DIGIT")[0] for t in tokens]}
