"""One row of the run log read back: its JSON decoded and checked, a damaged field named instead of raised.

A row may be damaged after it was written: edited by hand, cut short, or its bytes
changed on a bad disk. Reading it never fails for that. Each field that does not
hold what toolkiln wrote (text that is not UTF-8, JSON that does not parse, a
list where an object belongs, a step whose ``status`` is a number) is read as its
empty value and listed in the turn's ``damaged``: ``{"field", "problem",
"stored"}``, ``stored`` being the text as it is in the file, so nothing is hidden.
The row itself is never changed: what is left in it stays there for a person to
recover. Readers show the rest of the turn and name the damage
(:func:`damage_line`); :meth:`~.runlog.RunLog.annotate_turn` refuses to rewrite a
damaged record.

Only the fields toolkiln's readers rely on are checked, each against the types
toolkiln writes there; keys it does not know may hold anything.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Mapping
from typing import Any

__all__ = ["DAMAGED", "TEXT_COLUMNS", "damage_line", "read_turn", "run_json_problem"]

DAMAGED = "damaged"
"""The key of a read turn that lists its damaged fields (empty when the row is whole)."""

_Kinds = tuple[type, ...]
_TEXT: _Kinds = (str,)
_NUMBER: _Kinds = (int, float)
_OPTIONAL_TEXT: _Kinds = (str, type(None))
_OPTIONAL_NUMBER: _Kinds = (int, float, type(None))
_OPTIONAL_ID: _Kinds = (int, type(None))
_OPTIONAL_OBJECT: _Kinds = (dict, type(None))

TEXT_COLUMNS: dict[str, _Kinds] = {
    "created_at": _TEXT,
    "message": _TEXT,
    "planner": _TEXT,
    "generator": _TEXT,
    "outcome": _TEXT,
    "session": _OPTIONAL_TEXT,
    "elapsed_ms": _OPTIONAL_NUMBER,
    "run_by": _OPTIONAL_TEXT,
}
"""The columns that hold plain values, and what each may hold."""

_JSON_COLUMNS: dict[str, type] = {"plan": dict, "steps": list, "usage": dict, "record": dict}
"""The columns that hold JSON, and the JSON type each holds; read as that type's empty value when damaged."""

_STEP_FIELDS: dict[str, _Kinds] = {
    "id": _TEXT,
    "tool": _TEXT,
    "status": _TEXT,
    "origin": _OPTIONAL_TEXT,
    "params": (dict,),
    "error": _OPTIONAL_TEXT,
    "elapsed_ms": _OPTIONAL_NUMBER,
    "version": _OPTIONAL_ID,
    "check_status": _OPTIONAL_TEXT,
    "check_error": _OPTIONAL_TEXT,
    "hand_back": _OPTIONAL_OBJECT,
    "guard": _OPTIONAL_OBJECT,
    "child": _OPTIONAL_OBJECT,
}
"""What a logged step's fields hold (the ``run --json`` step)."""

_FIELDS: dict[str, dict[str, _Kinds]] = {
    "plan": {"outcome": _TEXT, "reasoning": _OPTIONAL_TEXT, "options": (list, type(None)), "steps": (list,)},
    "usage": {"input_tokens": _NUMBER, "output_tokens": _NUMBER},
    "record": {
        "parent": _OPTIONAL_ID,
        "resumes": _OPTIONAL_ID,
        "resumed_by": _OPTIONAL_ID,
        "agent": _OPTIONAL_TEXT,
        "handle": _OPTIONAL_TEXT,
        "error": _OPTIONAL_OBJECT,
    },
}
"""What the fields of the other JSON columns hold, where a reader relies on it."""

_RUN_JSON_FIELDS: dict[str, _Kinds] = {
    "outcome": _TEXT,
    "reasoning": _OPTIONAL_TEXT,
    "message": _OPTIONAL_TEXT,
    "options": (list,),
    "allow_free_text": (bool,),
    "steps": (list,),
    "incomplete": _OPTIONAL_TEXT,
    "hand_back": _OPTIONAL_OBJECT,
    "usage": (dict,),
    "elapsed_ms": _OPTIONAL_NUMBER,
    "turn_id": _OPTIONAL_ID,
}
"""What the fields of a ``run --json`` object kept elsewhere (a chat session) hold, where a reader relies on it."""

_JSON_NAMES = {dict: "an object", list: "a list", str: "a text", bool: "true or false", type(None): "null"}


