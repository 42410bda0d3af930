"""Shows a meeting time in several UTC offsets, 12- and 24-hour style."""

# idiom-test: {"params": {"when": "2024-06-01 15:30", "offsets": [-5, 0, 1, 5.5, 9]}, "calls": [{"params": {"when": "01.06.2024 15:30", "offsets": [0]}}]}

import datetime


def meeting_times(when: str, offsets: list[float]) -> dict:
    base = datetime.datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=datetime.timezone.utc)
    shown = {}
    for offset in offsets:
        zone = datetime.timezone(datetime.timedelta(hours=offset))
        local = base.astimezone(zone)
        label = "UTC%+g" % offset if offset else "UTC"
        shown[label] = {"24h": local.strftime("%H:%M"), "12h": local.strftime("%I:%M %p"), "date": local.date().isoformat()}
    return {"utc": base.isoformat(), "local": shown}
