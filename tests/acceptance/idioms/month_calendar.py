"""Lists the weeks of a month as rows of day numbers (0 for days of other months)."""

# idiom-test: {"params": {"year": 2024, "month": 2}, "calls": [{"params": {"year": 2023, "month": 13}}]}

import calendar
import datetime


def month_calendar(year: int, month: int) -> dict:
    if not 1 <= month <= 12:
        raise ValueError(f"month must be 1..12, got {month}")
    first_weekday, days = calendar.monthrange(year, month)
    cells = [0] * first_weekday + list(range(1, days + 1))
    cells += [0] * (-len(cells) % 7)
    weeks = [cells[i : i + 7] for i in range(0, len(cells), 7)]
    return {
        "title": datetime.date(year, month, 1).strftime("%B %Y"),
        "leap_year": calendar.isleap(year),
        "weeks": weeks,
        "header": [calendar.day_name[i][:2] for i in range(7)],
    }
