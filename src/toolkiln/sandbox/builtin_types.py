"""Builtin types as a tool sees them: stand-ins that behave like the type, never the type.

The runtime hands tools wrappers for the builtins that iterate in C (``dict``,
``list``, ``tuple``, ``set`` …; see :data:`toolkiln.sandbox.hooks.SAFE_BUILTINS`),
so that every iteration starts in the guard. Plain functions broke idiomatic code:
``isinstance(x, dict)`` raised ``TypeError`` and ``dict.fromkeys`` did not exist.

A :class:`BuiltinType` is callable like the type (through its guarded wrapper with
no extra frame, or the builtin itself where the wrapper would add nothing), answers ``isinstance`` and ``issubclass`` for the real type
(``__instancecheck__`` and ``__subclasscheck__`` are looked up on the stand-in's
class, so the real builtin ``isinstance`` works, tuples and nesting included),
offers the type's public methods (``dict.fromkeys``, ``dict.get``, ``list.sort`` —
exactly what a tool can already call on an instance), is subscriptable
(``list[int]``), joins unions (``dict | None``) and prints as ``<class 'dict'>``.

What it never does is hand out the real type: no attribute of it is the type, and
everything else it has starts with ``_``, which RestrictedPython refuses at compile
time and the ``_getattr_`` guard at run time. ``type`` and ``object`` stay out of
reach, so ``__subclasses__`` walks have nothing to start from. A stand-in is
read-only and shared by every call of a worker, so it holds no state a call could
change. The unions and aliases it builds do hold the real type, but only in
``__args__`` and ``__origin__``, behind the same ``_`` rule.
"""

from __future__ import annotations

import types
from collections.abc import Callable, Mapping
from typing import Any

__all__ = ["BuiltinType", "builtin_type", "real_type"]


class BuiltinType:
    """A builtin type's stand-in; build one with :func:`builtin_type`."""

    __slots__ = ("_type_real", "_type_attributes")

    _type_real: type
    _type_attributes: Mapping[str, Any]

    def __init__(self, real: type, attributes: Mapping[str, Any]) -> None:
        object.__setattr__(self, "_type_real", real)
        object.__setattr__(self, "_type_attributes", types.MappingProxyType(dict(attributes)))

    def __instancecheck__(self, obj: Any) -> bool:
        return isinstance(obj, self._type_real)

    def __subclasscheck__(self, cls: Any) -> bool:
        return issubclass(real_type(cls), self._type_real)

    def __getattr__(self, name: str) -> Any:
        try:
            return self._type_attributes[name]
        except KeyError:
            raise AttributeError(f"type object '{self._type_real.__name__}' has no attribute '{name}'") from None

    def __setattr__(self, name: str, value: Any) -> None:
        raise TypeError(f"cannot set '{name}' attribute of immutable type '{self._type_real.__name__}'")

    def __delattr__(self, name: str) -> None:
        raise TypeError(f"cannot delete '{name}' attribute of immutable type '{self._type_real.__name__}'")

    def __getitem__(self, params: Any) -> types.GenericAlias:
        if not hasattr(self._type_real, "__class_getitem__"):  # zip[int] fails in CPython too
            raise TypeError(f"type '{self._type_real.__name__}' is not subscriptable")
        return types.GenericAlias(self._type_real, params)

    def __mro_entries__(self, bases: tuple) -> tuple:
        """``class Registry(dict)``, where a policy allows classes, subclasses the real type."""
        return (self._type_real,)

    def __or__(self, other: Any) -> Any:
        return self._type_real | real_type(other)

    def __ror__(self, other: Any) -> Any:
        return real_type(other) | self._type_real

    def __repr__(self) -> str:
        return f"<class '{self._type_real.__name__}'>"


def real_type(value: Any) -> Any:
    """The real type behind a stand-in; any other value as it is."""
    if isinstance(value, BuiltinType):
        return value._type_real
    return value


def builtin_type(
    real: type, call: Callable[..., Any], overrides: Mapping[str, Callable[..., Any]] | None = None
) -> BuiltinType:
    """A stand-in for ``real`` that calls ``call`` when called.

    Its attributes are ``real``'s public ones (methods and class methods), with
    ``overrides`` in place of those that would iterate an argument in C."""
    attributes = {name: getattr(real, name) for name in dir(real) if not name.startswith("_")}
    attributes.update(overrides or {})
    # One small class per type, so calling the stand-in is a direct call of ``call``.
    cls = type(f"{real.__name__}_type", (BuiltinType,), {"__slots__": (), "__call__": staticmethod(call)})
    return cls(real, attributes)
