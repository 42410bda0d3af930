"""Modules stay under 600 lines and functions under 60 (from ``def`` to the last line, docstring included), so each
reads in one sitting. Nothing is exempt: a module or function that grows past its limit is split by what it does."""

import ast
from pathlib import Path

import toolkiln

SRC = Path(toolkiln.__file__).parent
MAX_MODULE_LINES = 600
MAX_FUNCTION_LINES = 60


def _oversized() -> set[str]:
    found = set()
    for path in sorted(SRC.rglob("*.py")):
        where = path.relative_to(SRC).as_posix()
        text = path.read_text(encoding="utf-8")
        if len(text.splitlines()) > MAX_MODULE_LINES:
            found.add(where)
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                if node.end_lineno - node.lineno + 1 > MAX_FUNCTION_LINES:
                    found.add(f"{where}:{node.name}")
    return found


def test_no_module_or_function_grows_past_its_limit():
    assert _oversized() == set()
