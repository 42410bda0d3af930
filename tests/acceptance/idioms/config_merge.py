"""Deep-merges configuration dicts; later ones win, lists are replaced, None deletes a key."""

# idiom-test: {"params": {"layers": [{"db": {"host": "localhost", "port": 5432}, "debug": false, "tags": ["a"]}, {"db": {"port": 6543, "user": "app"}, "tags": ["b", "c"]}, {"debug": true, "db": {"host": null}}]}, "calls": [{"params": {"layers": ["not a dict"]}}]}

from typing import Any


def merge(base: dict, override: dict) -> dict:
    merged = dict(base)
    for key, value in override.items():
        if value is None:
            merged.pop(key, None)
        elif isinstance(value, dict) and isinstance(merged.get(key), dict):
            merged[key] = merge(merged[key], value)
        else:
            merged[key] = value
    return merged


def config_merge(layers: list[Any]) -> dict:
    result: dict = {}
    for index, layer in enumerate(layers):
        if not isinstance(layer, dict):
            raise TypeError(f"layer {index} is not a mapping")
        result = merge(result, layer)
    return {"config": result, "layers": len(layers)}
