"""A keyword format field reaching a function's globals.

Source: the format-string leak with a keyword field reaching a function's
dunder globals, from the RestrictedPython CVE-2023-41039 report.
Tries: render the globals of a function (and through them builtins) as text.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

def helper():
    return 1


def jail_format_keyword_globals() -> str:
    return "{x.__globals__}".format(x=helper)
