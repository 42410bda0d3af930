"""Fibonacci numbers with a memo dict, plus which of them are prime."""

# idiom-test: {"params": {"n": 30}, "calls": [{"params": {"n": -1}}, {"params": {"n": 90}}]}


def memo_fibonacci(n: int) -> dict:
    if n < 0:
        raise ValueError("n must not be negative")
    memo = {0: 0, 1: 1}

    def fib(k):
        if k not in memo:
            memo[k] = fib(k - 1) + fib(k - 2)
        return memo[k]

    def is_prime(value):
        if value < 2:
            return False
        return all(value % d for d in range(2, int(value**0.5) + 1))

    sequence = [fib(i) for i in range(min(n, 20) + 1)]
    return {"value": fib(n), "first": sequence, "primes": [v for v in sequence if is_prime(v)]}
