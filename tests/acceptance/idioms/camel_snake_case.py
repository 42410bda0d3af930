"""Converts identifiers between camelCase, snake_case and kebab-case."""

# idiom-test: {"params": {"names": ["parseHTTPResponse", "user_id", "max-retry-count", "XMLHttpRequest2"], "to": "snake"}, "calls": [{"params": {"names": ["someName"], "to": "kebab"}}, {"params": {"names": ["a_b"], "to": "camel"}}, {"params": {"names": ["x"], "to": "pascal"}}]}

import re


def words_of(name):
    spaced = re.sub(r"([a-z0-9])([A-Z])", r"\1 \2", re.sub(r"([A-Z]+)([A-Z][a-z])", r"\1 \2", name))
    return [w.lower() for w in re.split(r"[\s_\-]+", spaced) if w]


def camel_snake_case(names: list[str], to: str = "snake") -> dict:
    joiners = {
        "snake": lambda ws: "_".join(ws),
        "kebab": lambda ws: "-".join(ws),
        "camel": lambda ws: ws[0] + "".join(w.title() for w in ws[1:]),
    }
    if to not in joiners:
        raise ValueError(f"'to' must be one of {sorted(joiners)}")
    return {"converted": {name: joiners[to](words_of(name)) for name in names}}
