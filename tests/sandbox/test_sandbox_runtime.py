"""The restricted runtime on its own, in-process: guards, builtins, façades, compile.

These tests call :class:`ToolRuntime` directly with source that RestrictedPython
compiles, without the gate in front, so each one proves what this layer stops
by itself. Worker processes and confinement are tested in test_sandbox_pool.py.
"""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from toolkiln.policy import DEFAULT_POLICY
from toolkiln.sandbox.hooks import ModuleFacade, check_format_template, make_getattr
from toolkiln.sandbox.runtime import ToolRuntime


@pytest.fixture(scope="module")
def runtime() -> ToolRuntime:
    return ToolRuntime(DEFAULT_POLICY.to_json())


def call(runtime: ToolRuntime, source: str, name: str = "tool", **params):
    return runtime.run(name, source, params)


def value(reply):
    assert reply.ok, reply.error
    return json.loads(reply.result_json)


# -- attribute guard ----------------------------------------------------------------


def test_underscore_attributes_are_refused_at_compile_time(runtime):
    """A class-hierarchy walk never compiles."""
    reply = call(runtime, "def tool():\n    return ().__class__.__bases__[0].__subclasses__()\n")
    assert reply.kind == "compile"
    assert {error["line"] for error in reply.errors} == {2}
    assert any("__class__" in error["message"] for error in reply.errors)


def test_generator_frames_are_refused_at_compile_time(runtime):
    """CVE-2023-37271: a generator's frame leads to the caller's globals."""
    reply = call(runtime, "def tool():\n    g = (x for x in [1])\n    return g.gi_frame.f_back\n")
    assert reply.kind == "compile"
    assert any("gi_frame" in error["message"] for error in reply.errors)


def test_format_strings_cannot_reach_attributes_or_items(runtime):
    """CVE-2023-41039: str.format walks attributes; only plain fields are allowed."""
    for template in ("{0.real}", "{0[0]}", "{x.__class__}", "{0:{1.real}}"):
        source = f"def tool():\n    return {template!r}.format(1, 2, x=3)\n"
        reply = call(runtime, source)
        assert reply.kind == "raised", template
        assert "reaches an attribute or an item" in reply.error
    unbound = call(runtime, "def tool():\n    return str.format('{0.real}', 1)\n")
    assert unbound.kind == "raised"
    mapped = call(runtime, "def tool():\n    return '{a.real}'.format_map({'a': 1})\n")
    assert mapped.kind == "raised"


def test_plain_format_fields_work(runtime):
    source = "def tool(x: float) -> str:\n    return '{:.2f} and {name}'.format(x, name='y')\n"
    assert value(call(runtime, source, x=1.5)) == "1.50 and y"


def test_attribute_error_obj_is_not_reachable(runtime):
    """CVE-2024-47532: AttributeError.obj hands out the object a lookup failed on."""
    source = (
        "import math\n"
        "def tool():\n"
        "    try:\n"
        "        math.nothing\n"
        "    except Exception as err:\n"
        "        return err.obj\n"
    )
    reply = call(runtime, source)
    assert reply.kind == "raised"
    assert "'obj'" in reply.error


def test_forbidden_attributes_come_from_the_policy():
    """A policy's own forbidden_attributes are refused at run time."""
    policy = DEFAULT_POLICY.to_json()
    policy["forbidden_attributes"] = ["upper"]
    for runtime in (
        ToolRuntime(policy),
        ToolRuntime(DEFAULT_POLICY.to_json(), forbidden_attributes=frozenset({"upper"})),
    ):
        reply = call(runtime, "def tool():\n    return 'a'.upper()\n")
        assert reply.kind == "raised"
        assert "'upper'" in reply.error
    guarded = make_getattr(frozenset({"upper"}))
    with pytest.raises(AttributeError):
        guarded(int, "mro")  # a policy's set adds to the defaults, never replaces them
    assert guarded(1, "real") == 1


def test_check_format_template_accepts_specs_and_conversions():
    check_format_template("{0!r:>10} {name:{width}} {{literal}}")
    with pytest.raises(ValueError):
        check_format_template("{0:{1[0]}}")


# -- builtins -----------------------------------------------------------------------


