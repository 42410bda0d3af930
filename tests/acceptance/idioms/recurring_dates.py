"""Dates of a recurring event: every n days or on the same day each month, from a start date."""

# idiom-test: {"params": {"start": "2024-01-31", "count": 5, "rule": "monthly"}, "calls": [{"params": {"start": "2024-02-26", "count": 3, "rule": "every 3 days"}}, {"params": {"start": "2024-01-01", "count": 2, "rule": "yearly-ish"}}]}

import calendar
import datetime
import re


def add_months(day: datetime.date, months: int) -> datetime.date:
    month_index = day.month - 1 + months
    year, month = day.year + month_index // 12, month_index % 12 + 1
    return day.replace(year=year, month=month, day=min(day.day, calendar.monthrange(year, month)[1]))


def recurring_dates(start: str, count: int, rule: str = "monthly") -> dict:
    first = datetime.date.fromisoformat(start)
    if rule == "monthly":
        dates = [add_months(first, i) for i in range(count)]
    elif match := re.fullmatch(r"every (\d+) days?", rule):
        step = datetime.timedelta(days=int(match.group(1)))
        dates = [first + i * step for i in range(count)]
    else:
        raise ValueError(f"unknown rule {rule!r}; use 'monthly' or 'every N days'")
    return {"dates": [d.isoformat() for d in dates], "weekdays": [d.strftime("%a") for d in dates]}
