"""gi_yieldfrom and gi_code: the rest of the generator introspection.

Source: RestrictedPython INSPECT_ATTRIBUTES (gi_yieldfrom, gi_code, co_code)
from the CVE-2023-37271 fix.
Tries: follow gi_yieldfrom to an inner generator and its code object, then
its frame, to reach the runtime's globals.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def inner():
    yield 1


def outer():
    yield from inner()


def rp_yield_from_chain() -> dict:
    walker = outer()
    next(walker)
    code = walker.gi_yieldfrom.gi_code
    frame = walker.gi_yieldfrom.gi_frame
    return claim_namespace(frame.f_back.f_back.f_globals)


{{CLAIM}}


{{CLAIM_NAMESPACE}}
