"""``python -m toolkiln``: the toolkiln command. Ctrl-C while it starts ends it in one line, not a traceback."""

import sys

try:
    from toolkiln.cli.main import entry
except KeyboardInterrupt:
    sys.stderr.write("toolkiln: interrupted\n")
    sys.exit(130)

entry()
