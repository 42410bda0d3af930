"""Idiomatic Python runs in the sandbox as in CPython, and opens no new way out.

``isinstance(x, dict)``, ``dict.fromkeys``, ``date.strftime``, ``datetime.strptime``
and ``x: int = 42`` once failed in the sandbox although the gate and the prompt
allowed them. These tests run them at each layer on its own — the runtime
in-process with no gate in front, a confined worker through the pool, and a
check expression — and then test what each new capability could expose.
"""

from __future__ import annotations

import builtins
import collections
import json
import types
from dataclasses import replace

import pytest

from toolkiln.acceptance.gate import check_source
from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox import WorkerPool
from toolkiln.sandbox.builtin_types import BuiltinType, real_type
from toolkiln.sandbox.hooks import DEFAULT_FORBIDDEN_ATTRIBUTES, SAFE_BUILTINS, make_getattr
from toolkiln.sandbox.runtime import ToolRuntime

STAND_INS = {name: value for name, value in SAFE_BUILTINS.items() if isinstance(value, BuiltinType)}


@pytest.fixture(scope="module")
def runtime() -> ToolRuntime:
    return ToolRuntime(DEFAULT_POLICY.to_json())


@pytest.fixture(scope="module")
def pool():
    with WorkerPool(DEFAULT_POLICY.with_limits(call_timeout_s=5.0, trial_timeout_s=5.0), size=1) as pool:
        yield pool


def value(reply):
    assert reply.ok, reply.error
    return json.loads(reply.result_json)


def expression_tool(expression: str) -> str:
    return f"import collections\nimport datetime\nimport typing\n\ndef tool(x):\n    return {expression}\n"


# -- isinstance and issubclass --------------------------------------------------------------

ISINSTANCE_CASES = [
    ("isinstance(x, dict)", {"a": 1}, True),
    ("isinstance(x, dict)", [1], False),
    ("isinstance(x, (list, tuple))", [1], True),
    ("isinstance(x, (list, tuple))", "ab", False),
    ("isinstance(x, (int, (float, (list,))))", [1], True),
    ("isinstance(set(x), set) and isinstance(frozenset(x), frozenset)", [1, 2], True),
    ("isinstance(tuple(x), tuple) and not isinstance(tuple(x), list)", [1], True),
    ("isinstance(x, dict | None)", None, True),
    ("isinstance(x, list | dict)", 3, False),
    ("isinstance(x, int) and not isinstance(x, bool)", 3, True),
    ("isinstance(collections.Counter(x), dict)", "abc", True),
    ("isinstance(collections.OrderedDict(), dict)", None, True),
    ("isinstance(x, typing.Mapping)", {"a": 1}, True),
    ("isinstance(zip(x, x), zip) and isinstance(enumerate(x), enumerate) and isinstance(map(str, x), map)", [1], True),
    ("isinstance(filter(None, x), filter) and not isinstance(reversed(x), reversed)", [1], True),
    ("issubclass(bool, int) and issubclass(dict, (list, dict)) and not issubclass(list, dict)", None, True),
    ("issubclass(collections.Counter, dict) and issubclass(collections.defaultdict, dict)", None, True),
    ("issubclass(list, typing.Sequence)", None, True),
]


@pytest.mark.parametrize(("expression", "x", "expected"), ISINSTANCE_CASES)
def test_isinstance_and_issubclass_answer_as_in_cpython(runtime, expression, x, expected):
    """Every builtin type a tool may name, alone, in tuples, nested tuples and unions."""
    namespace = {}
    exec(expression_tool(expression), namespace)
    assert namespace["tool"](x) is expected  # the same answer in plain CPython
    assert value(runtime.run("tool", expression_tool(expression), {"x": x})) is expected


