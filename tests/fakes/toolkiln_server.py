"""``toolkiln serve`` as a real process on loopback, for the web tests.

with running_server(home) as server:
    httpx.post(server.url + "api/turns", json={...})
"""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

__all__ = ["RunningServer", "running_server"]

_ADDRESS = re.compile(r"serving on (http://\S+?/)(\?token=(\S+))?$")


@dataclass
class RunningServer:
    url: str
    """``http://127.0.0.1:PORT/``"""
    token: str | None
    process: subprocess.Popen
    home: Path


@contextmanager
def running_server(home: Path, *args: str, env: dict | None = None, ready_s: float = 30.0) -> Iterator[RunningServer]:
    """Start ``toolkiln serve --port 0`` with ``TOOLKILN_HOME=home``; stop it (SIGINT) afterwards."""
    environ = {**os.environ, "TOOLKILN_HOME": str(home), **(env or {})}
    process = subprocess.Popen(
        [sys.executable, "-m", "toolkiln", "serve", "--port", "0", *args],
        env=environ,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        deadline = time.monotonic() + ready_s
        line = ""
        while time.monotonic() < deadline:
            line = process.stdout.readline()
            found = _ADDRESS.search(line.strip())
            if found:
                break
            if not line and process.poll() is not None:
                raise RuntimeError(f"toolkiln serve ended: {process.stderr.read()}")
        else:
            raise RuntimeError(f"toolkiln serve said no address within {ready_s} s (last line {line!r})")
        yield RunningServer(url=found.group(1), token=found.group(3), process=process, home=home)
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        process.stdout.close()
        process.stderr.close()
