"""The textbook format-string leak.

Source: Armin Ronacher, "Be Careful with Python's New-Style String Format"
(2016), cited by RestrictedPython's safer_getattr; CVE-2023-41039.
Tries: render an object's class and its globals through format fields.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def jail_format_class_field() -> str:
    return "{0.__class__} {0.__class__.__init__}".format(1)
