"""A format method reached through a chain of plain attribute reads.

Source: toolkiln's own guard fast path (a read of a name the ``_getattr_`` guard would only pass
to ``getattr`` compiles to a plain attribute read), aimed at with CVE-2023-41039's format-string
walk: the template and the method are reached through reads that no longer call the guard, so
a fast path that also skipped the format check would render the walk.
Tries: ``"".join(...).strip().format`` and ``str.lower(...).format_map`` over a template that
walks to the function's globals, then claim sys from them.
"""

# escape-test: {"stage": "any", "kind": ["raised"]}


def helper():
    return 1


def fastpath_plain_read_format() -> dict:
    pieces = ["{0.__glo", "bals__[sys]}"]
    render = " ".join(pieces).replace(" ", "").strip().format
    reached = render(helper)
    return claim_namespace({"sys": reached})


{{CLAIM}}


{{CLAIM_NAMESPACE}}
