"""nonlocal rebinding inside a closure.

Source: RestrictedPython transformer, which refuses nonlocal outright
(tests/transformer/test_base_types.py and visit_Nonlocal).
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
