"""Groups words that are anagrams of each other."""

# idiom-test: {"params": {"words": ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "dog"]}, "calls": [{"params": {"words": []}}]}

from collections import defaultdict


def anagram_groups(words: list[str]) -> dict:
    groups = defaultdict(list)
    for word in words:
        groups["".join(sorted(word.lower()))].append(word)
    found = sorted((sorted(g) for g in groups.values() if len(g) > 1), key=lambda g: (-len(g), g))
    return {"groups": found, "loners": sorted(g[0] for g in groups.values() if len(g) == 1)}
