"""Maps scores to letter grades with bisect."""

# idiom-test: {"params": {"scores": [33, 99, 77, 70, 89, 90, 100]}, "calls": [{"params": {"scores": [101]}}, {"params": {"scores": []}}]}

import bisect

BREAKPOINTS = [60, 70, 80, 90]
GRADES = "FDCBA"


def grade_lookup(scores: list[int]) -> dict:
    bad = [s for s in scores if not 0 <= s <= 100]
    if bad:
        raise ValueError(f"scores must be between 0 and 100, got {bad}")
    grades = [GRADES[bisect.bisect(BREAKPOINTS, s)] for s in scores]
    summary = {g: grades.count(g) for g in GRADES if g in grades}
    return {"grades": grades, "summary": summary}
