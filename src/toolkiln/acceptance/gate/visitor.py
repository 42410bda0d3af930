"""The gate's one pass over a libcst tree.

The walk is iterative (deeply nested code cannot exhaust the interpreter's stack)
and rejects by default: a node whose class is neither in
:data:`~.rules.syntax.ALLOWED_NODES` nor a token is reported by the syntax rule
and its subtree is skipped, as RestrictedPython's ``generic_visit`` does.

For every allowed node the rules' ``visit_<Class>`` hooks run. The visitor itself
classifies every identifier — read, bound, parameter, attribute, keyword, import —
and hands each to the rules' ``check_identifier`` hooks once. It also resolves
names lexically (module, function, lambda, comprehension and class scopes, with
Python's rule that a class body does not enclose its methods), flow-insensitively:
a name read anywhere in a scope is bound if the scope binds it anywhere. Names no
scope binds are left in ``ctx.unresolved`` for the rule that requires them to be
allowed builtins.

Attributes of a plain name (``math.pi``) are held back until the end of the pass,
when every import is known, and then reported with the module the name stands for.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable
from types import FunctionType, MethodType
from typing import Any, TypeAlias, cast

import libcst as cst

from toolkiln.acceptance.gate.base import (
    ATTRIBUTE,
    BIND,
    DEF,
    IMPORTED,
    KEYWORD,
    LOAD,
    MODULE,
    PARAM,
    Context,
    Identifier,
    Rule,
    normalise,
)
from toolkiln.acceptance.gate.literals import is_string, mark_discarded
from toolkiln.acceptance.gate.rules import RULES
from toolkiln.acceptance.gate.rules.syntax import ALLOWED_NODES, TOKEN_NODES
from toolkiln.acceptance.gate.rules.syntax import RULE as SYNTAX

__all__ = ["GateVisitor"]

_MODULE_SCOPE, _FUNCTION_SCOPE, _CLASS_SCOPE, _COMPREHENSION_SCOPE = "module", "function", "class", "comprehension"

# Fields that only ever hold whitespace and punctuation; skipping them saves the walk
# thousands of attribute reads. A test checks they never hold anything else.
SKIPPED_FIELDS = frozenset(
    """
    lpar rpar leading_lines lines_after_decorators header footer comma semicolon
    lbrace rbrace lbracket rbracket colon first_colon second_colon equal dot indent
    trailing_whitespace leading_whitespace default_indent default_newline
    has_trailing_newline encoding
    """.split()
)

_Item: TypeAlias = cst.CSTNode | Callable[[], None]
"""What the walk holds: a node to visit, or a step (open or close a scope) to take."""
_Hooks: TypeAlias = tuple[Callable[..., None], ...]

_SCALARS = frozenset({str, int, bool, type(None), cst.MaybeSentinel})
_STEPS = (FunctionType, MethodType)


def _collect_hooks(rules: Iterable[Rule]) -> tuple[dict[type, _Hooks], _Hooks, _Hooks]:
    node_hooks: dict[type, list[Callable[..., None]]] = {}
    identifier_hooks: list[Callable[..., None]] = []
    finish_hooks: list[Callable[..., None]] = []
    for rule in rules:
        for attr in dir(type(rule)):
            if attr.startswith("visit_"):
                node_class = getattr(cst, attr[len("visit_") :])  # a typo fails at import
                node_hooks.setdefault(node_class, []).append(getattr(rule, attr))
        if hasattr(rule, "check_identifier"):
            identifier_hooks.append(rule.check_identifier)
        if hasattr(rule, "finish"):
            finish_hooks.append(rule.finish)
    return {k: tuple(v) for k, v in node_hooks.items()}, tuple(identifier_hooks), tuple(finish_hooks)


_NODE_HOOKS, _IDENTIFIER_HOOKS, _FINISH_HOOKS = _collect_hooks(RULES)

_FIELDS: dict[type, tuple[str, ...]] = {}


def code_fields(node_class: type) -> tuple[str, ...]:
    """The fields of a node class that may hold code (everything but whitespace and punctuation)."""
    names = _FIELDS.get(node_class)
    if names is None:
        names = tuple(
            f.name
            for f in dataclasses.fields(node_class)
            if not f.name.startswith("whitespace") and f.name not in SKIPPED_FIELDS
        )
        _FIELDS[node_class] = names
    return names


def _children(node: cst.CSTNode) -> list[_Item]:
    out: list[_Item] = []
    for name in code_fields(type(node)):
        value = getattr(node, name)
        if type(value) in _SCALARS:
            continue
        if type(value) in (list, tuple):
            out.extend(value)
        else:
            out.append(value)
    return out


class _Scope:
    __slots__ = ("kind", "parent", "bound", "refs")

    def __init__(self, kind: str, parent: _Scope | None) -> None:
        self.kind = kind
        self.parent = parent
        self.bound: set[str] = set()
        self.refs: list[tuple[str, cst.CSTNode]] = []


class GateVisitor:
    """Walks one module once, feeding the rules; results land in ``ctx``."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self.scope = _Scope(_MODULE_SCOPE, None)
        self._attributes: list[tuple[str, cst.Attribute, bool]] = []

    def run(self, module: cst.Module) -> None:
        ctx = self.ctx
        stack: list[Any] = [module]  # _Item; Any keeps casts out of the hot loop
        while stack:
            item = stack.pop()
            cls = type(item)
            if cls in TOKEN_NODES:
                continue
            if cls in ALLOWED_NODES:
                for hook in _NODE_HOOKS.get(cls, ()):
                    hook(item, ctx)
                handler = _STRUCTURAL.get(cls)
                children = handler(self, item) if handler is not None else _children(item)
                if children:
                    stack.extend(reversed(children))
            elif cls in _STEPS:
                item()
            elif isinstance(item, cst.CSTNode):
                SYNTAX.reject(item, ctx)
        self._finish()

    def _finish(self) -> None:
        self._pop()
        aliases = self.ctx.module_aliases
        for base, node, store in self._attributes:
            self._identifier(node.attr, ATTRIBUTE, module=aliases.get(base), store=store)
        for hook in _FINISH_HOOKS:
            hook(self.ctx)

    # -- identifiers, bindings and scopes ----------------------------------------------

    def _identifier(self, node: cst.Name, role: str, module: str | None = None, store: bool = False) -> str:
        name = normalise(node.value)
        ident = Identifier(node.value, name, role, node, module, store)
        for hook in _IDENTIFIER_HOOKS:
            hook(ident, self.ctx)
        return name

    def _load(self, node: cst.Name, attribute_base: bool = False) -> str:
        name = self._identifier(node, LOAD)
        self.scope.refs.append((name, node))
        if not attribute_base:
            self.ctx.value_loads.append((name, node))
        return name

    def _bind(self, node: cst.Name, role: str = BIND, scope: _Scope | None = None) -> str:
        name = self._identifier(node, role)
        (scope or self.scope).bound.add(name)
        self.ctx.other_bindings.setdefault(name, node)
        return name

    def _bind_module(self, node: cst.Name, module: str) -> None:
        name = self._identifier(node, BIND)
        self.scope.bound.add(name)
        known = self.ctx.module_aliases.setdefault(name, module)
        if known != module:
            self.ctx.alias_conflicts.append((name, module, node))

    def _push(self, kind: str) -> None:
        self.scope = _Scope(kind, self.scope)

    def _opener(self, kind: str) -> Callable[[], None]:
        return lambda: self._push(kind)

    def _pop(self) -> None:
        scope = self.scope
        unresolved = [(name, node) for name, node in scope.refs if name not in scope.bound]
        parent = scope.parent
        if parent is None:
            self.ctx.unresolved = unresolved
            return
        target = parent
        if scope.kind != _CLASS_SCOPE:  # a class body does not enclose what it contains
            while target.kind == _CLASS_SCOPE and target.parent is not None:
                target = target.parent
        target.refs.extend(unresolved)
        self.scope = parent

    def _binding_scope(self) -> _Scope:
        """Where ``:=`` binds: the nearest scope that is not a comprehension."""
        scope = self.scope
        while scope.kind == _COMPREHENSION_SCOPE and scope.parent is not None:
            scope = scope.parent
        return scope

    def _target(self, node: cst.CSTNode) -> list[_Item]:
        """Bind the names of an assignment target; return what remains to walk."""
        cls = type(node)
        if cls is cst.Name:
            self._bind(cast(cst.Name, node))
            return []
        if cls is cst.Tuple or cls is cst.List:
            out: list[_Item] = []
            for element in cast(cst.Tuple | cst.List, node).elements:
                out += self._target(element.value)
            return out
        if cls is cst.Attribute:
            return self._attribute(cast(cst.Attribute, node), store=True)
        return [node]

    # -- structural handlers: nodes whose children are not all plain expressions -------

    def _name(self, node: cst.Name) -> list[_Item]:
        self._load(node)
        return []

    def _attribute(self, node: cst.Attribute, store: bool = False) -> list[_Item]:
        base = node.value
        if type(base) is cst.Name:
            name = self._load(base, attribute_base=True)
            self._attributes.append((name, node, store))
            return []
        self._identifier(node.attr, ATTRIBUTE, store=store)
        return [base]

    def _arg(self, node: cst.Arg) -> list[_Item]:
        if node.keyword is not None:
            self._identifier(node.keyword, KEYWORD)
        return [node.value]

    def _param(self, node: cst.Param) -> list[_Item]:
        self._bind(node.name, PARAM)
        return [child for child in (node.annotation, node.default) if child is not None]

    def _function(self, node: cst.FunctionDef) -> list[_Item]:
        self._bind(node.name, DEF)
        items: list[_Item | None] = [*node.decorators, node.asynchronous, node.type_parameters]
        items += [self._opener(_FUNCTION_SCOPE), node.params, node.returns, node.body, self._pop]
        return [item for item in items if item is not None]

    def _lambda(self, node: cst.Lambda) -> list[_Item]:
        self._push(_FUNCTION_SCOPE)
        return [node.params, node.body, self._pop]

    def _class(self, node: cst.ClassDef) -> list[_Item]:
        self._bind(node.name, DEF)
        items: list[_Item | None] = [*node.decorators, *node.bases, *node.keywords, node.type_parameters]
        items += [self._opener(_CLASS_SCOPE), node.body, self._pop]
        return [item for item in items if item is not None]

    def _comprehension(self, node: cst.ListComp | cst.SetComp | cst.GeneratorExp) -> list[_Item]:
        self._push(_COMPREHENSION_SCOPE)
        return [node.for_in, node.elt, self._pop]

    def _dict_comprehension(self, node: cst.DictComp) -> list[_Item]:
        self._push(_COMPREHENSION_SCOPE)
        return [node.for_in, node.key, node.value, self._pop]

    def _comp_for(self, node: cst.CompFor) -> list[_Item]:
        items = self._target(node.target) + [node.iter, *node.ifs, node.inner_for_in, node.asynchronous]
        return [item for item in items if item is not None]

    def _for(self, node: cst.For) -> list[_Item]:
        items = self._target(node.target) + [node.iter, node.body, node.orelse, node.asynchronous]
        return [item for item in items if item is not None]

    def _assign(self, node: cst.Assign) -> list[_Item]:
        items: list[_Item] = []
        for target in node.targets:
            items += self._target(target.target)
        return items + [node.value]

    def _aug_assign(self, node: cst.AugAssign) -> list[_Item]:
        return self._target(node.target) + [node.value]

    def _ann_assign(self, node: cst.AnnAssign) -> list[_Item]:
        items = self._target(node.target) + [node.annotation, node.value]
        return [item for item in items if item is not None]

    def _named_expr(self, node: cst.NamedExpr) -> list[_Item]:
        if type(node.target) is cst.Name:
            self._bind(node.target, BIND, scope=self._binding_scope())
            return [node.value]
        return [node.target, node.value]

    def _del(self, node: cst.Del) -> list[_Item]:
        return self._target(node.target)

    def _except(self, node: cst.ExceptHandler) -> list[_Item]:
        items: list[_Item] = [node.type] if node.type is not None else []
        if node.name is not None:
            items += self._target(node.name.name)
        return items + [node.body]

    def _expr(self, node: cst.Expr) -> list[_Item]:
        if is_string(node.value):  # a docstring or bare string: its value is thrown away
            mark_discarded(node.value, self.ctx)
        return [node.value]

    def _import(self, node: cst.Import) -> list[_Item]:
        for alias in node.names:
            parts = _dotted(alias.name)
            module = ".".join(self._identifier(part, MODULE) for part in parts)
            _note_import(self.ctx, module)
            if alias.asname is not None and type(alias.asname.name) is cst.Name:
                self._bind_module(alias.asname.name, module)
            else:  # `import a.b` binds `a`
                self._bind_module(parts[0], normalise(parts[0].value))
        return []

    def _import_from(self, node: cst.ImportFrom) -> list[_Item]:
        module = None
        if node.module is not None:
            module = ".".join(self._identifier(part, MODULE) for part in _dotted(node.module))
            if not node.relative:
                _note_import(self.ctx, module)
        if isinstance(node.names, cst.ImportStar):
            return []
        for alias in node.names:
            if type(alias.name) is not cst.Name:
                continue  # `from m import a.b` does not parse; nothing to bind
            self._identifier(alias.name, IMPORTED, module=module)
            bound = alias.asname.name if alias.asname is not None else alias.name
            if type(bound) is cst.Name:
                self._bind(bound)
        return []


