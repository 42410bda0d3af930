"""References from one step's params to earlier steps' results: ``$ref`` and ``$template``.

Two forms may stand anywhere a param value can (also nested in lists and dicts):

* ``{"$ref": "s1.key.0"}`` is replaced by that part of step ``s1``'s result, as
  it is (a number stays a number);
* ``{"$template": "{s1.words} ** 2"}`` is replaced by a **string**: the text with
  each ``{s1.key}`` field (keys of letters, digits, ``_`` and ``-``) replaced by that part of the result — a string as it
  is, any other value as JSON (``42``, ``2.5``, ``true``, ``null``, ``[1, 2]``).
  ``{{`` and ``}}`` stand for literal braces.

A path is a step id, then dict keys and list indexes separated by dots. It
reaches the steps of the same plan only, never an earlier turn.

The template is host-side string building over JSON values, so it is written
here as a small scanner rather than with :meth:`str.format`: a field is a path
and nothing else (no attribute or index access, no conversion, no format spec),
and the text around the fields is copied as it is.

What resolution builds is **bounded**, counted while it is built: a 12 KB plan
whose template repeats ``{s1.t}`` two thousand times over a 200 KB result would
otherwise make the host build (and send, screen and log) a 400 MB string, and a
``$ref`` repeated in a list the same once encoded. Every filled-in field and
every ``$ref`` counts the length of its JSON text (a string's own length in a
template) against one :class:`Room` per resolution, and resolution stops with a
``ref`` error as soon as the total would pass the limit (the setting
``max_resolved_bytes``), before the part that would pass it is built. Each
referenced value is measured once per resolution, so the time spent is bounded
by the limit too.
"""

from __future__ import annotations

import functools
import json
import re
from typing import Any

from toolkiln.errors import PlanError, ToolError
from toolkiln.settings import DEFAULT_MAX_RESOLVED_BYTES

__all__ = ["Room", "fill_template", "find_refs", "parse_template", "prefix_refs", "prefix_template", "resolve_refs"]

REF_KEY = "$ref"
TEMPLATE_KEY = "$template"

_FIELD = re.compile(r"[\w-]+(?:\.[\w-]+)*")
"""A step id, then dict keys or list indexes: letters, digits, '_' and '-' (no conversion, no format spec)."""

_INDEX = re.compile(r"-?[0-9]{1,18}")
"""A list index in a path: ASCII digits, short enough to be an int at once."""

_MISSING = object()


def _single(value: dict, key: str) -> str | None:
    """The string of a one-key ``{key: "..."}`` dict, else None."""
    if len(value) == 1 and key in value and isinstance(value[key], str):
        return value[key]
    return None


def parse_template(text: str) -> list[str | tuple[str]]:
    """A template as pieces: literal text (``str``) and fields (a one-item tuple holding the path).

    Raises :class:`PlanError` saying what is wrong with a malformed template. Kept per text: a turn
    parses its answer's template three times (the plan's check, what the answer rests on, the filling).
    """
    return list(_parsed_template(text))


@functools.lru_cache(maxsize=256)
def _parsed_template(text: str) -> tuple[str | tuple[str], ...]:
    pieces: list[str | tuple[str]] = []
    literal: list[str] = []
    i = 0
    while i < len(text):
        char = text[i]
        if char in "{}" and text[i : i + 2] == char * 2:
            literal.append(char)
            i += 2
            continue
        if char == "}":
            raise PlanError(f"template {text!r}: a lone '}}' at position {i}; write '}}}}' for a literal brace")
        if char != "{":
            literal.append(char)
            i += 1
            continue
        end = text.find("}", i + 1)
        field = text[i + 1 : end] if end != -1 else ""
        if end == -1 or not _FIELD.fullmatch(field):
            shown = text[i : end + 1] if end != -1 else text[i:]
            raise PlanError(
                f"template {text!r}: {shown!r} is not a field; a field is a step id and a path like "
                "{s1.words} or {s2.items.0}, and '{{' is a literal brace"
            )
        if literal:
            pieces.append("".join(literal))
            literal = []
        pieces.append((field,))
        i = end + 1
    if literal:
        pieces.append("".join(literal))
    return tuple(pieces)


def find_refs(value: Any) -> list[str]:
    """Every reference path inside a params value (``$ref`` and template fields), depth first.

    Raises :class:`PlanError` for a malformed template.
    """
    if isinstance(value, dict):
        ref = _single(value, REF_KEY)
        if ref is not None:
            return [ref]
        template = _single(value, TEMPLATE_KEY)
        if template is not None:
            return [piece[0] for piece in parse_template(template) if isinstance(piece, tuple)]
        return [r for v in value.values() for r in find_refs(v)]
    if isinstance(value, list):
        return [r for v in value for r in find_refs(v)]
    return []


def prefix_refs(value: Any, prefix: str) -> Any:
    """``value`` with the step id of every reference (``$ref`` and template fields) prefixed.

    A follow-up plan's steps join a turn under new ids (``r2_s1``), so their
    references to each other must follow.
    """
    if isinstance(value, dict):
        ref = _single(value, REF_KEY)
        if ref is not None:
            return {REF_KEY: prefix + ref}
        template = _single(value, TEMPLATE_KEY)
        if template is not None:
            return {TEMPLATE_KEY: prefix_template(template, prefix)}
        return {k: prefix_refs(v, prefix) for k, v in value.items()}
    if isinstance(value, list):
        return [prefix_refs(v, prefix) for v in value]
    return value


