"""Counts the days from one calendar date to another.

Dates are ISO 8601 (``2024-03-01``); a full timestamp is accepted and its date
part used. The result is negative when ``end`` lies before ``start``; the
weekday names are English.
"""

import datetime

WEEKDAYS = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")

RETURNS = {"days": int, "weeks": int, "remaining_days": int, "start_weekday": str, "end_weekday": str}


def parse_date(text: str, role: str):
    cleaned = text.strip()
    try:
        return datetime.date.fromisoformat(cleaned[:10])
    except ValueError:
        raise ValueError(f"{role} {text!r} is not an ISO date; write it as YYYY-MM-DD, e.g. 2024-03-01") from None


def date_diff(start: str, end: str) -> dict:
    """Days from start to end (ISO dates), with whole weeks, leftover days and both weekdays."""
    first = parse_date(start, "start")
    last = parse_date(end, "end")
    days = (last - first).days
    weeks, rest = divmod(abs(days), 7)
    return {
        "days": days,
        "weeks": weeks,
        "remaining_days": rest,
        "start_weekday": WEEKDAYS[first.weekday()],
        "end_weekday": WEEKDAYS[last.weekday()],
    }