def test_builtin_types_print_subscript_and_call_as_in_cpython(runtime):
    source = expression_tool(
        "[repr(dict), str(list), repr(list[int]), repr(dict[str, list[float]]), repr(dict | None),"
        " repr(collections.defaultdict(list)), dict(a=1), list('ab'), tuple(x), sorted(set(x)),"
        " callable(dict), dict == dict, list is list]"
    )
    expected = [
        "<class 'dict'>",
        "<class 'list'>",
        "list[int]",
        "dict[str, list[float]]",
        "dict | None",
        "defaultdict(<class 'list'>, {})",
        {"a": 1},
        ["a", "b"],
        [3, 1],
        [1, 3],
        True,
        True,
        True,
    ]
    assert value(runtime.run("tool", source, {"x": [3, 1]})) == expected


def test_class_methods_of_builtin_types_work(runtime):
    """dict.fromkeys (with a generator), str.maketrans, int.from_bytes, float.fromhex, unbound methods."""
    source = expression_tool(
        "[dict.fromkeys(x), dict.fromkeys((w.upper() for w in x), 0), 'abc'.translate(str.maketrans('ab', 'xy')),"
        " int.from_bytes(b'\\x00\\x00', 'big') + int.from_bytes(b'\\x01\\x00', 'little'), float.fromhex('0x1.8p1'),"
        " dict.get({'k': 5}, 'k'), sorted(x, key=str.lower), list(map(str.upper, x))]"
    )
    result = value(runtime.run("tool", source, {"x": ["b", "A", "b"]}))
    assert result == [
        {"b": None, "A": None},
        {"B": 0, "A": 0},
        "xyc",
        1,
        3.0,
        5,
        ["A", "b", "b"],
        ["B", "A", "B"],
    ]


def test_checks_use_isinstance_and_class_methods(runtime, pool):
    """A check is planner-written and evaluated without the gate: the same idioms work there."""
    check = (
        "isinstance(result, dict) and isinstance(result['n'], (int, float)) and dict.fromkeys(result) == {'n': None}"
    )
    assert runtime.check(check, {"n": 2}).result_json == "true"
    outcome = pool.evaluate_check(check, {"n": 2})
    assert outcome.ok and outcome.result is True
    outcome = pool.evaluate_check("isinstance(result, (list, tuple)) and len(result) == 2", {"n": 2})
    assert outcome.ok and outcome.result is False


# -- dates ------------------------------------------------------------------------------------


DATE_TOOL = """
import datetime


def weekday_of(day: str, stamp: str) -> dict:
    parsed = datetime.date.fromisoformat(day)
    moment = datetime.datetime.strptime(stamp, "%d.%m.%Y %H:%M")
    return {
        "weekday": parsed.strftime("%A"),
        "long": parsed.strftime("%a %d %b %Y, day %j, week %W"),
        "moment": moment.isoformat(),
        "time": moment.strftime("%I:%M %p"),
        "formatted": f"{parsed:%Y/%m/%d}",
    }
"""


def test_strftime_and_strptime_work_in_a_confined_worker(pool):
    """C code imports time and _strptime through the tool's hook; a confined worker can open no file."""
    params = {"day": "2024-02-29", "stamp": "01.03.2024 17:45"}
    namespace: dict = {}
    exec(DATE_TOOL, namespace)
    outcome = pool.run("weekday_of", DATE_TOOL, params)
    assert outcome.ok, outcome.error
    assert outcome.result == namespace["weekday_of"](**params)
    assert outcome.result["weekday"] == "Thursday"


@pytest.mark.parametrize(
    "source",
    [
        "import time\ndef tool():\n    return str(time.time())\n",
        "from time import sleep\ndef tool():\n    return 1\n",
        "def tool():\n    import time\n    return 1\n",
    ],
)
def test_a_tool_still_cannot_import_time(runtime, source):
    """The hook lets CPython's own lazy imports through, never a tool's."""
    reply = runtime.run("tool", source, {})
    assert reply.kind == "raised" and "import of 'time' is not allowed" in reply.error


