"""``toolkiln serve``: the web chat, the audit pages and the HTTP API (see :mod:`toolkiln.web`)."""

from __future__ import annotations

import sys

import click

import toolkiln
from toolkiln import web
from toolkiln.cli.common import command_settings, fail, model_flags
from toolkiln.cli.listening import listen
from toolkiln.errors import ConfigError, ToolkilnError

__all__ = ["serve"]


@click.command()
@click.option("--host", default="127.0.0.1", show_default=True, help="Address to listen on.")
@click.option("--port", type=click.IntRange(0, 65535), default=8765, show_default=True, help="Port (0: any free one).")
@click.option(
    "--token",
    default=None,
    help="Required of every request (TOOLKILN_WEB_TOKEN); made up when the host is not loopback.",
)
@model_flags
@click.pass_context
def serve(ctx, host, port, token, planner, generator, approval, record) -> None:
    """Serve the chat and audit pages and the HTTP API on HOST:PORT."""
    try:
        create_app, is_loopback, shared_token = web.create_app, web.is_loopback, web.shared_token
    except ImportError as exc:
        fail(
            ConfigError(f"toolkiln serve needs the web extra ({exc.name} is missing): pip install 'toolkiln[web]'"),
            False,
        )
        return
    import uvicorn  # the web extra's server, there when the web package loaded

    settings = command_settings(
        ctx, planner=planner, generator=generator, approval=approval, record=record, web_token=token
    )
    loopback = is_loopback(host)
    token = shared_token(host, settings.web_token)
    try:
        kiln = toolkiln.Toolkiln(settings)
    except ToolkilnError as exc:
        fail(exc, False)
        return
    try:
        with_users = kiln.registry.users.any()
        listener = listen(host, port, retry_hint="pick another --port (0: any free one) or --host")
    except ToolkilnError as exc:
        kiln.close()
        fail(exc, False)
        return
    try:
        app = create_app(kiln, token=token, loopback_only=loopback)
        server = uvicorn.Server(_server_config(uvicorn, app))
        # With users, each person signs in with their own token: the shared one (if made up, it
        # still guards a server whose users were all removed) is not printed.
        _announce(host, listener.getsockname()[1], None if with_users else token, with_users=with_users)
        server.run(sockets=[listener])
    finally:
        kiln.close()


def _server_config(uvicorn, app):
    """uvicorn's settings for toolkiln: httptools and uvloop when installed (its ``auto``), else h11 and asyncio.

    No access log (at the ``warning`` level none of it was shown, yet every
    request still worked out its line's address and path) and no ``X-Forwarded-*``
    rewriting: the guard judges a request by what reached this server, not by what a header says.
    """
    return uvicorn.Config(
        app,
        log_level="warning",
        access_log=False,
        proxy_headers=False,
        server_header=False,
        lifespan="on",
        timeout_graceful_shutdown=30,
    )


def _announce(host: str, port: int, token: str | None, *, with_users: bool = False) -> None:
    shown = f"[{host}]" if ":" in host else host
    click.echo(f"toolkiln serving on http://{shown}:{port}/" + (f"?token={token}" if token else ""))
    if with_users:
        click.echo(
            f"this store has users: sign in at http://{shown}:{port}/login with your token "
            "(toolkiln users token NAME makes one), or send Authorization: Bearer TOKEN"
        )
    elif token:
        click.echo("every request needs this token: open the address above once, or send Authorization: Bearer TOKEN")
    sys.stdout.flush()
