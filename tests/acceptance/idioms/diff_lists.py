"""Compares two lists: added, removed, kept, and moved items with their positions."""

# idiom-test: {"params": {"before": ["a", "b", "c", "d"], "after": ["b", "a", "d", "e"]}, "calls": [{"params": {"before": [], "after": []}}]}


def diff_lists(before: list[str], after: list[str]) -> dict:
    old, new = set(before), set(after)
    kept = [item for item in before if item in new]
    moved = {item: [before.index(item), after.index(item)] for item in kept if before.index(item) != after.index(item)}
    return {
        "added": [item for item in after if item not in old],
        "removed": [item for item in before if item not in new],
        "kept": kept,
        "moved": moved,
        "similarity": round(len(old & new) / len(old | new), 3) if old | new else 1.0,
    }
