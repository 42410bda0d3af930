"""A result nested just under the worker's recursion limit.

Source: the host side of JSON over pipes: a decoder is recursive, so a
reply the worker can still encode may be too deep for the host, whose stack
already holds its own frames. An uncaught RecursionError in the host is a
crash of the host's turn.
Tries: return a list nested 975 levels deep.
"""

# escape-test: {"stage": "trial", "kind": "not_json"}

def bomb_result_nesting() -> list:
    value = []
    for step in range(975):
        value = [value]
    return value