def test_the_hook_hands_the_c_code_nothing(runtime):
    """Called as CPython's C code calls it, the hook returns None, not the module."""
    hook = runtime._builtins["__import__"]
    assert hook("time", {}, {}, [], 0) is None
    assert hook("_strptime", {}, {}, [], 0) is None
    for fromlist in (None, (), ("sleep",)):
        with pytest.raises(ImportError):
            hook("time", {}, {}, fromlist, 0)
    with pytest.raises(ImportError):
        hook("os", {}, {}, [], 0)


# -- annotated assignment -------------------------------------------------------------------

ANNOTATED = """
import collections

LIMIT: int = 3
Vector = list[float]


def scaled(values: Vector, factor: float = 2.0) -> dict:
    total: float = 0.0
    seen: set[float]
    seen = set()
    counts: dict[str, int] = collections.Counter()
    out: dict = {}
    out["n"]: int = len(values)
    for item in values[:LIMIT]:
        total += item * factor
        seen.add(item)
        counts["even" if item % 2 == 0 else "odd"] += 1
    return {"total": total, "seen": sorted(seen), "counts": dict(counts), **out}
"""


def test_annotated_assignments_pass_the_gate_compile_and_run_as_in_cpython(runtime):
    params = {"values": [1.0, 2.0, 3.0, 4.0]}
    namespace: dict = {}
    exec(ANNOTATED, namespace)
    assert check_source(ANNOTATED).ok
    assert value(runtime.run("scaled", ANNOTATED, params)) == namespace["scaled"](**params)


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("import math\ndef tool():\n    math.pi: float = 3.0\n    return math.pi\n", "(assign or del)"),
        ("def tool():\n    x: __import__('os') = 1\n    return x\n", "__import__"),
        ("def tool():\n    x: int = ().__class__\n    return x\n", "__class__"),
        ("def tool():\n    len.__doc__: str = 'x'\n    return 1\n", "__doc__"),
    ],
)
def test_annotated_assignments_are_guarded_like_plain_ones(runtime, source, message):
    """Target, annotation and value go through the same checks and guards as ``x = value``."""
    reply = runtime.run("tool", source, {})
    assert not reply.ok and message in (reply.error or ""), reply


# -- what the new capabilities could expose ----------------------------------------------------


def test_stand_ins_never_hand_out_a_type_or_a_module():
    """Every public attribute of every stand-in is a method, never a class or a module;
    the real type is reachable only through names the guards refuse."""
    assert set(STAND_INS) >= {"dict", "list", "tuple", "set", "frozenset", "zip", "enumerate", "map"}
    for name, stand_in in STAND_INS.items():
        assert not isinstance(stand_in, type), name
        for attr in dir(stand_in):
            if attr.startswith("_"):
                continue
            found = getattr(stand_in, attr)
            assert not isinstance(found, (type, types.ModuleType)), f"{name}.{attr}"
        assert real_type(stand_in) is getattr(builtins, name)
    guarded_getattr = make_getattr()
    for attr in ("_type_real", "_type_attributes", "__class__", "mro", "__subclasses__"):
        with pytest.raises(AttributeError):
            guarded_getattr(SAFE_BUILTINS["dict"], attr)
    with pytest.raises(AttributeError):
        guarded_getattr(SAFE_BUILTINS["list"][int], "mro")


def test_stand_ins_are_read_only_and_shared_calls_see_them_intact(runtime):
    """A call that tries to change dict, list or set leaves the next call's stand-ins as they were."""
    poison = (
        "def tool():\n"
        "    done = []\n"
        "    for attempt in range(3):\n"
        "        try:\n"
        "            if attempt == 0:\n"
        "                dict.fromkeys = len\n"
        "            elif attempt == 1:\n"
        "                del list.sort\n"
        "            else:\n"
        "                set.extra = 1\n"
        "            done.append(attempt)\n"
        "        except (TypeError, AttributeError):\n"
        "            pass\n"
        "    return done\n"
    )
    assert value(runtime.run("tool", poison, {})) == []
    for stand_in in STAND_INS.values():
        with pytest.raises(TypeError):
            stand_in.extra = 1
    probe = "def tool():\n    return [dict.fromkeys('a'), callable(list.sort)]\n"
    assert value(runtime.run("tool", probe, {})) == [{"a": None}, True]


