"""The static gate: built from every rule's own snippets, plus what no single rule shows."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import libcst as cst
import pytest

import toolkiln.tools.catalog
from toolkiln.acceptance.gate import MAX_ISSUES, GateIssue, check_source
from toolkiln.acceptance.gate.base import Example
from toolkiln.acceptance.gate.rules import RULE_MODULES, RULES
from toolkiln.acceptance.gate.rules.syntax import ALLOWED_NODES, REJECTED, TOKEN_NODES
from toolkiln.acceptance.gate.visitor import SKIPPED_FIELDS
from toolkiln.policy import DEFAULT_POLICY


def _examples(kind: str):
    for module in RULE_MODULES:
        for index, example in enumerate(getattr(module, kind)):
            if not isinstance(example, Example):
                example = Example(example)
            yield pytest.param(module.RULE.name, example, id=f"{module.RULE.name}-{index}")


def _describe(result) -> list[str]:
    return [f"{issue} [{issue.rule}]" for issue in result.errors]


# -- built from the rules' snippets ------------------------------------------------------


@pytest.mark.parametrize(("rule", "example"), list(_examples("VALID")))
def test_valid_snippet_passes_the_whole_gate(rule, example):
    """A rule's VALID snippet is accepted by the gate with every rule active."""
    result = check_source(example.code, example.policy or DEFAULT_POLICY)
    assert result.ok, _describe(result)
    assert result.errors == []


@pytest.mark.parametrize(("rule", "example"), list(_examples("INVALID")))
def test_invalid_snippet_is_rejected_by_its_rule(rule, example):
    """A rule's INVALID snippet is rejected, and that rule is among the reasons."""
    result = check_source(example.code, example.policy or DEFAULT_POLICY)
    assert not result.ok
    mine = [issue for issue in result.errors if issue.rule == rule]
    assert mine, _describe(result)
    if example.message:
        assert any(example.message in issue.message for issue in mine), _describe(result)
    for issue in result.errors:
        assert "\n" not in issue.message and issue.line >= 1, _describe(result)


def test_every_rule_carries_snippets_both_ways():
    """Each rule file holds at least one accepted and two rejected snippets, and a unique name."""
    names = [rule.name for rule in RULES]
    assert len(names) == len(set(names))
    for module in RULE_MODULES:
        assert module.VALID and len(module.INVALID) >= 2, module.__name__


# -- the verdict's shape -------------------------------------------------------------------


def test_issues_point_at_the_offending_line_and_column():
    """Line and column (both 1-based) locate the node a rule complained about."""
    source = "import math\n\ndef f(x):\n    return x.__class__\n"
    (issue,) = check_source(source).errors
    assert (issue.line, issue.column) == (4, 14)
    assert issue.rule == "underscore-names"
    assert issue.message == "attributes starting with '_' are not allowed: '__class__'"
    assert issue.to_dict() == {"line": 4, "message": issue.message}


def test_all_problems_are_reported_in_line_order():
    """The gate does not stop at the first problem; issues come sorted by position."""
    source = "import os\ndef f(x):\n    y = eval(x)\n    return y.__dict__\nclass A:\n    pass\n"
    result = check_source(source)
    assert [issue.line for issue in result.errors] == [1, 3, 4, 5]
    assert [issue.rule for issue in result.errors] == [
        "imports",
        "forbidden-names",
        "underscore-names",
        "classes",
    ]


def test_issue_list_is_capped_with_a_note_of_the_rest():
    """A source with very many problems yields MAX_ISSUES issues and one line counting the rest."""
    source = "".join(f"x{i} = eval('{i}')\n" for i in range(MAX_ISSUES + 7))
    result = check_source(source)
    assert len(result.errors) == MAX_ISSUES + 1
    assert result.errors[-1].message == "7 more issues not shown; fix these first"


def test_imports_are_listed_in_order_each_once():
    """GateResult.imports names every imported module once, in source order."""
    source = "import re\nfrom typing import List\nimport math as m\nimport re\n"
    result = check_source(source)
    assert result.ok and result.imports == ["re", "typing", "math"]


