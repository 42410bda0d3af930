"""Days from one date to another, with the weekday of each and the weeks in between."""

# idiom-test: {"params": {"start": "2024-02-27", "end": "2024-03-05"}, "calls": [{"params": {"start": "2024-13-01", "end": "2024-01-01"}}, {"params": {"start": "2025-01-01", "end": "2024-12-25"}}]}

import datetime


def days_until(start: str, end: str) -> dict:
    try:
        first = datetime.date.fromisoformat(start)
        last = datetime.date.fromisoformat(end)
    except ValueError as err:
        raise ValueError(f"dates must look like 2024-01-31: {err}") from None
    days = (last - first).days
    return {
        "days": days,
        "weeks": round(days / 7, 2),
        "start_weekday": first.strftime("%A"),
        "end_weekday": last.strftime("%A"),
        "direction": "future" if days > 0 else "past" if days < 0 else "same day",
    }
