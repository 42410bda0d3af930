"""Names and categories of each distinct non-ASCII character in a text."""

# idiom-test: {"params": {"text": "Größe: 5 € ≈ 5½ “quotes” 😀"}, "calls": [{"params": {"text": "abc"}}]}

import unicodedata


def character_report(text: str) -> dict:
    report = []
    for char in dict.fromkeys(text):
        if char.isascii():
            continue
        report.append({
            "char": char,
            "code": f"U+{ord(char):04X}",
            "name": unicodedata.name(char, "UNKNOWN"),
            "category": unicodedata.category(char),
        })
    return {"characters": report, "count": len(report)}
