"""The hooks RestrictedPython's compiled code calls (its "guards"), the safe builtins and the
read-only module façades.

RestrictedPython rewrites a tool's source so that every attribute read, item
read, iteration, unpacking, write, augmented assignment and ``print`` goes
through a function looked up in the tool's globals (``_getattr_``,
``_getitem_``, ``_getiter_`` …). This module provides those functions. They are
deliberately small: each one is the place where a rule is enforced.

* :func:`make_getattr` — no name starting with ``_``, no frame or introspection
  attribute (``gi_frame``, ``f_back``, ``tb_frame``, ``mro`` …), no
  ``AttributeError.obj``, and ``str.format``/``format_map`` only with format
  fields that reach neither attributes nor items. A read of any other name is
  ``getattr`` itself, so the runtime compiles it to a plain read (:func:`reads_plainly`).
* :data:`guarded_iter` (the unpacking guards built on it are in
  :mod:`toolkiln.sandbox.unpacking`) and the wrappers in
  :data:`SAFE_BUILTINS` — the builtins RestrictedPython 9 removed because they
  iterate in C (``sorted zip tuple min max sum …``) come back, iterating through
  the guard. The wrapped builtins that are types (``dict list tuple set`` …) are stand-ins
  that also answer ``isinstance``, offer ``dict.fromkeys`` and ``list[int]``
  (:mod:`toolkiln.sandbox.builtin_types`), without handing out the type itself.
* :func:`guarded_write` — item and attribute writes: lists, dicts and the
  ``collections`` containers a tool built itself; nothing shared.
* :func:`inplace_var`, :func:`inplace_item` — ``x += y`` and ``a[i] += y``.
  In-place mutation only for containers the tool built itself (list, dict,
  set …); anything else gets a new value, so no shared object is mutated.
* :class:`ModuleFacade` — what ``import math`` gives a tool: the allowed
  attributes only, and no way to set, delete or reach anything else.
"""

from __future__ import annotations

import builtins
import collections
import operator
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import Any

from RestrictedPython.Guards import full_write_guard
from RestrictedPython.PrintCollector import PrintCollector
from RestrictedPython.transformer import INSPECT_ATTRIBUTES

from toolkiln.sandbox.builtin_types import builtin_type, real_type
from toolkiln.util.text import field_reaches, format_fields

__all__ = [
    "DEFAULT_FORBIDDEN_ATTRIBUTES",
    "NAMES_JUDGED_BY_OBJECT",
    "ModuleFacade",
    "OutputSink",
    "SAFE_BUILTINS",
    "check_format_template",
    "guarded_apply",
    "guarded_getitem",
    "guarded_iter",
    "guarded_write",
    "inplace_item",
    "inplace_var",
    "make_getattr",
    "make_inplace_item",
    "make_print_factory",
    "reads_plainly",
]

DEFAULT_FORBIDDEN_ATTRIBUTES = frozenset(INSPECT_ATTRIBUTES) | frozenset(
    """
    mro f_back f_builtins f_code f_globals f_locals f_trace f_generator
    gi_frame gi_code gi_yieldfrom cr_frame cr_code cr_await cr_origin ag_frame ag_code ag_await
    tb_frame tb_next func_globals func_code im_func im_self register
    """.split()
)
"""Attributes no tool may read, whatever object they are on: frames, code,
tracebacks and the class hierarchy are the classic ways out of a Python jail.
``register`` is an ABC's (typing's aliases hand it through from collections.abc,
and fractions.Fraction is one): it changes a registry every later call reads.
A policy may carry its own ``forbidden_attributes``: they are added to these,
never instead of them."""

_MISSING = object()


# -- attribute reads ---------------------------------------------------------------


def check_format_template(template: str) -> None:
    """Refuse format fields that reach attributes or items (``{0.x}``, ``{0[k]}``)."""
    for field in format_fields(template):
        if field_reaches(field):
            raise ValueError(
                f"format field '{{{field}}}' reaches an attribute or an item; "
                "pass the value itself as an argument instead"
            )


