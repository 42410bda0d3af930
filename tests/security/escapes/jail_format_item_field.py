"""Item access inside a format field.

Source: the format-string leak's item form (a field with an index in square
brackets), which indexes without the item guard; CVE-2023-41039.
Tries: read an item of a mapping through the field instead of code, the
step a walk would use to index globals by name.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def jail_format_item_field() -> str:
    return "{0[secret]}".format({"secret": "kept"})
