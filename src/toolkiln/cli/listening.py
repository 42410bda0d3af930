"""A listening socket bound before a server starts, for ``toolkiln serve`` and ``toolkiln mcp --http``.

Binding first means the address a command prints is the one it holds: port 0
picks a free port and the line says which, so a client (or a test) reads the
address instead of guessing a free port and racing another process for it.
"""

from __future__ import annotations

import socket

from toolkiln.errors import ConfigError

__all__ = ["listen"]


def listen(host: str, port: int, *, retry_hint: str) -> socket.socket:
    """A socket listening on ``host:port`` (port 0: any free one); connections queue from here on.

    A port that is taken (or a host that is not ours) is a :class:`ConfigError`
    naming the address and ending with ``retry_hint`` (what to change).
    """
    try:
        family, kind, proto, _, address = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)[0]
        listener = socket.socket(family, kind, proto)
    except OSError as exc:
        raise ConfigError(f"cannot listen on {host}:{port}: {exc.strerror or exc}; {retry_hint}") from None
    try:
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind(address)
        listener.listen(128)
    except OSError as exc:
        listener.close()
        raise ConfigError(f"cannot listen on {host}:{port}: {exc.strerror or exc}; {retry_hint}") from None
    listener.set_inheritable(True)
    return listener
