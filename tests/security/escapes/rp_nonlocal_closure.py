"""nonlocal rebinding inside a closure.

Source: RestrictedPython test suite (tests/transformer/test_global_local.py:
nonlocal is refused outright).
Tries: rebind a closure cell to smuggle state past the per-call namespace and
touch the canary file through a name the closure captured.
"""

# escape-test: {"stage": "gate", "kind": ["compile"]}

def rp_nonlocal_closure() -> int:
    count = 0

    def bump():
        nonlocal count
        count += 1
        return count

    bump()
    return bump()
