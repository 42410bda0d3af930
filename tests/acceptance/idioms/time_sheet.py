"""Totals a time sheet of "HH:MM-HH:MM" shifts, with overtime beyond 8 hours a day."""

# idiom-test: {"params": {"shifts": {"2024-05-06": ["08:00-12:00", "12:30-17:45"], "2024-05-07": ["22:00-02:00"], "2024-05-08": []}}, "calls": [{"params": {"shifts": {"2024-05-06": ["8-12"]}}}]}

import datetime


def minutes_of(shift):
    try:
        start_text, end_text = shift.split("-")
        start = datetime.datetime.strptime(start_text, "%H:%M")
        end = datetime.datetime.strptime(end_text, "%H:%M")
    except ValueError:
        raise ValueError(f"shift {shift!r} is not like 08:00-12:00") from None
    if end <= start:
        end += datetime.timedelta(days=1)
    return int((end - start).total_seconds() // 60)


def time_sheet(shifts: dict[str, list[str]]) -> dict:
    days = {}
    for day, entries in sorted(shifts.items()):
        minutes = sum(minutes_of(entry) for entry in entries)
        hours, rest = divmod(minutes, 60)
        days[day] = {"worked": f"{hours}:{rest:02d}", "overtime_min": max(0, minutes - 8 * 60)}
    total = sum(int(v["worked"].split(":")[0]) * 60 + int(v["worked"].split(":")[1]) for v in days.values())
    return {"days": days, "total_hours": round(total / 60, 2)}
