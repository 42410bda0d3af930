"""Splits a list into chunks of n, optionally padding the last one."""

# idiom-test: {"params": {"items": [1, 2, 3, 4, 5, 6, 7], "size": 3, "pad": 0}, "calls": [{"params": {"items": [1, 2], "size": 0}}, {"params": {"items": ["a", "b", "c"], "size": 2}}]}

import itertools


def chunk_list(items: list, size: int, pad: int | None = None) -> dict:
    if size < 1:
        raise ValueError("size must be at least 1")
    iterator = iter(items)
    chunks = []
    while chunk := list(itertools.islice(iterator, size)):
        chunks.append(chunk)
    if pad is not None and chunks and len(chunks[-1]) < size:
        chunks[-1] += [pad] * (size - len(chunks[-1]))
    return {"chunks": chunks, "count": len(chunks)}
