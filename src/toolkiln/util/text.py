"""Text toolkiln did not write, made fit to show, store or send back; and format fields.

Tool sources, results, errors and names are model-written, and so is what a model
server says when it fails. Shown as it is, an escape sequence in such text would
drive the terminal that shows it (retitle, clear, recolour it), a text-direction
override would show a person something other than what is there, and a lone
surrogate has no UTF-8 form to print, store or log. Every table of characters
that must be written out, and every function that writes them out, lives here,
so each output path escapes the same way:

* :func:`escape_unseen` — control and text-direction characters as ``\\xNN`` /
  ``\\uNNNN``; :func:`visible` keeps tab and newline (what a terminal shows) and
  writes out lone surrogates: the one escaping of text shown on a terminal;
* :func:`escape_controls` — control characters only;
* :func:`escape_line_breaks` — every character that could end a line, for one-line
  header values;
* :func:`valid_text` and :func:`one_line` — lone surrogates replaced, whitespace
  collapsed, controls written out, length capped;
* :func:`located` — a pipeline error as ``line N: message``, the line named once;
* :func:`is_text` — whether a text a person gave has a UTF-8 form (a command line's
  bytes that are not UTF-8 arrive as lone surrogates);
* :func:`whole_number` — a count, version or id typed by a person or sent by a server.

:func:`format_fields` walks a ``str.format`` template's fields (nested specs
included): the gate and the sandbox both refuse fields that reach attributes or
items, and must read a template the same way.

Stdlib only: the confined worker imports this module too.
"""

from __future__ import annotations

import string
from collections.abc import Iterator
from functools import cache

__all__ = [
    "CONTROL_CODES",
    "DIRECTION_CODES",
    "LINE_BREAK_CODES",
    "NOT_TEXT",
    "escape_controls",
    "escape_line_breaks",
    "escape_unseen",
    "field_reaches",
    "format_fields",
    "is_text",
    "located",
    "one_line",
    "valid_text",
    "visible",
    "whole_number",
]

CONTROL_CODES: tuple[int, ...] = (*range(0x20), 0x7F, *range(0x80, 0xA0))
"""C0 controls, DEL and C1 controls: a terminal obeys them instead of showing them."""

DIRECTION_CODES: tuple[int, ...] = (0x061C, 0x200E, 0x200F, *range(0x2028, 0x202F), *range(0x2066, 0x206A))
"""Text-direction marks, embeddings, overrides and isolates (Trojan Source,
CVE-2021-42574), and the line and paragraph separators some readers break at."""

LINE_BREAK_CODES: tuple[int, ...] = (*range(0x20), 0x7F, 0x85, 0x2028, 0x2029)
"""Every character some reader ends a line at (``str.splitlines`` included), and the other C0 controls."""


def _written(code: int) -> str:
    return f"\\x{code:02x}" if code <= 0xFF else f"\\u{code:04x}"


@cache
def _table(codes: tuple[int, ...], keep: str = "", wide: bool = False) -> dict[int, str]:
    """A ``str.translate`` table writing ``codes`` out, except the characters of ``keep``."""
    kept = {ord(ch) for ch in keep}
    return {code: f"\\u{code:04x}" if wide else _written(code) for code in codes if code not in kept}


def escape_unseen(text: str, keep: str = "") -> str:
    """``text`` with control and text-direction characters written out, except those in ``keep``."""
    return str(text).translate(_table(CONTROL_CODES + DIRECTION_CODES, keep))


def visible(text: object) -> str:
    """``text`` with control, direction and line-separator characters written out (``\\x1b``, ``\\u202e``).

    Tab and newline are kept (what a terminal shows). What a tool returns, raises
    or holds is model-written: passed to a terminal as it is, an escape sequence in
    it would retitle, clear or recolour it, and a direction override would show a
    person something other than what is there. Lone surrogates are written out too
    (``\\udXXX``), so the text can always be encoded for the terminal. This is the
    one terminal-escaping function; :mod:`toolkiln.cli.terminal` re-exports it."""
    shown = escape_unseen(str(text), keep="\t\n")
    if not shown.isascii():
        shown = shown.encode("utf-8", "backslashreplace").decode("utf-8")
    return shown


def escape_controls(text: str) -> str:
    """``text`` with control characters (C0, DEL, C1) written out as ``\\xNN``."""
    return str(text).translate(_table(CONTROL_CODES))


def escape_line_breaks(text: str) -> str:
    """``text`` with every line-ending and C0 control character written out as ``\\uNNNN``,
    so it stays one line wherever it is read."""
    return str(text).translate(_table(LINE_BREAK_CODES, wide=True))


def valid_text(text: str) -> str:
    """``text`` with lone surrogates replaced: the host prints, stores and logs what a
    tool printed or raised, and a lone surrogate has no UTF-8 form."""
    if text.isascii():
        return text
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return text.encode("utf-8", "replace").decode("utf-8")
    return text


def one_line(text: str, limit: int, marker: str = " … (truncated)") -> str:
    """``text`` as one line of at most ``limit`` characters: whitespace collapsed,
    lone surrogates replaced, control characters written out; cut with ``marker``."""
    text = escape_controls(valid_text(" ".join(str(text).split())))
    return text if len(text) <= limit else text[: limit - len(marker)] + marker


NOT_TEXT = (
    "holds characters that are not valid Unicode (a lone surrogate, as bytes that are not UTF-8 become); "
    "give it as UTF-8 text"
)
"""What :func:`is_text` refusing a text means, after the text's name."""


def is_text(text: str) -> bool:
    """Whether ``text`` can be encoded as UTF-8: stored, logged and sent to a model as it is."""
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


def whole_number(text: str) -> int | None:
    """``text`` as a whole number when it is 1 to 18 ASCII digits, else None.

    ``str.isdigit`` also takes ``²`` and ``٣``, which ``int`` then refuses or reads,
    and 5,000 digits, which CPython will not convert; 18 digits stay below SQLite's
    largest integer, so the number can be looked up."""
    if 1 <= len(text) <= 18 and text.isascii() and text.isdigit():
        return int(text)
    return None


def located(error: dict) -> str:
    """A gate, compile or trial error ``{"line": N, "message": ...}`` as ``line N: message``.

    The line is named once: a trial's error already ends in ``(line N)`` (the
    sandbox adds it for the model), and an error about the whole source has no
    line (0 or absent), so it is the message alone."""
    message, line = str(error.get("message", "")), error.get("line")
    if not line:
        return message
    return f"line {line}: {message.removesuffix(f' (line {line})')}"


_FORMATTER = string.Formatter()


def format_fields(template: str, strict: bool = True) -> Iterator[str]:
    """Every field name of a ``str.format`` template, nested format specs included.

    A malformed template raises :class:`ValueError` (as ``str.format`` would) when
    ``strict``; otherwise the walk of that template (or nested spec) just ends."""
    try:
        for _literal, field, spec, _conversion in _FORMATTER.parse(template):
            if field is not None:
                yield field
            if spec and "{" in spec:
                yield from format_fields(spec, strict)
    except ValueError:
        if strict:
            raise


def field_reaches(field: str) -> bool:
    """Whether a format field reaches an attribute or an item: ``0.x``, ``k[0]``, ``.real``."""
    return "." in field or "[" in field
