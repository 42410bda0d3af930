"""Compares offers by unit price, exactly, with fractions."""

# idiom-test: {"params": {"offers": [{"name": "small", "price": "2.49", "units": 3}, {"name": "family", "price": "7.99", "units": 10}, {"name": "bulk", "price": "15", "units": 21}]}, "calls": [{"params": {"offers": [{"name": "free", "price": "1", "units": 0}]}}]}

from fractions import Fraction


def unit_prices(offers: list[dict]) -> dict:
    per_unit = {}
    for offer in offers:
        if offer["units"] <= 0:
            raise ValueError(f"offer {offer['name']!r} has no units")
        per_unit[offer["name"]] = Fraction(offer["price"]) / offer["units"]
    ranked = sorted(per_unit, key=per_unit.get)
    return {
        "ranking": ranked,
        "per_unit": {name: f"{float(value):.4f}" for name, value in per_unit.items()},
        "saving_vs_worst": str(per_unit[ranked[-1]] - per_unit[ranked[0]]),
    }
