"""Dedents a code snippet and numbers its lines like an editor."""

# idiom-test: {"params": {"code": "    def f(x):\n        return x * 2\n\n    print(f(3))\n"}, "calls": [{"params": {"code": ""}}]}

import textwrap


def dedent_snippet(code: str) -> dict:
    lines = textwrap.dedent(code).rstrip("\n").split("\n")
    width = len(str(len(lines)))
    numbered = [f"{number:>{width}} | {line}" for number, line in enumerate(lines, start=1)]
    return {"numbered": numbered, "longest": max(len(line) for line in lines)}
