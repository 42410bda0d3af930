"""Computes an invoice total with exact decimals: line totals, VAT, rounding to cents."""

# idiom-test: {"params": {"items": [{"name": "Widget", "price": "19.99", "qty": 3}, {"name": "Gadget", "price": "5.05", "qty": 1}], "vat_percent": "19"}, "calls": [{"params": {"items": [], "vat_percent": "7"}}, {"params": {"items": [{"name": "X", "price": "abc", "qty": 1}], "vat_percent": "19"}}]}

import decimal
from decimal import Decimal

CENT = Decimal("0.01")


def invoice_total(items: list[dict], vat_percent: str = "19") -> dict:
    lines = []
    net = Decimal("0")
    for item in items:
        try:
            price = Decimal(str(item["price"]))
        except decimal.InvalidOperation:
            raise ValueError(f"price of {item.get('name', '?')!r} is not a number") from None
        line = (price * item.get("qty", 1)).quantize(CENT, rounding=decimal.ROUND_HALF_UP)
        lines.append({"name": item["name"], "total": str(line)})
        net += line
    vat = (net * Decimal(vat_percent) / 100).quantize(CENT, rounding=decimal.ROUND_HALF_UP)
    return {"lines": lines, "net": str(net), "vat": str(vat), "gross": str(net + vat)}
