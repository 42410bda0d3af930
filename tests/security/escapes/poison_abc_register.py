"""Register a builtin type with a shared abstract base class.

Source: the toolkiln threat list (module poisoning across calls): an ABC's
register() changes a registry that every later call in the process reads.
typing's aliases hand plain attribute reads through to the collections.abc
class behind them, so typing.Callable.register is that ABC's register; and
fractions.Fraction is itself an ABC.
Tries: make int an instance of Callable, Iterable, Mapping, Sequence and
Fraction for every later call, in the same worker, of any tool.
"""

# escape-test: {"stage": "gate", "kind": "ok", "params": {"mode": "poison"}, "pool": "solo", "calls": [{"params": {"mode": "probe"}, "result": [false, false, false, false, false, false]}], "result": [false, false, false, false, false, false]}

import fractions
import typing


def poison_abc_register(mode: str = "poison") -> list:
    if mode == "poison":
        for target in (typing.Callable, typing.Iterable, typing.Iterator, typing.Mapping, typing.Sequence,
                       fractions.Fraction):
            try:
                target.register(int)
            except Exception:
                pass
    return [
        isinstance(1, typing.Callable),
        isinstance(1, typing.Iterable),
        isinstance(1, typing.Iterator),
        isinstance(1, typing.Mapping),
        isinstance(1, typing.Sequence),
        isinstance(1, fractions.Fraction),
    ]
