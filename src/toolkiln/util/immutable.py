"""Immutable value classes for less than ``@dataclass(frozen=True)`` costs at every start."""

from __future__ import annotations

from dataclasses import FrozenInstanceError
from typing import Any, ClassVar

__all__ = ["Immutable"]


class Immutable:
    """Base of a dataclass whose fields are set once, by its ``__init__``, as with ``frozen=True``.

    Assigning or deleting a field afterwards, or adding an attribute, raises
    :class:`dataclasses.FrozenInstanceError`, as it does for a frozen dataclass. Why not
    ``frozen=True``: on Python 3.11 it compiles a ``__setattr__`` and a ``__delattr__`` for each
    class (and a ``__hash__`` with ``eq``), about 1.6 million instructions a class at every start;
    these two are written once. Declare the subclass ``@dataclass(eq=False)``: it is then
    compared and hashed by identity, as nothing compares these values.
    """

    __slots__ = ()
    __dataclass_fields__: ClassVar[dict[str, Any]]

    def __setattr__(self, name: str, value: Any) -> None:
        # the generated __init__ sets each field once; after that every field is in __dict__
        if name in self.__dict__ or name not in self.__dataclass_fields__:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        object.__setattr__(self, name, value)

    def __delattr__(self, name: str) -> None:
        raise FrozenInstanceError(f"cannot delete field {name!r}")
