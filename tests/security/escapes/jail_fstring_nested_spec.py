"""A nested format spec inside an f-string.

Source: the format-string family (CVE-2023-41039) in f-string form: the
spec is itself a template (a replacement field nested inside the spec of
another, after a !r conversion).
Tries: smuggle a field path through the nested spec of an f-string.
"""

# escape-test: {"stage": "any", "kind": ["raised"]}

def jail_fstring_nested_spec() -> str:
    value = "text"
    spec = chr(123) + "0." + "_" * 2 + "class" + "_" * 2 + chr(125)
    return f"{value!r:{spec}}"
