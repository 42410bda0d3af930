"""A result of ten megabytes.

Source: the toolkiln threat list (huge strings) aimed at the result channel.
Tries: make the host read and keep a huge reply.
"""

# escape-test: {"stage": "trial", "kind": "too_large"}

def bomb_result_too_large() -> str:
    return "x" * (10 * 1024 * 1024)
