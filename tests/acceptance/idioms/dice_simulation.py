"""Simulates dice rolls with a fixed seed and tallies the sums."""

# idiom-test: {"params": {"dice": 2, "rolls": 500, "seed": 7}, "calls": [{"params": {"dice": 0, "rolls": 1}}]}

import random
from collections import Counter


def dice_simulation(dice: int, rolls: int, seed: int = 42) -> dict:
    if dice < 1 or rolls < 1:
        raise ValueError("dice and rolls must be at least 1")
    random.seed(seed)
    sums = Counter(sum(random.randint(1, 6) for _ in range(dice)) for _ in range(rolls))
    most, count = sums.most_common(1)[0]
    return {"most_common_sum": most, "times": count, "distribution": dict(sorted(sums.items())),
            "sample": random.sample(range(100), 5)}
