"""The ``toolkiln`` command: a thin shell over the core (:func:`toolkiln.open`).

:mod:`.main` holds the group and the error boundary, :mod:`.common` what every
command shares, and each command family has its own module (``run``, ``vet``,
``chat`` with ``resume``, ``tools``, ``log``), imported only when it runs. The
installed script starts at :func:`toolkiln.cli.entry.entry_point`; the group is
:func:`toolkiln.cli.main.main`. Nothing is imported here, so ``--version`` loads no click.

What only a person at a terminal sees loads on first use, through this package's
``__getattr__``: rich's console, tables and syntax view, the turn's renderer and spinner,
and the chat's line editor (prompt_toolkit). ``--json`` output and piped input never load them (rich's console
alone costs more than Python's own start-up).
"""

from __future__ import annotations

TYPE_CHECKING = False  # not typing's: the toolkiln script imports this package before it answers --version
if TYPE_CHECKING:
    from typing import Any

    from rich.console import Console
    from rich.syntax import Syntax
    from rich.table import Table

    from toolkiln.cli.line_editor import TerminalInput
    from toolkiln.cli.render import Spinner, render_turn

__all__ = ["Console", "Spinner", "Syntax", "Table", "TerminalInput", "render_turn"]

_ON_FIRST_USE = {
    "Console": "rich.console",
    "Syntax": "rich.syntax",  # pygments: only to show a source or a diff
    "Table": "rich.table",
    "TerminalInput": "toolkiln.cli.line_editor",
    "Spinner": "toolkiln.cli.render",  # a turn drawn for a person; ``run --json`` never loads the renderer
    "render_turn": "toolkiln.cli.render",
}


def __getattr__(name: str) -> Any:
    module = _ON_FIRST_USE.get(name)
    if module is None:
        raise AttributeError(f"module 'toolkiln.cli' has no attribute '{name}'")
    import importlib

    value = getattr(importlib.import_module(module), name)
    globals()[name] = value
    return value