def test_dict_fromkeys_iterates_through_the_guard():
    """The stand-in's fromkeys is the guarded one, not the C class method."""
    assert SAFE_BUILTINS["dict"].fromkeys is not dict.fromkeys
    assert SAFE_BUILTINS["dict"].fromkeys(iter("ab"), 1) == {"a": 1, "b": 1}


def test_collections_containers_a_tool_built_are_writable_and_nothing_else_is(runtime):
    """``counts[w] += 1`` on a Counter or a defaultdict works; modules and their classes stay read-only."""
    source = (
        "import collections\n"
        "def tool(words: list) -> dict:\n"
        "    counts = collections.Counter()\n"
        "    groups = collections.defaultdict(list)\n"
        "    order = collections.OrderedDict()\n"
        "    window = collections.deque([0, 0])\n"
        "    for word in words:\n"
        "        counts[word] += 1\n"
        "        groups[len(word)] += [word]\n"
        "        order[word] = len(order)\n"
        "    window[0] = counts.most_common(1)[0][1]\n"
        "    del order[words[0]]\n"
        "    return {'counts': counts, 'groups': groups, 'order': list(order), 'window': list(window)}\n"
    )
    assert value(runtime.run("tool", source, {"words": ["a", "bb", "a"]})) == {
        "counts": {"a": 2, "bb": 1},
        "groups": {"1": ["a", "a"], "2": ["bb"]},
        "order": ["bb"],
        "window": [2, 0],
    }
    for target in ("collections.Counter.most_common", "collections.Counter['x']", "math.pi"):
        attempt = f"import collections\nimport math\ndef tool():\n    {target} = 1\n    return 1\n"
        assert runtime.run("tool", attempt, {}).kind == "raised", target


def test_nothing_a_module_hands_out_is_a_container_the_write_guard_lets_through(runtime):
    """Letting writes through to Counter, defaultdict, OrderedDict and deque is safe only because
    a tool can have built every such instance itself: no module attribute a tool may read, and no
    public attribute of one, is such a container (or a plain list, dict or set)."""
    writable = (dict, list, set, bytearray, collections.deque)
    for name, facade in runtime._facades.items():
        for attr in dir(facade):
            found = getattr(facade, attr)
            assert not isinstance(found, writable), f"{name}.{attr}"
            for inner in dir(found):
                if inner.startswith("_") or inner in DEFAULT_FORBIDDEN_ATTRIBUTES:
                    continue
                try:
                    value = getattr(found, inner)
                except Exception:  # a descriptor that needs an instance: nothing shared
                    continue
                assert not isinstance(value, writable), f"{name}.{attr}.{inner}"


def test_a_policy_with_classes_may_subclass_a_builtin_type():
    """``class Registry(dict)`` builds a real dict subclass (through ``__mro_entries__``)."""
    source = (
        "class Registry(dict):\n"
        "    def names(self):\n"
        "        return sorted(self)\n"
        "\n"
        "def tool():\n"
        "    registry = Registry(b=1, a=2)\n"
        "    registry['c'] = 3\n"
        "    return [registry.names(), isinstance(registry, dict), issubclass(Registry, dict)]\n"
    )
    classes = ToolRuntime(replace(DEFAULT_POLICY, allow_classes=True).to_json())
    assert value(classes.run("tool", source, {})) == [["a", "b", "c"], True, True]


def test_only_types_cpython_subscripts_are_subscriptable(runtime):
    reply = runtime.run("tool", "def tool():\n    return repr(zip[int])\n", {})
    assert reply.kind == "raised" and "not subscriptable" in reply.error
