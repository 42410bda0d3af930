"""A ``toolkiln`` command on a pseudo-terminal, driven by keystrokes: what a person sees, spinner and all.

from fakes.terminal import Terminal
"""

from __future__ import annotations

import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import termios
import time

__all__ = ["Terminal"]


class Terminal:
    """``toolkiln ARGS`` attached to a pseudo-terminal, driven by keystrokes."""

    def __init__(self, home, *args):
        master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 200, 0, 0))
        env = {**os.environ, "TOOLKILN_HOME": str(home), "TERM": "xterm", "PROMPT_TOOLKIT_NO_CPR": "1"}
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "toolkiln", *args],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.master = master
        self.seen = b""
        self.position = 0

    def expect(self, text: str, timeout: float = 90) -> None:
        """Wait until ``text`` appears after what was expected before (the wait is a bound, not a measure)."""
        wanted = text.encode()
        deadline = time.monotonic() + timeout
        while wanted not in self.seen[self.position :]:
            left = deadline - time.monotonic()
            if left <= 0 or not self._read(left):
                raise AssertionError(f"{text!r} never appeared; the terminal showed {self.seen[-3000:]!r}")
        self.position = self.seen.index(wanted, self.position) + len(wanted)

    def expect_match(self, pattern: bytes, timeout: float = 90) -> re.Match[bytes]:
        """Like :meth:`expect`, for a regular expression; the match."""
        wanted = re.compile(pattern)
        deadline = time.monotonic() + timeout
        while (found := wanted.search(self.seen, self.position)) is None:
            left = deadline - time.monotonic()
            if left <= 0 or not self._read(left):
                raise AssertionError(f"{pattern!r} never matched; the terminal showed {self.seen[-3000:]!r}")
        self.position = found.end()
        return found

    def _read(self, timeout: float) -> bool:
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return False
        try:
            chunk = os.read(self.master, 65536)
        except OSError:  # the other end closed
            return False
        self.seen += chunk
        return bool(chunk)

    def send(self, keys: str) -> None:
        os.write(self.master, keys.encode())

    def finish(self, timeout: float = 60) -> int:
        while self._read(timeout):
            pass
        os.close(self.master)
        return self.proc.wait(timeout=timeout)
