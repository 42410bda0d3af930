"""Validates a JSON document and returns it pretty-printed with sorted keys, plus its shape."""

# idiom-test: {"params": {"document": "{\"b\": [1, 2, {\"c\": null}], \"a\": \"x\"}"}, "calls": [{"params": {"document": "{bad json}"}}]}

import json


def shape(value):
    if isinstance(value, dict):
        return {key: shape(item) for key, item in value.items()}
    if isinstance(value, list):
        return [shape(value[0])] if value else []
    return "null" if value is None else type_name(value)


def type_name(value):
    for kind, name in ((bool, "bool"), (int, "int"), (float, "float"), (str, "str")):
        if isinstance(value, kind):
            return name
    return "unknown"


def json_pretty(document: str) -> dict:
    try:
        parsed = json.loads(document)
    except json.JSONDecodeError as err:
        raise ValueError(f"invalid JSON at line {err.lineno}, column {err.colno}: {err.msg}") from None
    return {"pretty": json.dumps(parsed, indent=2, sort_keys=True), "shape": shape(parsed)}
