"""Strings with no UTF-8 form: a lone surrogate (``"\\ud800"`` in JSON) decodes to one.

Imports nothing: the worker template loads it before it starts (see :mod:`toolkiln.sandbox.protocol`).
"""

__all__ = ["holds_lone_surrogate"]


def holds_lone_surrogate(value: object) -> bool:
    """Whether a string in ``value`` (keys included) has no UTF-8 form."""
    stack = [value]
    while stack:
        item = stack.pop()
        if isinstance(item, str):
            if not item.isascii():
                try:
                    item.encode("utf-8")
                except UnicodeEncodeError:
                    return True
        elif isinstance(item, dict):
            stack.extend(item.keys())
            stack.extend(item.values())
        elif isinstance(item, (list, tuple)):
            stack.extend(item)
    return False
