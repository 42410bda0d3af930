"""The guards' fast paths: where a hook would add nothing, the interpreter or the C builtin does the
same work without it, and everywhere else the full hook runs as before.

Each fast path rests on one fact a test here holds: ``_getiter_`` is plain ``iter``. Then a builtin
that gets its iterator in C makes the very call the wrapper made; an exact ``tuple`` is unpacked
without any code running; a flat unpacking target gives the guard nothing to read in its spec. The
tests feed each fast path what could make it differ — subclassed tuples and lists with their own
``__iter__``, generators yielding crafted items, objects that count how often they are iterated —
and compare what a tool sees with the full guard's answer and with plain Python's.
"""

from __future__ import annotations

import ast
import builtins
import collections
import itertools
import json
from dataclasses import replace

import pytest
from RestrictedPython import compile_restricted_exec
from RestrictedPython.Guards import guarded_iter_unpack_sequence, guarded_unpack_sequence

from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import hooks
from toolkiln.sandbox.builtin_types import BuiltinType
from toolkiln.sandbox.hooks import SAFE_BUILTINS, guarded_iter
from toolkiln.sandbox.runtime import ToolRuntime, ToolTransformer
from toolkiln.sandbox.unpacking import make_flat_unpacking

FLAT = {"childs": (), "min_len": 2}


class Counted:
    """An iterable that counts how often it is iterated (an object the guard must see)."""

    def __init__(self, *items):
        self.items, self.iterated = items, 0

    def __iter__(self):
        self.iterated += 1
        return iter(self.items)


class TupleKind(tuple):
    """A tuple subclass whose ``__iter__`` yields something else than its items."""

    def __iter__(self):
        return iter(("from", "iter"))


class ListKind(list):
    def __iter__(self):
        return iter(["from", "iter"])


def called_by(stand_in_or_function):
    """What calling a builtin as a tool does runs: a stand-in's ``__call__``, or the function."""
    if isinstance(stand_in_or_function, BuiltinType):
        return type(stand_in_or_function).__dict__["__call__"].__func__
    return stand_in_or_function


def test_the_fast_paths_rest_on_getiter_being_iter():
    assert guarded_iter is builtins.iter
    assert ToolRuntime(DEFAULT_POLICY.to_json())._guards["_getiter_"] is builtins.iter


@pytest.mark.parametrize("name", sorted(hooks._ITERATE_AS_GUARDED_ITER_DOES))
def test_a_builtin_that_iterates_as_the_guard_does_is_called_directly(name):
    assert called_by(SAFE_BUILTINS[name]) is getattr(builtins, name)


@pytest.mark.parametrize("name", sorted(set(hooks._WRAPPED) - hooks._ITERATE_AS_GUARDED_ITER_DOES))
def test_a_builtin_with_a_rule_of_its_own_keeps_its_wrapper(name):
    assert called_by(SAFE_BUILTINS[name]) is hooks._WRAPPED[name]


def test_a_rule_in_getiter_brings_every_wrapper_back(monkeypatch):
    monkeypatch.setattr(hooks, "guarded_iter", lambda obj: iter(obj))
    for name, wrapper in hooks._WRAPPED.items():
        assert hooks._guarded_call(name, wrapper) is wrapper


def inputs():
    """What a tool could hand a builtin: fresh for each use (some are consumed)."""
    return [
        [3, 1, 2],
        (3, 1, 2),
        "cab",
        {"b": 1, "a": 2},
        {"b": 1, "a": 2}.items(),
        range(3),
        (x for x in [3, 1, 2]),
        TupleKind((9, 8)),
        ListKind([9, 8]),
        Counted(3, 1, 2),
        collections.deque([2, 1]),
        itertools.count(5),
        5,
    ]


CALLS = {
    "sorted": lambda f, x: f(x),
    "zip": lambda f, x: list(f(x, "xyz")),
    "tuple": lambda f, x: f(x),
    "list": lambda f, x: f(x),
    "min": lambda f, x: f(x),
    "max": lambda f, x: f(x, default=None),
    "sum": lambda f, x: f(x, 0) if not isinstance(x, str) else f([len(x)]),
    "enumerate": lambda f, x: list(f(x, 1)),
    "map": lambda f, x: list(f(repr, x)),
    "filter": lambda f, x: list(f(None, x)),
    "any": lambda f, x: f(x),
    "all": lambda f, x: f(x),
    "iter": lambda f, x: list(f(x)),
}


