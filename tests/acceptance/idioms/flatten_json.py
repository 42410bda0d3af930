"""Flattens nested JSON into dotted keys, e.g. {"a": {"b": 1}} -> {"a.b": 1}."""

# idiom-test: {"params": {"data": {"user": {"name": "Ann", "langs": ["py", "go"], "address": {"city": "Oslo"}}, "ok": true}}, "calls": [{"params": {"data": {}, "separator": "/"}}, {"params": {"data": {"a": [{"b": 1}, {"c": [2, 3]}]}, "separator": "_"}}]}


def flatten_json(data: dict, separator: str = ".") -> dict:
    """Returns {"flat": {...}, "count": n}."""
    flat = {}

    def walk(value, prefix):
        if isinstance(value, dict):
            for key, item in value.items():
                walk(item, f"{prefix}{separator}{key}" if prefix else str(key))
        elif isinstance(value, (list, tuple)):
            for index, item in enumerate(value):
                walk(item, f"{prefix}{separator}{index}" if prefix else str(index))
        else:
            flat[prefix] = value

    walk(data, "")
    return {"flat": flat, "count": len(flat)}