def _safe_format_method(name: str, bound: str | None) -> Callable[..., str]:
    """``str.format`` / ``str.format_map`` after a check of the template."""
    method = getattr(str, name)

    def checked(*args: Any, **kwargs: Any) -> str:
        template, rest = (bound, args) if bound is not None else (args[0] if args else None, args[1:])
        if not isinstance(template, str):
            raise TypeError(f"str.{name} needs a str template")
        check_format_template(template)
        return method(template, *rest, **kwargs)

    checked.__name__ = name
    return checked


NAMES_JUDGED_BY_OBJECT = frozenset({"obj", "format", "format_map"})
"""Attribute names the ``_getattr_`` guard judges by the object they are read from: an
exception's ``obj``, and a string's ``format`` and ``format_map`` (their templates are checked).
A rule added to the guard that looks at the object names its attribute here."""


def reads_plainly(name: str, forbidden: frozenset[str]) -> bool:
    """Whether ``_getattr_(obj, name)`` is ``getattr(obj, name)`` whatever ``obj`` is: ``name``
    passes every rule the guard applies to a name, and none of its rules looks at the object.
    The runtime compiles such a read to a plain attribute read (``ToolTransformer``)."""
    return not name.startswith("_") and name not in forbidden and name not in NAMES_JUDGED_BY_OBJECT


def make_getattr(forbidden: frozenset[str] = DEFAULT_FORBIDDEN_ATTRIBUTES) -> Callable[..., Any]:
    """The ``_getattr_`` guard, refusing ``forbidden`` attribute names (and the defaults)."""
    forbidden = frozenset(forbidden) | DEFAULT_FORBIDDEN_ATTRIBUTES

    def guarded_getattr(obj: Any, name: str, default: Any = _MISSING) -> Any:
        if type(name) is not str:
            raise TypeError("attribute names must be str")
        if name.startswith("_"):
            raise AttributeError(f"'{name}' starts with '_'; a tool may not use such attributes")
        if name in forbidden:
            raise AttributeError(f"'{name}' is an introspection attribute a tool may not use")
        if name == "obj" and isinstance(obj, BaseException):  # NAMES_JUDGED_BY_OBJECT
            raise AttributeError("'obj' of an exception is not available to tools")
        if name in ("format", "format_map"):  # NAMES_JUDGED_BY_OBJECT
            if isinstance(obj, str):
                return _safe_format_method(name, obj)
            if isinstance(obj, type) and issubclass(obj, str):
                return _safe_format_method(name, None)
        if default is _MISSING:
            return getattr(obj, name)
        return getattr(obj, name, default)

    return guarded_getattr


guarded_getitem: Callable[[Any, Any], Any] = operator.getitem
"""``_getitem_``: plain item access (façades are not subscriptable). It adds no rule of its own, so
it is the C function itself: a subscript in a hot loop pays no Python frame. A rule added here
makes it a function again."""

guarded_iter: Callable[[Any], Any] = builtins.iter
"""``_getiter_``: every iteration a tool does starts here. Like :data:`guarded_getitem` it adds no
rule (the one-argument ``iter``; RestrictedPython never passes a sentinel), so it is ``iter``
itself; :func:`unpack_sequence` relies on that (see there) and a test holds it to it."""


def guarded_apply(func: Callable[..., Any], *args: Any, **kwargs: Any) -> Any:
    """``_apply_``: calls written with ``*args`` or ``**kwargs``.

    A keyword starting with ``_`` is refused here too: ``f(_normalize=False)`` never
    compiles, and ``f(**{"_" + "normalize": False})`` must not reach the same private
    parameter (``Fraction(3, 6, _normalize=False)`` builds an unreduced fraction)."""
    for key in kwargs:
        if key.startswith("_"):
            raise TypeError(f"keyword arguments starting with '_' are not allowed: {key!r}")
    return func(*args, **kwargs)


# -- augmented assignment -------------------------------------------------------------