def test_a_syntax_error_is_one_issue_with_its_line():
    """Bad syntax never raises: it becomes a single issue naming the line."""
    result = check_source("def f(x):\n    return x +\n")
    assert not result.ok
    (issue,) = result.errors
    assert issue.line == 2 and issue.message.startswith("syntax error") and issue.rule == "source"


@pytest.mark.parametrize("source", [None, b"x = 1\n", "x = '\ud800'\n", "\x00"])
def test_odd_input_is_refused_not_raised(source):
    """Bytes, None, lone surrogates and NUL bytes are refused with an issue."""
    result = check_source(source)
    assert not result.ok and len(result.errors) == 1


def test_an_oversized_source_is_refused_before_parsing():
    """A source over max_source_bytes is refused with a single issue, even when it is valid Python."""
    policy = DEFAULT_POLICY.with_limits(max_source_bytes=100)
    result = check_source("x = 1\n" * 30, policy)
    assert [issue.message for issue in result.errors] == ["the source is 180 bytes; a tool may have at most 100 bytes"]


@pytest.mark.parametrize(
    "source",
    [
        "x = " + "(" * 5000 + "1" + ")" * 5000 + "\n",
        "x = " + "[" * 3000 + "]" * 3000 + "\n",
        "x = " + "-" * 30000 + "1\n",
        "x = 1" + "+1" * 10000 + "\n",
        "x = a" + "[0]" * 3000 + "\n",
        "x = " + "lambda: " * 5000 + "1\n",
    ],
    ids=["parens", "lists", "unary", "sum", "subscripts", "lambdas"],
)
def test_nesting_that_would_crash_or_stall_the_parser_is_refused(source):
    """Input that makes libcst's native parser overflow its stack or run for minutes is refused first."""
    result = check_source(source)
    assert not result.ok and result.errors[0].rule == "source"


def test_a_long_implicit_concatenation_is_checked_whole_without_exhausting_the_stack():
    """Two thousand string parts glued by juxtaposition are read as one string, in a loop."""
    result = check_source("x = " + "'a ' " * 2000 + "'__class__'\n")
    assert [issue.rule for issue in result.errors] == ["dunder-strings"]
    assert check_source("x = " + "'a ' " * 2000 + "\n").ok


def test_a_long_elif_chain_is_not_deep_nesting():
    """An elif chain well past max_syntax_depth is accepted: an elif does not add a level."""
    arms = "".join(f"    elif x == {i}:\n        return {i}\n" for i in range(1, 200))
    assert check_source("def f(x):\n    if x == 0:\n        return 0\n" + arms).ok


# -- decisions that cut across rules -------------------------------------------------------


def test_identifiers_are_checked_after_nfkc_normalisation():
    """A fullwidth 'ｅval' is eval to Python, so it is refused as eval."""
    (issue,) = check_source("x = \uff45val('1')\n").errors
    assert issue.message == "name 'eval' is not allowed in a tool"


def test_non_ascii_identifiers_are_otherwise_fine():
    """Ordinary non-ASCII identifiers pass; normalisation only matters for what they turn into."""
    assert check_source("def f(größe: float) -> dict:\n    return {'m': größe * 2}\n").ok


def test_docstrings_may_mention_dunders_and_fields_but_values_may_not():
    """A docstring's value is thrown away, so it is exempt; the same text as a value is not."""
    doc = '"""Like __init__: fills {self.x}."""\n'
    assert check_source(doc + "def f():\n    " + doc + "    return 1\n").ok
    result = check_source("def f():\n    return " + doc)
    assert {issue.rule for issue in result.errors} == {"dunder-strings", "format-fields"}


def test_f_string_expressions_are_checked_as_code():
    """What sits inside an f-string's braces goes through the same rules as any expression."""
    result = check_source("def f(x):\n    return f'{x.__class__} {eval(x)}'\n")
    assert {issue.rule for issue in result.errors} == {"underscore-names", "forbidden-names"}


