"""Counts business days (Monday to Friday) between two dates, skipping listed holidays."""

# idiom-test: {"params": {"start": "2024-12-20", "end": "2025-01-03", "holidays": ["2024-12-25", "2024-12-26", "2025-01-01"]}, "calls": [{"params": {"start": "2024-01-06", "end": "2024-01-07"}}]}

import datetime


def business_days(start: str, end: str, holidays: list[str] | None = None) -> dict:
    first, last = datetime.date.fromisoformat(start), datetime.date.fromisoformat(end)
    if last < first:
        first, last = last, first
    skip = {datetime.date.fromisoformat(h) for h in holidays or []}
    day = first
    working = []
    while day <= last:
        if day.weekday() < 5 and day not in skip:
            working.append(day)
        day += datetime.timedelta(days=1)
    return {
        "business_days": len(working),
        "calendar_days": (last - first).days + 1,
        "first_working_day": working[0].strftime("%a %d %b") if working else None,
    }
