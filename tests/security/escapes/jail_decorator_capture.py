"""A decorator that captures the decorated function's internals.

Source: classic jail walks through decorators (the code, closure and
globals of the wrapped function, all dunder attributes).
Tries: read the code object and globals of the decorated function and take
sys from them.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

seen = []


def capture(function):
    seen.append(function.__globals__)
    return function


@capture
def jail_decorator_capture() -> dict:
    return claim_namespace(seen[0])


{{CLAIM}}


{{CLAIM_NAMESPACE}}
