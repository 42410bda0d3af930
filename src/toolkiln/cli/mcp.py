"""``toolkiln mcp``: serve the catalog and the approved registry tools over MCP.

Over stdio by default (what an MCP client starts as a subprocess), or with
``--http PORT`` as streamable HTTP at ``http://127.0.0.1:PORT/mcp`` (loopback
only). ``--http 0`` takes any free port; either way the port is bound before
the address is printed on stderr (``toolkiln mcp: serving on URL``), so a
client can read the line and connect at once. Needs the ``mcp`` extra:
``pip install 'toolkiln[mcp]'``.
"""

from __future__ import annotations

from pathlib import Path

import click

import toolkiln
import toolkiln.mcp
from toolkiln.cli.common import command_settings, fail
from toolkiln.cli.listening import listen
from toolkiln.errors import ConfigError, ToolkilnError

__all__ = ["mcp"]

LOOPBACK = "127.0.0.1"
"""The only address ``--http`` serves on: the server has no authentication of its own."""


@click.command("mcp")
@click.option(
    "--http",
    "port",
    type=click.IntRange(0, 65535),
    default=None,
    help="Serve streamable HTTP on 127.0.0.1:PORT/mcp instead of stdio (0: any free port; the address goes to stderr).",
)
@click.option(
    "--planner", default=None, metavar="BACKEND[:MODEL]", help="The planner toolkiln_run uses (TOOLKILN_PLANNER)."
)
@click.option(
    "--generator", default=None, metavar="BACKEND[:MODEL]", help="The generator toolkiln_run uses (TOOLKILN_GENERATOR)."
)
@click.option(
    "--approval",
    type=click.Choice(["auto", "manual"]),
    default=None,
    help="manual holds tools toolkiln_run writes as pending (TOOLKILN_APPROVAL).",
)
@click.option(
    "--record",
    type=click.Path(path_type=Path),
    default=None,
    help="Append every model exchange to this JSON-lines file.",
)
@click.pass_context
def mcp(ctx: click.Context, port: int | None, planner, generator, approval, record) -> None:
    """Serve toolkiln's tools to MCP clients (stdio, or streamable HTTP with --http PORT)."""
    try:
        try:
            server_class, loop_options = toolkiln.mcp.ToolkilnMCP, toolkiln.mcp.loop_options
            import anyio  # the SDK's event loop, there when the server loaded
        except ImportError as exc:
            raise ConfigError(
                f"toolkiln mcp needs the MCP SDK ({exc.name} is missing); pip install 'toolkiln[mcp]'"
            ) from None
        settings = command_settings(ctx, planner=planner, generator=generator, approval=approval, record=record)
        # The models are built on the first toolkiln_run: listing and calling tools needs no key.
        with toolkiln.Toolkiln(settings, models=False) as kiln:
            server = server_class(kiln)
            if port is None:
                anyio.run(server.serve_stdio, backend_options=loop_options(0, 1))
                return
            with listen(
                LOOPBACK, port, retry_hint="pick another --http PORT, or --http 0 for any free one"
            ) as listener:
                bound = listener.getsockname()[1]
                click.echo(f"toolkiln mcp: serving on http://{LOOPBACK}:{bound}/mcp (Ctrl-C stops)", err=True)
                anyio.run(server.serve_http, listener)
    except ToolkilnError as exc:
        fail(exc, False)
