"""Period-over-period changes of a series, formatted with signs and percentages."""

# idiom-test: {"params": {"labels": ["Q1", "Q2", "Q3", "Q4"], "values": [120.0, 150.0, 135.0, 0.0]}, "calls": [{"params": {"labels": ["a"], "values": [1.0, 2.0]}}]}


def percent_changes(labels: list[str], values: list[float]) -> dict:
    if len(labels) != len(values):
        raise ValueError("labels and values must be the same length")
    changes = []
    for (prev_label, prev), (label, value) in zip(zip(labels, values), zip(labels[1:], values[1:])):
        if prev == 0:
            changes.append(f"{prev_label}->{label}: n/a")
            continue
        change = (value - prev) / prev
        changes.append(f"{prev_label}->{label}: {change:+.1%} ({value - prev:+,.1f})")
    return {"changes": changes}
