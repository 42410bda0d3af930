"""``toolkiln serve``: the chat and the audit pages in a browser, and the HTTP API behind them.

The server holds one :class:`~toolkiln.Toolkiln` (one registry, one worker pool)
and runs every turn through :meth:`~toolkiln.Toolkiln.run`, like the CLI does.
Needs the ``web`` extra: ``pip install 'toolkiln[web]'``.

* :mod:`.server` — :func:`create_app`, the ASGI application;
* :mod:`.api` — the JSON API; :mod:`.pages` — the HTML pages;
* :mod:`.turns` — turns off the event loop, their events streamed live;
* :mod:`.guard` — host check, token, CSRF, body bound, security headers.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from toolkiln.web.access import is_loopback, shared_token
    from toolkiln.web.server import create_app

__all__ = ["create_app", "is_loopback", "shared_token"]


def __getattr__(name: str):
    if name == "create_app":  # Starlette loads only when a server is made
        from toolkiln.web.server import create_app

        return create_app
    if name == "is_loopback":
        from toolkiln.web.access import is_loopback

        return is_loopback
    if name == "shared_token":
        from toolkiln.web.access import shared_token

        return shared_token
    raise AttributeError(name)
