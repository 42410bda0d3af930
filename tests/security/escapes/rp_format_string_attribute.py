"""Read attributes through str.format fields.

Source: RestrictedPython advisory CVE-2023-41039 (format strings): the
format-string mini language follows attribute and item paths without the
attribute guard, so a template can reach globals of any function.
Tries: render the globals of a function, which name the runtime's modules,
through a literal template with attribute and item fields.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def helper():
    return 1


def rp_format_string_attribute() -> str:
    return "{0.__globals__[__builtins__]}".format(helper)
