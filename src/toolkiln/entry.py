"""The installed ``toolkiln`` script.

It answers ``toolkiln --version`` before click is even imported (click alone costs
several times Python's own start-up) and hands everything else to the click group
:data:`toolkiln.cli.main`, which imports only the command that runs.
"""

from __future__ import annotations

import sys

from ._version import __version__

__all__ = ["VERSION_LINE", "entry_point"]

VERSION_LINE = f"toolkiln, version {__version__}"
"""What ``toolkiln --version`` prints: click's ``version_option`` format, which the group uses too."""


def entry_point() -> None:
    """Run the ``toolkiln`` command with ``sys.argv``."""
    if sys.argv[1:] == ["--version"]:
        sys.stdout.write(VERSION_LINE + "\n")
        return
    from .cli import main

    main()
