"""Merges overlapping intervals, e.g. [[1, 3], [2, 6], [8, 10]] -> [[1, 6], [8, 10]]."""

# idiom-test: {"params": {"intervals": [[8, 10], [1, 3], [2, 6], [15, 18], [17, 20]]}, "calls": [{"params": {"intervals": []}}, {"params": {"intervals": [[5, 1]]}}]}


def merge_intervals(intervals: list[list[int]]) -> dict:
    for start, end in intervals:
        if start > end:
            raise ValueError(f"interval [{start}, {end}] ends before it starts")
    merged = []
    for start, end in sorted(intervals, key=lambda pair: pair[0]):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    covered = sum(end - start for start, end in merged)
    return {"merged": merged, "covered": covered}
