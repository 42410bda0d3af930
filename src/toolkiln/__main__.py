"""``python -m toolkiln``: the toolkiln command. Ctrl-C while it starts ends it in one line, not a traceback."""

import sys

try:
    from toolkiln.entry import entry_point
except KeyboardInterrupt:
    sys.stderr.write("toolkiln: interrupted\n")
    sys.exit(130)

entry_point()
