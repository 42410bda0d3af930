"""Finds numbers in mixed text and keeps those above a threshold, using the walrus operator."""

# idiom-test: {"params": {"text": "Order 66 cost 12.50, then 3 items at 199.99 each; code -7", "above": 10}, "calls": [{"params": {"text": "none at all", "above": 0}}]}

import re


def find_numbers_walrus(text: str, above: float = 0.0) -> dict:
    found = [value for token in re.findall(r"-?\d+(?:\.\d+)?", text) if (value := float(token)) > above]
    return {"numbers": found, "count": len(found), "total": round(sum(found), 2), "largest": max(found, default=None)}
