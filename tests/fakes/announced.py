"""A server started as a real process, found by the address it announces.

``toolkiln serve --port 0`` and ``toolkiln mcp --http 0`` bind a free port
and print the address they hold. A test reads that line instead of guessing a
free port (another process may take it first) or polling the port.

Both output pipes are drained by threads for the whole life of the process:
a server that logs a lot never blocks on a full pipe, and a wait is bounded by
its deadline even when the process prints nothing at all.
"""

from __future__ import annotations

import re
import signal
import subprocess
import threading
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass
from typing import IO, Literal

__all__ = ["AnnouncedProcess", "LineReader", "announced_process"]

READY_S = 60.0
"""How long a server may take to announce itself: a bound, never a measure."""


class LineReader:
    """Reads a text stream line by line in a daemon thread, keeping every line."""

    def __init__(self, stream: IO[str]) -> None:
        self.lines: list[str] = []
        self.ended = False
        self._changed = threading.Condition()
        self._thread = threading.Thread(target=self._read, args=(stream,), daemon=True)
        self._thread.start()

    def _read(self, stream: IO[str]) -> None:
        for line in stream:
            with self._changed:
                self.lines.append(line)
                self._changed.notify_all()
        with self._changed:
            self.ended = True
            self._changed.notify_all()

    @property
    def text(self) -> str:
        with self._changed:
            return "".join(self.lines)

    def wait_for(self, pattern: re.Pattern[str], timeout_s: float) -> re.Match[str]:
        """The first line matching ``pattern``; AssertionError when the stream ends or time runs out first."""
        deadline = time.monotonic() + timeout_s
        seen = 0
        with self._changed:
            while True:
                for line in self.lines[seen:]:
                    found = pattern.search(line.rstrip("\n"))
                    if found:
                        return found
                seen = len(self.lines)
                left = deadline - time.monotonic()
                if self.ended or left <= 0:
                    why = "ended" if self.ended else f"said nothing matching within {timeout_s:g} s"
                    raise AssertionError(f"the server {why}; it printed: {''.join(self.lines)!r}")
                self._changed.wait(left)

    def join(self, timeout_s: float) -> None:
        self._thread.join(timeout_s)


@dataclass
class AnnouncedProcess:
    process: subprocess.Popen
    address: re.Match[str]
    """The announcement line matched against the pattern."""
    stdout: LineReader
    stderr: LineReader


@contextmanager
def announced_process(
    argv: Sequence[str],
    env: dict[str, str],
    pattern: re.Pattern[str],
    *,
    on: Literal["stdout", "stderr"],
    ready_s: float = READY_S,
    stop: signal.Signals = signal.SIGINT,
) -> Iterator[AnnouncedProcess]:
    """Start ``argv``, wait for a line on ``on`` matching ``pattern``; stop it with ``stop`` afterwards."""
    process = subprocess.Popen(argv, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    readers = {"stdout": LineReader(process.stdout), "stderr": LineReader(process.stderr)}
    try:
        found = readers[on].wait_for(pattern, ready_s)
        yield AnnouncedProcess(process, found, readers["stdout"], readers["stderr"])
    finally:
        if process.poll() is None:
            process.send_signal(stop)
            try:
                process.wait(timeout=ready_s)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        for reader in readers.values():
            reader.join(ready_s)
        process.stdout.close()
        process.stderr.close()
