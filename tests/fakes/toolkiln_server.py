"""``toolkiln serve`` as a real process on loopback, for the web tests.

with running_server(home) as server:
    httpx.post(server.url + "api/turns", json={...})
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from fakes.announced import READY_S, announced_process

__all__ = ["RunningServer", "running_server"]

_ADDRESS = re.compile(r"serving on (http://\S+?/)(\?token=(\S+))?$")


@dataclass
class RunningServer:
    url: str
    """``http://127.0.0.1:PORT/``"""
    token: str | None
    process: subprocess.Popen
    home: Path
    printed: Callable[[], str] = lambda: ""
    """Everything the server printed so far, on stdout and stderr."""
    await_line: Callable[[re.Pattern[str]], re.Match[str]] | None = None
    """Wait (bounded) for a line on stdout matching the pattern."""


@contextmanager
def running_server(
    home: Path, *args: str, env: dict | None = None, ready_s: float = READY_S
) -> Iterator[RunningServer]:
    """Start ``toolkiln serve --port 0`` with ``TOOLKILN_HOME=home``, at the address it prints; SIGINT afterwards."""
    environ = {**os.environ, "TOOLKILN_HOME": str(home), **(env or {})}
    argv = [sys.executable, "-m", "toolkiln", "serve", "--port", "0", *args]
    with announced_process(argv, environ, _ADDRESS, on="stdout", ready_s=ready_s) as started:
        found = started.address
        yield RunningServer(
            url=found.group(1),
            token=found.group(3),
            process=started.process,
            home=home,
            printed=lambda: started.stdout.text + started.stderr.text,
            await_line=lambda pattern: started.stdout.wait_for(pattern, ready_s),
        )