def outcome(call, function, value):
    """What a call gives: its value (an infinite iterator cut at 5 items), or the error's type."""
    if isinstance(value, itertools.count):
        value = itertools.islice(value, 5)
    try:
        return ("value", call(function, value))
    except TypeError as exc:
        return ("error", type(exc).__name__)


@pytest.mark.parametrize("name", sorted(CALLS))
def test_the_builtin_gives_what_the_wrapper_gives_and_iterates_as_often(name):
    assert set(CALLS) == hooks._ITERATE_AS_GUARDED_ITER_DOES
    for by_wrapper, direct in zip(inputs(), inputs(), strict=True):
        assert outcome(CALLS[name], hooks._WRAPPED[name], by_wrapper) == outcome(
            CALLS[name], SAFE_BUILTINS[name], direct
        ), (name, by_wrapper)
        if isinstance(direct, Counted):
            assert direct.iterated == by_wrapper.iterated == 1


def test_iter_with_a_sentinel_is_still_iter():
    countdown = iter([3, 2, 1, 0, -1])
    assert list(SAFE_BUILTINS["iter"](lambda: next(countdown), 0)) == [3, 2, 1]


# -- unpacking --------------------------------------------------------------------------------


def recording():
    seen = []

    def getiter(obj):
        seen.append(type(obj).__name__)
        return iter(obj)

    return seen, getiter


def items_of_every_kind():
    return [
        (1, 2),
        TupleKind((1, 2)),
        ListKind([1, 2]),
        [1, 2],
        "ab",
        Counted(1, 2),
        (x for x in (1, 2)),
        {"a": 1, "b": 2},
        (1,),
        (1, 2, 3),
    ]


@pytest.mark.parametrize("index", range(len(items_of_every_kind())))
def test_a_flat_unpacking_gives_what_restrictedpythons_guard_gives(index):
    expected = list(guarded_unpack_sequence(items_of_every_kind()[index], FLAT, iter))
    unpack_flat, _ = make_flat_unpacking(iter)
    assert list(unpack_flat(items_of_every_kind()[index])) == expected


def test_only_an_exact_tuple_skips_the_guard_when_unpacked():
    seen, getiter = recording()
    unpack_flat, _ = make_flat_unpacking(getiter)
    for item in items_of_every_kind():
        unpack_flat(item)
    assert seen == ["TupleKind", "ListKind", "list", "str", "Counted", "generator", "dict"]


def crafted_loops():
    def pairs():
        yield (1, 2)
        yield TupleKind((3, 4))
        yield ListKind([5, 6])
        yield Counted(7, 8)

    return [
        pairs(),
        [TupleKind((1, 2)), (3, 4)],
        enumerate([TupleKind((1, 2))]),
        zip([1], [2], strict=True),
        {"a": 1}.items(),
        iter({"a": 1}.items()),
        itertools.product([1], "a"),
        map(tuple, ["ab"]),
    ]


@pytest.mark.parametrize("index", range(len(crafted_loops())))
def test_a_flat_loop_gives_what_restrictedpythons_guard_gives(index):
    expected = [list(item) for item in guarded_iter_unpack_sequence(crafted_loops()[index], FLAT, iter)]
    _, iter_unpack_flat = make_flat_unpacking(iter)
    assert [list(item) for item in iter_unpack_flat(crafted_loops()[index])] == expected


def test_a_flat_loop_guards_every_item_that_is_not_an_exact_tuple():
    seen, getiter = recording()
    _, iter_unpack_flat = make_flat_unpacking(getiter)
    list(iter_unpack_flat(crafted_loops()[0]))
    assert seen == ["generator", "TupleKind", "ListKind", "Counted"]  # the loop's iterable, then each item
    seen.clear()
    list(iter_unpack_flat(enumerate([1, 2])))
    assert seen == ["enumerate"]  # every item of enumerate is an exact tuple it made itself


def hook_names(source: str) -> set[str]:
    result = compile_restricted_exec(source, filename="<t>", policy=ToolTransformer)
    assert not result.errors, result.errors
    names: set[str] = set()
    stack = [result.code]
    while stack:
        code = stack.pop()
        names.update(name for name in code.co_names if name.startswith("_") and name.endswith("_"))
        stack.extend(const for const in code.co_consts if hasattr(const, "co_names"))
    return names


