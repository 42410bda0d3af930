"""Pass a private keyword through ** so that no '_' is written next to it.

Source: the toolkiln red-team review, round 2: f(_normalize=False) is
refused, but f(**{"_" + "normalize": False}) reached the same parameter;
fractions.Fraction(3, 6, **private) builds an unreduced 3/6 that is not
equal to 1/2, which a reviewer reading the call cannot see coming.
Tries: build Fraction(3, 6) unreduced and compare it with 1/2.
"""

# escape-test: {"stage": "gate", "kind": "raised"}

import fractions


def jail_private_kwargs_double_star() -> dict:
    private = {"_" + "normalize": False}
    half = fractions.Fraction(3, 6, **private)
    return {"text": str(half), "equal": half == fractions.Fraction(1, 2)}
