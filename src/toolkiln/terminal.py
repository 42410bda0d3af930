"""Text for a terminal: what a model, a tool or a file wrote, shown and never obeyed.

Step ids, tool names, results, errors, refusals, questions, file names and
registry rows are all written by someone other than the person at the
terminal. Passed on as they are, an escape sequence in them retitles, clears
or recolours the terminal (``\\x1b]0;…\\x07``, ``\\x1b[2J``, the one-byte CSI
``\\x9b``), a direction override shows a person something other than what is
there, and a line separator starts a line that seems to come from toolkiln.

:func:`visible` is the one function that makes such text safe to show: every
output path of the CLI — the turn renderer, the spinner, tables, error messages,
import and vet reports — passes model-, tool- and file-written text through it
(rich markup is escaped on top by :func:`toolkiln.cli.render.plain`).
:func:`json_text` does the same for JSON printed on stdout, without changing
what the JSON means.
"""

from __future__ import annotations

import json
from typing import Any

__all__ = ["UNSEEN", "json_text", "visible"]

_DIRECTION = (0x061C, 0x200E, 0x200F, *range(0x202A, 0x202F), *range(0x2066, 0x206A))
"""Arabic letter mark, LRM/RLM, embeddings and overrides, isolates (Trojan Source)."""
_LINE_BREAKS = (0x85, 0x2028, 0x2029)
"""Characters some terminals and editors end a line at."""

UNSEEN = {code: f"\\x{code:02x}" for code in (*range(0x20), 0x7F, *range(0x80, 0xA0)) if code not in (0x09, 0x0A)}
UNSEEN.update({code: f"\\u{code:04x}" for code in (*_DIRECTION, *_LINE_BREAKS) if code > 0xFF})
"""Each character a terminal could obey, and how it is written out instead (tab and newline kept)."""

_JSON_UNSEEN = {code: f"\\u{code:04x}" for code in (0x7F, *range(0x80, 0xA0), *_DIRECTION, *_LINE_BREAKS)}
"""What ``json.dumps(..., ensure_ascii=False)`` leaves raw although a terminal could obey it
(it escapes only U+0000-U+001F); inside a JSON string ``\\uXXXX`` means the same character."""


def visible(text: object) -> str:
    """``text`` with control, direction and line-separator characters written out (``\\x1b``, ``\\u202e``).

    Tab and newline are kept. Lone surrogates are written out too, so the text
    can always be encoded for the terminal.
    """
    shown = str(text).translate(UNSEEN)
    if not shown.isascii():
        shown = shown.encode("utf-8", "backslashreplace").decode("utf-8")
    return shown


def json_text(value: Any) -> str:
    """``value`` as one line of JSON that a terminal shows and never obeys; it decodes to the same value.

    Non-ASCII text stays readable (``ensure_ascii=False``); every character a
    terminal could act on is a ``\\uXXXX`` escape, and lone surrogates are too.
    """
    text = json.dumps(value, ensure_ascii=False).translate(_JSON_UNSEEN)
    if not text.isascii():
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")  # a lone surrogate: \udXXX
    return text
