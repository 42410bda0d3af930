"""Tallies events with a closure-based counter and reports per-kind percentages."""

# idiom-test: {"params": {"events": ["click", "view", "click", "buy", "view", "click"]}, "calls": [{"params": {"events": []}}]}


def make_tally():
    counts = {}

    def add(kind):
        counts[kind] = counts.get(kind, 0) + 1
        return counts[kind]

    def snapshot():
        return dict(counts)

    return add, snapshot


def make_counter_report(events: list[str]) -> dict:
    add, snapshot = make_tally()
    for event in events:
        add(event)
    counts = snapshot()
    total = sum(counts.values())
    shares = {kind: "%.1f%%" % (100 * n / total) for kind, n in sorted(counts.items())}
    return {"counts": counts, "shares": shares, "total": total}