def test_a_module_attribute_is_judged_by_the_module_not_by_the_name():
    """re.compile is allowed (an attribute the policy lists for re), x.compile is not."""
    assert check_source("import re\nP = re.compile('a')\n").ok
    result = check_source("def f(x):\n    return x.compile('a')\n")
    assert [issue.message for issue in result.errors] == ["attribute 'compile' is not allowed in a tool"]


def test_lexical_scopes_decide_what_is_bound():
    """A function's locals are not visible to its siblings, a class body does not enclose its methods."""
    policy = dataclasses.replace(DEFAULT_POLICY, allow_classes=True)
    source = "class A:\n    size = 3\n    def grow(self):\n        return size + 1\n"
    result = check_source(source, policy)
    assert [issue.message for issue in result.errors] == [
        "name 'size' is not defined; define it in the tool or use an allowed builtin"
    ]


def test_a_check_starts_from_nothing_the_previous_check_learned():
    """An alias bound by an import in one source means nothing in the next source."""
    assert check_source("import math as m\nx = m.pi\n").ok
    result = check_source("x = m.sys\n")
    assert [issue.rule for issue in result.errors] == ["unknown-names"]


def test_rejected_constructs_are_not_walked_into():
    """A refused construct is reported once; its inside does not add noise."""
    source = "def f(p):\n    with p as handle:\n        return handle.read()\n"
    (issue,) = check_source(source).errors
    assert issue.rule == "syntax" and issue.line == 2


# -- the allow-list itself -----------------------------------------------------------------


def test_allowed_tokens_and_rejected_node_classes_do_not_overlap():
    """No node class is both allowed and rejected, or both walked and skipped as a token."""
    assert not ALLOWED_NODES & TOKEN_NODES
    assert not (ALLOWED_NODES | TOKEN_NODES) & set(REJECTED)
    assert cst.TryStar in REJECTED and cst.Global in REJECTED and cst.Yield in REJECTED


def _all_snippets() -> list[str]:
    codes = []
    for module in RULE_MODULES:
        for example in [*module.VALID, *module.INVALID]:
            codes.append(example.code if isinstance(example, Example) else example)
    return codes


def test_skipped_fields_only_ever_hold_whitespace_and_punctuation():
    """The fields the walk skips for speed hold token nodes only, in every snippet's tree."""
    checked = 0
    for code in _all_snippets():
        try:
            module = cst.parse_module(code)
        except Exception:
            continue
        stack = [module]
        while stack:
            node = stack.pop()
            for f in dataclasses.fields(node):
                value = getattr(node, f.name)
                values = value if isinstance(value, (list, tuple)) else [value]
                nodes = [v for v in values if isinstance(v, cst.CSTNode)]
                if f.name.startswith("whitespace") or f.name in SKIPPED_FIELDS:
                    assert all(type(v) in TOKEN_NODES for v in nodes), (type(node).__name__, f.name)
                    checked += len(nodes)
                stack.extend(nodes)
    assert checked > 1000


CATALOG = sorted(p for p in Path(toolkiln.tools.catalog.__file__).parent.glob("*.py") if p.name != "__init__.py")


@pytest.mark.parametrize("path", CATALOG, ids=[p.stem for p in CATALOG])
def test_catalog_tools_pass_the_gate(path):
    """Every hand-written catalog tool is held to the same gate as a generated one, and passes."""
    result = check_source(path.read_text(encoding="utf-8"))
    assert result.ok, _describe(result)


def test_gate_issue_is_a_plain_record():
    """GateIssue prints as 'line N: message' and serialises to line and message only."""
    issue = GateIssue(3, 1, "import of 'os' is not allowed", "imports")
    assert str(issue) == "line 3: import of 'os' is not allowed"
    assert issue.to_dict() == {"line": 3, "message": "import of 'os' is not allowed"}
