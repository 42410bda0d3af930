"""From a caught exception's traceback to the frame globals.

Source: RestrictedPython test suite (tests/transformer/test_inspect.py:
INSPECT_ATTRIBUTES such as tb_frame and f_globals)
and the classic jail walk from an exception's traceback attribute through
tb_frame.f_back.f_globals.
Tries: raise and catch, walk to the runtime's frame, import sys from its
globals and claim the canary and the secrets.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def rp_traceback_frame_globals() -> dict:
    try:
        1 / 0
    except ZeroDivisionError as exc:
        frame = exc.__traceback__.tb_frame
    return claim_namespace(frame.f_back.f_globals)


{{CLAIM}}


{{CLAIM_NAMESPACE}}
