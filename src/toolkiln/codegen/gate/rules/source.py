"""Source: size, syntax and complexity, checked before the gate's own parser runs.

The gate parses with libcst, whose parser is fast on ordinary code but slows down
super-linearly on deeply nested or token-dense input and *crashes the process*
(a native stack overflow) on a few thousand nested brackets. So every source
first goes through CPython's own parser, which is linear, refuses what the
compile stage would refuse anyway, and gives Python's familiar syntax-error
messages; its tree is then measured, and a source nested deeper than
``limits.max_syntax_depth`` (an ``elif`` does not add a level), holding more
than ``limits.max_syntax_nodes`` nodes or more than ``limits.max_brackets``
brackets is refused before libcst sees it. With the default limits the slowest
source that passes still parses in well under a second; ordinary tools sit far
inside them (nesting rarely passes 15, a large tool holds 2000 nodes). A source
over ``limits.max_source_bytes`` is refused before anything is parsed.
"""

from __future__ import annotations

import ast

from ....policy import Policy
from ....toolspec import parse_python
from ..base import Example, Finding, Rule

__all__ = ["INVALID", "RULE", "VALID"]


class SourceRule(Rule):
    name = "source"

    def check(self, source: str, policy: Policy) -> list[Finding]:
        """Findings that stop the check before parsing; empty when the source may be parsed."""
        limits = policy.limits
        if len(source) * 4 > limits.max_source_bytes:  # only then can the UTF-8 form be too long
            size = len(source.encode("utf-8", "surrogatepass"))
            if size > limits.max_source_bytes:
                return [self._finding(1, f"the source is {size} bytes; a tool may have at most {limits.max_source_bytes} bytes")]
        try:
            tree = parse_python(source, "exec", "<tool>")
        except SyntaxError as exc:
            return [self._finding(exc.lineno or 1, f"syntax error: {exc.msg}", exc.offset or 1)]
        except (RecursionError, MemoryError):  # Python's own parser gives up on absurd nesting
            return [self._finding(1, "code is nested too deeply to parse; flatten it")]
        except ValueError as exc:  # e.g. text that is not valid Unicode
            return [self._finding(1, f"the source could not be parsed: {exc}")]
        brackets = source.count("(") + source.count("[") + source.count("{")
        if brackets > limits.max_brackets:  # grouping brackets leave no trace in the tree
            return [self._finding(1, f"the source holds more than {limits.max_brackets} brackets; write a smaller tool")]
        return self._measure(tree, policy)

    def _measure(self, tree: ast.Module, policy: Policy) -> list[Finding]:
        max_nodes, max_depth = policy.limits.max_syntax_nodes, policy.limits.max_syntax_depth
        nodes = 0
        stack: list[tuple[ast.AST, int]] = [(tree, 0)]
        while stack:
            node, depth = stack.pop()
            nodes += 1
            if nodes > max_nodes:
                return [self._finding(1, f"the source holds more than {max_nodes} syntax nodes; write a smaller tool")]
            if depth > max_depth:
                line = getattr(node, "lineno", 1)
                return [self._finding(line, f"code is nested more than {max_depth} levels deep; flatten it")]
            for name in node._fields:
                value = getattr(node, name)
                if isinstance(value, list):
                    if name == "orelse" and len(value) == 1 and type(value[0]) is ast.If:
                        stack.append((value[0], depth))  # an elif continues its if
                        continue
                    stack.extend((child, depth + 1) for child in value if isinstance(child, ast.AST))
                elif isinstance(value, ast.AST):
                    stack.append((value, depth + 1))
        return []

    def _finding(self, line: int, message: str, column: int = 1) -> Finding:
        return Finding(None, message, self.name, line=line, column=column)


RULE = SourceRule()

_ELIFS = "def f(x):\n    if x == 0:\n        return 0\n" + "".join(
    f"    elif x == {i}:\n        return {i}\n" for i in range(1, 150)
)

VALID = [
    "def f(x):\n    return x\n",
    _ELIFS,
    "TABLE = [" + ", ".join(str(i) for i in range(500)) + "]\n",
]

INVALID = [
    Example("def f(:\n    pass\n", message="syntax error"),
    Example("def f():\nreturn 1\n", message="syntax error: expected an indented block"),
    "type Number = int\n",
    "x = 1\x00\n",
    Example("x = 1\n" * 12000, message="a tool may have at most 65536"),
    Example("x = " + "[" * 60 + "]" * 60 + "\n", message="nested more than 40 levels"),
    Example("x = " + "-" * 300 + "1\n", message="nested more than 40 levels"),
    Example("x = a" + ".b" * 300 + "\n", message="nested more than 40 levels"),
    Example("x = [" + "1, " * 4000 + "]\n", message="more than 3000 syntax nodes"),
    Example("x = ((((((((((1))))))))))\n" * 120, message="more than 1000 brackets"),
]