_BINARY = {
    "+=": operator.add,
    "-=": operator.sub,
    "*=": operator.mul,
    "/=": operator.truediv,
    "//=": operator.floordiv,
    "%=": operator.mod,
    "**=": operator.pow,
    "<<=": operator.lshift,
    ">>=": operator.rshift,
    "&=": operator.and_,
    "|=": operator.or_,
    "^=": operator.xor,
    "@=": operator.matmul,
}
_IN_PLACE = {
    "+=": operator.iadd,
    "-=": operator.isub,
    "*=": operator.imul,
    "/=": operator.itruediv,
    "//=": operator.ifloordiv,
    "%=": operator.imod,
    "**=": operator.ipow,
    "<<=": operator.ilshift,
    ">>=": operator.irshift,
    "&=": operator.iand,
    "|=": operator.ior,
    "^=": operator.ixor,
    "@=": operator.imatmul,
}
# Containers a tool can only have built itself: mutating them in place is the
# usual Python meaning of ``+=`` and touches nothing shared.
_MUTABLE_OWN = frozenset(
    {
        list,
        dict,
        set,
        bytearray,
        collections.Counter,
        collections.deque,
        collections.OrderedDict,
        collections.defaultdict,
    }
)


def guarded_write(obj: Any) -> Any:
    """``_write_``: what ``obj[k] = v``, ``del obj[k]`` and ``obj.a = v`` write through.

    RestrictedPython's guard lets plain lists and dicts through and refuses every
    other object; the containers of ``collections`` (``counts[word] += 1`` on a
    Counter or a defaultdict) are let through too: a tool can only have built them
    itself, since no allowed module attribute is such an instance."""
    if type(obj) in _MUTABLE_OWN:
        return obj
    return full_write_guard(obj)


def inplace_var(op: str, target: Any, value: Any) -> Any:
    """``_inplacevar_``: ``x += y`` is compiled to ``x = _inplacevar_('+=', x, y)``."""
    if type(target) in _MUTABLE_OWN:
        return _IN_PLACE[op](target, value)
    return _BINARY[op](target, value)


def make_inplace_item(write_guard: Callable[[Any], Any]) -> Callable[[str, Any, Any, Any], None]:
    """``_inplaceitem_``: ``a[k] += y`` through the same read and write guards as
    ``a[k] = a[k] + y``. The right-hand side is evaluated before ``a[k]`` is read,
    which differs from plain Python only when evaluating it changes ``a[k]``."""

    def inplace_item(op: str, container: Any, key: Any, value: Any) -> None:
        current = guarded_getitem(container, key)
        write_guard(container)[key] = inplace_var(op, current, value)

    return inplace_item


inplace_item = make_inplace_item(guarded_write)


# -- print ---------------------------------------------------------------------------


class OutputSink:
    """What one call printed, capped at ``limit`` characters."""

    __slots__ = ("parts", "size", "limit", "truncated")

    def __init__(self, limit: int) -> None:
        self.parts: list[str] = []
        self.size = 0
        self.limit = limit
        self.truncated = False

    def write(self, text: str) -> None:
        if self.truncated:
            return
        room = self.limit - self.size
        if len(text) > room:
            self.parts.append(text[:room])
            self.parts.append("\n[output truncated]")
            self.truncated = True
        else:
            self.parts.append(text)
        self.size += len(text)

    def text(self) -> str:
        return "".join(self.parts)


class _CappedPrintCollector(PrintCollector):
    """RestrictedPython's collector, writing into the call's shared sink.

    RestrictedPython makes one collector per function scope; they all share the
    call's sink, so ``printed`` returns everything the call printed so far."""

    def __init__(self, sink: OutputSink, _getattr_: Any = None) -> None:
        super().__init__(_getattr_)
        self.sink = sink

    def write(self, text: str) -> None:
        self.sink.write(str(text))

    def flush(self) -> None:
        """``print(..., flush=True)`` needs it; there is nothing to flush."""

    def __call__(self) -> str:
        return self.sink.text()


def make_print_factory(sink: OutputSink) -> Callable[..., _CappedPrintCollector]:
    """``_print_`` for one call: every ``print`` of the call lands in ``sink``."""

    def print_factory(_getattr_: Any = None) -> _CappedPrintCollector:
        return _CappedPrintCollector(sink, _getattr_)

    return print_factory


