"""Fills {placeholders} in a template from values, listing the ones that are missing."""

# idiom-test: {"params": {"template": "Dear {name}, your order {order_id} ships on {date}. Total: {total:.2f} EUR", "values": {"name": "Ann", "order_id": "A-17", "total": 41.5}}, "calls": [{"params": {"template": "{0.real}", "values": {}}}]}

import re

FIELD = re.compile(r"\{(\w+)(?::[^}]*)?\}")


def template_fill(template: str, values: dict) -> dict:
    fields = list(dict.fromkeys(FIELD.findall(template)))
    if "{" in FIELD.sub("", template.replace("{{", "").replace("}}", "")):
        raise ValueError("only plain {name} or {name:spec} fields are supported")
    missing = [f for f in fields if f not in values]
    filled = template.format(**{**{f: "{" + f + "}" for f in missing}, **values}) if not missing else None
    if filled is None:
        partial = FIELD.sub(lambda m: str(values.get(m.group(1), m.group(0))), template)
    else:
        partial = filled
    return {"text": partial, "fields": fields, "missing": missing, "complete": not missing}
