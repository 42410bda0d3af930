"""Writes a fraction as a sum of distinct unit fractions (greedy algorithm)."""

# idiom-test: {"params": {"numerator": 5, "denominator": 121}, "calls": [{"params": {"numerator": 3, "denominator": 0}}, {"params": {"numerator": 7, "denominator": 3}}]}

import math
from fractions import Fraction


def egyptian_fractions(numerator: int, denominator: int) -> dict:
    if denominator == 0:
        raise ZeroDivisionError("denominator must not be zero")
    value = Fraction(numerator, denominator)
    if not 0 < value < 1:
        raise ValueError("the fraction must lie strictly between 0 and 1")
    parts = []
    while value:
        unit = Fraction(1, math.ceil(1 / value))
        parts.append(unit)
        value -= unit
    return {"terms": [f"1/{p.denominator}" for p in parts], "count": len(parts)}