# -- builtins ------------------------------------------------------------------------


def _sorted(iterable: Any, /, *, key: Any = None, reverse: bool = False) -> list:
    return builtins.sorted(guarded_iter(iterable), key=key, reverse=reverse)


def _zip(*iterables: Any, strict: bool = False) -> Any:
    return builtins.zip(*[guarded_iter(it) for it in iterables], strict=strict)


def _tuple(iterable: Any = (), /) -> tuple:
    return builtins.tuple(guarded_iter(iterable))


def _list(iterable: Any = (), /) -> list:
    return builtins.list(guarded_iter(iterable))


def _set(iterable: Any = (), /) -> set:
    return builtins.set(guarded_iter(iterable))


def _frozenset(iterable: Any = (), /) -> frozenset:
    return builtins.frozenset(guarded_iter(iterable))


def _dict(*args: Any, **kwargs: Any) -> dict:
    if len(args) > 1:
        raise TypeError(f"dict expected at most 1 argument, got {len(args)}")
    if args and not hasattr(args[0], "keys"):
        return builtins.dict(guarded_iter(args[0]), **kwargs)
    return builtins.dict(*args, **kwargs)


def _extremum(name: str) -> Callable[..., Any]:
    real = getattr(builtins, name)

    def extremum(*args: Any, **kwargs: Any) -> Any:
        if len(args) == 1:
            return real(guarded_iter(args[0]), **kwargs)
        return real(*args, **kwargs)

    extremum.__name__ = name
    return extremum


def _sum(iterable: Any, /, start: Any = 0) -> Any:
    return builtins.sum(guarded_iter(iterable), start)


def _enumerate(iterable: Any, start: int = 0) -> Any:
    return builtins.enumerate(guarded_iter(iterable), start)


def _map(func: Any, *iterables: Any) -> Any:
    return builtins.map(func, *[guarded_iter(it) for it in iterables])


def _filter(func: Any, iterable: Any, /) -> Any:
    return builtins.filter(func, guarded_iter(iterable))


def _reversed(sequence: Any, /) -> Any:
    if type(sequence) in (list, tuple, str, range, dict):
        return builtins.reversed(sequence)
    return builtins.reversed(builtins.list(guarded_iter(sequence)))


def _any(iterable: Any, /) -> bool:
    return builtins.any(guarded_iter(iterable))


def _all(iterable: Any, /) -> bool:
    return builtins.all(guarded_iter(iterable))


def _iter(obj: Any, *sentinel: Any) -> Any:
    if sentinel:
        return builtins.iter(obj, *sentinel)
    return guarded_iter(obj)


def _fromkeys(iterable: Any, value: Any = None, /) -> dict:
    return builtins.dict.fromkeys(guarded_iter(iterable), value)


def _issubclass(cls: Any, classinfo: Any, /) -> bool:
    """``issubclass`` that accepts a builtin type's stand-in as its first argument too
    (as the second, the stand-in answers for itself)."""
    return builtins.issubclass(real_type(cls), classinfo)


_WRAPPED: dict[str, Callable[..., Any]] = {
    "sorted": _sorted,
    "zip": _zip,
    "tuple": _tuple,
    "list": _list,
    "set": _set,
    "frozenset": _frozenset,
    "dict": _dict,
    "min": _extremum("min"),
    "max": _extremum("max"),
    "sum": _sum,
    "enumerate": _enumerate,
    "map": _map,
    "filter": _filter,
    "reversed": _reversed,
    "any": _any,
    "all": _all,
    "iter": _iter,
}
_CLASS_OVERRIDES = {"dict": {"fromkeys": _fromkeys}}
"""Class methods that would iterate an argument in C, replaced by guarded ones."""

