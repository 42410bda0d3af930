"""First, middle and last parts of a list using star-unpacking and slicing."""

# idiom-test: {"params": {"items": ["a", "b", "c", "d", "e", "f", "g"], "size": 2}, "calls": [{"params": {"items": ["only"], "size": 1}}, {"params": {"items": [], "size": 1}}]}


def head_and_tail(items: list[str], size: int = 1) -> dict:
    if not items:
        raise IndexError("items is empty")
    first, *middle, last = items if len(items) > 1 else items * 2
    return {
        "first": first,
        "last": last,
        "middle_count": len(middle),
        "head": items[:size],
        "tail": items[-size:],
        "every_other": items[::2],
        "reversed": items[::-1],
    }
