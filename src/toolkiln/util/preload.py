"""Importing, in the background, modules that a chosen backend will need later.

A model backend needs its SDK before its first request (the ``anthropic`` SDK takes
about two seconds to import) and, when it plans, the gate's libcst before the first
generated tool is vetted. Neither is needed to start: :func:`preload` imports them
on a daemon thread while start-up, and then the planner's request, go on. Whoever
needs a module later simply imports it; Python's per-module import lock makes that
wait for the background import instead of repeating it.

A failed preload is silent: the real import, where it is needed, reports it.
"""

from __future__ import annotations

import importlib
import threading

__all__ = ["GATE_MODULES", "preload"]

GATE_MODULES = ("toolkiln.acceptance.gate",)
"""What vetting a generated tool imports first: the gate, and with it libcst."""


def preload(*modules: str) -> threading.Thread:
    """Start importing ``modules``, in order, on a daemon thread; the thread is returned."""

    def load() -> None:
        for name in modules:
            try:
                importlib.import_module(name)
            except Exception:  # reported by the import that needs it
                pass

    thread = threading.Thread(target=load, name="toolkiln-preload", daemon=True)
    thread.start()
    return thread