_ITERATE_AS_GUARDED_ITER_DOES = frozenset("sorted zip tuple list min max sum enumerate map filter any all iter".split())
"""Wrapped builtins whose wrapper does nothing but pass what it iterates through
:data:`guarded_iter` to the builtin. Each of these builtins gets its iterator with
``PyObject_GetIter``, the very call ``iter`` makes (``list``, ``tuple`` and ``sorted``
copy an exact list or tuple without one, running no code of anyone's), so while
``guarded_iter`` is ``iter`` itself the builtin is called directly: the same
iteration, without a Python frame per call (``enumerate(xs)`` in a loop). Left out:
``set`` and ``frozenset`` (they read a set subclass's contents without its
``__iter__``), ``dict`` (its own mapping rule), ``reversed`` (its own sequence rule)."""


def _guarded_call(name: str, wrapper: Callable[..., Any]) -> Callable[..., Any]:
    """What calling the builtin ``name`` runs: the builtin itself where its wrapper would
    add nothing (see :data:`_ITERATE_AS_GUARDED_ITER_DOES`), else the wrapper. A rule
    added to ``guarded_iter`` makes it a function of its own, and every wrapper is used again."""
    if name in _ITERATE_AS_GUARDED_ITER_DOES and guarded_iter is builtins.iter:
        return getattr(builtins, name)
    return wrapper


def _as_builtin_type(name: str, wrapper: Callable[..., Any]) -> Any:
    """A wrapper whose builtin is a type becomes that type's stand-in, so ``isinstance(x,
    dict)``, ``dict.fromkeys`` and ``list[int]`` work as in CPython (see builtin_types).
    The stand-in is called as :func:`_guarded_call` says; it never hands out the type."""
    real = getattr(builtins, name)
    call = _guarded_call(name, wrapper)
    if not isinstance(real, type):
        return call
    return builtin_type(real, call, _CLASS_OVERRIDES.get(name))


# Builtins that neither iterate their arguments in C nor reach beyond their
# arguments, handed to tools as they are.
_PLAIN = frozenset(
    """
    abs ascii bin bool callable chr complex divmod float format hash hex int isinstance
    len next oct ord pow range repr round slice str
    """.split()
)
_CONSTANTS = {"None": None, "True": True, "False": False}


def _exception_classes() -> dict[str, type]:
    return {
        name: value
        for name, value in vars(builtins).items()
        if isinstance(value, type) and issubclass(value, BaseException) and not name.startswith("_")
    }


SAFE_BUILTINS: Mapping[str, Any] = MappingProxyType(
    {
        **_CONSTANTS,
        **{name: getattr(builtins, name) for name in _PLAIN},
        **{name: _as_builtin_type(name, wrapper) for name, wrapper in _WRAPPED.items()},
        "issubclass": _issubclass,
        **_exception_classes(),
    }
)
"""Every builtin the runtime knows how to hand out safely. A tool gets only the
ones its policy allows; a name the policy allows but this table lacks is simply
absent (fail closed), so a new builtin needs a reviewed entry here."""


# -- modules -------------------------------------------------------------------------


class ModuleFacade:
    """A module as a tool sees it: the allowed attributes, read-only.

    Attribute reads go through ``__getattr__`` into a read-only mapping built
    once; everything else a façade has starts with ``_`` and is unreachable
    through the guards. Setting or deleting anything fails."""

    __slots__ = ("_facade_name", "_facade_attributes")

    def __init__(self, name: str, attributes: Mapping[str, Any]) -> None:
        object.__setattr__(self, "_facade_name", name)
        object.__setattr__(self, "_facade_attributes", MappingProxyType(dict(attributes)))

    def __getattr__(self, attr: str) -> Any:
        try:
            return self._facade_attributes[attr]
        except KeyError:
            raise AttributeError(
                f"module '{self._facade_name}' has no attribute '{attr}' that a tool may use"
            ) from None

    def __setattr__(self, attr: str, value: Any) -> None:
        raise AttributeError(f"module '{self._facade_name}' is read-only")

    def __delattr__(self, attr: str) -> None:
        raise AttributeError(f"module '{self._facade_name}' is read-only")

    def __dir__(self) -> list[str]:
        return sorted(self._facade_attributes)

    def __repr__(self) -> str:
        return f"<module '{self._facade_name}' (read-only, {len(self._facade_attributes)} names)>"
