"""Decoding JSON that a model or a file wrote, within stated limits.

:func:`json.loads` trusts its input: text nested a few thousand levels deep
raises ``RecursionError``, a 5,000-digit integer raises ``ValueError`` (CPython's
int-to-str limit), ``NaN`` and ``1e999`` become floats no JSON encoder takes
back, and ``"\\ud800"`` becomes a string no file or terminal can hold. Every one
of those would surface far from where the text came in, as a traceback.

:func:`loads_bounded` checks the text *before* building Python objects — its
size, then its nesting depth in one linear scan — and decodes with hooks that
refuse long integers and non-finite numbers; lone surrogates are refused
afterwards. Every refusal is :class:`UntrustedJSONError`, a ``ValueError`` whose
message is one line that follows the text's name: "params_json is longer than
65536 bytes".
"""

from __future__ import annotations

import json
import re
from typing import Any

from toolkiln.util.surrogates import holds_lone_surrogate

__all__ = [
    "MAX_INT_DIGITS",
    "NotJSONError",
    "UntrustedJSONError",
    "loads_bounded",
    "holds_lone_surrogate",
    "nesting_depth",
]

MAX_INT_DIGITS = 100
"""Digits an integer may have (CPython refuses to convert more than 4,300)."""

_STRUCTURE = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"?|[\[\]{}]')
"""A JSON string (skipped whole, even unterminated) or a bracket."""


class UntrustedJSONError(ValueError):
    """JSON text that is malformed or over a limit; ``str()`` says which, in one line."""


class NotJSONError(UntrustedJSONError):
    """Text that is not JSON at all; ``detail`` is the decoder's "Expecting value at line 1 column 5"."""

    def __init__(self, detail: str) -> None:
        super().__init__(f"is not valid JSON ({detail})")
        self.detail = detail


def nesting_depth(text: str, stop_above: int | None = None) -> int:
    """How deeply arrays and objects nest in ``text`` (0 for a scalar), without decoding it.

    Linear in the text; stops counting once the depth passes ``stop_above``.
    """
    depth = deepest = 0
    for match in _STRUCTURE.finditer(text):
        char = match.group()
        if char in "[{":
            depth += 1
            if depth > deepest:
                deepest = depth
                if stop_above is not None and deepest > stop_above:
                    break
        elif char in "]}":
            depth -= 1
    return deepest


def _bounded_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise UntrustedJSONError(f"holds an integer of {len(digits.lstrip('-'))} digits, more than {MAX_INT_DIGITS}")
    return int(digits)


def _finite_float(text: str) -> float:
    value = float(text)
    if value in (float("inf"), float("-inf")):
        raise UntrustedJSONError("holds a number too large for a float")
    return value


def _no_constant(name: str) -> Any:
    raise UntrustedJSONError(f"holds {name}, which is not JSON")


def loads_bounded(text: str, *, max_bytes: int, max_depth: int) -> Any:
    """Decode ``text`` as one JSON value, refusing what is over a limit or no valid JSON.

    Raises :class:`UntrustedJSONError` when ``text`` is longer than ``max_bytes``
    (UTF-8), nests more than ``max_depth`` arrays and objects, holds an integer
    of more than :data:`MAX_INT_DIGITS` digits, a number too large for a float,
    ``NaN``/``Infinity``, or a lone surrogate, or is not JSON at all.
    """
    if len(text) > max_bytes or len(text.encode("utf-8", "surrogatepass")) > max_bytes:
        raise UntrustedJSONError(f"is longer than {max_bytes} bytes")
    if nesting_depth(text, stop_above=max_depth) > max_depth:
        raise UntrustedJSONError(f"nests arrays and objects more than {max_depth} levels deep")
    try:
        value = json.loads(text, parse_int=_bounded_int, parse_float=_finite_float, parse_constant=_no_constant)
    except UntrustedJSONError:
        raise
    except json.JSONDecodeError as exc:
        raise NotJSONError(f"{exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except (ValueError, RecursionError) as exc:  # the scan above should make these impossible; never a traceback
        raise UntrustedJSONError(f"could not be decoded ({type(exc).__name__})") from None
    if holds_lone_surrogate(value):
        raise UntrustedJSONError("holds a lone surrogate (\\ud800-\\udfff), which is not text")
    return value
