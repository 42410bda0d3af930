"""str.format_map with a computed template over a mapping of objects.

Source: RestrictedPython advisory CVE-2023-41039 (format strings), the
format_map variant; RestrictedPython's fix had to cover format_map too.
Tries: reach the class hierarchy of a dict value through a field path and
render the list of every loaded class.
"""

# escape-test: {"stage": "any", "kind": ["raised"]}

def rp_format_map_computed() -> str:
    under = "_" * 2
    dot = chr(46)
    path = "x" + dot + under + "class" + under + dot + under + "base" + under + dot + under + "subclasses" + under
    template = chr(123) + path + chr(125)
    return template.format_map({"x": {}})
