"""A private network namespace: a loopback of its own and no other interface.

A test that must watch a server bound beyond loopback (``--host 0.0.0.0``) runs the
server *and its client* in one of these, so the socket it opens is reachable from
nothing but that namespace's own ``lo``: nothing on this machine's real interfaces,
nor on its real loopback, ever sees it.

    reason = unavailable()            # None where ``unshare --net`` works here
    subprocess.run(in_private_network([sys.executable, "probe.py"]), ...)

Run as a script (``python private_network.py CMD ARG...``, inside the namespace) it
brings ``lo`` up (a new namespace starts with it down) and then becomes ``CMD``.
"""

from __future__ import annotations

import fcntl
import os
import shutil
import socket
import struct
import subprocess
import sys

__all__ = ["in_private_network", "unavailable"]

_SIOCGIFFLAGS, _SIOCSIFFLAGS, _IFF_UP = 0x8913, 0x8914, 0x1


def _unshare() -> list[str]:
    """``unshare --net``; an unprivileged user also maps itself to root in a user namespace of its own."""
    return ["unshare", "--net"] if os.geteuid() == 0 else ["unshare", "--map-root-user", "--net"]


def in_private_network(argv: list[str]) -> list[str]:
    """The command line that runs ``argv`` in a fresh private network namespace, its ``lo`` up."""
    return [*_unshare(), sys.executable, os.path.abspath(__file__), *argv]


def unavailable() -> str | None:
    """Why a private network namespace cannot be made here, or None when it can."""
    if shutil.which("unshare") is None:
        return "unshare (util-linux) is not installed"
    probe = [sys.executable, "-c", "import socket; print(sorted(n for _, n in socket.if_nameindex()))"]
    try:
        made = subprocess.run(in_private_network(probe), capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return f"unshare --net failed: {exc}"
    if made.returncode != 0 or made.stdout.strip() != "['lo']":
        return f"unshare --net failed here: {made.stderr.strip() or made.stdout.strip()}"
    return None


def _bring_lo_up() -> None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as sock:
        request = struct.pack("16sH22x", b"lo", 0)
        flags = struct.unpack("16sH22x", fcntl.ioctl(sock, _SIOCGIFFLAGS, request))[1]
        fcntl.ioctl(sock, _SIOCSIFFLAGS, struct.pack("16sH22x", b"lo", flags | _IFF_UP))


if __name__ == "__main__":
    _bring_lo_up()
    os.execvp(sys.argv[1], sys.argv[1:])
