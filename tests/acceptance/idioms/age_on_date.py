"""A person's age in whole years on a given date, and the weekday of the next birthday."""

# idiom-test: {"params": {"birthday": "1990-02-28", "on": "2024-02-27"}, "calls": [{"params": {"birthday": "2000-02-29", "on": "2023-03-01"}}, {"params": {"birthday": "2030-01-01", "on": "2024-01-01"}}]}

import datetime


def next_birthday(born: datetime.date, after: datetime.date) -> datetime.date:
    year = after.year
    while True:
        try:
            candidate = born.replace(year=year)
        except ValueError:  # 29 February in a common year
            candidate = datetime.date(year, 3, 1)
        if candidate > after:
            return candidate
        year += 1


def age_on_date(birthday: str, on: str) -> dict:
    born = datetime.date.fromisoformat(birthday)
    today = datetime.date.fromisoformat(on)
    if born > today:
        raise ValueError("birthday lies after the given date")
    years = today.year - born.year - ((today.month, today.day) < (born.month, born.day))
    upcoming = next_birthday(born, today)
    return {
        "age": years,
        "next_birthday": upcoming.isoformat(),
        "weekday": upcoming.strftime("%A"),
        "days_left": (upcoming - today).days,
    }
