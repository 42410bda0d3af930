"""The pages' icons as inline SVG: drawn the same in every browser, whatever fonts it has.

An emoji or a symbol glyph (``⏸``) depends on the fonts installed, and Debian's
Chromium draws some as an empty box. Each icon here is a 24×24 line drawing in
the current text colour; templates call :func:`icon`, and the chat page clones
the ones it draws from the ``<template id="icons">`` it is given.
"""

from __future__ import annotations

from markupsafe import Markup

__all__ = ["ICONS", "icon"]

ICONS: dict[str, str] = {
    "ok": "M5 12.5l4.5 4.5L19 7.5",
    "error": "M6.5 6.5l11 11M17.5 6.5l-11 11",
    "skipped": "M5 12h12M13 7l5 5-5 5",
    "pending": "M9 6v12M15 6v12",
    "waiting": "M6 12h.01M12 12h.01M18 12h.01",
    "menu": "M4 7h16M4 12h16M4 17h16",
    "new": "M12 5v14M5 12h14",
    "rename": "M4 20h4L19 9l-4-4L4 16z",
    "delete": "M5 7h14M10 7V4h4v3M7 7l1 13h8l1-13",
    "send": "M4 12l16-8-6 16-3-7z",
    "again": "M19 12a7 7 0 1 1-2.1-5M19 4v4.5h-4.5",
    "close": "M6.5 6.5l11 11M17.5 6.5l-11 11",
    "sign-out": "M10 5H5v14h5M14 8l4 4-4 4M18 12H9",
    "copy": "M9 9h10v10H9zM5 15V5h10",
    "key": "M14.5 9.5a3.5 3.5 0 1 1 0 .01M12 12l-7 7M7 17l2 2M9 15l2 2",
    "user": "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM5 20a7 7 0 0 1 14 0",
}
"""Name → the path of the line drawing (stroked, never filled)."""


def icon(name: str, label: str = "") -> Markup:
    """The icon ``name`` as an ``<svg>``; hidden from screen readers unless it has a ``label``."""
    said = f'role="img" aria-label="{Markup.escape(label)}"' if label else 'aria-hidden="true"'
    return Markup(  # noqa: S704 - the paths are constants, the label is escaped
        f'<svg class="i i-{name}" viewBox="0 0 24 24" width="20" height="20" {said} fill="none" '
        f'stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round">'
        f'<path d="{ICONS[name]}"/></svg>'
    )
