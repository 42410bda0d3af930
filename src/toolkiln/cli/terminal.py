"""Text for a terminal: what a model, a tool or a file wrote, shown and never obeyed.

Step ids, tool names, results, errors, refusals, questions, file names and
registry rows are all written by someone other than the person at the
terminal. Passed on as they are, an escape sequence in them retitles, clears
or recolours the terminal (``\\x1b]0;…\\x07``, ``\\x1b[2J``, the one-byte CSI
``\\x9b``), a direction override shows a person something other than what is
there, and a line separator starts a line that seems to come from toolkiln.

:func:`visible` (defined in :mod:`toolkiln.util.text`, re-exported here) is the one
function that makes such text safe to show: every
output path of the CLI — the turn renderer, the spinner, tables, error messages,
import and vet reports — passes model-, tool- and file-written text through it
(rich markup is escaped on top by :func:`toolkiln.cli.render.plain`).
:func:`json_text` does the same for JSON printed on stdout, without changing
what the JSON means.
"""

from __future__ import annotations

import json
from typing import Any

from toolkiln.util.text import CONTROL_CODES, DIRECTION_CODES, visible

__all__ = ["UNSEEN", "inert_json", "json_text", "visible"]

UNSEEN: frozenset[int] = frozenset(code for code in CONTROL_CODES + DIRECTION_CODES if code not in (0x09, 0x0A))
"""Each character a terminal could obey, which :func:`visible` writes out (tab and newline kept)."""

_JSON_UNSEEN = {code: f"\\u{code:04x}" for code in (0x7F, *range(0x80, 0xA0), *DIRECTION_CODES)}
"""What ``json.dumps(..., ensure_ascii=False)`` leaves raw although a terminal could obey it
(it escapes only U+0000-U+001F); inside a JSON string ``\\uXXXX`` means the same character."""


def json_text(value: Any) -> str:
    """``value`` as one line of JSON that a terminal shows and never obeys; it decodes to the same value.

    Non-ASCII text stays readable (``ensure_ascii=False``); every character a
    terminal could act on is a ``\\uXXXX`` escape, and lone surrogates are too.
    """
    return inert_json(json.dumps(value, ensure_ascii=False))


def inert_json(text: str) -> str:
    """JSON text already encoded (by SQLite, say) with every character a terminal could obey as
    a ``\\uXXXX`` escape, as :func:`json_text` writes it; it still decodes to the same value."""
    if text.isascii() and "\x7f" not in text:  # the common case: nothing to write out
        return text
    text = text.translate(_JSON_UNSEEN)
    if not text.isascii():
        text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text
