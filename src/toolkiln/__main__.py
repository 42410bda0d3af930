"""``python -m toolkiln``: the toolkiln command.

A Ctrl-C at any point of toolkiln's own start-up — importing it, or between the
import and the command — ends it with one line and exit code 130, never a
traceback (see :mod:`toolkiln.cli.entry` for the moments before any of toolkiln runs).
"""

import sys

try:
    from toolkiln.cli.entry import entry_point

    entry_point()
except KeyboardInterrupt:
    sys.stderr.write("toolkiln: interrupted\n")
    sys.exit(130)
