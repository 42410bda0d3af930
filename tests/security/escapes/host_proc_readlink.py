"""Read the host's working folder, program and open files from /proc.

Source: the toolkiln red-team review, round 2: stat, access and readlink
worked on any path, so /proc/<host>/cwd, /exe and /fd/* told a worker where
the host runs, what it runs and which files it holds open.
Tries: reach os and readlink /proc/<parent>/{cwd,exe,fd/0..9}.
"""

# escape-test: {"stage": "gate", "kind": ["raised"]}

import os


def host_proc_readlink() -> dict:
    base = "/proc/" + str(os.getppid())
    found = {"cwd": os.readlink(base + "/cwd"), "exe": os.readlink(base + "/exe")}
    for fd in range(10):
        try:
            found[str(fd)] = os.readlink(base + "/fd/" + str(fd))
        except OSError:
            pass
    return found
