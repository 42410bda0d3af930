"""The JSON schema of a model's forced tool, derived from the pydantic model that parses its answer.

One model, so the schema a model is shown and the validation of what it sends
never drift apart. :func:`forced_tool_schema` turns pydantic's schema into the
plain form every backend accepts:

- ``$ref``/``$defs`` are inlined (some servers do not follow references);
- ``title`` and ``default`` are dropped, and a class docstring does not become a
  description: only a field's ``Field(description=...)`` is written for the model;
- ``X | None`` becomes ``X``: a model leaves an optional field out rather than
  sending null (the parser still accepts null).

What is *required* on the wire may be stricter than the parser (which fills in
defaults, to be lenient with what models send): a model states it with
``model_config = ConfigDict(json_schema_extra={"required": [...]})``.
"""

from __future__ import annotations

from typing import Any

from pydantic import BaseModel

__all__ = ["forced_tool_schema"]

_DROPPED = ("title", "default")


def forced_tool_schema(model: type[BaseModel]) -> dict:
    """The input schema of a forced tool whose answer ``model`` parses."""
    schema = model.model_json_schema()
    defs = schema.pop("$defs", {})
    return _plain(schema, defs, top=True)


def _plain(node: Any, defs: dict, top: bool = False) -> Any:
    if isinstance(node, list):
        return [_plain(item, defs) for item in node]
    if not isinstance(node, dict):
        return node
    if "$ref" in node:
        target = dict(defs[node["$ref"].rsplit("/", 1)[-1]])
        target.pop("description", None)  # a class docstring speaks to Python readers, not to the model
        return _plain({**target, **{k: v for k, v in node.items() if k != "$ref"}}, defs)
    any_of = node.get("anyOf")
    if any_of is not None:
        kept = [branch for branch in any_of if branch != {"type": "null"}]
        if len(kept) == 1:
            rest = {k: v for k, v in node.items() if k != "anyOf"}
            return _plain({**kept[0], **rest}, defs)
    out = {}
    for key, value in node.items():
        if key in _DROPPED or (top and key == "description"):
            continue
        out[key] = (
            {name: _plain(prop, defs) for name, prop in value.items()} if key == "properties" else _plain(value, defs)
        )
    return out
