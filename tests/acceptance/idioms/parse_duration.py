"""Parses durations like "1h 30m 15s" or "2d4h" into seconds."""

# idiom-test: {"params": {"text": "1h 30m 15s"}, "calls": [{"params": {"text": "2d4h"}}, {"params": {"text": "90"}}, {"params": {"text": "5 weeks"}}]}

import re

UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}


def parse_duration(text: str) -> dict:
    text = text.strip().lower()
    if text.isdigit():
        return {"seconds": int(text), "parts": {"s": int(text)}}
    parts = re.findall(r"(\d+)\s*([dhms])", text)
    if not parts or re.sub(r"(\d+)\s*([dhms])|\s+", "", text):
        raise ValueError(f"cannot read duration {text!r}; use forms like '1h 30m'")
    total = sum(int(amount) * UNITS[unit] for amount, unit in parts)
    return {"seconds": total, "parts": {unit: int(amount) for amount, unit in parts}}
