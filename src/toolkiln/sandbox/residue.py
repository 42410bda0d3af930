"""What a call can leave behind in a worker's modules, and how it is wiped.

Every call runs in fresh globals, but the modules a tool imports are shared by
every call in the worker, and some of them keep process-wide caches or state:

* **typing** memoises ``Literal[...]``, ``Union[...]``, ``List[...]`` … in
  ``functools.lru_cache`` tables keyed by *equality*. ``Literal[Decimal("1000.00")]``
  and ``Literal[Decimal(1000)]`` are equal, so the first one planted is what a later
  call of another tool gets back, spelling and all (``Literal[-0.0]`` against
  ``Literal[0.0]`` likewise); and the tables can pin hundreds of megabytes.
* **re** caches compiled patterns (512 of them, any size). Its keys are exact (the
  pattern's type and text, the flags), so an entry cannot hand a call anything but
  the pattern it asked for; still, each tool gets a cache of its own
  (:class:`PatternCaches`, swapped in at a call's first import: only a module reaches
  re), so no call learns what another tool compiled, and a tool that matches text does
  not recompile its patterns on every call.
* **datetime**'s ``strptime`` caches compiled formats (in ``_strptime``).
* **decimal** arithmetic runs in a thread-wide context whose flags every call sets.

:func:`clear_module_state` empties all of them but re's (and re's compiled
replacement templates); the runtime runs it after every call that imported a module
(only a module reaches them), and it costs a few microseconds. The rest of the allowed modules (checked one by
one: math, statistics, json, string, fractions, itertools, functools' ``reduce``,
collections, bisect, heapq, textwrap, unicodedata, html, base64, hashlib, calendar,
cmath) keep no state a tool can write: their module attributes are read-only
façades, their classes refuse attribute writes, and ``random`` has its own reseeded
generator (see :mod:`toolkiln.sandbox.runtime`).

Whatever a cache we do not know of holds is bounded by :class:`AddressSpace`: the
worker measures its address space after a call (once per five milliseconds of
calls, see :data:`toolkiln.sandbox.worker.MEMORY_CHECK_EVERY_S`), and one still above half its
limit after a garbage collection stops and is replaced, so a later call never
inherits the memory an earlier one pinned.
"""

from __future__ import annotations

import gc
import os
from collections.abc import Callable

__all__ = ["CLEARERS", "AddressSpace", "PatternCaches", "clear_module_state"]


def _typing_clearers() -> list[Callable[[], object]]:
    import typing

    # Every typing cache registers its cache_clear here (private, so absent from the stubs).
    return list(typing._cleanups)  # type: ignore[attr-defined]


def _re_clearers() -> list[Callable[[], object]]:
    import re

    # Compiled replacement templates (``re.sub(p, r"\1", s)``): an lru_cache whose name
    # changes between Python versions. The pattern cache is PatternCaches' business.
    return [value.cache_clear for value in vars(re).values() if hasattr(value, "cache_clear")]


def _strptime_clearers() -> list[Callable[[], object]]:
    import _strptime  # type: ignore[import-not-found]  # CPython's private module: typeshed has no stub

    return [_strptime._regex_cache.clear]


def _decimal_clearers() -> list[Callable[[], object]]:
    import decimal

    return [lambda: decimal.setcontext(decimal.Context())]  # a copy of the default context, flags clear


CLEARERS: tuple[Callable[[], list[Callable[[], object]]], ...] = (
    _typing_clearers,
    _re_clearers,
    _strptime_clearers,
    _decimal_clearers,
)
"""For each module with process-wide state: the calls that wipe it."""

_bound: tuple[Callable[[], object], ...] = ()


def clear_module_state() -> None:
    """Empty every cache and reset every state named by :data:`CLEARERS`.

    The modules are looked up on the first call, not at import: the host imports
    this module too, and needs none of them."""
    global _bound
    if not _bound:
        _bound = tuple(clear for make in CLEARERS for clear in make())
    for clear in _bound:
        clear()


class PatternCaches:
    """One re pattern cache per tool: re's module-level cache dicts are swapped for
    the running tool's own before a call and for empty ones after it.

    re looks its caches up as module globals on every compile, so the swap is two
    attribute writes. Python 3.11 and 3.12 have one such dict (``_cache``), 3.13
    two (``_cache``, ``_cache2``)."""

    def __init__(self) -> None:
        import re

        self._re = re
        self._names = tuple(name for name in ("_cache", "_cache2") if isinstance(getattr(re, name, None), dict))
        self._by_tool: dict[object, tuple[dict, ...]] = {}

    def enter(self, tool: object) -> None:
        """Give the calls that follow ``tool``'s own pattern cache."""
        caches = self._by_tool.get(tool)
        if caches is None:
            caches = self._by_tool[tool] = tuple({} for _ in self._names)
        for name, cache in zip(self._names, caches, strict=True):
            setattr(self._re, name, cache)

    def leave(self) -> None:
        """Back to empty caches that no tool's call will see."""
        for name in self._names:
            setattr(self._re, name, {})

    def forget(self, tool: object) -> None:
        """Drop ``tool``'s patterns (its compiled code left the runtime's cache)."""
        self._by_tool.pop(tool, None)


class AddressSpace:
    """The process's address space, read from ``/proc/self/statm`` through a
    descriptor opened before confinement (a confined worker opens no file)."""

    def __init__(self, limit_bytes: int) -> None:
        self.threshold = limit_bytes // 2
        """Above this after a collection, the worker should be replaced."""
        self._page = os.sysconf("SC_PAGE_SIZE")
        try:
            self._fd: int | None = os.open("/proc/self/statm", os.O_RDONLY | os.O_CLOEXEC)
        except OSError:  # no procfs (not Linux): the check is skipped
            self._fd = None

    def used(self) -> int | None:
        """Bytes of address space in use now, or None when it cannot be read."""
        if self._fd is None:
            return None
        try:
            return int(os.pread(self._fd, 64, 0).split()[0]) * self._page
        except (OSError, ValueError, IndexError):
            return None

    def exhausted(self) -> bool:
        """Whether the process still holds more than half its limit once garbage is collected."""
        used = self.used()
        if used is None or used <= self.threshold:
            return False
        gc.collect()  # a tool's own reference cycles hold memory until a collection
        used = self.used()
        return used is not None and used > self.threshold
