"""The static gate: a tool's source against the policy's allow-list, before anything runs.

:func:`check_source` never raises for a bad source. It returns a
:class:`GateResult` whose line-numbered :class:`GateIssue` messages can go
straight back to the generator. In order:

1. **source** — size, CPython syntax and complexity limits (``rules/source.py``);
   a failure here is the only issue reported.
2. one **libcst** parse and one pass of :class:`~.visitor.GateVisitor`, which
   rejects every node class it does not list (``rules/syntax.py``) and feeds the
   other rules in ``rules/``: imports, module attributes, ``_`` names, forbidden
   names, introspection attributes, unknown names, dunder strings, format fields,
   classes. All issues are collected (up to :data:`MAX_ISSUES`), not just the first.

Positions are worked out only when there is something to report, so an accepted
source costs one CPython parse, one libcst parse and one walk. Nothing is cached
between calls: every check starts from a fresh context.

Identifiers are compared after NFKC normalisation (as Python reads them) and as
written; non-ASCII identifiers are otherwise allowed.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

import libcst as cst
from libcst.metadata import CodeRange, MetadataWrapper, PositionProvider

from toolkiln.acceptance.gate.base import Context, Finding
from toolkiln.acceptance.gate.rules import RULES
from toolkiln.acceptance.gate.rules.source import RULE as SOURCE
from toolkiln.acceptance.gate.visitor import GateVisitor
from toolkiln.policy import DEFAULT_POLICY, Policy
from toolkiln.util.text import escape_unseen

__all__ = ["GateIssue", "GateResult", "MAX_ISSUES", "RULES", "check_source"]

MAX_ISSUES = 20
"""At most this many issues are returned (plus one line saying how many more there were)."""


@dataclass
class GateIssue:
    """One reason the gate refused a source."""

    line: int
    """1-based line; 0 when no line applies."""
    column: int
    """1-based column; 0 when unknown."""
    message: str
    """One line saying what is wrong and what to do, fit to go back to the model."""
    rule: str
    """The rule that reported it (``imports``, ``underscore-names``, ...)."""

    def to_dict(self) -> dict[str, Any]:
        return {"line": self.line, "message": self.message}

    def __str__(self) -> str:
        return f"line {self.line}: {self.message}"


@dataclass
class GateResult:
    """The gate's verdict on one source."""

    ok: bool
    """True when there is no issue."""
    errors: list[GateIssue] = field(default_factory=list)
    """The issues, by position."""
    imports: list[str] = field(default_factory=list)
    """The modules the source imports, in order, each once."""


def check_source(source: str, policy: Policy = DEFAULT_POLICY) -> GateResult:
    """Check ``source`` against ``policy``; never raises for a bad source."""
    if not isinstance(source, str):
        return _refused(Finding(None, "the source must be text", "source", line=1, column=1))
    try:
        findings = SOURCE.check(source, policy)
        if findings:
            return _result(findings, None, [])
        try:
            module = cst.parse_module(source)
        except cst.ParserSyntaxError as exc:  # CPython read it, libcst did not
            message = f"syntax error: the gate cannot read this construct ({exc.message})"
            return _refused(Finding(None, message, "source", line=exc.raw_line, column=exc.raw_column + 1))
        ctx = Context(policy)
        GateVisitor(ctx).run(module)
        return _result(ctx.findings, module, ctx.imports)
    except Exception as exc:  # a gate bug must refuse the source, not let it through or crash
        return _refused(Finding(None, f"the gate could not check this source ({type(exc).__name__})", "gate", 1, 1))


def _refused(finding: Finding) -> GateResult:
    return _result([finding], None, [])


def _result(findings: list[Finding], module: cst.Module | None, imports: list[str]) -> GateResult:
    if not findings:
        return GateResult(ok=True, errors=[], imports=list(imports))
    positions = _positions(module) if module is not None and any(f.node is not None for f in findings) else {}
    issues, seen = [], set()
    for finding in findings:
        line, column = finding.line, finding.column
        if finding.node is not None:
            where = positions.get(finding.node)
            line, column = (where.start.line, where.start.column + 1) if where is not None else (0, 0)
        if (line, finding.message) in seen:
            continue
        seen.add((line, finding.message))
        # a message may quote a literal's value (a format field); it reaches terminals as well as the generator
        issues.append(GateIssue(line, column, escape_unseen(finding.message), finding.rule))
    issues.sort(key=lambda issue: (issue.line, issue.column))
    if len(issues) > MAX_ISSUES:
        rest = len(issues) - MAX_ISSUES
        issues = issues[:MAX_ISSUES]
        issues.append(GateIssue(issues[-1].line, 0, f"{rest} more issues not shown; fix these first", "gate"))
    return GateResult(ok=False, errors=issues, imports=list(imports))


def _positions(module: cst.Module) -> Mapping[cst.CSTNode, CodeRange]:
    try:
        return MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider)
    except RecursionError:  # pathological nesting within the limits: messages stay, lines go
        return {}
