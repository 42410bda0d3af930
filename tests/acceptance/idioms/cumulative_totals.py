"""Running totals and running maxima of daily sales, and the best streak of growth."""

# idiom-test: {"params": {"sales": [3, 5, 2, 8, 9, 12, 4]}, "calls": [{"params": {"sales": []}}]}

import itertools


def cumulative_totals(sales: list[int]) -> dict:
    if not sales:
        return {"totals": [], "maxima": [], "best_streak": 0}
    streak = best = 1
    for earlier, later in zip(sales, sales[1:]):
        streak = streak + 1 if later > earlier else 1
        best = max(best, streak)
    return {
        "totals": list(itertools.accumulate(sales)),
        "maxima": list(itertools.accumulate(sales, max)),
        "best_streak": best,
    }
