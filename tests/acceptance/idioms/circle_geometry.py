"""Area, circumference and inscribed-square side of circles, with the math module."""

# idiom-test: {"params": {"radii": [1, 2.5, 10]}, "calls": [{"params": {"radii": [-1]}}]}

import math


def circle_geometry(radii: list[float]) -> dict:
    out = []
    for r in radii:
        if r < 0 or not math.isfinite(r):
            raise ValueError(f"radius must be a finite non-negative number, got {r}")
        out.append({
            "radius": r,
            "area": round(math.pi * r**2, 6),
            "circumference": round(math.tau * r, 6),
            "square_side": round(r * math.sqrt(2), 6),
        })
    return {"circles": out}
