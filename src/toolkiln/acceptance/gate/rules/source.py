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

A source may not hold, as they are, characters that change how it looks rather
than what it says: control characters other than tab, newline and form feed
(they drive the terminal of the person reading it with ``toolkiln tools show``),
a carriage return that is not part of a line's ``\\r\\n`` (Python starts a new
line there, a terminal writes the next line over the current one), text-direction
controls, which reorder what a person sees (Trojan Source, CVE-2021-42574), and
line separators that some readers break lines at and Python does not. A string
that needs one writes it as an escape (``"\\x1b"``, ``"\\u202e"``).
"""

from __future__ import annotations

import ast
import re

from toolkiln.acceptance.gate.base import Example, Finding, Rule
from toolkiln.policy import Policy
from toolkiln.tools.toolspec import parse_python
from toolkiln.util.text import CONTROL_CODES, DIRECTION_CODES, escape_unseen

__all__ = ["INVALID", "RULE", "VALID"]

_INVISIBLE = re.compile(
    "["
    + "".join(re.escape(chr(code)) for code in CONTROL_CODES + DIRECTION_CODES if chr(code) not in "\t\n\f\r")
    + "]|\r(?!\n)"
)
"""Characters a source may only hold as escapes: controls, text-direction marks and
overrides, line and paragraph separators, and a carriage return that does not
end a line with its newline (Python starts a new line there; a terminal moves back
over the line it is on, and a viewer may join the two)."""


class SourceRule(Rule):
    name = "source"

    def check(self, source: str, policy: Policy) -> list[Finding]:
        """Findings that stop the check before parsing; empty when the source may be parsed."""
        limits = policy.limits
        if len(source) * 4 > limits.max_source_bytes:  # only then can the UTF-8 form be too long
            size = len(source.encode("utf-8", "surrogatepass"))
            if size > limits.max_source_bytes:
                return [
                    self._finding(
                        1, f"the source is {size} bytes; a tool may have at most {limits.max_source_bytes} bytes"
                    )
                ]
        hidden = _INVISIBLE.search(source)
        if hidden is not None:
            line = source.count("\n", 0, hidden.start()) + 1
            column = hidden.start() - source.rfind("\n", 0, hidden.start())
            code = escape_unseen(hidden.group())
            return [
                self._finding(
                    line,
                    f"the source holds the invisible character {code} as it is; "
                    f"inside a string write it as the escape '{code}'",
                    column,
                )
            ]
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
            return [
                self._finding(1, f"the source holds more than {limits.max_brackets} brackets; write a smaller tool")
            ]
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
    "def f(s):\n\treturn s.replace('\\u202e', '').split('\\x1b')  # \u00e9t\u00e9 \u2014 \u65e5\u672c\r\n\x0c\n",
]

INVALID = [
    Example("def f(:\n    pass\n", message="syntax error"),
    Example("def f():\nreturn 1\n", message="syntax error: expected an indented block"),
    "type Number = int\n",
    "x = 1\x00\n",
    Example("def f():\n    # \x1b]0;approved\x07\x1b[2J\n    return 1\n", message="invisible character \\x1b"),
    Example("ok = 'user\u202e \u2066# admin\u2069 \u2066'\n", message="invisible character \\u202e"),
    Example("x = 'a\u2028b'\n", message="write it as the escape '\\u2028'"),
    Example("x = '\x9b31m'\n", message="invisible character \\x9b"),
    Example("def f(x):\n    y = x  # a comment\r    y = y * 1000\n    return y\n", message="character \\x0d"),
    Example("x = 1\n" * 12000, message="a tool may have at most 65536"),
    Example("x = " + "[" * 60 + "]" * 60 + "\n", message="nested more than 40 levels"),
    Example("x = " + "-" * 300 + "1\n", message="nested more than 40 levels"),
    Example("x = a" + ".b" * 300 + "\n", message="nested more than 40 levels"),
    Example("x = [" + "1, " * 4000 + "]\n", message="more than 3000 syntax nodes"),
    Example("x = ((((((((((1))))))))))\n" * 120, message="more than 1000 brackets"),
]
