"""Parses log lines like "[12/Mar/2024:14:05:09] GET /" and reports the time span."""

# idiom-test: {"params": {"lines": ["[12/Mar/2024:14:05:09] GET /", "[12/Mar/2024:14:07:30] POST /api", "garbage", "[13/Mar/2024:09:00:00] GET /health"]}, "calls": [{"params": {"lines": ["nothing here"]}}]}

import datetime
import re

STAMP = re.compile(r"\[(?P<stamp>[^\]]+)\]\s+(?P<method>[A-Z]+)\s+(?P<path>\S+)")


def parse_log_timestamps(lines: list[str]) -> dict:
    events = []
    skipped = 0
    for line in lines:
        if (match := STAMP.match(line)) is None:
            skipped += 1
            continue
        moment = datetime.datetime.strptime(match["stamp"], "%d/%b/%Y:%H:%M:%S")
        events.append((moment, match["method"], match["path"]))
    if not events:
        raise ValueError("no line holds a timestamp like [12/Mar/2024:14:05:09]")
    events.sort()
    span = events[-1][0] - events[0][0]
    return {
        "first": events[0][0].isoformat(),
        "last": events[-1][0].isoformat(),
        "span_hours": round(span.total_seconds() / 3600, 2),
        "methods": sorted({method for _, method, _ in events}),
        "skipped": skipped,
    }
