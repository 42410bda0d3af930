"""Gate, prompt, compile and run agree on every construct.

The gate allows a list of libcst node classes; RestrictedPython compiles with its
own list; the prompts' rules tell a model what it may write. A construct that one
of them allows and another refuses is a tool a model writes by the rules and the
pipeline throws away (``x: int = 42`` once passed the gate and failed to compile).

So: every node class the gate allows — statements, expressions and the tokens
between them — occurs in one of the snippets below, and each snippet passes the
gate, compiles with RestrictedPython as the pipeline does, and returns in the
sandbox exactly what plain CPython returns. Every construct the gate refuses on
purpose is named in the prompts' "Not allowed" list, and nothing allowed is.
"""

from __future__ import annotations

import json

import libcst as cst
import pytest

from toolkiln.acceptance.gate import check_source
from toolkiln.acceptance.gate.rules.syntax import ALLOWED_NODES, REJECTED, TOKEN_NODES
from toolkiln.policy import DEFAULT_POLICY, REFUSED_SYNTAX, Policy
from toolkiln.sandbox.runtime import ToolRuntime

CLASSES = Policy(allow_classes=True)

SNIPPETS = {
    "statements": """
import math as m
from math import pi as p, tau


def tool():
    # a comment, an empty line and a suite on one line follow

    if p > 3: total = 0; count = 1
    else: total = -1
    del count
    for value in range(5):
        if value == 1:
            continue
        elif value == 4:
            break
        total += value
    else:
        pass
    while total > 100:
        total -= 1
    assert total >= 0, "never negative"
    return [total, m.floor(tau)]
""",
    "annotated assignment": """
LIMIT: int = 3


def tool():
    size: float
    size = 2.5
    table: dict[str, list[int]] = {}
    table["a"]: list[int] = [1, 2]
    return [LIMIT, size, table]
""",
    "errors": """
def parse(text):
    try:
        return int(text)
    except (ValueError, TypeError) as err:
        raise LookupError("not a number") from err
    finally:
        pass


def tool():
    try:
        parse("x")
    except LookupError as err:
        return str(err)
    raise RuntimeError("unreachable")
""",
    "functions": """
def scale(first, *rest, factor=2, **named):
    return [first * factor, len(rest), sorted(named)]


def keyword_only(a, *, b=1):
    return a - b


def tool():
    double = lambda x, *more, k=1, **kw: x * 2 * k
    args = [3, 4]
    options = {"b": 1, "a": 2}
    return [scale(*args, factor=3, **options), double(5, k=2), scale(1, 2, 3), keyword_only(5, b=2)]
""",
    "operators": """
def tool():
    a, b = 12, 5
    out = [a + b, a - b, a * b, a / b, a // b, a % b, a ** 2, a << 1, a >> 1, a | b, a & b, a ^ b, -a, +b, ~a]
    out += [a == b, a != b, a < b, a <= b, a > b, a >= b, not a, a and b, a or b, 1 < a < 20]
    out += [a in [12], a not in [1], a is None, a is not None, 2 if a else 3, (2j * 2j).real]
    x = 1
    x += 2; x -= 1; x *= 6; x /= 2; x //= 1; x %= 5; x **= 2
    y = 7
    y <<= 2; y >>= 1; y |= 1; y &= 14; y ^= 3
    try:
        a @ b
    except TypeError:
        out.append("no @")
    try:
        a @= b
    except TypeError:
        out.append("no @=")
    return [out, x, y]
""",
    "containers": """
def tool():
    pairs = [(1, "a"), (2, "b")]
    first, *others = [1, 2, 3]
    merged = {**{"x": 1}, "y": 2}
    ints = {n for n in range(4) if n % 2}
    squares = {n: n * n for n in range(3)}
    nested = [[i * j for j in range(3) if j] for i in range(2)]
    total = sum(n for n in range(4))
    text = "abcdef"
    return [pairs[0], first, others, [*others, 4], merged, sorted(ints), squares, nested, total,
            text[1:4], text[::2], text[-1], first is not ..., (1, 2), {"k": [1]}["k"][0], len({1, 2, 2})]
""",
    "strings": """
def tool():
    name, width, value = "pi", 8, 3.14159
    joined = "con" "cat" 'enated'
    return [f"{name!r:>{width}}|{value:.2f}|{value:{width}.3f}", f"{{literal}} {name.upper()}", joined,
            "%s=%.1f" % (name, value), r"raw\\n", b"bytes".decode(), 0x1F + 0o7 + 0b1 + 1_000, 1e3]
""",
    "walrus": """
import re


def tool():
    found = []
    for line in ["a=1", "b", "c=3"]:
        if (match := re.match(r"(\\w)=(\\d)", line)) is not None:
            found.append(match.group(1))
    return [found, [y for x in range(4) if (y := x * 2) > 2]]
""",
    "class": """
class Box:
    \"\"\"A class, where the policy allows them.\"\"\"

    size: int = 2

    def area(self, extra=0):
        return self.size * self.size + extra


def tool():
    box = Box()
    box.size = 3
    return [box.area(), Box().area(1)]
""",
}
"""Label → a complete tool, each returning something only the construct it shows computes."""


