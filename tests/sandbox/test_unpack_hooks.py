"""The unpacking guards' fast path: exact tuples are taken as they are, everything else goes through
``_getiter_`` exactly as RestrictedPython's own guard sends it; the values a tool sees are the same."""

from __future__ import annotations

import builtins
import collections
import itertools
import json

import pytest
from RestrictedPython.Guards import guarded_iter_unpack_sequence, guarded_unpack_sequence

from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox.hooks import guarded_iter
from toolkiln.sandbox.runtime import ToolRuntime
from toolkiln.sandbox.unpacking import iter_unpack_sequence, unpack_sequence

FLAT = {"childs": (), "min_len": 2}
NESTED = {"childs": ((1, {"childs": (), "min_len": 2}),), "min_len": 2}


def bound(value):
    """What a target list binds: nested lists and tuples alike become lists (unpacking treats them alike)."""
    return [bound(item) for item in value] if isinstance(value, list | tuple) else value


class Counted:
    """An iterable that counts how often it is iterated (an object the guard must see)."""

    def __init__(self, *items):
        self.items, self.iterated = items, 0

    def __iter__(self):
        self.iterated += 1
        return iter(self.items)


class TupleKind(tuple):
    """A tuple subclass: not exact, so never on the fast path."""


def test_the_fast_path_rests_on_getiter_adding_nothing():
    """unpack_sequence takes an exact tuple as it is because ``_getiter_`` is plain ``iter``."""
    assert guarded_iter is builtins.iter


@pytest.mark.parametrize(
    "value",
    [(1, 2), (1, (2, 3)), [1, (2, 3)], (1,), (1, 2, 3), TupleKind((1, (2, 3))), "ab", {"a": 1, "b": 2}, range(2)],
    ids=repr,
)
@pytest.mark.parametrize("spec", [FLAT, NESTED], ids=["flat", "nested"])
def test_one_unpacking_gives_what_restrictedpythons_guard_gives(value, spec):
    try:
        expected = bound(guarded_unpack_sequence(value, spec, iter))
    except TypeError as exc:  # a nested target over something that is not iterable
        with pytest.raises(TypeError, match=str(exc)):
            unpack_sequence(value, spec, iter)
        return
    assert bound(unpack_sequence(value, spec, iter)) == expected


def iterables():
    pairs = [(1, "a"), (2, "b")]
    return [
        enumerate("ab"),
        zip([1, 2], "ab", strict=True),
        {"a": 1, "b": 2}.items(),
        collections.OrderedDict(a=1).items(),
        itertools.product([1, 2], "ab"),
        itertools.pairwise([1, 2, 3]),
        pairs,
        iter(pairs),
        [TupleKind((1, 2))],
        [[1, 2], (3, 4)],
        (x for x in pairs),
    ]


@pytest.mark.parametrize("index", range(len(iterables())))
def test_a_loops_items_are_what_restrictedpythons_guard_gives(index):
    expected = [list(item) for item in guarded_iter_unpack_sequence(iterables()[index], FLAT, iter)]
    assert [list(item) for item in iter_unpack_sequence(iterables()[index], FLAT, iter)] == expected


def test_anything_but_an_exact_tuple_is_iterated_through_the_guard():
    seen = []

    def recording_getiter(obj):
        seen.append(type(obj).__name__)
        return iter(obj)

    inner = Counted(2, 3)
    unpack_sequence((1, inner), NESTED, recording_getiter)  # the exact outer tuple skips; the inner does not
    assert (seen, inner.iterated) == (["Counted"], 1)
    seen.clear()
    list(iter_unpack_sequence([TupleKind((1, 2)), [3, 4], (5, 6)], FLAT, recording_getiter))
    assert seen == ["list", "TupleKind", "list"]  # the loop's iterable, then each item that is not exact
    seen.clear()
    list(iter_unpack_sequence(enumerate([Counted(1, 2)]), NESTED, recording_getiter))
    assert seen == ["enumerate", "Counted"]  # a nested target: each item's inner part is guarded


def test_tools_see_the_same_values_with_the_fast_path():
    """Loops over enumerate, zip, items and product, swaps and nested targets, run in the real runtime."""
    source = (
        "import itertools\n\n"
        "def mix(words: list[str]) -> dict:\n"
        "    out = []\n"
        "    for i, w in enumerate(words):\n"
        "        out.append([i, w])\n"
        "    for a, b in zip(words, words[1:]):\n"
        "        out.append([a, b])\n"
        "    for k, v in {w: len(w) for w in words}.items():\n"
        "        out.append([k, v])\n"
        "    for i, (a, b) in enumerate(itertools.product(words, repeat=2)):\n"
        "        out.append([i, a, b])\n"
        "    x, y = 0, 1\n"
        "    for _ in words:\n"
        "        x, y = y, x + y\n"
        "    first, *rest = words\n"
        "    return {'out': out, 'fib': [x, y], 'first': first, 'rest': rest}\n"
    )
    runtime = ToolRuntime(DEFAULT_POLICY.to_json())
    reply = runtime.run("mix", source, {"words": ["ab", "cde", "f"]})
    namespace: dict = {}
    exec(source, namespace)
    assert reply.ok, reply.error
    assert json.loads(reply.result_json) == namespace["mix"](words=["ab", "cde", "f"])
