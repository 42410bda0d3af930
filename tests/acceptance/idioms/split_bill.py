"""Splits a bill with tip among people so the cents add up exactly."""

# idiom-test: {"params": {"total": "100.00", "people": 3, "tip_percent": 15}, "calls": [{"params": {"total": "10", "people": 0}}]}

from decimal import ROUND_DOWN, Decimal


def split_bill(total: str, people: int, tip_percent: int = 0) -> dict:
    if people < 1:
        raise ValueError("at least one person must pay")
    amount = Decimal(total) * (100 + tip_percent) / 100
    amount = amount.quantize(Decimal("0.01"))
    share = (amount / people).quantize(Decimal("0.01"), rounding=ROUND_DOWN)
    shares = [share] * people
    leftover = amount - share * people
    for i in range(int(leftover * 100)):
        shares[i] += Decimal("0.01")
    return {"with_tip": str(amount), "shares": [str(s) for s in shares], "check": str(sum(shares))}
