"""Prime factorisation by trial division, with the divisor count and sum."""

# idiom-test: {"params": {"n": 360}, "calls": [{"params": {"n": 1}}, {"params": {"n": 97}}, {"params": {"n": 0}}]}

import math
from collections import Counter


def prime_factors(n: int) -> dict:
    if n < 1:
        raise ValueError("n must be a positive integer")
    factors = []
    remaining = n
    divisor = 2
    while divisor * divisor <= remaining:
        while remaining % divisor == 0:
            factors.append(divisor)
            remaining //= divisor
        divisor += 1 if divisor == 2 else 2
    if remaining > 1:
        factors.append(remaining)
    powers = Counter(factors)
    return {
        "factors": factors,
        "expression": " * ".join(f"{p}^{k}" if k > 1 else str(p) for p, k in sorted(powers.items())) or "1",
        "divisor_count": math.prod(k + 1 for k in powers.values()),
        "is_prime": factors == [n],
    }