@pytest.mark.parametrize(
    ("statement", "hooks_used"),
    [
        ("a, b = x", {"_unpack_flat_"}),
        ("a, *b = x", {"_unpack_flat_"}),
        ("a, (b, c) = x", {"_unpack_sequence_", "_getiter_"}),
        ("a, b = 1, x", set()),
        ("a, (b, c) = 1, x", {"_unpack_sequence_", "_getiter_"}),
        ("a, b = c, d = x", {"_unpack_flat_"}),
        ("for a, b in x: pass", {"_iter_unpack_flat_"}),
        ("for a, (b, c) in x: pass", {"_iter_unpack_sequence_", "_getiter_"}),
        ("y = [a for a, b in x]", {"_iter_unpack_flat_"}),
        ("y = {a: b for a, (b, c) in x}", {"_iter_unpack_sequence_", "_getiter_"}),
        ("for a in x: pass", {"_getiter_"}),
    ],
)
def test_each_unpacking_shape_compiles_to_its_guard(statement, hooks_used):
    source = f"def f(x):\n    c = d = 0\n    {statement}\n"
    ast.parse(source)
    assert hook_names(source) == hooks_used


LOOPS_SOURCE = """
def loops(words: list) -> dict:
    seen = []

    class Pair(tuple):
        pass

    def pair(a, b):
        seen.append("pair")
        yield a
        yield b

    def crafted():
        yield Pair((5, 6))
        yield [7, 8]
        yield pair(9, 10)
        yield (11, 12)

    out = []
    for x, y in [Pair((1, 2)), pair(3, 4)]:
        out.append([x, y])
    for x, y in crafted():
        out.append([x, y])
    for i, (x, y) in enumerate([Pair((0, 0)), pair(1, 1)]):
        out.append([i, x, y])
    for x, y in zip(pair(1, 2), Pair((3, 4))):
        out.append([x, y])
    x, y = Pair((1, 2))
    out.append([x, y])
    x, y = pair(3, 4)
    out.append([x, y])
    x, y = y, pair(5, 6)
    out.append([x, list(y)])
    out.append(sorted(pair(2, 1)))
    out.append([[i, w] for i, w in enumerate(words)])
    out.append({k: v for k, v in zip(words, pair(1, 2))})
    return {"out": out, "seen": seen}
"""


def test_a_tool_sees_what_plain_python_gives_and_every_item_is_iterated_once():
    """A tool's own tuple subclass and generators yielding crafted items, in every shape of
    unpacking and through the builtins: the values are plain Python's, each generator runs once."""
    runtime = ToolRuntime(replace(DEFAULT_POLICY, allow_classes=True).to_json())
    reply = runtime.run("loops", LOOPS_SOURCE, {"words": ["ab", "c"]})
    namespace: dict = {}
    exec(LOOPS_SOURCE, namespace)
    assert reply.ok, reply.error
    expected = json.loads(json.dumps(namespace["loops"](words=["ab", "c"])))
    assert json.loads(reply.result_json) == expected
    assert expected["seen"].count("pair") == 8


# -- attribute reads ----------------------------------------------------------------------------


def compiled_reads(runtime: ToolRuntime, expression: str) -> set[str]:
    """The guard hooks a function reading ``expression`` compiles to, in ``runtime``'s own transformer."""
    source = f"def f(x):\n    return {expression}\n"
    result = compile_restricted_exec(source, filename="<t>", policy=runtime._transformer)
    assert not result.errors, result.errors
    function = next(const for const in result.code.co_consts if hasattr(const, "co_names"))
    return {name for name in function.co_names if name.startswith("_")}


@pytest.mark.parametrize(
    ("expression", "guarded"),
    [
        ("x.append", False),
        ("x.real.imag", False),
        ("x.upper().split", False),
        ("x.format", True),
        ("x.format_map", True),
        ("x.obj", True),
        ("x.mro", True),
        ("x.register", True),
        ("x.im_self", True),
        ("x.lower().format", True),
        ("x.policy_forbidden", True),
    ],
)
def test_a_read_the_guard_would_only_pass_to_getattr_compiles_plainly(expression, guarded):
    runtime = ToolRuntime({**DEFAULT_POLICY.to_json(), "forbidden_attributes": ["policy_forbidden"]})
    assert ("_getattr_" in compiled_reads(runtime, expression)) is guarded


class Slotted:
    __slots__ = ("value",)

    def __init__(self):
        self.value = 1

    @property
    def computed(self):
        return [self.value]


def objects_to_read():
    runtime = ToolRuntime(DEFAULT_POLICY.to_json())
    try:
        [].missing  # noqa: B018
    except AttributeError as exc:
        error = exc
    return [
        "text",
        str,
        1.5,
        2j,
        [1],
        {"a": 1},
        {1},
        b"x",
        range(3),
        error,
        ValueError("v"),
        Slotted(),
        (x for x in [1]),
        runtime._facades["math"],
        runtime._facades["collections"],
        SAFE_BUILTINS["dict"],
        SAFE_BUILTINS["list"][int],
        collections.Counter("ab"),
        iter([1]),
    ]


