"""``toolkiln mcp``: the grown registry as a Model Context Protocol server, over the official SDK.

The server (:class:`ToolkilnMCP`) and its event loop's options load on first use, through
this package's ``__getattr__``: the SDK is the ``mcp`` extra, and ``toolkiln --help`` needs none of it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from toolkiln.mcp.server import ToolkilnMCP
    from toolkiln.mcp.stdio import loop_options

__all__ = ["ToolkilnMCP", "loop_options"]

_ON_FIRST_USE = {"ToolkilnMCP": "toolkiln.mcp.server", "loop_options": "toolkiln.mcp.stdio"}


def __getattr__(name: str) -> Any:
    module = _ON_FIRST_USE.get(name)
    if module is None:
        raise AttributeError(f"module 'toolkiln.mcp' has no attribute '{name}'")
    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