def node_classes(source: str) -> set[type]:
    seen, stack = set(), [cst.parse_module(source)]
    while stack:
        node = stack.pop()
        seen.add(type(node))
        stack.extend(node.children)
    return seen


def cpython_result(source: str):
    namespace: dict = {}
    exec(compile(source, "<snippet>", "exec"), namespace)
    return json.loads(json.dumps(namespace["tool"](), default=repr))


def test_every_node_class_the_gate_allows_occurs_in_a_snippet():
    """Statements, expressions and tokens alike: nothing allowed goes untried."""
    covered = set().union(*(node_classes(source) for source in SNIPPETS.values()))
    missing = sorted(cls.__name__ for cls in (ALLOWED_NODES | TOKEN_NODES) - covered)
    assert not missing, f"no snippet holds {missing}"


@pytest.mark.parametrize("label", list(SNIPPETS))
def test_each_snippet_passes_the_gate_compiles_and_runs_as_in_cpython(label):
    source = SNIPPETS[label]
    policy = CLASSES if label == "class" else DEFAULT_POLICY
    gate = check_source(source, policy)
    assert gate.ok, [str(issue) for issue in gate.errors]
    reply = ToolRuntime(policy.to_json()).run("tool", source, {})
    assert reply.ok, (reply.kind, reply.error, reply.errors)
    assert json.loads(reply.result_json) == cpython_result(source)


def test_the_default_policy_refuses_the_class_snippet_at_gate_and_compile():
    """Classes follow the policy: refused by both layers while it says no."""
    assert not check_source(SNIPPETS["class"]).ok
    assert ToolRuntime(DEFAULT_POLICY.to_json()).run("tool", SNIPPETS["class"], {}).kind == "compile"


def not_allowed_sentence(text: str) -> str:
    start = text.index("Not allowed: ")
    return text[start : text.index("\n", start)]


@pytest.mark.parametrize("policy", [DEFAULT_POLICY, CLASSES], ids=["default", "classes"])
def test_every_construct_the_gate_refuses_is_named_in_the_prompt_rules(policy):
    sentence = not_allowed_sentence(policy.render_rules())
    for refused in REFUSED_SYNTAX:
        assert refused.words in sentence, refused.words
    for cls, message in REJECTED.items():
        assert any(message == refused.message for refused in REFUSED_SYNTAX), cls.__name__


def test_the_prompt_rules_name_the_idioms_that_work_and_refuse_none_of_them():
    text = DEFAULT_POLICY.render_rules()
    sentence = not_allowed_sentence(text)
    for idiom in ("annotated assignments (x: int = 0)", "isinstance", "dict.fromkeys", "datetime.strptime"):
        assert idiom in text, idiom
    for allowed in ("annotat", "isinstance", "lambda", ":=", "comprehension ", "f-string "):
        assert allowed not in sentence, allowed
    assert "issubclass" in DEFAULT_POLICY.builtins and " issubclass," in text
