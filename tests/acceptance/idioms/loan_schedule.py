"""Monthly annuity payment and the first rows of the amortisation schedule, in exact decimals."""

# idiom-test: {"params": {"principal": "200000", "annual_rate_percent": "3.5", "years": 25}, "calls": [{"params": {"principal": "1000", "annual_rate_percent": "0", "years": 1}}, {"params": {"principal": "-5", "annual_rate_percent": "3", "years": 1}}]}

from decimal import ROUND_HALF_EVEN, Decimal


def loan_schedule(principal: str, annual_rate_percent: str, years: int, rows: int = 3) -> dict:
    amount = Decimal(principal)
    if amount <= 0:
        raise ValueError("principal must be positive")
    months = years * 12
    rate = Decimal(annual_rate_percent) / 100 / 12
    if rate == 0:
        payment = amount / months
    else:
        payment = amount * rate / (1 - (1 + rate) ** -months)
    payment = payment.quantize(Decimal("0.01"), rounding=ROUND_HALF_EVEN)
    schedule, balance = [], amount
    for month in range(1, min(rows, months) + 1):
        interest = (balance * rate).quantize(Decimal("0.01"))
        balance -= payment - interest
        schedule.append({"month": month, "interest": str(interest), "balance": str(balance)})
    return {"payment": str(payment), "total_paid": str(payment * months), "schedule": schedule}
