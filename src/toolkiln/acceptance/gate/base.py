"""What the gate's rules share: the rule base class, identifier events, the per-check context.

A rule is a stateless object with any of three kinds of hook, all called during the
visitor's single pass over the source:

* ``visit_<NodeClass>(node, ctx)`` — for every libcst node of that class (pre-order);
* ``check_identifier(ident, ctx)`` — for every identifier, once, with the role the
  visitor found for it (a name read, a name bound, an attribute, a keyword, ...);
* ``finish(ctx)`` — after the pass, for checks that need the whole module (which names
  are bound, which name an import made a module).

Rules report through :meth:`Context.report`; nothing is raised. Everything a check
learns lives in its :class:`Context`, made fresh for every call, so no state from one
source can reach the check of the next.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, ClassVar

import libcst as cst

from toolkiln.policy import Policy

__all__ = [
    "ATTRIBUTE",
    "BIND",
    "BINDING_ROLES",
    "Context",
    "DEF",
    "Example",
    "Finding",
    "IMPORTED",
    "Identifier",
    "KEYWORD",
    "LOAD",
    "MODULE",
    "PARAM",
    "Rule",
    "allowed_list",
    "normalise",
]

LOAD = "load"
"""A name read in an expression."""
BIND = "bind"
"""A name bound by an assignment, a loop, ``except ... as``, ``:=`` or an import."""
PARAM = "param"
"""A parameter of a function or lambda."""
DEF = "def"
"""The name of a function or class being defined."""
ATTRIBUTE = "attribute"
"""The name after a dot."""
KEYWORD = "keyword"
"""A keyword argument's name in a call."""
MODULE = "module"
"""A component of an imported module's dotted name."""
IMPORTED = "imported"
"""A name imported from a module (``from m import NAME``)."""

BINDING_ROLES = frozenset({BIND, PARAM, DEF})


@dataclass(slots=True)
class Identifier:
    """One identifier in the source, as the visitor classified it."""

    raw: str
    """As written."""
    name: str
    """NFKC-normalised, as Python itself reads identifiers (``ｅval`` is ``eval``)."""
    role: str
    """One of the role constants of this module."""
    node: cst.CSTNode
    """Where to point an error."""
    module: str | None = None
    """For an attribute of a name an import bound to a module, or a name imported from
    a module: that module."""
    store: bool = False
    """For an attribute: it is assigned to or deleted, not read."""


@dataclass
class Finding:
    """A rule's complaint, before positions are resolved."""

    node: cst.CSTNode | None
    """The offending node; None when ``line`` is already known."""
    message: str
    """One line, fit to go back to the model."""
    rule: str
    """The reporting rule's name."""
    line: int = 0
    """Known line (1-based) for findings without a node."""
    column: int = 0
    """Known column (1-based) for findings without a node."""


@dataclass(frozen=True)
class Example:
    """A snippet a rule's tests are built from, with an optional policy and message."""

    code: str
    """The source to check."""
    policy: Policy | None = None
    """The policy to check it under; the default policy when None."""
    message: str | None = None
    """For an invalid snippet: text one of the rule's messages must contain."""


@dataclass
class Context:
    """Everything one check learns; made fresh for every source."""

    policy: Policy
    """The policy the source is checked against."""
    findings: list[Finding] = field(default_factory=list)
    """What the rules reported, in the order they reported it."""
    imports: list[str] = field(default_factory=list)
    """Modules the source imports, in order, each once."""
    module_aliases: dict[str, str] = field(default_factory=dict)
    """Name bound by an ``import`` → the module it names."""
    alias_conflicts: list[tuple[str, str, cst.CSTNode]] = field(default_factory=list)
    """(name, other module, node) where one name was bound by imports of two modules."""
    other_bindings: dict[str, cst.CSTNode] = field(default_factory=dict)
    """Name → first node binding it by anything but an import of a module."""
    value_loads: list[tuple[str, cst.CSTNode]] = field(default_factory=list)
    """Names read other than as the base of an attribute (``f(math)``, ``m = math``)."""
    unresolved: list[tuple[str, cst.CSTNode]] = field(default_factory=list)
    """Names read that no enclosing scope binds: they must be allowed builtins."""
    discarded_strings: set[int] = field(default_factory=set)
    """ids of string nodes whose value is thrown away (docstrings, bare string statements)."""
    covered_strings: set[int] = field(default_factory=set)
    """ids of string parts already checked as part of their concatenation."""
    literal_cache: dict[int, tuple[str, ...]] = field(default_factory=dict)
    """Texts of string literals, computed once per node for every rule that reads them."""
    rule_notes: dict[str, Any] = field(default_factory=dict)
    """Scratch space a rule keeps during the pass for its ``finish``, under the rule's name."""

    def report(self, node: cst.CSTNode | None, message: str, rule: str) -> None:
        self.findings.append(Finding(node, message, rule))


class Rule:
    """Base of every gate rule. Subclasses set ``name`` and define hooks."""

    name: ClassVar[str] = ""
    """Short kebab-case name carried by every issue the rule reports."""

    def report(self, ctx: Context, node: cst.CSTNode | None, message: str) -> None:
        ctx.report(node, message, self.name)


class StringLiteralRule(Rule):
    """A rule about the value of string literals: plain, concatenated and f-strings alike."""

    def check_literal(self, node: cst.CSTNode, ctx: Context) -> None:
        raise NotImplementedError

    def visit_SimpleString(self, node: cst.SimpleString, ctx: Context) -> None:
        self.check_literal(node, ctx)

    def visit_ConcatenatedString(self, node: cst.ConcatenatedString, ctx: Context) -> None:
        self.check_literal(node, ctx)

    def visit_FormattedString(self, node: cst.FormattedString, ctx: Context) -> None:
        self.check_literal(node, ctx)


def normalise(raw: str) -> str:
    """An identifier as Python reads it: NFKC-normalised (PEP 3131), so ``ｅval`` is ``eval``."""
    return raw if raw.isascii() else unicodedata.normalize("NFKC", raw)


def allowed_list(names: Iterable[str], limit: int = 25) -> str:
    """``a, b, c`` sorted, cut after ``limit`` names so a message stays one short line."""
    ordered = sorted(names)
    if len(ordered) <= limit:
        return ", ".join(ordered)
    return ", ".join(ordered[:limit]) + f", ... ({len(ordered)} in all)"
