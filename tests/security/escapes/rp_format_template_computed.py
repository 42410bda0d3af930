"""A format template assembled at run time, so no literal shows the field.

Source: RestrictedPython advisory CVE-2023-41039 (format strings); the
template is built from harmless pieces so that a literal-only check misses it.
Tries: read the globals of a function and, through them, the environment's
secret variable via the os module's environ, all inside one format call.
"""

# escape-test: {"stage": "any", "kind": ["raised"]}

def helper():
    return 1


def rp_format_template_computed() -> str:
    under = "_" * 2
    dot = chr(46)
    field = "0" + dot + under + "globals" + under + "[codecs]" + dot + "sys" + dot + "modules[os]" + dot + "environ"
    template = chr(123) + field + chr(125)
    return template.format(helper)
