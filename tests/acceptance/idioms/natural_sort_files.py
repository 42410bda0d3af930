"""Sorts file names the way people expect (file2 before file10), grouped by extension."""

# idiom-test: {"params": {"names": ["file10.txt", "file2.txt", "File1.TXT", "image12.png", "image9.png", "notes"]}, "calls": [{"params": {"names": []}}]}

import re
from collections import defaultdict


def natural_key(name):
    return [int(part) if part.isdigit() else part.lower() for part in re.split(r"(\d+)", name)]


def natural_sort_files(names: list[str]) -> dict:
    groups = defaultdict(list)
    for name in names:
        stem, dot, extension = name.rpartition(".")
        groups[extension.lower() if dot else "(none)"].append(name)
    return {
        "sorted": sorted(names, key=natural_key),
        "by_extension": {ext: sorted(files, key=natural_key) for ext, files in sorted(groups.items())},
    }
