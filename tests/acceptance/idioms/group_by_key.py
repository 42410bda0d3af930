"""Groups records by a field and sums another, like a small GROUP BY."""

# idiom-test: {"params": {"rows": [{"team": "red", "points": 3}, {"team": "blue", "points": 5}, {"team": "red", "points": 4}, {"points": 1}], "key": "team", "value": "points"}, "calls": [{"params": {"rows": [{"team": "x", "points": "many"}], "key": "team", "value": "points"}}]}

from collections import defaultdict


def group_by_key(rows: list[dict], key: str, value: str) -> dict:
    totals = defaultdict(int)
    members = defaultdict(list)
    for index, row in enumerate(rows):
        group = row.get(key, "(none)")
        amount = row.get(value, 0)
        if not isinstance(amount, (int, float)):
            raise TypeError(f"row {index}: {value} must be a number, not {amount!r}")
        totals[group] += amount
        members[group].append(index)
    ranking = sorted(totals, key=lambda g: (-totals[g], g))
    return {"totals": dict(totals), "members": dict(members), "ranking": ranking}
