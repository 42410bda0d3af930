"""Introspection names read off values that plain attribute reads handed over.

Source: toolkiln's own guard fast path (plain attribute reads for names the ``_getattr_`` guard
would only pass to ``getattr``), aimed at with the classic jail walks of smolagents' and
RestrictedPython's advisories and toolkiln's threat list: ``mro`` of a class (the first step to
``object``'s subclasses) and ``register`` of an ABC (a registry every later call reads), each
read off a value that came through plain reads.
Tries: ``collections.Counter.most_common``'s class's ``mro``, then register ``str`` as a
``fractions.Fraction`` so that a later call's ``isinstance`` lies.
"""

# escape-test: {"stage": "gate", "pool": "solo", "kind": ["raised"]}

import collections
import fractions


def fastpath_plain_read_introspection() -> list:
    counter = collections.Counter("aab")
    found = [counter.most_common(1)[0][0]]
    try:
        found.append(len(collections.Counter.mro()))
    except AttributeError as refused:
        found.append(str(refused))
    fractions.Fraction.register(str)
    return found