def _dotted(node: cst.BaseExpression) -> list[cst.Name]:
    """The names of a dotted module path ``a.b.c``, outermost first."""
    parts: list[cst.BaseExpression] = []
    while type(node) is cst.Attribute:
        parts.append(node.attr)
        node = node.value
    parts.append(node)
    return [part for part in reversed(parts) if type(part) is cst.Name]


def _note_import(ctx: Context, module: str) -> None:
    if module not in ctx.imports:
        ctx.imports.append(module)


_STRUCTURAL: dict[type, Callable[[GateVisitor, Any], list[_Item]]] = {
    cst.Name: GateVisitor._name,
    cst.Attribute: GateVisitor._attribute,
    cst.Arg: GateVisitor._arg,
    cst.Param: GateVisitor._param,
    cst.FunctionDef: GateVisitor._function,
    cst.Lambda: GateVisitor._lambda,
    cst.ClassDef: GateVisitor._class,
    cst.ListComp: GateVisitor._comprehension,
    cst.SetComp: GateVisitor._comprehension,
    cst.GeneratorExp: GateVisitor._comprehension,
    cst.DictComp: GateVisitor._dict_comprehension,
    cst.CompFor: GateVisitor._comp_for,
    cst.For: GateVisitor._for,
    cst.Assign: GateVisitor._assign,
    cst.AugAssign: GateVisitor._aug_assign,
    cst.AnnAssign: GateVisitor._ann_assign,
    cst.NamedExpr: GateVisitor._named_expr,
    cst.Del: GateVisitor._del,
    cst.ExceptHandler: GateVisitor._except,
    cst.Expr: GateVisitor._expr,
    cst.Import: GateVisitor._import,
    cst.ImportFrom: GateVisitor._import_from,
}