def test_removed_builtins_are_back_as_guarded_wrappers(runtime):
    source = (
        "def tool(xs: list) -> dict:\n"
        "    return {\n"
        "        'sorted': sorted(xs, reverse=True), 'zip': list(zip(xs, xs)), 'tuple': tuple(xs),\n"
        "        'min': min(xs), 'max': max(3, 9), 'sum': sum(xs, 10), 'enum': list(enumerate(xs, 1)),\n"
        "        'map': list(map(str, xs)), 'filter': list(filter(None, xs)), 'rev': list(reversed(xs)),\n"
        "        'any': any(xs), 'all': all(xs), 'set': sorted(set(xs)), 'dict': dict(zip(['a'], xs)),\n"
        "        'next': next(iter(xs)), 'frozen': len(frozenset(xs)), 'range': list(range(2)),\n"
        "    }\n"
    )
    result = value(call(runtime, source, xs=[2, 0, 1]))
    assert result["sorted"] == [2, 1, 0]
    assert result["zip"] == [[2, 2], [0, 0], [1, 1]]
    assert result["min"] == 0 and result["max"] == 9 and result["sum"] == 13
    assert result["enum"] == [[1, 2], [2, 0], [3, 1]]
    assert result["filter"] == [2, 1] and result["rev"] == [1, 0, 2]
    assert result["dict"] == {"a": 2} and result["next"] == 2 and result["range"] == [0, 1]


def test_only_the_policys_builtins_exist(runtime):
    for name in ("open", "eval", "exec", "getattr", "type", "globals", "vars", "input", "dir", "id"):
        reply = call(runtime, f"def tool():\n    return {name}\n")
        assert reply.kind in ("raised", "compile"), name
        assert reply.kind == "compile" or "NameError" in reply.error, name
    narrow = DEFAULT_POLICY.to_json()
    narrow["builtins"] = ["len"]
    reply = call(ToolRuntime(narrow), "def tool():\n    return sorted([2, 1])\n")
    assert "NameError" in reply.error


# -- module façades ------------------------------------------------------------------


def test_facades_are_read_only(runtime):
    for statement in ("math.pi = 3", "del math.sqrt", "math.extra = 1"):
        reply = call(runtime, f"import math\ndef tool():\n    {statement}\n    return 1\n")
        assert reply.kind == "raised", statement
    assert value(call(runtime, "import math\ndef tool():\n    return math.pi\n")) == pytest.approx(3.14159, abs=1e-4)
    facade = ModuleFacade("m", {"a": 1})
    with pytest.raises(AttributeError):
        facade.a = 2
    with pytest.raises(AttributeError):
        object.__getattribute__(facade, "__dict__")  # no instance dict to write into


def test_facades_expose_only_allowed_attributes(runtime):
    """Re-exports such as typing.sys or re.enum are absent from the façade."""
    for expression in ("typing.sys", "re.enum", "json.codecs", "random.Random"):
        module = expression.split(".")[0]
        reply = call(runtime, f"import {module}\ndef tool():\n    return {expression}\n")
        assert reply.kind == "raised", expression
        assert "AttributeError" in reply.error
    reply = call(runtime, "from json import codecs\ndef tool():\n    return 1\n")
    assert "ImportError" in reply.error


def test_imports_outside_the_policy_fail(runtime):
    for statement in (
        "import os",
        "import os.path",
        "import sys",
        "import subprocess",
        "from ctypes import CDLL",
        "import importlib",
        "import builtins",
        "import collections.abc",
    ):
        reply = call(runtime, f"{statement}\ndef tool():\n    return 1\n")
        assert not reply.ok, statement
        assert reply.kind == "compile" or "ImportError" in reply.error, statement


def test_seeding_random_does_not_reach_the_next_call(runtime):
    seeded = "import random\ndef tool():\n    random.seed(42)\n    return random.random()\n"
    plain = "import random\ndef tool():\n    return random.random()\n"
    assert value(call(runtime, seeded)) == value(call(runtime, seeded))
    expected_next = random.Random(42)
    expected_next.random()
    assert value(call(runtime, plain)) != expected_next.random()


# -- fresh namespace -------------------------------------------------------------------


def test_each_call_gets_fresh_globals(runtime):
    source = (
        "seen = []\n"
        "counter = 0\n"
        "def tool():\n"
        "    global counter\n"
        "    counter += 1\n"
        "    seen.append(counter)\n"
        "    return {'counter': counter, 'seen': seen}\n"
    )
    assert value(call(runtime, source)) == {"counter": 1, "seen": [1]}
    assert value(call(runtime, source)) == {"counter": 1, "seen": [1]}


def test_compiled_code_is_cached_by_source(runtime):
    source = "def cached():\n    return 7\n"
    runtime.run("cached", source, {})
    from toolkiln.sandbox.runtime import sha256_text

    assert runtime.has_code("cached", sha256_text(source))
    assert value(runtime.run("cached", None, {}, sha=sha256_text(source))) == 7


# -- augmented assignment -----------------------------------------------------------------


