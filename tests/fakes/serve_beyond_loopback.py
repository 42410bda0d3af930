"""Run inside a private network namespace (:mod:`private_network`): ``toolkiln serve --host 0.0.0.0``
and a client beside it, reporting what happened as one JSON object on stdout.

    python serve_beyond_loopback.py HOME

The report: the namespace's interfaces, the address the server listens on, the token it printed, and the
status of ``GET /api/tools`` without a token, with a wrong one and with the printed one.
"""

from __future__ import annotations

import json
import socket
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the tests folder, for ``fakes``

import httpx  # noqa: E402

from fakes.toolkiln_server import running_server  # noqa: E402


def _listening(port: int) -> list[str]:
    """The local addresses of the TCP sockets listening on ``port`` (IPv4, from ``/proc/net/tcp``)."""
    found = []
    for line in Path("/proc/net/tcp").read_text().splitlines()[1:]:
        local, state = line.split()[1], line.split()[3]
        address, hex_port = local.split(":")
        if state == "0A" and int(hex_port, 16) == port:  # 0A: LISTEN
            found.append(socket.inet_ntoa(bytes.fromhex(address)[::-1]))
    return found


def main(home: Path) -> dict:
    report: dict = {"interfaces": sorted(name for _, name in socket.if_nameindex())}
    with running_server(home, "--host", "0.0.0.0") as server:
        report["url"], report["token"] = server.url, server.token
        report["listening_on"] = _listening(int(server.url.rstrip("/").rsplit(":", 1)[1]))
        address = server.url.replace("0.0.0.0", "127.0.0.1") + "api/tools"
        report["without"] = httpx.get(address, timeout=60).status_code
        wrong = {"authorization": "Bearer not-the-token"}
        report["wrong"] = httpx.get(address, headers=wrong, timeout=60).status_code
        right = {"authorization": f"Bearer {server.token}"}
        report["with"] = httpx.get(address, headers=right, timeout=60).status_code
        report["printed"] = server.printed()
    return report


if __name__ == "__main__":
    print(json.dumps(main(Path(sys.argv[1]))))
