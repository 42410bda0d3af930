"""Roots of a quadratic equation, complex ones included, as text."""

# idiom-test: {"params": {"a": 1, "b": -3, "c": 2}, "calls": [{"params": {"a": 1, "b": 2, "c": 5}}, {"params": {"a": 0, "b": 1, "c": 1}}]}

import cmath


def quadratic_roots(a: float, b: float, c: float) -> dict:
    if a == 0:
        raise ValueError("a must not be zero for a quadratic")
    disc = b * b - 4 * a * c
    root = cmath.sqrt(disc)
    roots = [(-b + root) / (2 * a), (-b - root) / (2 * a)]
    kind = "two real" if disc > 0 else "one real" if disc == 0 else "complex"
    shown = [f"{z.real:g}" if z.imag == 0 else f"{z.real:g}{z.imag:+g}i" for z in roots]
    return {"kind": kind, "roots": shown, "discriminant": disc}
