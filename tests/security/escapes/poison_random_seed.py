"""Seed the shared random generator so the next call is predictable.

Source: the toolkiln threat list (state that reaches the next call):
random's module functions share one generator per process.
Tries: seed it; a later call's first random() must not be the seeded one.
"""

# escape-test: {"stage": "accepted", "params": {"mode": "seed"}, "result": null, "pool": "solo", "calls": [{"params": {"mode": "draw"}, "result_not": 0.5044324023878307}, {"params": {"mode": "seed"}, "result": null}, {"params": {"mode": "draw"}, "result_not": 0.5044324023878307}]}

import random


def poison_random_seed(mode: str = "seed") -> float | None:
    if mode == "seed":
        random.seed(424242)
        return None
    return random.random()