def prefix_template(template: str, prefix: str) -> str:
    """A template with the step id of every field prefixed; literal braces stay literal."""
    out = []
    for piece in parse_template(template):
        if isinstance(piece, tuple):
            out.append("{" + prefix + piece[0] + "}")
        else:
            out.append(piece.replace("{", "{{").replace("}", "}}"))
    return "".join(out)


class Room:
    """How much more one resolution may build: counts characters of JSON text against ``limit``.

    ``what`` names what is being built in the error (``"step s2's params"``, ``"the answer"``).
    """

    __slots__ = ("limit", "sizes", "used", "what")

    def __init__(self, limit: int = DEFAULT_MAX_RESOLVED_BYTES, what: str = "the params") -> None:
        self.limit = limit
        self.what = what
        self.used = 0
        self.sizes: dict[str, int] = {}
        """A referenced value's JSON length, by reference path: each is measured once."""

    def take(self, size: int) -> None:
        """Count ``size`` more; raises :class:`ToolError` (kind ``ref``) when it would pass the limit."""
        self.used += size
        if self.used > self.limit:
            raise ToolError(
                f"{self.what} would be over {_shown(self.limit)} once references are filled in "
                f"(max_resolved_bytes = {self.limit}); refer only to the part of a result it needs",
                kind="ref",
            )

    def measure(self, ref: str, value: Any) -> int:
        """The length of ``value``'s JSON text (``ref`` names it, for the cache); takes nothing."""
        size = self.sizes.get(ref)
        if size is None:
            size = self.sizes[ref] = _json_length(value, self.limit)
        return size


def _json_length(value: Any, limit: int) -> int:
    """Characters of ``value`` as compact JSON; a count past ``limit`` stops early (any count past it will do)."""
    if isinstance(value, str):
        return len(value) + 2
    if isinstance(value, list):
        total = 2
        for item in value:
            total += _json_length(item, limit) + 1
            if total > limit:
                return total
        return total
    if isinstance(value, dict):
        total = 2
        for key, item in value.items():
            total += len(str(key)) + 4 + _json_length(item, limit)
            if total > limit:
                return total
        return total
    return len(json.dumps(value))


def _shown(size: int) -> str:
    return f"{size / (1024 * 1024):g} MiB" if size >= 1024 * 1024 else f"{size / 1024:g} KiB"


def resolve_refs(value: Any, results: dict[str, Any], room: Room | None = None) -> Any:
    """``value`` with every ``$ref`` replaced by the referenced result part and every ``$template`` filled in.

    Raises :class:`ToolError` (kind ``ref``) naming the reference when a path does not exist, and
    when what is built would pass ``room``'s limit (by default :data:`DEFAULT_MAX_RESOLVED_BYTES`).
    """
    return _resolve(value, results, room if room is not None else Room())


def _resolve(value: Any, results: dict[str, Any], room: Room) -> Any:
    if isinstance(value, dict):
        ref = _single(value, REF_KEY)
        if ref is not None:
            found = _follow(ref, results)
            room.take(room.measure(ref, found))
            return found
        template = _single(value, TEMPLATE_KEY)
        if template is not None:
            return _fill(template, results, room)
        return {k: _resolve(v, results, room) for k, v in value.items()}
    if isinstance(value, list):
        return [_resolve(v, results, room) for v in value]
    return value


def fill_template(template: str, results: dict[str, Any], room: Room | None = None) -> str:
    """``template``'s text with each ``{s1.path}`` field filled in, within ``room`` (see :func:`resolve_refs`)."""
    return _fill(template, results, room)


def _fill(template: str, results: dict[str, Any], room: Room | None = None) -> str:
    room = room if room is not None else Room(what="the text")
    try:
        pieces = parse_template(template)
    except PlanError as exc:  # validated at plan time; a stored plan read back may not have been
        raise ToolError(str(exc), kind="ref") from None
    room.take(2)  # the quotes of the string it makes
    out = []
    for piece in pieces:
        if isinstance(piece, str):
            room.take(len(piece))
            out.append(piece)
            continue
        found = _follow(piece[0], results)
        if isinstance(found, str):
            room.take(len(found))
            out.append(found)
        else:
            room.take(room.measure(piece[0], found))  # measured before it is encoded
            out.append(json.dumps(found, ensure_ascii=False))
    return "".join(out)


def _follow(ref: str, results: dict[str, Any]) -> Any:
    step_id, *path = ref.split(".")
    current = results.get(step_id, _MISSING)
    for i, part in enumerate(path):
        if isinstance(current, dict) and part in current:
            current = current[part]
        elif isinstance(current, list) and _INDEX.fullmatch(part) and -len(current) <= int(part) < len(current):
            current = current[int(part)]
        else:
            current = _MISSING
        if current is _MISSING:
            where = ".".join([step_id, *path[: i + 1]])
            raise ToolError(f"reference {ref!r}: {where!r} is not in the result of step {step_id}", kind="ref")
    if current is _MISSING:
        raise ToolError(f"reference {ref!r}: step {step_id} has no result", kind="ref")
    return current
