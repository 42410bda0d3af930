"""How a tool's source is compiled: RestrictedPython's transformer with toolkiln's changes.

:class:`ToolTransformer` is RestrictedPython's policy plus ``a[i] += x`` (one
``_inplaceitem_`` call), the policy's class rule, and the places where a guard would add
nothing and so is not called: a flat unpacking target uses the flat guards
(:mod:`toolkiln.sandbox.unpacking`), ``a, b = x, y`` unpacks the interpreter's own tuple,
and a read of an attribute whose name the ``_getattr_`` guard would only pass to
``getattr`` (:func:`~toolkiln.sandbox.hooks.reads_plainly`) is a plain attribute read.
A chained assignment with unpacking evaluates its value once, as Python does.
"""

from __future__ import annotations

import ast
from typing import Any

from RestrictedPython.transformer import IOPERATOR_TO_STR, RestrictingNodeTransformer, copy_locations

from toolkiln.sandbox.hooks import DEFAULT_FORBIDDEN_ATTRIBUTES, reads_plainly

__all__ = ["ClassesAllowed", "ToolTransformer"]


def _flat(target: ast.Tuple) -> bool:
    """Whether an unpacking target holds no nested tuple: RestrictedPython's spec for it has no
    children, so its unpacking guard is the same whatever the target's length."""
    return not any(isinstance(element, ast.Tuple) for element in target.elts)


class ToolTransformer(RestrictingNodeTransformer):
    """RestrictedPython's policy, plus ``a[i] += x``, the policy's class rule and the flat
    unpacking guards (see :func:`toolkiln.sandbox.unpacking.make_flat_unpacking`)."""

    allow_classes = False
    chained = 0
    """Chained assignments with unpacking compiled so far: each holds its value in a name of its own."""
    forbidden_attributes: frozenset[str] = DEFAULT_FORBIDDEN_ATTRIBUTES
    """What the runtime's ``_getattr_`` refuses (the runtime gives each of its transformers its own)."""

    def visit_Attribute(self, node: ast.Attribute) -> Any:
        """``obj.name`` read where the ``_getattr_`` guard would only call ``getattr`` (see
        :func:`~toolkiln.sandbox.hooks.reads_plainly`): a plain attribute read, no call."""
        read = isinstance(node.ctx, ast.Load)
        guarded = super().visit_Attribute(node)
        if read and isinstance(guarded, ast.Call) and reads_plainly(node.attr, self.forbidden_attributes):
            plain = ast.Attribute(value=guarded.args[0], attr=node.attr, ctx=ast.Load())
            copy_locations(plain, guarded)
            return plain
        return guarded

    def guard_iter(self, node: ast.For | ast.comprehension) -> Any:
        """``for a, b in it`` with a flat target: ``_iter_unpack_flat_(it)``."""
        guarded = super().guard_iter(node)
        if not isinstance(guarded, (ast.For, ast.comprehension)) or not isinstance(guarded.target, ast.Tuple):
            return guarded
        wrapped = guarded.iter  # _iter_unpack_sequence_(it, spec, _getiter_)
        if _flat(guarded.target) and isinstance(wrapped, ast.Call):
            call = ast.Call(func=ast.Name("_iter_unpack_flat_", ast.Load()), args=[wrapped.args[0]], keywords=[])
            copy_locations(call, wrapped)
            guarded.iter = call
        return guarded

    def protect_unpack_sequence(self, target: ast.Tuple, value: ast.expr) -> ast.Call:
        """``a, b = it`` (and unpacking arguments, ``with`` and ``except`` targets) with a flat
        target: ``_unpack_flat_(it)``."""
        if not _flat(target):
            return super().protect_unpack_sequence(target, value)
        return ast.Call(func=ast.Name("_unpack_flat_", ast.Load()), args=[value], keywords=[])

    def visit_Assign(self, node: ast.Assign) -> Any:
        """``a, b = x, y``: a flat target and a tuple display. The interpreter builds an exact
        tuple and unpacks it without calling anything, so there is nothing for a guard to see;
        the display's own items are guarded as in any other expression."""
        if len(node.targets) == 1:
            target = node.targets[0]
            if isinstance(target, ast.Tuple) and _flat(target) and isinstance(node.value, ast.Tuple):
                return self.node_contents_visit(node)
        elif any(isinstance(target, ast.Tuple) for target in node.targets):
            return self._chained_unpacking(node)
        return super().visit_Assign(node)

    def _chained_unpacking(self, node: ast.Assign) -> list[ast.Assign]:
        """``a, b = c, d = g()``: ``g()`` once, into a name of the runtime's own, then each target
        from it, left to right, as Python does (RestrictedPython evaluates the value once per
        target, so ``g`` ran twice, and assigns right to left)."""
        self.chained += 1
        held = f"_chained_{self.chained}_"  # "_" names are unreachable from a tool's own code
        statements = [ast.Assign(targets=[ast.Name(held, ast.Store())], value=self.visit(node.value))]
        for target in node.targets:
            target = self.visit(target)
            value: ast.expr = ast.Name(held, ast.Load())
            if isinstance(target, ast.Tuple):
                value = self.protect_unpack_sequence(target, value)
            statements.append(ast.Assign(targets=[target], value=value))
        for statement in statements:
            copy_locations(statement, node)
        return statements

    def visit_AugAssign(self, node: ast.AugAssign) -> Any:
        if not isinstance(node.target, ast.Subscript):
            return super().visit_AugAssign(node)
        target = node.target
        container = self.visit(target.value)
        key = self.visit(target.slice)
        value = self.visit(node.value)
        call = ast.Call(
            func=ast.Name("_inplaceitem_", ast.Load()),
            args=[ast.Constant(IOPERATOR_TO_STR[type(node.op)]), container, key, value],
            keywords=[],
        )
        statement = ast.Expr(call)
        copy_locations(call, node)
        copy_locations(call.func, node)
        copy_locations(statement, node)
        return statement

    def visit_AnnAssign(self, node: ast.AnnAssign) -> Any:
        """``x: int = 42`` is an assignment like any other: its target and value are
        guarded as in ``x = 42``. The annotation goes through the same checks and
        guards as any expression, so it is safe whether or not it is evaluated
        (RestrictedPython compiles with postponed annotations, so it is not)."""
        return self.node_contents_visit(node)

    def visit_ClassDef(self, node: ast.ClassDef) -> Any:
        if not self.allow_classes:
            self.error(node, "Classes are not allowed by the policy; use functions and dicts.")
            return node
        return super().visit_ClassDef(node)


class ClassesAllowed(ToolTransformer):
    """The transformer for a policy that allows classes."""

    allow_classes = True
