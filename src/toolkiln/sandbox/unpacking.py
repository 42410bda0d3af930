"""RestrictedPython's unpacking guards, with the fast paths that need no guard.

``a, b = it`` and ``for a, b in it`` are compiled to call ``_unpack_sequence_`` and
``_iter_unpack_sequence_`` (or, for a target with no nested tuple, ``_unpack_flat_`` and
``_iter_unpack_flat_``: see ``ToolTransformer``), so that unpacking an object runs no
iteration :data:`~toolkiln.sandbox.hooks.guarded_iter` has not seen. An exact ``tuple`` is
unpacked by the interpreter without calling anything, so it is taken as it is; everything
else goes through ``_getiter_`` exactly as in RestrictedPython.
"""

from __future__ import annotations

import builtins
import collections
import itertools
from collections.abc import Callable
from typing import Any

from toolkiln.sandbox.hooks import guarded_iter

__all__ = ["iter_unpack_flat", "iter_unpack_sequence", "make_flat_unpacking", "unpack_flat", "unpack_sequence"]

_TUPLE_ITERABLES = frozenset(
    {
        builtins.enumerate,
        builtins.zip,
        type({}.items()),
        type(iter({}.items())),
        type(collections.OrderedDict().items()),
        type(iter(collections.OrderedDict().items())),
        itertools.product,
        itertools.combinations,
        itertools.combinations_with_replacement,
        itertools.permutations,
        itertools.pairwise,
        itertools.zip_longest,
    }
)
"""Iterables implemented in C whose every item is an exact ``tuple``: what the sandbox's own
``enumerate`` and ``zip``, ``dict.items()`` and itertools' combinatorics hand a ``for`` loop."""


def unpack_sequence(it: Any, spec: dict, _getiter_: Callable[[Any], Any]) -> Any:
    """``_unpack_sequence_``: ``a, b = it`` and each item of ``for a, b in ...``.

    RestrictedPython's guard (``guarded_unpack_sequence``) turns ``it`` into a list through
    ``_getiter_`` and does the same for each nested target in ``spec``, so that unpacking
    an object runs no iteration the guard has not seen. An exact ``tuple`` (never a
    subclass) is unpacked by the interpreter itself without calling any ``__iter__``,
    and ``_getiter_`` (:data:`guarded_iter`, plain ``iter``) adds nothing for it: a flat
    target takes it as it is, a nested one gets its items checked the same way. Anything
    else goes through ``_getiter_`` exactly as in RestrictedPython."""
    if type(it) is tuple:
        if not spec["childs"]:
            return it
        items = builtins.list(it)
    else:
        items = builtins.list(_getiter_(it))
    if len(items) < spec["min_len"]:
        return items  # too short: the interpreter's unpacking raises, nothing nested is reached
    for index, child in spec["childs"]:
        items[index] = unpack_sequence(items[index], child, _getiter_)
    return items


def iter_unpack_sequence(it: Any, spec: dict, _getiter_: Callable[[Any], Any]) -> Any:
    """``_iter_unpack_sequence_``: ``for a, b in it``, each item through :func:`unpack_sequence`.

    When ``it`` is one of :data:`_TUPLE_ITERABLES` and the target is flat, every item is an
    exact tuple that :func:`unpack_sequence` would hand back untouched, so the loop takes
    the iterator itself (``_getiter_`` still makes it): no call per item."""
    iterator = _getiter_(it)
    if not spec["childs"] and type(it) in _TUPLE_ITERABLES:
        return iterator
    return _unpacked_items(iterator, spec, _getiter_)


def _unpacked_items(iterator: Any, spec: dict, _getiter_: Callable[[Any], Any]) -> Any:
    flat = not spec["childs"]
    for item in iterator:
        yield item if flat and type(item) is tuple else unpack_sequence(item, spec, _getiter_)


_FLAT = {"childs": (), "min_len": 0}
"""The spec of a target with no nested tuple (``a, b`` or ``a, *rest``): for such a target
:func:`unpack_sequence` never reads ``min_len``."""


def make_flat_unpacking(getiter: Callable[[Any], Any]) -> tuple[Callable[[Any], Any], Callable[[Any], Any]]:
    """``_unpack_flat_`` and ``_iter_unpack_flat_``: :func:`unpack_sequence` and
    :func:`iter_unpack_sequence` for a target with no nested tuple, through ``getiter``.

    The runtime compiles ``a, b = it`` and ``for a, b in it`` for such a target to these
    (see ``ToolTransformer``): the same guard, without the spec a flat target gives it
    nothing to read in, built and passed on every unpacking."""

    def unpack_flat(it: Any) -> Any:
        if type(it) is tuple:
            return it
        return builtins.list(getiter(it))

    def iter_unpack_flat(it: Any) -> Any:
        iterator = getiter(it)
        if type(it) in _TUPLE_ITERABLES:
            return iterator
        return _unpacked_items(iterator, _FLAT, getiter)

    return unpack_flat, iter_unpack_flat


unpack_flat, iter_unpack_flat = make_flat_unpacking(guarded_iter)