def read(function, obj, name):
    try:
        return ("value", function(obj, name))
    except Exception as exc:  # the same refusal either way
        return ("error", type(exc).__name__)


def test_every_name_read_plainly_gives_what_the_guard_gives_on_any_object():
    """Over objects of every kind a tool meets, and every name any of them has: wherever
    ``reads_plainly`` says so, the guard's answer is ``getattr``'s."""
    forbidden = hooks.DEFAULT_FORBIDDEN_ATTRIBUTES | {"policy_forbidden"}
    guarded_getattr = hooks.make_getattr(forbidden)
    objects = objects_to_read()
    present = {name for obj in objects for name in dir(obj) if read(getattr, obj, name)[0] == "value"}
    names = present | forbidden | hooks.NAMES_JUDGED_BY_OBJECT
    plain = {name for name in names if hooks.reads_plainly(name, forbidden)}
    assert {"append", "upper", "real", "sqrt", "most_common", "fromkeys", "computed"} <= plain
    assert not plain & (forbidden | hooks.NAMES_JUDGED_BY_OBJECT) and not any(n.startswith("_") for n in plain)
    for obj in objects:
        for name in plain:
            assert read(guarded_getattr, obj, name) == read(getattr, obj, name), (obj, name)
    for name in present - plain:  # each of these is refused or checked on some object that has it
        assert any(read(guarded_getattr, obj, name) != read(getattr, obj, name) for obj in objects), name


READS_SOURCE = """
import math

def reads(words: list) -> dict:
    out = {"upper": [word.upper() for word in words], "sqrt": math.sqrt(16), "count": words.count("a")}
    try:
        words.missing
    except AttributeError as error:
        try:
            out["obj"] = error.obj
        except AttributeError as refused:
            out["obj"] = str(refused)
    try:
        out["format"] = "{0.__class__}".format(1)
    except ValueError as refused:
        out["format"] = str(refused)[:39]
    return out
"""


def test_a_tool_reading_plainly_still_meets_every_refusal():
    runtime = ToolRuntime(DEFAULT_POLICY.to_json())
    reply = runtime.run("reads", READS_SOURCE, {"words": ["a", "b"]})
    assert reply.ok, reply.error
    assert json.loads(reply.result_json) == {
        "upper": ["A", "B"],
        "sqrt": 4.0,
        "count": 1,
        "obj": "'obj' is an introspection attribute a tool may not use",  # the default policy forbids it
        "format": "format field '{0.__class__}' reaches an",
    }


def test_a_name_the_policy_forbids_is_refused_however_it_is_read():
    runtime = ToolRuntime({**DEFAULT_POLICY.to_json(), "forbidden_attributes": ["upper"]})
    reply = runtime.run("shout", "def shout(text: str) -> str:\n    return text.upper()\n", {"text": "a"})
    assert (reply.ok, reply.kind) == (False, "raised")
    assert "introspection attribute" in reply.error
    other = ToolRuntime(DEFAULT_POLICY.to_json())
    assert other.run("shout", "def shout(text: str) -> str:\n    return text.upper()\n", {"text": "a"}).ok


CHAINED_SOURCE = """
def chained(n: int) -> dict:
    calls = []

    def g():
        calls.append(len(calls))
        return (n + len(calls), n + len(calls) + 1)

    a, b = c, d = g()
    x = [0, 0]
    x[0], y = z = g()
    p = (q, r) = g()
    (s, (t, u)) = v = (n, g())
    return {"calls": calls, "values": [a, b, c, d, x, y, list(z), list(p), q, r, s, t, u, [v[0], list(v[1])]]}
"""


def test_a_chained_assignment_with_unpacking_evaluates_its_value_once():
    """``a, b = c, d = g()`` calls ``g`` once and assigns left to right, as plain Python does
    (RestrictedPython's own transform evaluated the value once per target)."""
    reply = ToolRuntime(DEFAULT_POLICY.to_json()).run("chained", CHAINED_SOURCE, {"n": 3})
    namespace: dict = {}
    exec(CHAINED_SOURCE, namespace)
    assert reply.ok, reply.error
    expected = json.loads(json.dumps(namespace["chained"](n=3)))
    assert expected["calls"] == [0, 1, 2, 3]
    assert json.loads(reply.result_json) == expected