def read_turn(row: sqlite3.Row | Mapping[str, Any], own_columns: tuple[str, ...]) -> dict:
    """The turn in ``row`` (text columns as bytes, so text that is not UTF-8 is named too), with ``damaged``.

    ``own_columns`` are the record's keys kept in columns of their own; a record
    logged before it stopped repeating them has them dropped.
    """
    turn: dict[str, Any] = {"id": row["id"]}
    damaged: list[dict] = []
    for column, kinds in TEXT_COLUMNS.items():
        value, problem = _plain_value(row[column] if column in row.keys() else None, kinds)
        turn[column] = value
        if problem:
            damaged.append(_damage(column, problem, row[column]))
    for column, kind in _JSON_COLUMNS.items():
        value, problem = _json_value(row[column], kind, _FIELDS.get(column, {}))
        if column == "steps" and problem is None:
            problem = _steps_problem(value)
        if problem:
            damaged.append(_damage(column, problem, row[column]))
            value = kind()
        turn[column] = value
    turn["record"] = {key: value for key, value in turn["record"].items() if key not in own_columns}
    turn[DAMAGED] = damaged
    return turn


def run_json_problem(turn: dict) -> str | None:
    """What is wrong with a ``run --json`` object read back (``'outcome' as a number…``), or None when readers can show it."""
    problem = _fields_problem(turn, _RUN_JSON_FIELDS, "")
    if problem:
        return problem
    if not isinstance(turn.get("outcome"), str):
        return "has no 'outcome'"
    texts = [option for option in turn.get("options", []) if not isinstance(option, str)]
    if texts:
        return f"has {_kind(texts[0])} among its 'options', where a text belongs"
    return _steps_problem(turn.get("steps", []))


def damage_line(turn: Mapping[str, Any]) -> str:
    """One line saying which fields of a damaged turn are damaged, and how."""
    parts = "; ".join(f"{d['field']} {d['problem']}" for d in turn[DAMAGED])
    return f"turn {turn['id']} of the run log is damaged ({parts})"


def _plain_value(stored: object, kinds: _Kinds) -> tuple[Any, str | None]:
    if isinstance(stored, bytes):
        raw = stored
        try:
            stored = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            readable = raw.decode("utf-8", "replace") if str in kinds else _empty(kinds)
            return readable, f"is not UTF-8 text (byte {exc.start})"
    if isinstance(stored, kinds):
        return stored, None
    return _empty(kinds), f"holds {_kind(stored)} where {_kind_names(kinds)} belongs"


def _empty(kinds: _Kinds) -> object:
    return None if type(None) in kinds else ""


def _json_value(stored: object, kind: type, fields: dict[str, _Kinds]) -> tuple[Any, str | None]:
    if not isinstance(stored, bytes):
        return None, f"holds {_kind(stored)} where JSON text belongs"
    try:
        value = json.loads(stored.decode("utf-8"))
    except UnicodeDecodeError as exc:
        return None, f"is not UTF-8 text (byte {exc.start})"
    except json.JSONDecodeError as exc:
        return None, f"is not valid JSON ({exc.msg} at character {exc.pos})"
    except RecursionError:
        return None, "is JSON nested too deep to read"
    if not isinstance(value, kind):
        return None, f"holds {_kind(value)} where {_JSON_NAMES[kind]} belongs"
    return value, _fields_problem(value, fields, "") if isinstance(value, dict) else None


def _steps_problem(steps: list) -> str | None:
    for number, step in enumerate(steps, 1):
        if not isinstance(step, dict):
            return f"has {_kind(step)} as step {number}, where an object belongs"
        problem = _fields_problem(step, _STEP_FIELDS, f"step {number}'s ")
        if problem:
            return problem
        child = step.get("child")
        if isinstance(child, dict):  # a delegated step's child turn, drawn below it
            inner = _steps_problem(child["steps"]) if isinstance(child.get("steps"), list) else None
            if inner or not isinstance(child.get("steps", []), list):
                return f"has step {number}'s child turn damaged ({inner or 'its steps are not a list'})"
    return None


def _fields_problem(value: dict, fields: dict[str, _Kinds], owner: str) -> str | None:
    for name, kinds in fields.items():
        if name in value and not isinstance(value[name], kinds):
            return f"has {owner}{name!r} as {_kind(value[name])} where {_kind_names(kinds)} belongs"
    return None


def _damage(field: str, problem: str, stored: object) -> dict:
    if isinstance(stored, bytes):
        stored = stored.decode("utf-8", "replace")
    return {"field": field, "problem": problem, "stored": stored}


def _kind(value: object) -> str:
    if isinstance(value, bool):
        return "true or false"
    if isinstance(value, (int, float)):
        return "a number"
    if isinstance(value, bytes):
        return "bytes"
    return _JSON_NAMES.get(type(value), type(value).__name__)


def _kind_names(kinds: _Kinds) -> str:
    names = []
    for kind in kinds:
        name = "a number" if kind in (int, float) else _JSON_NAMES.get(kind, kind.__name__)
        if name not in names:
            names.append(name)
    return " or ".join(names)