def test_augmented_assignment_on_items_names_and_slices(runtime):
    source = (
        "def tool(xs: list) -> dict:\n"
        "    counts = {'a': 1}\n"
        "    counts['a'] += 2\n"
        "    xs[0] += 10\n"
        "    xs[1:2] += [7]\n"
        "    text = 'a'\n"
        "    text += 'b'\n"
        "    n = 2\n"
        "    n **= 3\n"
        "    n //= 3\n"
        "    grid = [[0, 0]]\n"
        "    grid[0][1] -= 5\n"
        "    return {'counts': counts, 'xs': xs, 'text': text, 'n': n, 'grid': grid}\n"
    )
    assert value(call(runtime, source, xs=[1, 2])) == {
        "counts": {"a": 3},
        "xs": [11, 2, 7],
        "text": "ab",
        "n": 2,
        "grid": [[0, -5]],
    }


def test_augmented_assignment_goes_through_the_write_guard(runtime):
    reply = call(runtime, "def tool():\n    t = (1, 2)\n    t[0] += 1\n    return t\n")
    assert reply.kind == "raised"
    reply = call(runtime, "def tool():\n    x = [1]\n    x.y += 1\n    return x\n")
    assert reply.kind == "compile"


# -- classes ---------------------------------------------------------------------------


def test_classes_are_refused_unless_the_policy_allows_them(runtime):
    source = (
        "class Point:\n"
        "    def __init__(self, x):\n"
        "        self.x = x\n"
        "def tool():\n"
        "    p = Point(2)\n"
        "    p.x = p.x + 1\n"
        "    return p.x\n"
    )
    reply = call(runtime, source)
    assert reply.kind == "compile"
    assert "Classes are not allowed" in reply.error
    allowing = ToolRuntime(replace(DEFAULT_POLICY, allow_classes=True).to_json())
    assert value(call(allowing, source)) == 3
    reply = call(allowing, "import math\nclass A:\n    pass\ndef tool():\n    math.pi = 1\n    return 1\n")
    assert reply.kind == "raised"


# -- results and errors ---------------------------------------------------------------------


def test_results_must_be_json(runtime):
    reply = call(runtime, "def tool():\n    return {1, 2}\n")
    assert (reply.kind, reply.error) == ("not_json", "result is not JSON-serialisable: set")
    reply = call(runtime, "def tool():\n    return float('nan')\n")
    assert reply.kind == "not_json" and "NaN" in reply.error
    assert value(call(runtime, "def tool():\n    return (1, [2, (3,)])\n")) == [1, [2, [3]]]


def test_large_results_are_refused():
    policy = DEFAULT_POLICY.with_limits(max_result_bytes=1000)
    reply = call(ToolRuntime(policy.to_json()), "def tool():\n    return 'x' * 5000\n")
    assert reply.kind == "too_large"
    assert "limit of 1000 bytes" in reply.error


def test_exceptions_name_type_message_and_line(runtime):
    source = "def helper(x):\n    raise ValueError(f'bad {x}')\n\ndef tool():\n    return helper(3)\n"
    reply = call(runtime, source)
    assert (reply.kind, reply.error) == ("raised", "ValueError: bad 3 (line 2)")


def test_wrong_params_are_param_type_not_raised(runtime):
    source = "def tool(x: int) -> int:\n    return len(x)\n"
    assert call(runtime, source, y=1).kind == "param_type"
    assert call(runtime, source, x=1).kind == "raised"  # a TypeError inside the tool


def test_missing_entry_point_is_reported(runtime):
    reply = call(runtime, "def other():\n    return 1\n", name="tool")
    assert reply.kind == "compile"
    assert "no top-level function named 'tool'" in reply.error


def test_oversized_source_is_refused_before_compiling():
    policy = DEFAULT_POLICY.with_limits(max_source_bytes=100)
    reply = call(ToolRuntime(policy.to_json()), "def tool():\n    return 1\n" + "# pad\n" * 50)
    assert reply.kind == "compile"
    assert "more than the limit of 100 bytes" in reply.error


def test_print_is_collected_and_capped():
    policy = DEFAULT_POLICY.with_limits(max_output_bytes=50)
    runtime = ToolRuntime(policy.to_json())
    reply = call(runtime, "def tool():\n    for i in range(100):\n        print('line', i)\n    return 1\n")
    assert reply.ok
    assert reply.output.startswith("line 0\nline 1\n")
    assert reply.output.endswith("[output truncated]")
    assert len(reply.output) <= 50 + len("\n[output truncated]")


def test_checks_evaluate_to_bools(runtime):
    assert runtime.check("result['f'] == 86.0", {"f": 86.0}).result_json == "true"
    assert runtime.check("len(result) > 3", [1]).result_json == "false"
    assert runtime.check("result['missing']", {}).kind == "raised"
    assert runtime.check("result.__class__", {}).kind == "compile"
    assert runtime.check("x = 1", {}).kind == "compile"
