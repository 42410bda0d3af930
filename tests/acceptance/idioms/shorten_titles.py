"""Shortens titles to a maximum width with a placeholder, keeping whole words."""

# idiom-test: {"params": {"titles": ["A Very Long Title About Python Sandboxes and Their Discontents", "Short", "Medium length heading here"], "width": 25}, "calls": [{"params": {"titles": ["abc"], "width": 2}}]}

import textwrap


def shorten_titles(titles: list[str], width: int = 30) -> dict:
    shortened = [textwrap.shorten(t, width=width, placeholder=" …") for t in titles]
    changed = sum(1 for before, after in zip(titles, shortened) if before != after)
    return {"titles": shortened, "changed": changed}
