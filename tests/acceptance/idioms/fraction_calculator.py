"""Adds a list of fractions given as text ("1/3", "2", "-5/6") exactly."""

# idiom-test: {"params": {"terms": ["1/3", "1/6", "2", "-5/6"]}, "calls": [{"params": {"terms": ["1/0"]}}, {"params": {"terms": ["0.75", "1/4"]}}]}

from fractions import Fraction


def fraction_calculator(terms: list[str]) -> dict:
    total = sum((Fraction(t) for t in terms), Fraction(0))
    whole, rest = divmod(total.numerator, total.denominator)
    return {
        "fraction": str(total),
        "mixed": f"{whole} {rest}/{total.denominator}" if rest and whole else str(total),
        "decimal": float(total),
    }
