"""GCD and LCM of several integers, and the reduced ratio between them."""

# idiom-test: {"params": {"numbers": [12, 18, 30]}, "calls": [{"params": {"numbers": []}}, {"params": {"numbers": [0, 5]}}]}

import math
from functools import reduce


def gcd_lcm(numbers: list[int]) -> dict:
    if not numbers:
        raise ValueError("give at least one number")
    g = reduce(math.gcd, numbers)
    l = reduce(math.lcm, numbers)
    ratio = ":".join(str(n // g) for n in numbers) if g else None
    return {"gcd": g, "lcm": l, "ratio": ratio}
