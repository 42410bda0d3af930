"""Class patterns in a match statement read attributes without any guard.

Source: PEP 634 (structural pattern matching): a class pattern's keywords
(case Exception(__traceback__=tb)) are plain attribute reads done by the
interpreter, so they would pass _getattr_ and the '_' rule of attribute nodes.
Tries: read an exception's traceback and a string's __reduce_ex__ (whose
answer at protocol 2 holds copyreg.__newobj__, a function with real globals).
"""

# escape-test: {"stage": "gate", "kind": "compile"}

def rp_match_class_dunder() -> list:
    found = []
    try:
        1 / 0
    except ZeroDivisionError as exc:
        match exc:
            case ZeroDivisionError(__traceback__=tb):
                found.append(repr(tb))
    match "text":
        case str(__reduce_ex__=reduce):
            found.append(repr(reduce(2)))
    return found
