"""Sorts version strings like 1.10.0, 1.2.3-beta naturally, pre-releases before releases."""

# idiom-test: {"params": {"versions": ["1.10.0", "1.2.3", "1.2.3-beta", "0.9", "1.2.10", "2.0.0-rc1", "2.0.0"]}, "calls": [{"params": {"versions": ["1.x"]}}]}

import re

VERSION = re.compile(r"^(\d+(?:\.\d+)*)(?:-([0-9A-Za-z.]+))?$")


def version_key(text):
    match = VERSION.match(text)
    if match is None:
        raise ValueError(f"not a version: {text!r}")
    numbers = tuple(int(part) for part in match.group(1).split("."))
    numbers += (0,) * (4 - len(numbers))
    pre = match.group(2)
    return numbers, pre is None, pre or ""


def version_sort(versions: list[str]) -> dict:
    ordered = sorted(versions, key=version_key)
    return {"sorted": ordered, "latest": ordered[-1], "latest_stable": next((v for v in reversed(ordered) if "-" not in v), None)}
