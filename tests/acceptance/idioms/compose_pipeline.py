"""Applies a pipeline of named text steps to a string, built from small closures."""

# idiom-test: {"params": {"text": "  Hello,   World  ", "steps": ["strip", "squeeze", "lower", "reverse"]}, "calls": [{"params": {"text": "x", "steps": ["explode"]}}]}

from functools import reduce


def compose(*functions):
    return lambda value: reduce(lambda acc, fn: fn(acc), functions, value)


STEPS = {
    "strip": str.strip,
    "lower": str.lower,
    "upper": str.upper,
    "squeeze": lambda s: " ".join(s.split()),
    "reverse": lambda s: s[::-1],
    "title": str.title,
}


def compose_pipeline(text: str, steps: list[str]) -> dict:
    unknown = [s for s in steps if s not in STEPS]
    if unknown:
        raise KeyError(f"unknown steps: {unknown}")
    run = compose(*(STEPS[s] for s in steps))
    return {"result": run(text), "steps": len(steps)}
