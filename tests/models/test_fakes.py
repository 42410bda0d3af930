"""The test doubles' own promises, where a test relies on them to fail the way it expects."""

from __future__ import annotations

import socket
import subprocess
import sys
from urllib.parse import urlsplit

import pytest

from fakes import refusing_url

TAKE_PORT = """
import socket, sys
for level, option in ((None, None), (socket.SOL_SOCKET, socket.SO_REUSEADDR), (socket.SOL_SOCKET, socket.SO_REUSEPORT)):
    for host in ("127.0.0.1", "0.0.0.0"):
        with socket.socket() as sock:
            if option is not None:
                sock.setsockopt(level, option, 1)
            try:
                sock.bind((host, int(sys.argv[1])))
            except OSError:
                continue
            sys.exit(f"took the port on {host} with option {option}")
"""


def test_a_refusing_url_refuses_and_no_other_process_can_take_its_port():
    with refusing_url("/v1") as url:
        parts = urlsplit(url)
        assert (parts.scheme, parts.hostname, parts.path) == ("http", "127.0.0.1", "/v1")
        with socket.socket() as client, pytest.raises(ConnectionRefusedError):
            client.connect((parts.hostname, parts.port))
        taken = subprocess.run(
            [sys.executable, "-c", TAKE_PORT, str(parts.port)], capture_output=True, text=True, timeout=120
        )
        assert taken.returncode == 0, taken.stderr
