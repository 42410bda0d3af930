"""Assigns sequential, zero-padded ids with a prefix to a list of names."""

# idiom-test: {"params": {"names": ["alpha", "beta", "gamma"], "prefix": "INV", "start": 98}, "calls": [{"params": {"names": ["a"], "prefix": "bad prefix"}}]}

import itertools
import re


def batch_ids(names: list[str], prefix: str = "ID", start: int = 1, width: int = 4) -> dict:
    if not re.fullmatch(r"[A-Z]{2,5}", prefix):
        raise ValueError("prefix must be 2 to 5 capital letters")
    counter = itertools.count(start)
    ids = {name: f"{prefix}-{next(counter):0{width}d}" for name in names}
    return {"ids": ids, "next": next(counter)}
