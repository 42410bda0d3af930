"""The JSON of the worker protocol: strict, ASCII-only, one object per line.

Both sides use these two functions, built once on CPython's C encoder and
scanner: a warm call spends more time in JSON than in the tool, so the
per-call set-up that ``json.dumps``/``json.loads`` repeat is worth skipping.

``encode`` refuses NaN and infinity (not JSON) and any object JSON has no
form for (:class:`NotJSON` names its type). It does not look for circular
references; a cycle surfaces as ``RecursionError``, like a structure nested
too deeply. Lists and tuples both become arrays; int, float, bool and None
dict keys become strings, as with ``json.dumps``.

The host reads a worker's replies with ``decode_reply``, which also refuses what
``encode`` never writes and no later reader of a result could take: NaN and
infinity (also ``1e999``, which overflows to it) and lone surrogates. A worker
that sends them is not the worker toolkiln started.
"""

from __future__ import annotations

import json
import re
from json.decoder import JSONDecoder
from json.encoder import (  # type: ignore[attr-defined]  # _json's C encoder or None: not in typeshed
    c_make_encoder,
    encode_basestring_ascii,
)
from json.scanner import make_scanner

from toolkiln.util.surrogates import holds_lone_surrogate

TYPE_CHECKING = False  # not typing's: this module loads before the worker template starts
if TYPE_CHECKING:
    from typing import Any


__all__ = ["MAX_ERROR_CHARS", "NotJSON", "decode_line", "decode_reply", "encode", "sha256_text"]

MAX_ERROR_CHARS = 1000
"""Error messages are one line and at most this long: they go back to a model."""


def sha256_text(text: str) -> str:
    """The digest a source is cached and verified by, on both sides of the pipe."""
    import hashlib  # here: the host needs no digest before its template has started

    return hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class NotJSON(TypeError):
    """A value with no JSON form; the message is the type's name."""


def _refuse(value: Any) -> Any:
    raise NotJSON(type(value).__name__)


if c_make_encoder is not None:
    _c_encoder = c_make_encoder(None, _refuse, encode_basestring_ascii, None, ":", ",", False, False, False)

    def encode(value: Any) -> str:
        """``value`` as compact ASCII JSON."""
        return "".join(_c_encoder(value, 0))

else:  # pragma: no cover - CPython always has the C encoder
    _py_encoder = json.JSONEncoder(allow_nan=False, default=_refuse, separators=(",", ":"), check_circular=False)

    def encode(value: Any) -> str:
        """``value`` as compact ASCII JSON."""
        return _py_encoder.encode(value)


def _no_constant(name: str) -> Any:
    raise ValueError(f"{name}, which is not JSON")


_INFINITIES = (float("inf"), float("-inf"))
_EXPONENT = re.compile(rb"[0-9][eE]")
_LONG_DIGITS = 300
_LONG_NUMBER = re.compile(rb"[0-9]{%d}" % _LONG_DIGITS)
"""What a JSON number that decodes to infinity must contain: an exponent (after a digit, as JSON
writes it) or an integer part of 300 digits or more (only in a line at least that long); without
either every float in a line is finite and the walk is skipped. Two searches, not one alternation:
the alternation tries both at every byte, three times slower on a short reply."""
# What JSONDecoder.__init__ builds as its ``scan_once``. typeshed types the argument as the
# scanner itself; what the scanner reads from it are the decoder's attributes.
_scan_once = make_scanner(JSONDecoder())  # type: ignore[arg-type]
_scan_reply = make_scanner(JSONDecoder(parse_constant=_no_constant))  # type: ignore[arg-type]


def _decode(scan: Any, line: bytes) -> Any:
    text = line.decode("ascii")
    try:
        value, end = scan(text, 0)
    except StopIteration:
        raise ValueError("not JSON") from None
    except RecursionError:  # the decoder recurses; a reply must never take the reader down
        raise ValueError("nested too deeply") from None
    if end != len(text):
        raise ValueError("trailing data after the JSON value")
    return value


def decode_line(line: bytes) -> Any:
    """Parse one protocol line (without its newline); ValueError if it is not exactly one JSON value
    (or nests too deeply to parse)."""
    return _decode(_scan_once, line)


def decode_reply(line: bytes) -> Any:
    """:func:`decode_line` for a line a worker sent; also ValueError for ``NaN`` or ``Infinity``
    or a lone surrogate anywhere in it, and for a result number that overflows to infinity."""
    value = _decode(_scan_reply, line)
    # ASCII JSON writes surrogates as \\udXXXX: most lines need no walk at all.
    if b"\\ud" in line and holds_lone_surrogate(value):
        raise ValueError("a lone surrogate, which is not text")
    # 1e999 decodes as infinity. Only a result holds numbers anyone reads; walking it costs
    # less than a decoder hook called for every number.
    may_overflow = _EXPONENT.search(line) or (len(line) >= _LONG_DIGITS and _LONG_NUMBER.search(line))
    if may_overflow and _holds_infinity(value.get("result") if type(value) is dict else value):
        raise ValueError("a number too large for a float")
    return value


def _holds_infinity(value: Any) -> bool:
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, float):
            if item in _INFINITIES:
                return True
        elif isinstance(item, dict):
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
    return False
